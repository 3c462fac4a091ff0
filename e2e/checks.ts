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

/** What a person can't see of each `selector`'s text (in-page-checks.ts's cutText): none. */
export function cutText(page: Page, selector: string): Promise<string[]> {
  return page.evaluate(inPageCutText, { target: PAGE, selector });
}

/**
 * The controls that cut their own words, give or take 1 px of rounding: each visible select
 * narrower than its longest choice (measured as a copy of it, as wide as its choices make it),
 * and each button with a line of its text (as laid out: a Range's rects, less what a box inside
 * it clips, as a visually hidden name is) past its box:
 * `<select> 120px < 151px "Erstellungsdatum"`, `<button> "Descending" past by 6 px`.
 */
export function clippedControls(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const out: string[] = [];
    for (const select of document.querySelectorAll('select')) {
      if (!select.checkVisibility()) continue;
      const natural = select.cloneNode(true) as HTMLSelectElement;
      natural.style.cssText =
        'position: absolute; visibility: hidden; width: auto; min-width: 0; max-width: none';
      select.after(natural);
      const needs = natural.getBoundingClientRect().width;
      natural.remove();
      const has = select.getBoundingClientRect().width;
      if (has + 1 >= needs) continue;
      const longest = [...select.options].map((o) => o.text).sort((a, b) => b.length - a.length);
      out.push(`<select> ${Math.round(has)}px < ${Math.round(needs)}px "${longest[0]}"`);
    }
    for (const button of document.querySelectorAll('button')) {
      if (!button.checkVisibility()) continue;
      const box = button.getBoundingClientRect();
      let past = 0;
      const walker = document.createTreeWalker(button, NodeFilter.SHOW_TEXT);
      for (let node = walker.nextNode(); node; node = walker.nextNode()) {
        // What shows of the text inside the button: cut by each box between that clips.
        let left = -1e9;
        let right = 1e9;
        for (let a = node.parentElement; a && a !== button; a = a.parentElement) {
          if (getComputedStyle(a).overflowX === 'visible') continue;
          const clip = a.getBoundingClientRect();
          left = Math.max(left, clip.left);
          right = Math.min(right, clip.right);
        }
        const range = document.createRange();
        range.selectNodeContents(node);
        for (const line of range.getClientRects()) {
          const l = Math.max(line.left, left);
          const r = Math.min(line.right, right);
          if (line.width === 0 || r <= l) continue;
          past = Math.max(past, box.left - l, r - box.right);
        }
      }
      if (past > 1) out.push(`<button> "${button.textContent}" past by ${Math.round(past)} px`);
    }
    return out;
  });
}
