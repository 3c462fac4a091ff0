import type { BrowserContext, Page } from '@playwright/test';
import {
  configure,
  expect,
  readHistory,
  storeHistory,
  storeSandboxLinks,
  test,
} from './fixtures.ts';
import { api, type Link, stored } from './sandbox-api.ts';

// The side panel's Links tab, opened as a tab, against the sandbox over HTTP with the Pro demo;
// what it changes is checked against the API itself.

const KEY = 'demo-pro-key';

async function openLinks(context: BrowserContext, extensionId: string): Promise<Page> {
  const page = await context.newPage();
  await page.goto(`chrome-extension://${extensionId}/sidepanel.html`);
  await page.getByRole('tab', { name: 'Links' }).click();
  return page;
}

const item = (page: Page, title: string) =>
  page
    .getByRole('list', { name: 'Links' })
    .getByRole('listitem')
    .filter({ has: page.getByText(title, { exact: true }) });

test.beforeEach(async ({ context, sandbox }) => {
  await configure(context, { baseUrl: sandbox.baseUrl, apiKey: KEY });
});

test("lists the account's links as the API does; copy, QR code and search", async ({
  context,
  extensionId,
  sandbox,
}) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  const { data } = (await api<{ data: Link[] }>(sandbox, '/links')).body;
  const page = await openLinks(context, extensionId);
  const list = page.getByRole('list', { name: 'Links' });
  await expect(list.getByRole('listitem')).toHaveCount(data.length);
  await expect(list.locator('li > strong')).toHaveText(data.map((l) => l.title ?? l.short_url));
  const first = data[0] as Link;
  // By its short link: other specs sharing this sandbox may have made links of the same title.
  const card = page
    .getByRole('list', { name: 'Links' })
    .getByRole('listitem')
    .filter({ has: page.locator(`a[href="${first.short_url}"]`) });
  const shown = (url: string) => url.replace(/^https?:\/\//, '');
  await expect(card.getByRole('link', { name: shown(first.short_url) })).toHaveAttribute(
    'href',
    first.short_url,
  );
  await expect(card.getByRole('link', { name: shown(first.original_url) })).toBeVisible();
  await expect(card).toContainText(`${first.total_clicks.toLocaleString('en-US')} click`);

  await card.getByRole('button', { name: `Copy ${first.short_url}` }).click();
  await expect(card.getByText('Copied.')).toBeVisible();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(first.short_url);

  await card.getByRole('button', { name: `More actions for ${first.short_url}` }).click();
  await card.getByRole('button', { name: `QR code of ${first.short_url}` }).click();
  await expect(card.getByRole('img', { name: `QR code for ${first.short_url}` })).toBeVisible();

  await page.getByLabel('Search by title, code or address').fill('pricing');
  await expect(list.locator('li > strong')).toHaveText(['Pricing']);
});

test('Stats opens the Stats tab on that link', async ({ context, extensionId, sandbox }) => {
  const { data } = (await api<{ data: Link[] }>(sandbox, '/links?search=demo5')).body;
  const target = data[0] as Link;
  const page = await openLinks(context, extensionId);
  // Found by its code: other specs add links to this account, which push it off the first page.
  await page.getByLabel('Search by title, code or address').fill('demo5');
  const row = item(page, target.title ?? '');
  await row.getByRole('button', { name: `More actions for ${target.short_url}` }).click();
  await row.getByRole('button', { name: `Stats for ${target.short_url}` }).click();
  await expect(page.getByRole('tab', { name: 'Stats' })).toHaveAttribute('aria-selected', 'true');
  await expect(page.getByRole('heading', { level: 2 })).toHaveText(target.title ?? '');
  await expect(page.getByTestId('total-clicks')).toHaveText(
    target.total_clicks.toLocaleString('en-US'),
  );
});

test('delete, after a confirmation: gone from the list, the API and the history', async ({
  context,
  extensionId,
  sandbox,
}) => {
  const made = await api<Link>(sandbox, '/links', {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({
      original_url: 'https://example.com/e2e-delete',
      title: 'E2E delete me',
    }),
  });
  const link = made.body;
  await storeHistory(context, { baseUrl: sandbox.baseUrl, apiKey: KEY }, [stored(link)]);
  const page = await openLinks(context, extensionId);
  const card = item(page, 'E2E delete me');
  await card.getByRole('button', { name: `More actions for ${link.short_url}` }).click();
  await card.getByRole('button', { name: `Delete link ${link.short_url}` }).click();
  await expect(card.getByRole('button', { name: 'Cancel' })).toBeFocused();
  await card.getByRole('button', { name: 'Yes, delete' }).click();
  await expect(card).toHaveCount(0);
  expect((await api(sandbox, `/links/${link.id}`)).status).toBe(404);
  await expect.poll(() => readHistory(context)).toEqual([]);
});

test('a service without GET /links: the recent links, said in one line', async ({
  context,
  extensionId,
  sandbox,
}) => {
  const stored = await storeSandboxLinks(context, sandbox, KEY, ['demo2', 'demo1']);
  await context.route(`${sandbox.baseUrl}/links?*`, (route) =>
    route.request().method() === 'GET'
      ? route.fulfill({ status: 405, json: { message: 'Method Not Allowed' } })
      : route.fallback(),
  );
  const page = await openLinks(context, extensionId);
  await expect(page.getByText("This service can't list links")).toBeVisible();
  await expect(page.getByRole('list', { name: 'Links' }).locator('li > strong')).toHaveText(
    stored.map((e) => e.title ?? ''),
  );
  await expect(page.getByRole('alert')).toHaveCount(0);
});
