import { browser } from 'wxt/browser';
import type { BulkTab } from './bulk-run';

/** The panel's window's tabs; without `tabs`, no addresses or titles, enough to count them. */

const TABS = { permissions: ['tabs' as const] };

export const hasTabsPermission = (): Promise<boolean> =>
  browser.permissions.contains(TABS).catch(() => false);

/** Must be called within the click (a user gesture), before anything is awaited. */
export const askTabsPermission = (): Promise<boolean> =>
  browser.permissions.request(TABS).catch(() => false);

/** This window's tabs in their order, less the panel's own when it is open as a tab. */
export async function windowTabs(): Promise<BulkTab[]> {
  const [window, own] = await Promise.all([
    browser.windows.getCurrent(),
    // Undefined in a side panel or sidebar, which is no tab of the window.
    browser.tabs.getCurrent().catch(() => undefined),
  ]);
  const tabs = await browser.tabs.query({ windowId: window.id });
  return tabs
    .filter((tab) => own === undefined || tab.id !== own.id)
    .map((tab) => ({ title: tab.title ?? '', url: tab.url }));
}
