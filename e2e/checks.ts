import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { Page } from '@playwright/test';

// The look's checks in real Chromium, where styles are computed (../shared/notes/look-and-feel.md):
// axe (colour contrast included), no visible text under 12 px, nothing wider than the page.

const AXE = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');

/** axe's violations, every rule on (colour contrast included): `rule: targets`. */
export async function violations(page: Page): Promise<string[]> {
  // Evaluated over CDP, so the extension pages' CSP does not stop the injected script.
  await page.evaluate(AXE);
  return page.evaluate(async () => {
    const axe = (
      globalThis as unknown as {
        axe: { run(): Promise<{ violations: { id: string; nodes: { target: string[] }[] }[] }> };
      }
    ).axe;
    const result = await axe.run();
    return result.violations.map(
      (v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`,
    );
  });
}

/** Each visible text node: its font size in px, its length, and where it is (`<element> "text"`). */
function shownText(page: Page): Promise<{ size: number; chars: number; where: string }[]> {
  return page.evaluate(() => {
    const name = (e: Element) =>
      e.tagName.toLowerCase() + [...e.classList].map((c) => `.${c}`).join('');
    const shown: { size: number; chars: number; where: string }[] = [];
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const text = node.textContent?.trim() ?? '';
      const parent = node.parentElement;
      if (!text || !parent) continue;
      const style = getComputedStyle(parent);
      if (style.visibility !== 'visible' || Number(style.opacity) === 0) continue;
      const range = document.createRange();
      range.selectNodeContents(node);
      // Drawn, and more than a screen reader's 1 px clip.
      if (![...range.getClientRects()].some((r) => r.width > 1 && r.height > 1)) continue;
      const size = Number.parseFloat(style.fontSize);
      shown.push({ size, chars: text.length, where: `<${name(parent)}> "${text.slice(0, 40)}"` });
    }
    return shown;
  });
}

/** Visible text under 12 px: `size <element> "text"`, one line per text node. */
export async function smallText(page: Page): Promise<string[]> {
  return (await shownText(page)).filter((t) => t.size < 12).map((t) => `${t.size}px ${t.where}`);
}

/** The share of the visible text's characters set at `px` or more (issue 24: 80% at 13 px). */
export async function shareAtLeast(page: Page, px: number): Promise<number> {
  const shown = await shownText(page);
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
