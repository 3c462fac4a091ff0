import type { BrowserContext } from '@playwright/test';
import puppeteer from 'puppeteer-core';
import { configure, expect, servePages, TEST_EXTENSION_DIR, test, workerOf } from './fixtures.ts';
import { sandboxLinks } from './sandbox-api.ts';
import { badgeText, clipboardText, notifications } from './worker-shown.ts';

// The worker's entry points (context menu, command, omnibox) against the sandbox over HTTP.
// A native menu can't be clicked headless, so the tests call the listeners' own handlers
// through the worker's `snaplinkTestHooks` (entrypoints/background.ts), with the arguments
// Chrome would pass. The hooks exist only in the test build (build.spec checks the production
// build has none).
test.use({ extensionDir: TEST_EXTENSION_DIR });

type Hooks = {
  menuClicked(info: object, tab?: object): Promise<unknown>;
  command(name: string, tab?: object): Promise<unknown>;
  omnibox(text: string): Promise<unknown>;
  omniboxSuggest(text: string): Promise<unknown>;
  completeQueued(): Promise<number>;
};
type Outcome = { kind: string; reason?: string; copied?: boolean; link?: { short_url: string } };

async function call(context: BrowserContext, hook: keyof Hooks, ...args: unknown[]) {
  const worker = await workerOf(context);
  return (await worker.evaluate(
    ([name, rest]) => {
      const hooks = (globalThis as unknown as { snaplinkTestHooks: Hooks }).snaplinkTestHooks;
      return (hooks[name] as (...a: unknown[]) => Promise<unknown>)(...rest);
    },
    [hook, args] as const,
  )) as Outcome;
}

test.beforeEach(async ({ context, sandbox }) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  await servePages(context);
  await configure(context, { baseUrl: sandbox.baseUrl, apiKey: 'demo-enterprise-key' });
});

test('the context menu shortens this page and a link, copies, and reuses history', async ({
  context,
  sandbox,
}) => {
  const pageUrl = `https://example.com/menu-page-${Date.now()}`;
  const tab = { id: 1, windowId: 1, url: pageUrl, title: 'Menu page' };
  const page = await call(context, 'menuClicked', { menuItemId: 'shorten-page', pageUrl }, tab);
  expect(page.kind).toBe('link');
  expect(page.copied).toBe(true);
  const shortUrl = page.link?.short_url ?? '';
  expect(shortUrl).toMatch(/^http:\/\/127\.0\.0\.1:\d+\/\w+$/);
  expect(await clipboardText(context)).toBe(shortUrl);
  expect((await sandboxLinks(sandbox, pageUrl)).map((l) => l.short_url)).toEqual([shortUrl]);
  expect(Object.keys(await notifications(context))).toContain('snaplink-result');

  // Same rules as the popup: the same page again is reused, not made twice.
  const again = await call(context, 'menuClicked', { menuItemId: 'shorten-page', pageUrl }, tab);
  expect(again).toMatchObject({ kind: 'link', reused: true, link: { short_url: shortUrl } });
  expect(await sandboxLinks(sandbox, pageUrl)).toHaveLength(1);

  const linkUrl = `https://example.com/menu-link-${Date.now()}`;
  const link = await call(
    context,
    'menuClicked',
    { menuItemId: 'shorten-link', linkUrl, pageUrl },
    tab,
  );
  expect(link).toMatchObject({ kind: 'link', copied: true, reused: false });
  expect(await clipboardText(context)).toBe(link.link?.short_url);
  expect((await sandboxLinks(sandbox, linkUrl)).map((l) => l.original_url)).toEqual([linkUrl]);
});

test('the command shortens the current tab, copies and sets the badge', async ({
  context,
  sandbox,
}) => {
  const pageUrl = `https://example.com/command-${Date.now()}`;
  const tab = { id: 1, windowId: 1, url: pageUrl, title: 'Command page' };
  const outcome = await call(context, 'command', 'shorten-page', tab);
  expect(outcome).toMatchObject({ kind: 'link', copied: true });
  expect(await badgeText(context)).toBe('✓');
  expect(await clipboardText(context)).toBe(outcome.link?.short_url);
  expect(await sandboxLinks(sandbox, pageUrl)).toHaveLength(1);
  // The badge clears itself after a few seconds.
  await expect.poll(() => badgeText(context), { timeout: 10_000 }).toBe('');
});

