import type { BrowserContext, Locator, Page } from '@playwright/test';
import { overflow, smallText, violations } from './checks.ts';
import { type FaultServer, startFaultServer } from './faults/server.ts';
import { configure, expect, readHistory, type Sandbox, storeHistory, test } from './fixtures.ts';
import { api, type Link, stored } from './sandbox-api.ts';

// The side panel's dense Links list and editing a link (issue 25), in real Chromium against the
// sandbox over HTTP; what an edit changes is read back from the service itself.

const KEY = 'demo-pro-key';

/** A link of the Pro demo made for this test: other specs share the sandbox. */
async function made(sandbox: Sandbox, title: string, path: string): Promise<Link> {
  const body = JSON.stringify({ original_url: `https://example.com/${path}`, title });
  return (await api<Link>(sandbox, '/links', { method: 'POST', body })).body;
}

async function openLinks(context: BrowserContext, id: string, width = 380, height = 900) {
  const page = await context.newPage();
  await page.setViewportSize({ width, height });
  await page.goto(`chrome-extension://${id}/sidepanel.html`);
  await page.getByRole('tab', { name: 'Links' }).click();
  await page.getByRole('list', { name: 'Links' }).getByRole('listitem').first().waitFor();
  return page;
}

const rowOf = (page: Page, shortUrl: string) =>
  page
    .getByRole('list', { name: 'Links' })
    .getByRole('listitem')
    .filter({ has: page.locator(`a[href="${shortUrl}"]`) });

async function editIn(row: Locator): Promise<Locator> {
  await row.getByRole('button', { name: /^More actions for/ }).click();
  await row.getByRole('button', { name: /^Edit / }).click();
  return row.getByRole('form', { name: 'Edit link' });
}

test.beforeEach(async ({ context, sandbox }) => {
  await configure(context, { baseUrl: sandbox.baseUrl, apiKey: KEY });
});

for (const theme of ['light', 'dark'] as const) {
  test(`at 380×900 at least 8 links show at once; axe at 0 and no text under 12 px (${theme})`, async ({
    context,
    extensionId,
  }) => {
    const page = await openLinks(context, extensionId);
    await page.emulateMedia({ colorScheme: theme });
    const visible = await page
      .getByRole('list', { name: 'Links' })
      .getByRole('listitem')
      .evaluateAll(
        (rows) =>
          rows.filter((r) => {
            const box = r.getBoundingClientRect();
            return box.top >= 0 && box.bottom <= window.innerHeight;
          }).length,
      );
    expect(visible).toBeGreaterThanOrEqual(8);
    // Each row: a title of two lines at most, the short link in the accent colour with no
    // underline, the destination on one line, clicks and an age with its full date.
    const row = page.getByRole('list', { name: 'Links' }).getByRole('listitem').first();
    const title = row.locator('strong');
    const lines = await title.evaluate(
      (el) =>
        el.getBoundingClientRect().height / Number.parseFloat(getComputedStyle(el).lineHeight),
    );
    expect(lines).toBeLessThanOrEqual(2.05);
    const short = row.locator('.link-row-short a');
    expect(await short.evaluate((a) => getComputedStyle(a).textDecorationLine)).toBe('none');
    await short.hover();
    expect(await short.evaluate((a) => getComputedStyle(a).textDecorationLine)).toBe('underline');
    await expect(row.locator('time')).toHaveAttribute('title', /\d{4}/);
    await expect(row.locator('time')).toHaveText(/ago$|^yesterday$|^now$/);
    expect(await smallText(page)).toEqual([]);
    expect(await overflow(page)).toEqual([]);
    expect(await violations(page)).toEqual([]);
    await row.getByRole('button', { name: /^More actions for/ }).click();
    await row.getByRole('button', { name: /^Edit / }).click();
    await expect(row.getByRole('form', { name: 'Edit link' })).toBeVisible();
    expect(await smallText(page)).toEqual([]);
    expect(await violations(page)).toEqual([]);
  });
}

test('sorts by newest or by most clicked', async ({ context, extensionId, sandbox }) => {
  const page = await openLinks(context, extensionId);
  const list = page.getByRole('list', { name: 'Links' });
  const newest = (await api<{ data: Link[] }>(sandbox, '/links')).body.data;
  await expect(list.locator('li > strong')).toHaveText(newest.map((l) => l.title ?? ''));
  await page.getByLabel('Sort by').selectOption({ label: 'Most clicked of the newest 100' });
  const hundred = (await api<{ data: Link[] }>(sandbox, '/links?per_page=100')).body.data;
  const top = [...hundred].sort((a, b) => b.total_clicks - a.total_clicks)[0] as Link;
  await expect(list.locator('li > strong').first()).toHaveText(top.title ?? '');
  await expect(list.getByRole('listitem').first()).toContainText(
    `${top.total_clicks.toLocaleString('en-US')} clicks`,
  );
});

