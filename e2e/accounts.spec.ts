import type { BrowserContext, Page } from '@playwright/test';
import { storedAccount } from './browser.ts';
import { violations } from './checks.ts';
import {
  configure,
  expect,
  readHistory,
  readStored,
  type Sandbox,
  TEST_EXTENSION_DIR,
  test,
  workerOf,
} from './fixtures.ts';
import type { ToolbarPopup } from './popup.ts';
import { sandboxLinks } from './sandbox-api.ts';

// Several accounts (issue 36 §1), the Pro and the Enterprise demo keys on the sandbox over HTTP:
// the popup's header switches the account in use and the link is made there; its recent links
// and its search are that account's alone; the context menu has one "Shorten with" entry per
// account; the side panel shows the account chosen in it; the options page adds one through "Save
// and connect", and removing one leaves nothing of its key in storage. (The storage's migration and the removal's cleanup, each store by each:
// tests/lib/storage/accounts.test.ts, tests/lib/settings/remove-account.test.ts.)
test.use({ extensionDir: TEST_EXTENSION_DIR });

async function twoAccounts(context: BrowserContext, sandbox: Sandbox) {
  const pro = storedAccount('pro', 'Pro', 'demo-pro-key', sandbox.baseUrl);
  const ent = storedAccount('ent', 'Enterprise', 'demo-enterprise-key', sandbox.baseUrl);
  await configure(context, { accounts: { defaultId: 'pro', list: [pro, ent] } });
}

/** Makes a link on the service for `key`, with this title. */
async function makeLink(sandbox: Sandbox, key: string, title: string) {
  const res = await fetch(`${sandbox.baseUrl}/links`, {
    method: 'POST',
    headers: { Authorization: `Bearer ${key}`, 'Content-Type': 'application/json' },
    body: JSON.stringify({
      original_url: `https://example.com/${title.replace(/ /g, '-')}`,
      title,
    }),
  });
  expect(res.status).toBe(201);
}

const switcher = (page: Page) => page.getByRole('group', { name: 'Account' });
const recentLinks = (page: Page) => page.locator('.recent li');

async function shown(popup: ToolbarPopup) {
  await expect(popup.shortLink()).toHaveAttribute('title', /^http/);
  return popup.shortUrl();
}

type ChromeMenus = {
  contextMenus: { update(id: string, p: object, done: () => void): void };
  runtime: { lastError?: unknown };
  storage: { local: { get(k: null): Promise<Record<string, unknown>> } };
};

/** Whether the worker's context menu has an entry with this id (update fails for none). */
const hasMenu = async (context: BrowserContext, id: string) =>
  (await workerOf(context)).evaluate(
    (menuId) =>
      new Promise<boolean>((ok) => {
        const api = (globalThis as unknown as { chrome: ChromeMenus }).chrome;
        api.contextMenus.update(menuId, {}, () => ok(!api.runtime.lastError));
      }),
    id,
  );

test('the header switches the account: the link is made on it, and only its links are listed', async ({
  context,
  popupOn,
  sandbox,
}) => {
  const run = Date.now();
  // One account: the header is as it always was.
  const single = await popupOn(`accounts-one-${run}`, { key: 'demo-pro-key' });
  await shown(single);
  await expect(switcher(single.page)).toHaveCount(0);
  await single.close();

  await twoAccounts(context, sandbox);
  const first = await popupOn(`accounts-a-${run}`, { key: null });
  await shown(first);
  await first.settled();
  await first.close();

  const page = `https://example.com/accounts-b-${run}`;
  const popup = await popupOn(page, { key: null });
  const proLink = await shown(popup);
  await popup.settled();
  await expect(switcher(popup.page).getByRole('button', { name: 'Pro' })).toHaveAttribute(
    'aria-pressed',
    'true',
  );
  expect((await sandboxLinks(sandbox, page, 'demo-pro-key')).map((l) => l.short_url)).toEqual([
    proLink,
  ]);
  await expect(recentLinks(popup.page)).toHaveCount(2); // the first page's, and the single one's

  // One click: the page's link on the Enterprise account, recorded there.
  await switcher(popup.page).getByRole('button', { name: 'Enterprise' }).click();
  await expect.poll(() => popup.shortUrl()).not.toBe(proLink);
  const entLink = await popup.shortUrl();
  await expect(switcher(popup.page).getByRole('button', { name: 'Enterprise' })).toHaveAttribute(
    'aria-pressed',
    'true',
  );
  expect(
    (await sandboxLinks(sandbox, page, 'demo-enterprise-key')).map((l) => l.short_url),
  ).toEqual([entLink]);
  expect(await sandboxLinks(sandbox, page, 'demo-pro-key')).toHaveLength(1);
  expect(await readStored(context, 'accounts')).toMatchObject({ defaultId: 'ent' });
  // The header with its switch, as the one-account popup is checked elsewhere (contrast.spec).
  expect(await violations(popup.page)).toEqual([]);
  // The Pro account's recent links are not this account's.
  await expect(recentLinks(popup.page)).toHaveCount(0);

  // The search finds the Enterprise account's links alone.
  const word = `ledger${run}`;
  await makeLink(sandbox, 'demo-pro-key', `${word} pro`);
  await makeLink(sandbox, 'demo-enterprise-key', `${word} enterprise`);
  await popup.field().fill(word);
  const options = popup.page
    .getByRole('listbox', { name: 'Your links that match' })
    .getByRole('option');
  await expect(options).toHaveCount(1);
  await expect(options.first()).toContainText(`${word} enterprise`);
  await popup.close();
});

