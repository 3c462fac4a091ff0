import { createServer } from 'node:net';
import jsQR from 'jsqr';
import type { Page } from 'puppeteer-core';
import { beforeAll, beforeEach, expect, test } from 'vitest';
import { sandboxLinks } from '../e2e/sandbox-api.ts';
import {
  clipboardText,
  configure,
  FIREFOX_TEST_DIR,
  firefoxAndSandbox,
  goTo,
  servedTab,
  waitForText,
} from './firefox.ts';
import { closePopup, imagePixels } from './popup.ts';

// Firefox's background page (MV2) against the sandbox over HTTP: the context menu and the
// shortcut shorten, copy with the page's own clipboard (no offscreen document), set the badge
// and notify. A native menu or a browser shortcut can't be triggered headless (BiDi's keys
// reach the page, not Firefox's own shortcuts), so, as in e2e/background.spec.ts, the tests call
// the listeners' handlers through `snaplinkTestHooks`, which only the test build
// (`npm run build:test:firefox`) holds, with the arguments Firefox passes.

const KEY = 'demo-enterprise-key';
const run = firefoxAndSandbox(FIREFOX_TEST_DIR);

beforeAll(async () => {
  await configure(run.firefox.page, { baseUrl: run.sandbox.baseUrl, apiKey: KEY });
  // Headless Firefox closes a notification as soon as it is made (notifications.getAll() is
  // empty at once), so the test keeps a record of what the background page asked to show.
  await run.firefox.page.evaluate(async () => {
    const background = (await browser.runtime.getBackgroundPage()) as unknown as {
      browser: typeof browser;
      notified: string[];
    };
    type Create = (id: string, options: { title: string }) => Promise<string>;
    const api = background.browser.notifications as unknown as { create: Create };
    const create = api.create.bind(api);
    background.notified = [];
    api.create = (id, options) => {
      background.notified.push(`${id}: ${options.title}`);
      return create(id, options);
    };
  });
});

type Outcome = {
  kind: string;
  copied?: boolean;
  reused?: boolean;
  opened?: boolean;
  link?: { short_url: string };
};

/** Calls a handler of the background page, from a page of the add-on. */
function call(
  hook:
    | 'menuClicked'
    | 'command'
    | 'toolbarClicked'
    | 'completeQueued'
    | 'omniboxSuggest'
    | 'omnibox',
  ...args: unknown[]
): Promise<Outcome> {
  return run.firefox.page.evaluate(
    async (name, rest) => {
      const background = (await browser.runtime.getBackgroundPage()) as unknown as {
        snaplinkTestHooks: Record<string, (...a: unknown[]) => Promise<unknown>>;
      };
      // Through JSON: the answer is an object of the background page's own realm.
      return JSON.parse(JSON.stringify(await background.snaplinkTestHooks[name]?.(...rest)));
    },
    hook,
    args,
  ) as Promise<Outcome>;
}

/** The toolbar badge, and the notifications made since the last look. */
const shown = (page: Page) =>
  page.evaluate(async () => {
    const background = (await browser.runtime.getBackgroundPage()) as unknown as {
      notified: string[];
    };
    return {
      badge: await (
        browser.browserAction as unknown as { getBadgeText(d: object): Promise<string> }
      ).getBadgeText({}),
      notifications: background.notified.splice(0),
    };
  });

// Each test sees only its own notifications.
beforeEach(async () => {
  await shown(run.firefox.page);
});

test('the context menu shortens the page and a link, copies, notifies, and reuses history', async () => {
  const pageUrl = `https://example.com/menu-${Date.now()}`;
  const tab = { id: 1, windowId: 1, url: pageUrl, title: 'Menu page' };
  const made = await call('menuClicked', { menuItemId: 'shorten-page', pageUrl }, tab);
  expect(made).toMatchObject({ kind: 'link', copied: true, reused: false });
  const link = made.link?.short_url ?? '';
  expect(link).toMatch(new RegExp(`^${run.sandbox.origin}/\\w+$`));
  expect(await shown(run.firefox.page)).toEqual({
    badge: '✓',
    notifications: ['snaplink-result: Short link copied'],
  });
  const served = await servedTab(run.firefox, 'paste');
  expect(await clipboardText(served)).toBe(link);
  expect(await sandboxLinks(run.sandbox, pageUrl, KEY)).toMatchObject([{ short_url: link }]);

  const again = await call('menuClicked', { menuItemId: 'shorten-page', pageUrl }, tab);
  expect(again).toMatchObject({ kind: 'link', reused: true, link: { short_url: link } });
  expect(await sandboxLinks(run.sandbox, pageUrl, KEY)).toHaveLength(1);

  const linkUrl = `https://example.com/menu-link-${Date.now()}`;
  const other = await call('menuClicked', { menuItemId: 'shorten-link', linkUrl, pageUrl }, tab);
  expect(other).toMatchObject({ kind: 'link', copied: true, reused: false });
  expect(await clipboardText(served)).toBe(other.link?.short_url);
  await served.close();
});

