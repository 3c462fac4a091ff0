import type { Page } from 'puppeteer-core';
import {
  axeViolations,
  cutText as inPageCutText,
  shownText,
  type Target,
  under12,
} from '../e2e/in-page-checks.ts';

// The look checks every surface passes in Firefox, in the light and the dark theme: axe-core at
// zero violations (colour contrast included: styles are computed), and no visible text under
// 12 px (../shared/notes/look-and-feel.md; Firefox has no extension stylesheet shrinking text).
// The checks run in the page as e2e/in-page-checks.ts has them, as in Chromium; only how axe
// gets into the page is Firefox's own.

export interface Audit {
  violations: string[];
  /** Visible text under 12 px: `size <element> "text"`. */
  small: string[];
}

/**
 * Audits the page itself, or with `'popup'` the add-on's open popup, reached from `page` (a
 * page of the add-on) as the popup's own window. axe is loaded as a file of the add-on's copy
 * (e2e-firefox/firefox.ts), since the pages' CSP allows scripts from 'self' only.
 */
export async function audit(page: Page, where: Target = 'page'): Promise<Audit> {
  await page.evaluate(async (target) => {
    const win = (
      target === 'popup'
        ? (browser.extension.getViews({ type: 'popup' }) as unknown as Window[])[0]
        : window
    ) as (Window & { axe?: unknown }) | undefined;
    if (!win) throw new Error('no popup is open');
    if (win.axe) return;
    const script = win.document.createElement('script');
    script.src = '/axe.min.js';
    const loaded = new Promise((ok, fail) => {
      script.onload = ok;
      script.onerror = fail;
    });
    win.document.head.append(script);
    await loaded;
    script.remove();
  }, where);
  return {
    violations: await page.evaluate(axeViolations, where),
    small: under12(await page.evaluate(shownText, where)),
  };
}

/** What a person can't see of each `selector`'s text (e2e/in-page-checks.ts's cutText): none. */
export function cutText(page: Page, selector: string, where: Target = 'page'): Promise<string[]> {
  const arg: { target: Target; selector: string } = { target: where, selector };
  return page.evaluate(inPageCutText, arg);
}