test('the omnibox suggests the account’s links for `sl <words>`, and Enter on one copies it', async ({
  context,
  sandbox,
}) => {
  // Three links of this account with "quarterly" in the title or the address, made in this order.
  const made: string[] = [];
  for (const [path, title] of [
    ['q1', 'Quarterly report Q1'],
    ['quarterly-q2', 'Second quarter & <more>'],
    ['q3', 'Quarterly report Q3'],
  ]) {
    const res = await fetch(`${sandbox.baseUrl}/links`, {
      method: 'POST',
      headers: { Authorization: 'Bearer demo-enterprise-key', 'Content-Type': 'application/json' },
      body: JSON.stringify({ original_url: `https://example.com/${path}`, title }),
    });
    made.push(((await res.json()) as { short_url: string }).short_url);
  }
  const found = (await call(context, 'omniboxSuggest', 'quarterly')) as unknown as {
    content: string;
    description: string;
  }[];
  // Newest first, each with what Enter does and the words marked for Chrome's dropdown.
  expect(found.map((f) => f.content)).toEqual([...made].reverse());
  expect(found[0]?.description).toBe(
    `Enter copies: ${made[2]?.replace('http://', '')} · <match>Quarterly</match> report Q3 · https://example.com/q3`,
  );
  expect(found[1]?.description).toContain(
    ' · Second quarter &amp; &lt;more&gt; · https://example.com/<match>quarterly</match>-q2',
  );
  // Chrome's own parser takes each (it throws "Invalid XML" on a stray `&` or `<`).
  const worker = await workerOf(context);
  const parsed = await worker.evaluate(
    async (descriptions) => {
      const { omnibox } = (
        globalThis as unknown as {
          chrome: { omnibox: { setDefaultSuggestion(s: object): Promise<void> } };
        }
      ).chrome;
      const results = await Promise.all(
        descriptions.map((description) =>
          omnibox.setDefaultSuggestion({ description }).then(
            () => 'ok',
            (e: unknown) => String(e),
          ),
        ),
      );
      await omnibox.setDefaultSuggestion({ description: 'Shorten' });
      return results;
    },
    found.map((f) => f.description),
  );
  expect(parsed).toEqual(['ok', 'ok', 'ok']);

  const entered = await call(context, 'omnibox', found[1]?.content);
  expect(entered).toMatchObject({ kind: 'copied', short_url: made[1], copied: true });
  expect(await clipboardText(context)).toBe(made[1]);
  expect(Object.keys(await notifications(context))).toContain('snaplink-result');
  // Nothing new was made for it.
  expect(await sandboxLinks(sandbox, 'quarterly')).toHaveLength(3);
});

test('the offscreen clipboard copies for the worker, and for no extension page', async ({
  context,
  extensionId,
}) => {
  const pageUrl = `https://example.com/offscreen-${Date.now()}`;
  const tab = { id: 1, windowId: 1, url: pageUrl, title: 'Offscreen' };
  const made = await call(context, 'menuClicked', { menuItemId: 'shorten-page', pageUrl }, tab);
  expect(made.copied).toBe(true); // the worker's copy went through the offscreen document
  const shortUrl = made.link?.short_url ?? '';
  expect(await clipboardText(context)).toBe(shortUrl);

  // An extension page (here the options page) sends the worker's own message: no answer, no copy.
  const page = await context.newPage();
  await page.goto(`chrome-extension://${extensionId}/options.html`);
  const answer = await page.evaluate(async () => {
    const c = (
      globalThis as unknown as { chrome: { runtime: { sendMessage(m: object): Promise<unknown> } } }
    ).chrome;
    try {
      return await c.runtime.sendMessage({
        type: 'snaplink:offscreen-copy',
        text: 'https://evil.example/paste-me',
      });
    } catch (e) {
      return String(e);
    }
  });
  expect(answer === undefined || /Receiving end does not exist/.test(String(answer))).toBe(true);
  await page.close();
  expect(await clipboardText(context)).toBe(shortUrl);
});

