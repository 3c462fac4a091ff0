// A right-to-left page's layout, checked where styles are computed: Chromium (e2e/rtl.spec.ts)
// and Firefox (e2e-firefox/rtl.spec.ts) pass this one function to `page.evaluate` as it is, so
// it names no function inside itself and uses nothing from outside.

export interface RtlLayout {
  /** `<html dir>` and the body's computed direction. */
  dir: string;
  direction: string;
  /** What passes either edge of the viewport (the page scrolling sideways, or an element). */
  sideways: string[];
  /** A card or list row whose content (an element, or a line of text) passes either side of it. */
  cards: string[];
  /** Addresses shown (web addresses, host names) and whether each reads left to right, isolated. */
  addresses: { text: string; ltr: boolean }[];
}

/**
 * The page itself, or with `'popup'` Firefox's open popup (reached from a page of the add-on,
 * e2e-firefox/checks.ts). An address passes when its text's element reads left to right up to an
 * element that isolates it (`unicode-bidi: isolate`, as `<bdi>` and `dir` do) or a block of its
 * own, and an input holding one reads left to right.
 */
export function rtlLayout(where: 'page' | 'popup'): RtlLayout {
  const win =
    where === 'popup'
      ? (
          globalThis as unknown as {
            browser: { extension: { getViews(o: object): Window[] } };
          }
        ).browser.extension.getViews({ type: 'popup' })[0]
      : window;
  if (!win) throw new Error('no popup is open');
  const doc = win.document;
  const root = doc.documentElement;
  const width = root.clientWidth;
  const address =
    /^(?:https?:\/\/\S+|(?:[\w-]+\.)+[a-z]{2,}(?::\d+)?(?:[/?#]\S*)?|[\w-]+(?:\.[\w-]+)*:\d+\S*)$/i;
  const out: RtlLayout = {
    dir: root.dir,
    direction: win.getComputedStyle(doc.body).direction,
    sideways: [],
    cards: [],
    addresses: [],
  };
  // Past by more than 1 px: less is rounding.
  if (root.scrollWidth > width + 1)
    out.sideways.push(`page scrollWidth=${root.scrollWidth} > ${width}`);
  const describe = (e: Element) => {
    const classes = [...e.classList].map((c) => `.${c}`).join('');
    const text = (e.textContent ?? '').trim().replace(/\s+/g, ' ').slice(0, 30);
    return `<${e.tagName.toLowerCase()}${classes}> "${text}"`;
  };
  // A card's content as shown: `left`..`right` from `from` up, cut by what clips on the way to
  // the card, against the card's own box.
  const wide = new Set<Element>();
  const pastCard = (from: Element | null, left: number, right: number) => {
    const card = from?.closest('.link-card, fieldset, article, section, li');
    if (!card) return;
    let l = left;
    let r = right;
    for (let a = from; a && a !== card; a = a.parentElement) {
      if (win.getComputedStyle(a).overflowX === 'visible') continue;
      const clip = a.getBoundingClientRect();
      l = Math.max(l, clip.left);
      r = Math.min(r, clip.right);
    }
    const box = card.getBoundingClientRect();
    if (r > l && (l < box.left - 1 || r > box.right + 1)) wide.add(card);
  };
  for (const e of doc.body.querySelectorAll('*')) {
    const rect = e.getBoundingClientRect();
    const style = win.getComputedStyle(e);
    if (rect.width <= 1 || rect.height <= 1 || style.visibility !== 'visible') continue;
    // As far as its scrolling or clipping ancestors let it show.
    let left = rect.left;
    let right = rect.right;
    for (let a = e.parentElement; a && a !== root; a = a.parentElement) {
      if (win.getComputedStyle(a).overflowX === 'visible') continue;
      const clip = a.getBoundingClientRect();
      left = Math.max(left, clip.left);
      right = Math.min(right, clip.right);
    }
    pastCard(e.parentElement, rect.left, rect.right);
    const parent = e.parentElement?.getBoundingClientRect();
    const parentPast = parent && (parent.left < -1 || parent.right > width + 1);
    const past = (left < -1 || right > width + 1) && right > left && !parentPast;
    if (past) {
      out.sideways.push(`${describe(e)} left=${Math.round(left)} right=${Math.round(right)}`);
    }
  }
  const walker = doc.createTreeWalker(doc.body, NodeFilter.SHOW_TEXT);
  for (let node = walker.nextNode(); node; node = walker.nextNode()) {
    const text = node.textContent?.trim() ?? '';
    const parent = node.parentElement;
    if (!parent || !text || !parent.getClientRects().length) continue;
    if (win.getComputedStyle(parent).visibility === 'visible') {
      const range = doc.createRange();
      range.selectNodeContents(node);
      for (const line of range.getClientRects()) {
        if (line.width > 0) pastCard(parent, line.left, line.right);
      }
    }
    if (!address.test(text)) continue;
    let ltr = false;
    for (let e: Element | null = parent; e; e = e.parentElement) {
      const style = win.getComputedStyle(e);
      if (style.direction !== 'ltr') break;
      if (/isolate|plaintext/.test(style.unicodeBidi) || style.display !== 'inline') {
        ltr = true;
        break;
      }
    }
    out.addresses.push({ text, ltr });
  }
  for (const card of wide) out.cards.push(`${describe(card)} has content past its sides`);
  for (const input of doc.querySelectorAll('input')) {
    if (input.type === 'url' || (input.value && address.test(input.value))) {
      const ltr = win.getComputedStyle(input).direction === 'ltr';
      out.addresses.push({ text: `<input> ${input.value || input.placeholder}`, ltr });
    }
  }
  return out;
}
