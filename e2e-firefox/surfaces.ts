import type { Page } from 'puppeteer-core';
import type { Sandbox } from '../e2e/browser.ts';
import { historyEntries } from '../e2e/history.ts';
import { sandboxLinksByCode } from '../e2e/sandbox-api.ts';
import { click, configure, waitFor } from './firefox.ts';

// The sidebar page's tabs, each shown with its data (a11y.spec.ts), and the account they show.

/** The Pro demo account (the seeded one) stored, with demo1, which has clicks, in history. */
export async function proWithHistory(page: Page, sandbox: Sandbox): Promise<string> {
  const account = { baseUrl: sandbox.baseUrl, apiKey: 'demo-pro-key' };
  const links = await sandboxLinksByCode(sandbox, ['demo1'], account.apiKey);
  await configure(page, { ...account, history: historyEntries(account, links) });
  return links[0]?.title ?? '';
}

/** Waits for a list of the panel (`ul[aria-label]`) to have items and be done loading. */
function listShown(page: Page, name: string): Promise<number> {
  return waitFor(
    page,
    (label) => {
      const list = document.querySelector(`ul[aria-label="${label}"]`);
      const items = list?.querySelectorAll(':scope > li').length ?? 0;
      return list?.getAttribute('aria-busy') === 'false' ? items : 0;
    },
    name,
  );
}

/** Each tab of the panel, opened by a click, and what shows it is drawn with its data. */
export const PANEL_TABS: Record<string, (page: Page, title: string) => Promise<unknown>> = {
  Stats: (page, title) =>
    waitFor(
      page,
      (t) => {
        const heading = [...document.querySelectorAll('h2')].some((h) => h.textContent === t);
        const chart = document.querySelector('[aria-label^="Clicks per day"]');
        return heading && chart !== null && document.body.innerText.includes('Devices');
      },
      title,
    ),
  Links: async (page) => {
    await listShown(page, 'Links');
    // With a link's QR code open, from its row's More actions.
    await click(page, { css: 'ul[aria-label="Links"] button[aria-label^="More actions for"]' });
    await click(page, { css: 'ul[aria-label="Links"] button[aria-label^="QR code of"]' });
    await waitFor(
      page,
      () => document.querySelector('ul[aria-label="Links"] img[alt^="QR code for"]') !== null,
      undefined,
    );
  },
  Domains: (page) => listShown(page, 'Domains'),
  'QR codes': (page) => listShown(page, 'QR codes'),
};

/** Opens a tab of the panel by a click and waits for its data. */
export async function showPanelTab(page: Page, tab: string, title: string): Promise<void> {
  await click(page, { button: tab });
  await PANEL_TABS[tab]?.(page, title);
}
