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
 * What a person can't see of each element matching `selector` (in the page, or in Firefox's open
 * popup), give or take 1 px of rounding. What shows an element is the page's width (down, a
 * person scrolls), narrowed by each ancestor that clips (sideways: overflow other than visible;
 * down: only one that hides, as a list that scrolls is read by scrolling). Measured against it:
 * the element's box; each line of its text as laid out (a Range's rects, less what a box inside it
 * clips, as a visually hidden name is), which must also stay within the element's own box
 * sideways; and what a field draws itself: a select's chosen option (a copy of it holding only
 * that choice, as wide as it makes it) and an empty field's placeholder, against its inside.
 * One line an element cut, `<element> "text" past by N px on the right`; none when each is whole.
 * From boxes and text as drawn, not scrollWidth, whose whole pixels call a line 26.6 px high in a
 * box of 26 cut.
 */
export function cutText({ target, selector }: { target: Target; selector: string }): string[] {
  const views = (globalThis as { browser?: { extension: { getViews(o: object): unknown[] } } })
    .browser;
  const win = (target === 'popup' ? views?.extension.getViews({ type: 'popup' })[0] : window) as
    | Window
    | undefined;
  if (!win) throw new Error('no popup is open');
  const doc = win.document;
  type Box = { left: number; right: number; top: number; bottom: number };
  /** What the ancestors of `from` (and `from` itself, with `self`) let show. */
  const showsOf = (from: Element, self: boolean): Box => {
    const shows = { left: 0, right: doc.documentElement.clientWidth, top: -1e9, bottom: 1e9 };
    for (let a = self ? from : from.parentElement; a && a !== doc.documentElement; ) {
      const style = win.getComputedStyle(a);
      const box = a.getBoundingClientRect();
      // Its padding box: what is inside its borders (and beside a scrollbar).
      const left = box.left + a.clientLeft;
      const top = box.top + a.clientTop;
      if (style.overflowX !== 'visible') {
        shows.left = Math.max(shows.left, left);
        shows.right = Math.min(shows.right, left + a.clientWidth);
      }
      if (/hidden|clip/.test(style.overflowY)) {
        shows.top = Math.max(shows.top, top);
        shows.bottom = Math.min(shows.bottom, top + a.clientHeight);
      }
      a = a.parentElement;
    }
    return shows;
  };
  const canvas = doc.createElement('canvas').getContext('2d');
  const out: string[] = [];
  for (const el of doc.querySelectorAll(selector)) {
    if (el.getClientRects().length === 0) continue;
    const style = win.getComputedStyle(el);
    if (style.visibility !== 'visible' || Number(style.opacity) === 0) continue;
    const past = { left: 0, right: 0, top: 0, bottom: 0 };
    const measure = (r: Box, shows: Box) => {
      past.left = Math.max(past.left, shows.left - r.left);
      past.right = Math.max(past.right, r.right - shows.right);
      past.top = Math.max(past.top, shows.top - r.top);
      past.bottom = Math.max(past.bottom, r.bottom - shows.bottom);
    };
    const own = el.getBoundingClientRect();
    measure(own, showsOf(el, false));
    const shows = showsOf(el, true);
    shows.left = Math.max(shows.left, own.left);
    shows.right = Math.min(shows.right, own.right);
    const walker = doc.createTreeWalker(el, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      // What is drawn of the text: cut by each box inside the element that clips.
      const drawn = { left: -1e9, right: 1e9 };
      for (let a = node.parentElement; a && a !== el; a = a.parentElement) {
        if (win.getComputedStyle(a).overflowX === 'visible') continue;
        const clip = a.getBoundingClientRect();
        drawn.left = Math.max(drawn.left, clip.left);
        drawn.right = Math.min(drawn.right, clip.right);
      }
      const range = doc.createRange();
      range.selectNodeContents(node);
      for (const line of range.getClientRects()) {
        const left = Math.max(line.left, drawn.left);
        const right = Math.min(line.right, drawn.right);
        if (line.width > 0 && right > left) measure({ ...line.toJSON(), left, right }, shows);
      }
    }
    // Text a field draws itself, against its inside.
    let drawnText: string | undefined;
    let short = 0;
    const field = el as HTMLSelectElement & HTMLInputElement;
    const chosen = el.tagName === 'SELECT' ? field.selectedOptions[0] : undefined;
    if (chosen) {
      drawnText = chosen.text;
      const copy = el.cloneNode(false) as HTMLSelectElement;
      copy.append(chosen.cloneNode(true));
      copy.style.cssText =
        'position: absolute; visibility: hidden; width: auto; min-width: 0; max-width: none';
      el.after(copy);
      short = copy.getBoundingClientRect().width - own.width;
      copy.remove();
    } else if (el.tagName === 'INPUT' && !field.value && field.placeholder && canvas) {
      drawnText = field.placeholder;
      canvas.font = `${style.fontStyle} ${style.fontWeight} ${style.fontSize} ${style.fontFamily}`;
      const inside =
        el.clientWidth -
        Number.parseFloat(style.paddingLeft) -
        Number.parseFloat(style.paddingRight);
      short = canvas.measureText(drawnText).width - inside;
    }
    const name = el.tagName.toLowerCase() + [...el.classList].map((c) => `.${c}`).join('');
    if (short > 1)
      out.push(`<${name}> "${drawnText}" wider than its field by ${Math.round(short)} px`);
    const sides = Object.entries(past).filter(([, px]) => px > 1);
    if (sides.length === 0) continue;
    const text = (el.textContent ?? '').trim().replace(/\s+/g, ' ').slice(0, 40);
    const where = sides.map(([side, px]) => `${Math.round(px)} px on the ${side}`).join(', ');
    out.push(`<${name}> "${text}" past by ${where}`);
  }
  return out;
}