test('the omnibox suggests the account’s links as plain text, and Enter on one copies it', async () => {
  const stamp = Date.now();
  const res = await fetch(`${run.sandbox.baseUrl}/links`, {
    method: 'POST',
    headers: { Authorization: `Bearer ${KEY}`, 'Content-Type': 'application/json' },
    body: JSON.stringify({ original_url: `https://example.com/fx-${stamp}`, title: 'Fox & <den>' }),
  });
  const { short_url } = (await res.json()) as { short_url: string };
  const found = (await call('omniboxSuggest', `fx-${stamp}`)) as unknown as object[];
  // Firefox shows markup as it is: no <match>, nothing escaped.
  expect(found).toEqual([
    {
      content: short_url,
      description: `Enter copies: ${short_url.replace('http://', '')} · Fox & <den> · https://example.com/fx-${stamp}`,
    },
  ]);
  expect(await call('omnibox', short_url)).toEqual({ kind: 'copied', short_url, copied: true });
  const served = await servedTab(run.firefox, 'paste');
  expect(await clipboardText(served)).toBe(short_url);
  await served.close();
  expect((await shown(run.firefox.page)).notifications).toEqual([
    'snaplink-result: Short link copied',
  ]);
});

test('the shortcut shortens the current tab, copies, notifies and clears its badge', async () => {
  const served = await servedTab(run.firefox, `command-${Date.now()}`);
  const url = served.url();
  const made = await call('command', 'shorten-page', { id: 1, windowId: 1, url, title: 'T' });
  expect(made).toMatchObject({ kind: 'link', copied: true });
  expect(await shown(run.firefox.page)).toEqual({
    badge: '✓',
    notifications: ['snaplink-result: Short link copied'],
  });
  expect(await clipboardText(served)).toBe(made.link?.short_url);
  await expect
    .poll(async () => (await shown(run.firefox.page)).badge, { timeout: 10_000 })
    .toBe('');
  await served.close();
});

test('a refused key shows on the badge and in the notification', async () => {
  await configure(run.firefox.page, { apiKey: 'nobody-key' });
  try {
    const made = await call('command', 'shorten-page', { url: 'https://example.com/refused' });
    expect(made.kind).toBe('error');
    const { badge, notifications } = await shown(run.firefox.page);
    expect(badge).toBe('!');
    expect(notifications).toHaveLength(1);
  } finally {
    await configure(run.firefox.page, { apiKey: KEY });
  }
});

/** An address nothing listens on: a request there gets no answer at all, as when offline. */
async function closedPort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((ok) => server.listen(0, '127.0.0.1', ok));
  const { port } = server.address() as { port: number };
  await new Promise((ok) => server.close(ok));
  return port;
}

/** What the background page's `navigator.onLine` says: its own (undefined), or false. */
function sayOffline(offline: boolean) {
  return run.firefox.page.evaluate(async (off) => {
    const background = (await browser.runtime.getBackgroundPage()) as unknown as Window;
    if (off)
      Object.defineProperty(background.navigator, 'onLine', {
        get: () => false,
        configurable: true,
      });
    else Reflect.deleteProperty(background.navigator, 'onLine');
  }, offline);
}