test('an edit of title and destination: seen on the service and in the popup’s history', async ({
  context,
  extensionId,
  popupOn,
  sandbox,
}) => {
  const link = await made(sandbox, `E2E edit ${Date.now()}`, 'e2e-edit-before');
  await storeHistory(context, { baseUrl: sandbox.baseUrl, apiKey: KEY }, [stored(link)]);
  const page = await openLinks(context, extensionId);
  await page.getByLabel('Search by title, code or address').fill(link.short_code);
  const form = await editIn(rowOf(page, link.short_url));
  await expect(form.getByLabel('Title')).toBeFocused();
  await form.getByLabel('Title').fill('E2E edited title');
  await form.getByLabel('Destination').fill('https://example.com/e2e-edit-after');
  await form.getByRole('button', { name: 'Save' }).click();
  await expect(form).toHaveCount(0);
  const row = rowOf(page, link.short_url);
  await expect(row.locator('strong')).toHaveText('E2E edited title');
  await expect(row.getByRole('link', { name: 'example.com/e2e-edit-after' })).toBeVisible();

  const onService = (await api<Link>(sandbox, `/links/${link.id}`)).body;
  expect(onService).toMatchObject({
    title: 'E2E edited title',
    original_url: 'https://example.com/e2e-edit-after',
    short_url: link.short_url,
  });
  await expect
    .poll(async () => (await readHistory(context))[0])
    .toMatchObject({ link_id: link.id, title: 'E2E edited title' });

  // The popup's recent links (on another page) show it as edited.
  const popup = await popupOn('somewhere-else', { key: KEY });
  try {
    await expect(popup.page.getByText('E2E edited title')).toBeVisible();
  } finally {
    await popup.close();
  }
});

test('an alias taken on edit is said under the alias field', async ({
  context,
  extensionId,
  sandbox,
}) => {
  const link = await made(sandbox, `E2E alias ${Date.now()}`, 'e2e-alias');
  const page = await openLinks(context, extensionId);
  await page.getByLabel('Search by title, code or address').fill(link.short_code);
  const form = await editIn(rowOf(page, link.short_url));
  await form.getByLabel('Short link code').fill('demo1');
  await expect(form.getByText(/the old short link stops working/)).toBeVisible();
  await form.getByRole('button', { name: 'Save' }).click();
  const alias = form.getByLabel('Short link code');
  await expect(alias).toHaveAttribute('aria-invalid', 'true');
  await expect(form.locator('.field-error')).toHaveText(
    'This alias is already taken. Try another one.',
  );
  await expect(page.getByRole('alert')).toHaveCount(0);
  expect((await api<Link>(sandbox, `/links/${link.id}`)).body.short_code).toBe(link.short_code);
});

test('Customise in the popup edits the link in place: the card, its QR code and the service take it', async ({
  popupOn,
  sandbox,
}) => {
  const popup = await popupOn(`e2e-popup-edit-${Date.now()}`, { key: KEY });
  try {
    const page = popup.page;
    const short = popup.shortLink();
    await expect(short).toHaveAttribute('title', /\/\w+$/);
    const before = await popup.shortUrl();
    await page.getByRole('button', { name: 'Customise' }).click();
    const form = page.getByRole('form', { name: 'Customise' });
    await form.getByLabel('Title').fill('Edited in the popup');
    const alias = `popup-${Date.now().toString(36)}`;
    await form.getByLabel('Back-half (alias)').fill(alias);
    await form.getByRole('button', { name: 'Save changes' }).click();
    await expect(form).toHaveCount(0);
    await expect(page.locator('.link-status')).toHaveText(
      // How it came, then when it was made.
      /^Changed in place: the same link, new details\.( · |$)/,
    );
    const after = before.replace(/[^/]+$/, alias);
    await expect(short).toHaveAttribute('title', after);
    await expect(page.locator('.link-about')).toContainText('Edited in the popup');
    // The QR code says what it encodes now.
    await expect(page.getByRole('img', { name: `QR code for ${after}` })).toBeVisible();
    const onService = (await api<{ data: Link[] }>(sandbox, `/links?search=${alias}`)).body.data;
    expect(onService).toMatchObject([{ title: 'Edited in the popup', short_url: after }]);
  } finally {
    await popup.close();
  }
});

test.describe('a service without the edit method', () => {
  let faults: FaultServer;
  test.beforeAll(async () => {
    faults = await startFaultServer();
  });
  test.afterAll(async () => {
    await faults.close();
  });

  test('answers 405: Edit is hidden from then on and why is said once', async ({
    context,
    extensionId,
  }) => {
    faults.set({ mode: 'ok', noLinkEdit: true });
    await configure(context, { baseUrl: faults.baseUrl, apiKey: KEY });
    const page = await openLinks(context, extensionId);
    const rows = page.getByRole('list', { name: 'Links' }).getByRole('listitem');
    const form = await editIn(rows.first());
    await form.getByLabel('Title').fill('Never saved');
    await form.getByRole('button', { name: 'Save' }).click();
    const said = page.getByText("This service can't edit links, so Edit is hidden from now on.");
    await expect(said).toBeVisible();
    await expect(said).toHaveCount(1);
    expect(faults.requests.filter((r) => r.method === 'PATCH')).toHaveLength(1);
    for (const row of await rows.all()) {
      await row.getByRole('button', { name: /^More actions for/ }).click();
      await expect(row.getByRole('button', { name: /^Stats for/ })).toBeVisible();
      await expect(row.getByRole('button', { name: /^Edit / })).toHaveCount(0);
      await page.keyboard.press('Escape');
    }
    // Reopened, the panel offers no Edit for this account and says nothing more.
    await page.reload();
    await page.getByRole('tab', { name: 'Links' }).click();
    await rows
      .first()
      .getByRole('button', { name: /^More actions for/ })
      .click();
    await expect(rows.first().getByRole('button', { name: /^Stats for/ })).toBeVisible();
    await expect(rows.first().getByRole('button', { name: /^Edit / })).toHaveCount(0);
    await expect(page.getByText(/can't edit links/)).toHaveCount(0);
  });
});
