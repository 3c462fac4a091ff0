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
