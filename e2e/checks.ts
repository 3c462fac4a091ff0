import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { Page } from '@playwright/test';
import {
  axeViolations,
  cutText as inPageCutText,
  shownText,
  type Target,
  under12,
} from './in-page-checks.ts';

// The look's checks in real Chromium, where styles are computed (../shared/notes/look-and-feel.md):
// axe (colour contrast included), no visible text under 12 px, nothing wider than the page.
// The axe and text checks run in the page as e2e/in-page-checks.ts has them, as in Firefox.

/** Chromium audits the page itself (a popup is a page of its own over CDP). */
const PAGE: Target = 'page';

const AXE = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');

/** axe's violations, every rule on (colour contrast included): `rule: targets`. */
export async function violations(page: Page): Promise<string[]> {
  // Evaluated over CDP, so the extension pages' CSP does not stop the injected script.
  await page.evaluate(AXE);
  return page.evaluate(axeViolations, PAGE);
}

/** Visible text under 12 px: `size <element> "text"`, one line per text node. */
export async function smallText(page: Page): Promise<string[]> {
  return under12(await page.evaluate(shownText, PAGE));
}

/** The share of the visible text's characters set at `px` or more (issue 24: 80% at 13 px). */
export async function shareAtLeast(page: Page, px: number): Promise<number> {
  const shown = await page.evaluate(shownText, PAGE);
  const all = shown.reduce((n, t) => n + t.chars, 0);
  return shown.filter((t) => t.size >= px).reduce((n, t) => n + t.chars, 0) / all;
}

/**
 * What passes the viewport's right edge by more than 1 px (rounding): the page scrolling
 * sideways, and each visible element whose right edge, as far as its scrolling or clipping
 * ancestors let it show, is past the viewport (only the outermost of nested offenders):
 * `<element> right=…px "text"`.
 */
export function overflow(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const root = document.documentElement;
    const width = root.clientWidth;
    const out: string[] = [];
    if (root.scrollWidth > width + 1)
      out.push(`page scrollWidth=${root.scrollWidth}px > ${width}px`);
    const shownRight = (e: Element): number => {
      let right = e.getBoundingClientRect().right;
      for (let a = e.parentElement; a && a !== root; a = a.parentElement) {
        const style = getComputedStyle(a);
        if (style.overflowX !== 'visible' || style.contain.includes('paint')) {
          right = Math.min(right, a.getBoundingClientRect().right);
        }
      }
      return right;
    };
    const past = (e: Element): boolean => {
      const rect = e.getBoundingClientRect();
      const style = getComputedStyle(e);
      if (rect.width <= 1 || rect.height <= 1 || style.visibility !== 'visible') return false;
      return shownRight(e) > width + 1;
    };
    for (const e of document.body.querySelectorAll('*')) {
      if (!past(e) || (e.parentElement && past(e.parentElement))) continue;
      const name = e.tagName.toLowerCase() + [...e.classList].map((c) => `.${c}`).join('');
      const text = (e.textContent ?? '').trim().replace(/\s+/g, ' ').slice(0, 30);
      out.push(`<${name}> right=${Math.round(shownRight(e))}px "${text}"`);
    }
    return out;
  });
}

/** What a person can't see of each `selector`'s text or box (in-page-checks.ts's cutText): none. */
export function cutText(page: Page, selector: string): Promise<string[]> {
  return page.evaluate(inPageCutText, { target: PAGE, selector });
}

/** The controls and short links (components/ShortLink.tsx) a person must see whole. */
const CONTROLS =
  'button, select, textarea, summary, [role="tab"], .short-link, input:not([type="hidden"], [type="checkbox"], [type="radio"], [type="color"])';

/**
 * What a person sees cut of the controls and short links (cutText): a select showing its choice
 * cut (`<select> "Erstellungsdatum" wider than its field by 31 px`), a button's words past its
 * box (`<button> "Descending" past by 6 px on the right`), a short link cut by its ellipsis, a
 * control past what its container shows.
 */
export function clippedControls(page: Page): Promise<string[]> {
  return cutText(page, CONTROLS);
}
