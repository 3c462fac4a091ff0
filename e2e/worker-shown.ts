import type { BrowserContext } from '@playwright/test';
import { workerOf } from './browser.ts';

// What the worker's entry points leave for a person to see: the clipboard, the notifications
// and the toolbar badge.

/** What the worker copied, read back from a page as a person would paste it. */
export async function clipboardText(context: BrowserContext): Promise<string> {
  const page = await context.newPage();
  await page.goto('https://example.com/paste');
  await page.bringToFront();
  const text = await page.evaluate(() => navigator.clipboard.readText());
  await page.close();
  return text;
}

export async function notifications(context: BrowserContext) {
  const worker = await workerOf(context);
  return worker.evaluate(async () => {
    const c = (
      globalThis as unknown as { chrome: { notifications: { getAll(): Promise<object> } } }
    ).chrome;
    return c.notifications.getAll();
  });
}

export async function badgeText(context: BrowserContext): Promise<string> {
  const worker = await workerOf(context);
  return worker.evaluate(() =>
    (
      globalThis as unknown as {
        chrome: { action: { getBadgeText(d: object): Promise<string> } };
      }
    ).chrome.action.getBadgeText({}),
  );
}
