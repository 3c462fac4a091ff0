import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { Page } from '@playwright/test';
import { axeViolations, shownText, type Target, under12 } from './in-page-checks.ts';

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
 * What passes the viewport's right edge: the page scrolling sideways, and each visible element
 * whose right edge, as far as its scrolling or clipping ancestors let it show, is past the
 * viewport (only the outermost of nested offenders): `<element> right=…px "text"`.
 */
export function overflow(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const root = document.documentElement;
    const width = root.clientWidth;
    const out: string[] = [];
    if (root.scrollWidth > width) out.push(`page scrollWidth=${root.scrollWidth}px > ${width}px`);
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
      return shownRight(e) > width + 0.5;
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

/**
 * What a person sees cut: each visible control (button, field, select, tab, summary) and each
 * short link (components/ShortLink.tsx) whose box, or the box of any of its text, passes the
 * box its clipping ancestors leave visible, or the viewport's width (1 px tolerance); a short
 * link cut by its own ellipsis; a select's chosen option or a field's placeholder wider than
 * the control drawing it. Scrolling containers cut only sideways (their rows scroll).
 * `<element> "text": why`.
 */
export function clipped(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const TOLERANCE = 1;
    const out: string[] = [];
    const name = (e: Element) =>
      `<${e.tagName.toLowerCase()}${[...e.classList].map((c) => `.${c}`).join('')}> "${(
        (e instanceof HTMLSelectElement ? e.selectedOptions[0]?.text : e.textContent) ?? ''
      )
        .trim()
        .replace(/\s+/g, ' ')
        .slice(0, 40)}"`;
    /** The box `from`'s clipping ancestors (and `from` itself with `self`) leave visible. */
    const visible = (from: Element, self: boolean) => {
      const box = { left: 0, right: document.documentElement.clientWidth, top: -1e9, bottom: 1e9 };
      for (let a: Element | null = self ? from : from.parentElement; a; a = a.parentElement) {
        if (a === document.documentElement || a === document.body) break;
        const s = getComputedStyle(a);
        const r = a.getBoundingClientRect();
        const cuts = (v: string) => v !== 'visible';
        if (cuts(s.overflowX) || s.contain.includes('paint')) {
          box.left = Math.max(box.left, r.left);
          box.right = Math.min(box.right, r.right);
        }
        // A list that scrolls up and down cuts its rows on purpose; a box that hides, doesn't.
        if (/hidden|clip/.test(s.overflowY) || s.contain.includes('paint')) {
          box.top = Math.max(box.top, r.top);
          box.bottom = Math.min(box.bottom, r.bottom);
        }
      }
      return box;
    };
    const outside = (r: DOMRect, box: ReturnType<typeof visible>) =>
      r.left < box.left - TOLERANCE ||
      r.right > box.right + TOLERANCE ||
      r.top < box.top - TOLERANCE ||
      r.bottom > box.bottom + TOLERANCE;
    const shown = (e: Element) => {
      const r = e.getBoundingClientRect();
      const s = getComputedStyle(e);
      return r.width > 1 && r.height > 1 && s.visibility === 'visible' && s.opacity !== '0';
    };
    /** A text's width in `e`'s font, as drawn. */
    const canvas = document.createElement('canvas').getContext('2d');
    const textWidth = (e: Element, text: string) => {
      if (!canvas) return 0;
      const s = getComputedStyle(e);
      canvas.font = `${s.fontStyle} ${s.fontWeight} ${s.fontSize} ${s.fontFamily}`;
      return canvas.measureText(text).width;
    };
    const padding = (e: Element) => {
      const s = getComputedStyle(e);
      return Number.parseFloat(s.paddingLeft) + Number.parseFloat(s.paddingRight);
    };
    const controls = document.body.querySelectorAll(
      'button, select, textarea, summary, [role="tab"], .short-link, input:not([type="hidden"], [type="checkbox"], [type="radio"], [type="color"])',
    );
    for (const e of controls) {
      if (!shown(e)) continue;
      const box = visible(e, false);
      if (outside(e.getBoundingClientRect(), box)) {
        out.push(`${name(e)}: the control passes what its container shows`);
        continue;
      }
      // Its text, as far as the control itself and its containers let it show.
      const walker = document.createTreeWalker(e, NodeFilter.SHOW_TEXT);
      for (let t = walker.nextNode(); t; t = walker.nextNode()) {
        if (!t.textContent?.trim() || !t.parentElement || !shown(t.parentElement)) continue;
        const range = document.createRange();
        range.selectNodeContents(t);
        const cut = [...range.getClientRects()].some(
          (r) => r.width > 0 && outside(r, visible(t.parentElement as Element, true)),
        );
        if (cut) {
          out.push(`${name(e)}: its text is cut`);
          break;
        }
      }
      if (e.matches('.short-link') && e.scrollWidth > e.clientWidth + TOLERANCE) {
        out.push(`${name(e)}: the short link is cut short`);
      }
      // Text a control draws itself: a select's chosen option, an empty field's placeholder.
      const drawn =
        e instanceof HTMLSelectElement
          ? e.selectedOptions[0]?.text
          : e instanceof HTMLInputElement && !e.value
            ? e.placeholder
            : undefined;
      // A select's arrow takes about 20 px of its inside.
      const room = e.clientWidth - padding(e) - (e instanceof HTMLSelectElement ? 20 : 0);
      if (drawn && textWidth(e, drawn) > room + TOLERANCE) {
        out.push(`${name(e)}: "${drawn}" is wider than the control (${Math.round(room)} px)`);
      }
    }
    return out;
  });
}
