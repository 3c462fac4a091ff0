// The look's checks as they run inside a page (../shared/notes/look-and-feel.md), written once
// for both browsers: Chromium's adapter is e2e/checks.ts (Playwright), Firefox's
// e2e-firefox/checks.ts (puppeteer). Each function is passed whole to `page.evaluate`, so it
// uses nothing from outside its own body. `target` is the page itself, or in Firefox the
// add-on's open popup, reached from one of its pages as the popup's own window.

export type Target = 'page' | 'popup';

/** A visible text node: its font size in px, its length, and where it is. */
export interface Shown {
  size: number;
  chars: number;
  /** `<element.class> "text"` */
  where: string;
}

/** axe's violations, every rule on (colour contrast included): `rule: targets`. axe is loaded. */
export async function axeViolations(target: Target): Promise<string[]> {
  type Axe = {
    run(
      context: Document,
    ): Promise<{ violations: { id: string; nodes: { target: string[] }[] }[] }>;
  };
  const views = (globalThis as { browser?: { extension: { getViews(o: object): unknown[] } } })
    .browser;
  const win = (target === 'popup' ? views?.extension.getViews({ type: 'popup' })[0] : window) as
    | (Window & { axe?: Axe })
    | undefined;
  if (!win?.axe) throw new Error(`axe is not loaded in the ${target}`);
  const result = await win.axe.run(win.document);
  return result.violations.map(
    (v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`,
  );
}

/** Each visible text node of the page (drawn, and more than a screen reader's 1 px clip). */
export function shownText(target: Target): Shown[] {
  const views = (globalThis as { browser?: { extension: { getViews(o: object): unknown[] } } })
    .browser;
  const win = (target === 'popup' ? views?.extension.getViews({ type: 'popup' })[0] : window) as
    | Window
    | undefined;
  if (!win) throw new Error('no popup is open');
  const doc = win.document;
  const name = (e: Element) =>
    e.tagName.toLowerCase() + [...e.classList].map((c) => `.${c}`).join('');
  const shown: Shown[] = [];
  const walker = doc.createTreeWalker(doc.body, NodeFilter.SHOW_TEXT);
  for (let node = walker.nextNode(); node; node = walker.nextNode()) {
    const text = node.textContent?.trim() ?? '';
    const parent = node.parentElement;
    if (!text || !parent) continue;
    const style = win.getComputedStyle(parent);
    if (style.visibility !== 'visible' || Number(style.opacity) === 0) continue;
    const range = doc.createRange();
    range.selectNodeContents(node);
    if (![...range.getClientRects()].some((r) => r.width > 1 && r.height > 1)) continue;
    const size = Number.parseFloat(style.fontSize);
    shown.push({ size, chars: text.length, where: `<${name(parent)}> "${text.slice(0, 40)}"` });
  }
  return shown;
}

/** Visible text under 12 px, one line a text node: `size <element> "text"`. */
export const under12 = (shown: Shown[]) =>
  shown.filter((t) => t.size < 12).map((t) => `${t.size}px ${t.where}`);

/**
 * What a person can't see of the text of each element matching `selector` (in the page, or in
 * Firefox's open popup): each line of its text, as laid out (a Range's rects), against what shows
 * it — the page's width, cut by the element and each ancestor that clips (overflow other than
 * visible) — give or take 1 px of rounding. One line an element cut, `<element> "text" past by N
 * px on the right`; none when each is whole. Measured from the text's own box, not from
 * scrollWidth or scrollHeight, whose whole pixels call a line 26.6 px high in a box of 26 cut.
 */
export function cutText({ target, selector }: { target: Target; selector: string }): string[] {
  const views = (globalThis as { browser?: { extension: { getViews(o: object): unknown[] } } })
    .browser;
  const win = (target === 'popup' ? views?.extension.getViews({ type: 'popup' })[0] : window) as
    | Window
    | undefined;
  if (!win) throw new Error('no popup is open');
  const doc = win.document;
  const out: string[] = [];
  for (const el of doc.querySelectorAll(selector)) {
    if (el.getClientRects().length === 0) continue;
    // The part of the page that shows the element's content: the page's width (it doesn't scroll
    // sideways; down, a person scrolls), narrowed by every box on the way up that clips.
    const shows = { left: 0, right: doc.documentElement.clientWidth, top: -1e9, bottom: 1e9 };
    for (let a: Element | null = el; a && a !== doc.documentElement; a = a.parentElement) {
      const style = win.getComputedStyle(a);
      const box = a.getBoundingClientRect();
      // Its padding box: what is inside its borders (and beside a scrollbar).
      const left = box.left + a.clientLeft;
      const top = box.top + a.clientTop;
      if (style.overflowX !== 'visible') {
        shows.left = Math.max(shows.left, left);
        shows.right = Math.min(shows.right, left + a.clientWidth);
      }
      if (style.overflowY !== 'visible') {
        shows.top = Math.max(shows.top, top);
        shows.bottom = Math.min(shows.bottom, top + a.clientHeight);
      }
    }
    const range = doc.createRange();
    range.selectNodeContents(el);
    const past = { left: 0, right: 0, top: 0, bottom: 0 };
    for (const line of range.getClientRects()) {
      if (line.width === 0) continue;
      past.left = Math.max(past.left, shows.left - line.left);
      past.right = Math.max(past.right, line.right - shows.right);
      past.top = Math.max(past.top, shows.top - line.top);
      past.bottom = Math.max(past.bottom, line.bottom - shows.bottom);
    }
    const sides = Object.entries(past).filter(([, px]) => px > 1);
    if (sides.length === 0) continue;
    const name = el.tagName.toLowerCase() + [...el.classList].map((c) => `.${c}`).join('');
    const text = (el.textContent ?? '').trim().slice(0, 40);
    const where = sides.map(([side, px]) => `${Math.round(px)} px on the ${side}`).join(', ');
    out.push(`<${name}> "${text}" past by ${where}`);
  }
  return out;
}