/**
 * The worker's own network, cut and restored through CDP (`Network.emulateNetworkConditions` on
 * the service worker's target): its fetches fail as with no connection and `navigator.onLine`
 * turns false, while the sandbox and the test's own requests go on. Playwright opens CDP
 * sessions on pages only, so this one goes through puppeteer-core on the same debugging port.
 */
async function workerNetwork(cdpPort: number) {
  const browser = await puppeteer.connect({
    browserURL: `http://127.0.0.1:${cdpPort}`,
    // Leaves the pages' own viewport alone.
    defaultViewport: null,
  });
  const target = await browser.waitForTarget((t) => t.type() === 'service_worker');
  const session = await target.createCDPSession();
  await session.send('Network.enable');
  return {
    offline: (offline: boolean) =>
      session.send('Network.emulateNetworkConditions', {
        offline,
        latency: 0,
        downloadThroughput: -1,
        uploadThroughput: -1,
      }),
    close: () => browser.disconnect(),
  };
}

async function offlineQueue(context: BrowserContext): Promise<object[]> {
  const worker = await workerOf(context);
  const stored = await worker.evaluate(() =>
    (
      globalThis as unknown as {
        chrome: { storage: { local: { get(k: string): Promise<Record<string, unknown>> } } };
      }
    ).chrome.storage.local.get('offlineQueue'),
  );
  return (stored.offlineQueue as object[] | undefined) ?? [];
}

test('offline, the shortcut queues its request; back online it is made, copied and notified', async ({
  context,
  sandbox,
  cdpPort,
}) => {
  const pageUrl = `https://example.com/offline-${Date.now()}`;
  const tab = { id: 1, windowId: 1, url: pageUrl, title: 'Offline page' };
  const worker = await workerOf(context);
  const network = await workerNetwork(cdpPort);
  try {
    await network.offline(true);
    // The worker hears of it a moment later.
    await expect.poll(() => worker.evaluate(() => navigator.onLine)).toBe(false);
    expect(await call(context, 'command', 'shorten-page', tab)).toEqual({ kind: 'queued' });
    expect(await sandboxLinks(sandbox, pageUrl)).toEqual([]);
    expect(await badgeText(context)).toBe('…');
    expect(Object.keys(await notifications(context))).toEqual(['snaplink-result']);
    // The address, its title, the surface and the time: nothing that signs a request.
    const queue = await offlineQueue(context);
    expect(queue).toEqual([
      {
        id: expect.any(String),
        url: pageUrl,
        title: 'Offline page',
        surface: 'command',
        at: expect.any(Number),
      },
    ]);
    expect(JSON.stringify(queue)).not.toContain('demo-enterprise-key');
    // Still offline, the worker's start or the alarm tries nothing.
    expect(await call(context, 'completeQueued')).toBe(0);
    expect(await sandboxLinks(sandbox, pageUrl)).toEqual([]);

    await network.offline(false);
    // CDP's emulation turns navigator.onLine back on in the worker but fires no `online` event
    // there (measured in Chromium 156): the test fires the event the real network change sends,
    // once the worker is online (a moment later, as it went offline: an event before then finds
    // it still offline, and waits for the next).
    await expect.poll(() => worker.evaluate(() => navigator.onLine)).toBe(true);
    await worker.evaluate(() => globalThis.dispatchEvent(new Event('online')));
    await expect
      .poll(async () => Object.keys(await notifications(context)).join(' '))
      .toMatch(/snaplink-queued-/);
    const made = await sandboxLinks(sandbox, pageUrl);
    expect(made.map((l) => l.original_url)).toEqual([pageUrl]);
    expect(await clipboardText(context)).toBe(made[0]?.short_url);
    expect(await offlineQueue(context)).toEqual([]);
    expect(await badgeText(context)).toBe('✓');
  } finally {
    await network.close();
  }
});