test('offline, the shortcut queues its request, and `online` completes it', async () => {
  // BiDi can't cut the background page's network. Offline here is what the extension sees of
  // it: `navigator.onLine` false, and a request that gets no answer (a closed port, refused).
  const pageUrl = `https://example.com/offline-${Date.now()}`;
  await configure(run.firefox.page, { baseUrl: `http://127.0.0.1:${await closedPort()}/api/v1` });
  await sayOffline(true);
  try {
    const queued = await call('command', 'shorten-page', { url: pageUrl, title: 'Offline' });
    expect(queued).toEqual({ kind: 'queued' });
    expect((await shown(run.firefox.page)).notifications).toEqual([
      'snaplink-result: Waiting for the connection',
    ]);
  } finally {
    // Back online; the base URL and key are read when the request is completed.
    await sayOffline(false);
    await configure(run.firefox.page, { baseUrl: run.sandbox.baseUrl });
  }
  await run.firefox.page.evaluate(async () => {
    const background = (await browser.runtime.getBackgroundPage()) as unknown as Window;
    background.dispatchEvent(new Event('online'));
  });
  await expect.poll(() => sandboxLinks(run.sandbox, pageUrl, KEY)).toHaveLength(1);
  // The pass the event started may still be ending (a call meanwhile gets that pass and its
  // count); once it has, nothing is left waiting, and no second link was made.
  await expect.poll(() => call('completeQueued')).toBe(0);
  const links = await sandboxLinks(run.sandbox, pageUrl, KEY);
  expect(links).toHaveLength(1);
  const [link] = links;
  const { notifications } = await shown(run.firefox.page);
  expect(notifications).toEqual([expect.stringMatching(/^snaplink-queued-.+: Short link copied$/)]);
  const served = await servedTab(run.firefox, 'paste');
  expect(await clipboardText(served)).toBe(link?.short_url);
  await served.close();
});

/** The icon's popup as Firefox holds it: '' when a click goes to browserAction.onClicked. */
const iconPopup = () =>
  run.firefox.page.evaluate(() =>
    (browser.browserAction as unknown as { getPopup(d: object): Promise<string> }).getPopup({}),
  );
const popupsOpen = () =>
  run.firefox.page.evaluate(() => browser.extension.getViews({ type: 'popup' }).length);

test('with the option on, the icon has no popup and its click shortens and copies; the popup stays one step away', async () => {
  // A click on Firefox's own toolbar can't be made headless (BiDi reaches pages, not Firefox's
  // UI), nor can browserAction.openPopup() stand in for it (with no popup it fails, and fires no
  // onClicked): the test checks that the icon has no popup, which is what makes Firefox send the
  // click to browserAction.onClicked, then calls that listener's handler with the tab.
  const { page } = run.firefox;
  await configure(page, { preferences: { onClick: 'copy' } });
  try {
    await expect.poll(iconPopup).toBe('');
    const served = await servedTab(run.firefox, `icon-${Date.now()}`);
    const tab = { id: 1, windowId: 1, url: served.url(), title: 'Example article' };
    const made = await call('toolbarClicked', tab);
    expect(made).toMatchObject({ kind: 'link', copied: true, link: { original_url: tab.url } });
    expect(await shown(page)).toEqual({
      badge: '✓',
      notifications: ['snaplink-result: Short link copied'],
    });
    expect(await clipboardText(served)).toBe(made.link?.short_url);
    expect(await popupsOpen()).toBe(0);

    // "Open Snaplink" and the shortcut open it anyway (browserAction.openPopup(), allowed here
    // without a click by the profile's pref, firefox.ts), and leave the icon without it.
    for (const [hook, args] of [
      ['menuClicked', [{ menuItemId: 'open-popup' }, tab]],
      ['command', ['open-popup', tab]],
    ] as const) {
      expect(await call(hook, ...args)).toEqual({ kind: 'popup', opened: true });
      await expect.poll(popupsOpen).toBe(1);
      expect(await iconPopup()).toBe('');
      await closePopup(page);
    }
    await served.close();
  } finally {
    // Off: the popup is back at once.
    await configure(page, { preferences: { onClick: 'shorten' } });
    await expect.poll(iconPopup).toMatch(/\/popup\.html$/);
  }
});

// Last: it navigates the page that recorded the notifications (its array dies with it).
test('QR code for selected text: the request is stored and the sidebar page shows it', async () => {
  const made = await call(
    'menuClicked',
    { menuItemId: 'qr-selection', selectionText: '  Hello there  ' },
    { id: 1, windowId: 1, url: 'https://example.com/q' },
  );
  // Firefox opens a sidebar only within a click's user input, which a test call is not.
  expect(made).toEqual({ kind: 'qr', opened: false });
  // …so the person is told where to find it.
  expect((await shown(run.firefox.page)).notifications).toEqual([
    "snaplink-result: Couldn't open the side panel",
  ]);
  await goTo(run.firefox.page, 'sidepanel.html');
  await waitForText(run.firefox.page, 'h2', 'QR code for the selected text');
  const qr = await imagePixels(run.firefox.page, 'img[alt="QR code for Hello there"]');
  expect(jsQR(new Uint8ClampedArray(qr.data), qr.width, qr.height)?.data).toBe('Hello there');
  await goTo(run.firefox.page, 'options.html');
});
