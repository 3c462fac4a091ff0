// A right-to-left page's layout, checked where styles are computed: Chromium (e2e/rtl.spec.ts)
// and Firefox (e2e-firefox/rtl.spec.ts) pass this one function to `page.evaluate` as it is, so
// it names no function inside itself and uses nothing from outside.

export interface RtlLayout {
  /** `<html dir>` and the body's computed direction. */
  dir: string;
  direction: string;
  /** What passes either edge of the viewport (the page scrolling sideways, or an element). */
  sideways: string[];
  /** A card or list row whose content is wider than itself. */
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
  if (root.scrollWidth > width)
    out.sideways.push(`page scrollWidth=${root.scrollWidth} > ${width}`);
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
    const parent = e.parentElement?.getBoundingClientRect();
    const parentPast = parent && (parent.left < -0.5 || parent.right > width + 0.5);
    const past = (left < -0.5 || right > width + 0.5) && right > left && !parentPast;
    const wide =
      e.matches('.link-card, fieldset, article, section, li') && e.scrollWidth > e.clientWidth + 1;
    if (!past && !wide) continue;
    const classes = [...e.classList].map((c) => `.${c}`).join('');
    const text = (e.textContent ?? '').trim().replace(/\s+/g, ' ').slice(0, 30);
    const name = `<${e.tagName.toLowerCase()}${classes}> "${text}"`;
    if (past) out.sideways.push(`${name} left=${Math.round(left)} right=${Math.round(right)}`);
    if (wide) out.cards.push(`${name} scrollWidth=${e.scrollWidth} > ${e.clientWidth}`);
  }
  const walker = doc.createTreeWalker(doc.body, NodeFilter.SHOW_TEXT);
  for (let node = walker.nextNode(); node; node = walker.nextNode()) {
    const text = node.textContent?.trim() ?? '';
    const parent = node.parentElement;
    if (!parent || !address.test(text) || !parent.getClientRects().length) continue;
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
  for (const input of doc.querySelectorAll('input')) {
    if (input.type === 'url' || (input.value && address.test(input.value))) {
      const ltr = win.getComputedStyle(input).direction === 'ltr';
      out.addresses.push({ text: `<input> ${input.value || input.placeholder}`, ltr });
    }
  }
  return out;
}