test('the context menu has "Shorten with" one entry per account, which makes the link there', async ({
  context,
  sandbox,
}) => {
  await configure(context, { baseUrl: sandbox.baseUrl, apiKey: 'demo-pro-key' });
  await expect.poll(() => hasMenu(context, 'shorten-page@a1')).toBe(false);
  await twoAccounts(context, sandbox);
  for (const id of [
    'shorten-page@pro',
    'shorten-page@ent',
    'shorten-link@pro',
    'shorten-link@ent',
  ]) {
    await expect.poll(() => hasMenu(context, id)).toBe(true);
  }
  expect(await hasMenu(context, 'shorten-page@a1')).toBe(false);

  const pageUrl = `https://example.com/menu-with-${Date.now()}`;
  const tab = { id: 1, windowId: 1, url: pageUrl, title: 'Menu page' };
  const outcome = (await (
    await workerOf(context)
  ).evaluate(
    ([info, t]) =>
      (
        globalThis as unknown as {
          snaplinkTestHooks: { menuClicked(i: object, t: object): Promise<unknown> };
        }
      ).snaplinkTestHooks.menuClicked(info, t),
    [{ menuItemId: 'shorten-page@ent', pageUrl }, tab] as const,
  )) as { kind: string; link?: { short_url: string } };
  expect(outcome.kind).toBe('link');
  expect(
    (await sandboxLinks(sandbox, pageUrl, 'demo-enterprise-key')).map((l) => l.short_url),
  ).toEqual([outcome.link?.short_url]);
  expect(await sandboxLinks(sandbox, pageUrl, 'demo-pro-key')).toEqual([]);
});

test('the options page adds a second account, lists both masked, and removes one with its key', async ({
  context,
  extensionId,
  popupOn,
  sandbox,
}) => {
  // A link made with the Pro account, in history.
  const popup = await popupOn(`accounts-remove-${Date.now()}`, { key: 'demo-pro-key' });
  await shown(popup);
  await popup.settled();
  await popup.close();

  const page = await context.newPage();
  await page.goto(`chrome-extension://${extensionId}/options.html`);
  // One account: the page as it was, and a quiet way to add another.
  await expect(page.getByRole('group', { name: 'Accounts' })).toHaveCount(0);
  await page.getByRole('button', { name: 'Add another account' }).click();
  await expect(page.getByRole('group', { name: 'New account' })).toBeVisible();
  await page.getByLabel('Name').fill('Work');
  await page.getByLabel('Base URL').fill(sandbox.baseUrl);
  await page.getByLabel('API key', { exact: true }).fill('demo-enterprise-key');
  await page.getByRole('button', { name: 'Save and connect' }).click();
  await expect(page.getByText(/the key works, on the Enterprise plan/)).toBeVisible();

  const list = page.getByRole('group', { name: 'Accounts' });
  await expect(list.getByRole('listitem')).toHaveCount(2);
  await expect(list).toContainText('Work');
  await expect(list).toContainText('••••-key');
  expect(await page.locator('body').innerText()).not.toMatch(/demo-(pro|enterprise)-key/);
  expect(await violations(page)).toEqual([]);
  await expect.poll(() => hasMenu(context, 'shorten-page@a1')).toBe(true);

  // Delete the first (the Pro account): asked once, in place.
  await list
    .getByRole('button', { name: /^Delete the connection/ })
    .first()
    .click();
  await list.getByRole('button', { name: 'Yes, delete' }).click();
  await expect(page.getByRole('group', { name: 'Accounts' })).toHaveCount(0);
  const local = await (await workerOf(context)).evaluate(() =>
    (globalThis as unknown as { chrome: ChromeMenus }).chrome.storage.local.get(null),
  );
  expect(JSON.stringify(local)).not.toContain('demo-pro-key');
  // The list goes once the account is dropped (the page watches it), its links just after.
  await expect.poll(() => readHistory(context)).toEqual([]);
  await expect.poll(() => hasMenu(context, 'shorten-page@a1')).toBe(false);
});

test('the side panel shows the account chosen in it, and its links alone', async ({
  context,
  extensionId,
  sandbox,
}) => {
  await twoAccounts(context, sandbox);
  const word = `panel${Date.now()}`;
  await makeLink(sandbox, 'demo-pro-key', `${word} pro`);
  await makeLink(sandbox, 'demo-enterprise-key', `${word} enterprise`);
  const panel = await context.newPage();
  await panel.goto(`chrome-extension://${extensionId}/sidepanel.html`);
  const chooser = panel.getByRole('combobox', { name: 'Account' });
  await expect(chooser).toHaveValue('pro');
  await panel.locator('#tab-links').click();
  const links = panel.locator('#panel-links');
  await expect(links).toContainText(`${word} pro`);
  await chooser.selectOption('ent');
  await panel.locator('#tab-links').click();
  await expect(links).toContainText(`${word} enterprise`);
  await expect(links).not.toContainText(`${word} pro`);
  // The panel's own choice: the account in use stays as it was.
  expect(await readStored(context, 'accounts')).toMatchObject({ defaultId: 'pro' });
});
