import type { BrowserContext, Page } from '@playwright/test';
import {
  configure,
  expect,
  type Sandbox,
  servePages,
  TEST_EXTENSION_DIR,
  test,
} from './fixtures.ts';

// The side panel's All tabs view, opened as a tab (headless Chromium opens no side panel),
// against the sandbox over HTTP. The test build has `tabs` granted: headless Chromium can't
// answer the permission prompt (e2e/build.spec.ts checks production never asks at install).
// The sandbox is shared by the worker's specs: what this one made is what the account gained.

test.use({ extensionDir: TEST_EXTENSION_DIR });

const KEY = 'demo-enterprise-key';
const PAGES = ['https://example.com/one', 'https://example.com/two', 'https://example.com/three'];

/** The account's links, newest first (at most 100: more than any run of specs makes). */
async function accountLinks(sandbox: Sandbox) {
  const res = await fetch(`${sandbox.baseUrl}/links?per_page=100`, {
    headers: { Authorization: `Bearer ${KEY}`, Accept: 'application/json' },
  });
  return ((await res.json()) as { data: { short_url: string; original_url: string }[] }).data;
}

/**
 * The served pages as tabs (Playwright's new pages are tabs of the panel's window; tabs the
 * extension makes would miss the served route), and a browser page of the same window.
 */
async function openTabs(context: BrowserContext, panel: Page) {
  for (const url of PAGES) await (await context.newPage()).goto(url);
  await panel.evaluate(async () => {
    const { chrome } = globalThis as unknown as {
      chrome: {
        windows: { getCurrent(): Promise<{ id: number }> };
        tabs: {
          create(p: object): Promise<{ id: number }>;
          get(id: number): Promise<{ status?: string }>;
        };
      };
    };
    const { id } = await chrome.windows.getCurrent();
    const tab = await chrome.tabs.create({ windowId: id, url: 'chrome://version/', active: false });
    // Its title comes with the load.
    for (let i = 0; i < 50 && (await chrome.tabs.get(tab.id)).status !== 'complete'; i++) {
      await new Promise((r) => setTimeout(r, 100));
    }
  });
}

test('shortens every tab of the window once, explains the skipped one, copies the links', async ({
  context,
  extensionId,
  sandbox,
}) => {
  await servePages(context);
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  await configure(context, { baseUrl: sandbox.baseUrl, apiKey: KEY });
  const before = new Set((await accountLinks(sandbox)).map((l) => l.short_url));
  const madeHere = async () =>
    (await accountLinks(sandbox)).filter((l) => !before.has(l.short_url));
  const panel = await context.newPage();
  await panel.goto(`chrome-extension://${extensionId}/sidepanel.html`);
  await openTabs(context, panel);
  await panel.bringToFront();
  await panel.getByRole('tab', { name: 'All tabs' }).click();
  await expect(panel.getByText(/^This window has \d+ tabs\.$/)).toBeVisible();
  // `tabs` is granted in this build: nothing to ask first.
  await expect(panel.getByText(/The first time, Snaplink asks/)).toHaveCount(0);

  await panel.getByRole('button', { name: 'Shorten all tabs' }).click();
  await expect(panel.getByText('All links copied, one per line.')).toBeVisible();

  const made = await madeHere();
  expect(made.map((l) => l.original_url).sort()).toEqual([...PAGES].sort());
  const list = panel.getByRole('list', { name: 'Tabs of this window' });
  const shown = await list
    .getByRole('link')
    .evaluateAll((as) => as.map((a) => a.getAttribute('href')));
  expect([...shown].sort()).toEqual(made.map((l) => l.short_url).sort());
  // Each served page under its own title, read with `tabs`.
  await expect(list.getByRole('listitem').filter({ hasText: 'Example article' })).toHaveCount(3);
  await expect(panel.getByRole('status').filter({ hasText: /^3 of 3/ })).toBeVisible();
  // The browser's own page: named by its title, and why it was skipped, in words.
  const version = list.getByRole('listitem').filter({ hasText: 'About Version' });
  await expect(version).toContainText(/Skipped: .*browser/);
  await expect(version.getByRole('link')).toHaveCount(0);
  expect(await panel.evaluate(() => navigator.clipboard.readText())).toBe(shown.join('\n'));

  // A second run reuses the three: no new link on the service.
  await panel.getByRole('button', { name: 'Start over' }).click();
  await panel.getByRole('button', { name: 'Shorten all tabs' }).click();
  await expect(panel.getByText('All links copied, one per line.')).toBeVisible();
  await expect(list.getByText('(shortened before)')).toHaveCount(3);
  expect(await madeHere()).toHaveLength(3);
});
