import type { Page } from '@playwright/test';
import { definedKeys } from '../tests/support/storage-keys.ts';
import { workerOf } from './browser.ts';
import { configure, expect, readHistory, servePages, test } from './fixtures.ts';
import { historyEntries } from './history.ts';

// Issue 27 §3 in real Chromium: storage.local full, and every key the extension reads holding
// something of another shape. The popup, the options page and the side panel each still draw.

/** A machine shared with other work: the first paint may take more than the 5 s default. */
const SLOW = 15_000;

interface StorageArea {
  set(v: object): Promise<void>;
  clear(): Promise<void>;
  get(k?: string | null): Promise<Record<string, unknown>>;
  getBytesInUse(k: null): Promise<number>;
  QUOTA_BYTES: number;
}
type Chrome = { chrome: { storage: { local: StorageArea; session: StorageArea } } };

/** Collects what a page throws and logs as an error (a resource that failed to load aside). */
function errorsOf(page: Page): string[] {
  const errors: string[] = [];
  page.on('pageerror', (e) => errors.push(`pageerror: ${e.message}`));
  page.on('console', (m) => {
    if (m.type() === 'error' && !m.text().startsWith('Failed to load resource')) {
      errors.push(`console: ${m.text()}`);
    }
  });
  return errors;
}

test('storage.local full: the popup shows and copies the link, history drops its oldest', async ({
  context,
  popupOn,
  sandbox,
}) => {
  await servePages(context);
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  const account = { baseUrl: sandbox.baseUrl, apiKey: 'demo-enterprise-key' };
  // A full history of short entries: the new link's entry is longer than the one it pushes out.
  const old = historyEntries(
    account,
    Array.from({ length: 20 }, (_, i) => ({
      link_id: 9000 - i,
      short_url: `${new URL(sandbox.baseUrl).origin}/o${i}`,
      original_url: `https://example.com/o${i}`,
      title: null,
    })),
  );
  await configure(context, { ...account, history: old });
  const worker = await workerOf(context);
  // Setting the key has the worker read the account's links; let it write its index first.
  await expect
    .poll(() =>
      worker.evaluate(
        async () =>
          'linkIndex' in (await (globalThis as unknown as Chrome).chrome.storage.local.get(null)),
      ),
    )
    .toBe(true);
  // Filled to the last byte: any write that grows what is stored is refused.
  const full = await worker.evaluate(async () => {
    const { local } = (globalThis as unknown as Chrome).chrome.storage;
    const room = local.QUOTA_BYTES - (await local.getBytesInUse(null));
    await local.set({ filler: 'x'.repeat(room - 'filler'.length - 2) });
    const refused = await local.set({ probe: 1 }).then(
      () => '',
      (e: Error) => e.message,
    );
    return { used: await local.getBytesInUse(null), quota: local.QUOTA_BYTES, refused };
  });
  expect(full.used).toBe(full.quota);
  expect(full.refused).toMatch(/quota/i);

  const popup = await popupOn(`https://example.com/a-page-when-storage-is-full-${Date.now()}`, {
    key: null,
  });
  const errors = errorsOf(popup.page);
  await expect(popup.shortLink()).toHaveAttribute('title', /^http:\/\/127\.0\.0\.1:\d+\/\w+$/, {
    timeout: SLOW,
  });
  const shortUrl = await popup.shortUrl();
  await popup.settled();
  expect(await popup.page.evaluate(() => navigator.clipboard.readText())).toBe(shortUrl);
  await popup.close();

  const history = (await readHistory(context)) as { link_id: number; short_url: string }[];
  expect(history[0]?.short_url).toBe(shortUrl);
  // The oldest went to make room; the newest of the old ones stayed, in order.
  expect(history.length).toBeLessThan(20);
  expect(history.slice(1).map((e) => e.link_id)).toEqual(
    old.slice(0, history.length - 1).map((e) => e.link_id),
  );
  expect(errors).toEqual([]);
});

/** Values of another shape: scalars, lists, and objects with the fields' names, of wrong types. */
const WRONG_FIELDS = {
  link_id: 'x',
  id: 'x',
  at: 'now',
  content: 5,
  type: 'qr',
  scope: 7,
  saved_at: 'x',
  state: 5,
  domains: 'x',
  fetched_at: 'x',
  base_url: 5,
  account: 5,
  links: 5,
  qr: 'x',
  theme: 5,
  name: 5,
  tags: 5,
};
const GARBAGE: [string, unknown][] = [
  ['an object of wrong fields', WRONG_FIELDS],
  ['a list of them', [WRONG_FIELDS, null, 3]],
  ['a number', 42],
  ['a string', 'garbage'],
];

for (const connection of ['kept', 'damaged too'] as const) {
  test(`every key holding values of another shape, one shape after another (the connection ${connection}): each surface draws`, async ({
    context,
    extensionId,
    popupOn,
    sandbox,
  }) => {
    test.setTimeout(120_000);
    await servePages(context);
    const { items } = definedKeys();
    const worker = await workerOf(context);
    for (const [what, garbage] of GARBAGE) {
      const values = (area: string) =>
        Object.fromEntries(
          items
            .filter((k) => k.startsWith(`${area}:`))
            .map((k) => [k.slice(area.length + 1), garbage]),
        );
      const local = values('local');
      const settings =
        connection === 'kept'
          ? { ...local, baseUrl: sandbox.baseUrl, apiKey: 'demo-pro-key' }
          : local;
      // Only this shape stored: what the shape before left (or the extension wrote) is gone.
      await worker.evaluate(
        async ([l, s]: [object, object]) => {
          const { storage } = (globalThis as unknown as Chrome).chrome;
          await storage.local.clear();
          await storage.session.clear();
          await storage.local.set(l);
          await storage.session.set(s);
        },
        [settings, values('session')] as [object, object],
      );

      const popup = await popupOn(`https://example.com/damaged-${Date.now()}`, { key: null });
      const popupErrors = errorsOf(popup.page);
      await popup.ready();
      if (connection === 'kept') {
        await expect(popup.shortLink(), what).toHaveAttribute('title', /^http:\/\//, {
          timeout: SLOW,
        });
      } else {
        await expect(
          popup.page.getByRole('button', { name: /options|settings|connect/i }).first(),
          what,
        ).toBeVisible();
      }
      await popup.close();

      for (const file of ['options.html', 'sidepanel.html']) {
        const page = await context.newPage();
        const errors = errorsOf(page);
        await page.goto(`chrome-extension://${extensionId}/${file}`);
        if (file === 'options.html') await expect(page.getByLabel('Base URL'), what).toBeVisible();
        // Its tabs; or, where the damaged settings hold no key, its ask for one (a number or
        // a string reads as a key: stored text, lib/storage/defaults.ts).
        else {
          const tabs = page.getByRole('tablist');
          const ask = page.getByRole('button', { name: 'Open settings' });
          await expect(connection === 'kept' ? tabs : tabs.or(ask), what).toBeVisible();
        }
        await page.waitForTimeout(500);
        expect(errors, `${file}, ${what}`).toEqual([]);
        await page.close();
      }
      expect(popupErrors, `popup, ${what}`).toEqual([]);
    }
  });
}
