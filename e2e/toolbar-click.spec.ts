import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { BrowserContext, Page, Worker } from '@playwright/test';
import { EXTENSION_DIR, launchWithExtension } from './browser.ts';
import {
  configure,
  expect,
  type Sandbox,
  servePages,
  TEST_EXTENSION_DIR,
  test,
  workerOf,
} from './fixtures.ts';
import { clickToolbar, popupTargets, ToolbarPopup } from './popup.ts';
import { sandboxLinks } from './sandbox-api.ts';
import { badgeText, clipboardText, notifications } from './worker-shown.ts';

// The icon without a popup (the `onClick` preference 'copy', lib/background/toolbar.ts): a real
// click on the toolbar icon (CDP's Extensions.triggerAction, e2e/popup.ts) in the production
// build, whose only access to the page is the activeTab the click grants.

const ON = 'Shorten the page and copy the link, without opening the popup';
const OFF = 'Shorten the page at once';

/** The icon's popup as the browser holds it: '' when a click reaches the worker. */
const iconPopup = (worker: Worker) =>
  worker.evaluate(() =>
    (
      globalThis as unknown as { chrome: { action: { getPopup(d: object): Promise<string> } } }
    ).chrome.action.getPopup({}),
  );

async function setUp(context: BrowserContext, sandbox: Sandbox) {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  await servePages(context);
  await configure(context, { baseUrl: sandbox.baseUrl, apiKey: 'demo-enterprise-key' });
}

async function openTab(context: BrowserContext, url: string): Promise<Page> {
  const tab = await context.newPage();
  await tab.goto(url);
  return tab;
}

/** A click with no popup: the link on the service, copied, ✓ and a notification, no popup. */
async function clickMakesLink(
  context: BrowserContext,
  { extensionId, cdpPort, sandbox }: { extensionId: string; cdpPort: number; sandbox: Sandbox },
  pageUrl: string,
): Promise<string> {
  const tab = await openTab(context, pageUrl);
  await clickToolbar(context, extensionId, tab);
  await expect.poll(() => sandboxLinks(sandbox, pageUrl)).toHaveLength(1);
  const [link] = await sandboxLinks(sandbox, pageUrl);
  const shortUrl = link?.short_url ?? '';
  expect(link?.title).toBe('Example article');
  await expect.poll(() => badgeText(context)).toBe('✓');
  // The badge and the notification are set side by side: either may come first.
  await expect
    .poll(async () => Object.keys(await notifications(context)))
    .toContain('snaplink-result');
  await expect.poll(() => clipboardText(context)).toBe(shortUrl);
  expect(await popupTargets(cdpPort)).toEqual([]);
  return shortUrl;
}

test('with the option on, a click on the icon makes and copies the link, no popup; off, the popup opens', async ({
  context,
  extensionId,
  cdpPort,
  sandbox,
}) => {
  await setUp(context, sandbox);
  const worker = await workerOf(context);
  const options = await context.newPage();
  await options.goto(`chrome-extension://${extensionId}/options.html`);
  const choice = options.getByLabel('When I click the Snaplink icon');
  await choice.selectOption({ label: ON });
  // Where the popup went, with the shortcut as the browser has it.
  await expect(choice).toHaveAccessibleDescription(
    'The popup is still one step away: press Alt+Shift+L, or right-click the icon and choose “Open Snaplink”.',
  );
  await expect.poll(() => iconPopup(worker)).toBe('');

  const pageUrl = `https://example.com/zero-click-${Date.now()}`;
  const shortUrl = await clickMakesLink(context, { extensionId, cdpPort, sandbox }, pageUrl);

  // Off again: the popup is back at once, and shows the link the click made.
  await choice.selectOption({ label: OFF });
  await expect(choice).not.toHaveAccessibleDescription(/popup/);
  const tab = context.pages().find((p) => p.url() === pageUrl) as Page;
  const popup = await ToolbarPopup.open(context, extensionId, cdpPort, tab);
  await expect(popup.shortLink()).toHaveAttribute('title', shortUrl);
  expect(await sandboxLinks(sandbox, pageUrl)).toHaveLength(1);
  await popup.close();
});

test('the option outlives a restart of the browser', async ({ sandbox }) => {
  const dir = mkdtempSync(join(tmpdir(), 'snaplink-zero-click-'));
  try {
    const first = await launchWithExtension(EXTENSION_DIR, 'en-US', {
      profile: { dir, reopen: false },
    });
    await setUp(first.context, sandbox);
    await configure(first.context, { preferences: { onClick: 'copy' } });
    await expect.poll(async () => iconPopup(await workerOf(first.context))).toBe('');
    await first.close();

    // The browser forgets setPopup; the worker's start sets it again from the preference.
    const again = await launchWithExtension(EXTENSION_DIR, 'en-US', {
      profile: { dir, reopen: true },
    });
    try {
      await setUp(again.context, sandbox);
      const extensionId = new URL((await workerOf(again.context)).url()).host;
      const pageUrl = `https://example.com/zero-click-restart-${Date.now()}`;
      const where = { extensionId, cdpPort: again.cdpPort, sandbox };
      await clickMakesLink(again.context, where, pageUrl);
    } finally {
      await again.close();
    }
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
});

test.describe('the popup, one step away', () => {
  // A native menu or a browser shortcut can't be used headless: the worker's own handlers are
  // called, as its listeners would (the test build's hooks, e2e/background.spec.ts).
  test.use({ extensionDir: TEST_EXTENSION_DIR });

  test('"Open Snaplink" and the shortcut open the popup while a click would not', async ({
    context,
    cdpPort,
    sandbox,
  }) => {
    await setUp(context, sandbox);
    await configure(context, { preferences: { onClick: 'copy' } });
    const worker = await workerOf(context);
    await expect.poll(() => iconPopup(worker)).toBe('');
    const tab = await openTab(context, `https://example.com/one-step-${Date.now()}`);
    await tab.bringToFront();
    const chromeTab = { id: 1, windowId: 1, url: tab.url(), title: 'Example article' };
    for (const [hook, args] of [
      ['menuClicked', [{ menuItemId: 'open-popup', pageUrl: tab.url() }, chromeTab]],
      ['command', ['open-popup', chromeTab]],
    ] as const) {
      const outcome = await worker.evaluate(
        ([name, rest]) => {
          const hooks = (globalThis as unknown as { snaplinkTestHooks: object }).snaplinkTestHooks;
          const handler = hooks[name as keyof typeof hooks] as (...a: unknown[]) => unknown;
          return handler(...rest);
        },
        [hook, args] as const,
      );
      expect(outcome).toEqual({ kind: 'popup', opened: true });
      await expect.poll(() => popupTargets(cdpPort)).toHaveLength(1);
      // The icon is left as the preference says: without a popup.
      expect(await iconPopup(worker)).toBe('');
      const popup = await ToolbarPopup.attach(cdpPort, tab);
      await expect(popup.shortLink()).toHaveAttribute('title', /^http:\/\/127\.0\.0\.1:\d+\/\w+$/);
      await popup.close();
      await expect.poll(() => popupTargets(cdpPort)).toEqual([]);
    }
  });
});
