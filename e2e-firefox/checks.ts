import type { Page } from 'puppeteer-core';

// The look checks every surface passes in Firefox, in the light and the dark theme: axe-core at
// zero violations (colour contrast included: styles are computed), and no visible text under
// 12 px (../shared/notes/look-and-feel.md; Firefox has no extension stylesheet shrinking text).

export interface Audit {
  violations: string[];
  /** Visible text under 12 px: `size "text"`. */
  small: string[];
}

/**
 * Audits the page itself, or with `'popup'` the add-on's open popup, reached from `page` (a
 * page of the add-on) as the popup's own window. axe is loaded as a file of the add-on's copy
 * (e2e-firefox/firefox.ts), since the pages' CSP allows scripts from 'self' only.
 */
export async function audit(page: Page, where: 'page' | 'popup' = 'page'): Promise<Audit> {
  return page.evaluate(async (target) => {
    type Axe = {
      run(
        context: Document,
      ): Promise<{ violations: { id: string; nodes: { target: string[] }[] }[] }>;
    };
    const win = (
      target === 'popup'
        ? (browser.extension.getViews({ type: 'popup' }) as unknown as Window[])[0]
        : window
    ) as (Window & { axe?: Axe }) | undefined;
    if (!win) throw new Error('no popup is open');
    const doc = win.document;
    if (!win.axe) {
      const script = doc.createElement('script');
      script.src = '/axe.min.js';
      const loaded = new Promise((ok, fail) => {
        script.onload = ok;
        script.onerror = fail;
      });
      doc.head.append(script);
      await loaded;
      script.remove();
    }
    const result = await (win.axe as Axe).run(doc);
    const violations = result.violations.map(
      (v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`,
    );

    const small: string[] = [];
    const walker = doc.createTreeWalker(doc.body, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const text = node.textContent?.trim() ?? '';
      const parent = node.parentElement;
      if (!text || !parent) continue;
      const style = win.getComputedStyle(parent);
      if (style.visibility !== 'visible' || Number(style.opacity) === 0) continue;
      const range = doc.createRange();
      range.selectNodeContents(node);
      // Drawn, and more than a screen reader's 1 px clip.
      const shown = [...range.getClientRects()].some((r) => r.width > 1 && r.height > 1);
      if (shown && Number.parseFloat(style.fontSize) < 12) {
        small.push(`${style.fontSize} "${text.slice(0, 40)}"`);
      }
    }
    return { violations, small };
  }, where);
}
