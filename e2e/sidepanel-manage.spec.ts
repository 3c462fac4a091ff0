import type { BrowserContext, Page } from '@playwright/test';
import { configure, expect, type Sandbox, test } from './fixtures.ts';

// The side panel's Domains and QR codes sections, opened as a tab, against the sandbox over
// HTTP; every change is checked against the API itself, not only against the screen.

const KEY = 'demo-pro-key';

async function api<T>(sandbox: Sandbox, path: string): Promise<{ status: number; body: T }> {
  const res = await fetch(`${sandbox.baseUrl}${path}`, {
    headers: { Authorization: `Bearer ${KEY}`, Accept: 'application/json' },
  });
  return { status: res.status, body: (await res.json()) as T };
}
const domainNames = async (sandbox: Sandbox) =>
  (await api<{ data: { name: string }[] }>(sandbox, '/domains?per_page=100')).body.data.map(
    (d) => d.name,
  );
const qrNames = async (sandbox: Sandbox) =>
  (await api<{ data: { name: string }[] }>(sandbox, '/qrcodes?per_page=100')).body.data.map(
    (q) => q.name,
  );

/** Opens the panel on a section, recording dialogs and CSP violations from the first script. */
async function openPanel(context: BrowserContext, extensionId: string, section: string) {
  const page = await context.newPage();
  const dialogs: string[] = [];
  const violations: string[] = [];
  page.on('dialog', (d) => {
    dialogs.push(d.message());
    void d.dismiss();
  });
  page.on('console', (msg) => {
    if (/Content Security Policy/i.test(msg.text())) violations.push(msg.text());
  });
  await page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (e) => {
      console.error(`Content Security Policy violation: ${e.violatedDirective} ${e.blockedURI}`);
    });
  });
  await page.goto(`chrome-extension://${extensionId}/sidepanel.html`);
  await page.getByRole('tab', { name: section }).click();
  return { page, dialogs, violations };
}

const domainItem = (page: Page, name: string) =>
  page.getByRole('list', { name: 'Domains' }).getByRole('listitem').filter({ hasText: name });

test.beforeEach(async ({ context, sandbox }) => {
  await configure(context, { baseUrl: sandbox.baseUrl, apiKey: KEY });
});

test('a domain round trip: create, edit, then delete, checked against the API', async ({
  context,
  extensionId,
  sandbox,
}) => {
  const { page, violations } = await openPanel(context, extensionId, 'Domains');
  await expect(domainItem(page, 'go.example.com')).toBeVisible();

  const add = page.getByRole('form', { name: 'Add a domain' });
  await add.getByLabel('Name').fill('e2e.example.com');
  await add.getByLabel('Index page').fill('https://example.com/e2e');
  await add.getByRole('button', { name: 'Add domain' }).click();
  await expect(domainItem(page, 'e2e.example.com')).toBeVisible();
  expect(await domainNames(sandbox)).toContain('e2e.example.com');

  // A taken name is refused beside the field.
  await add.getByLabel('Name').fill('go.example.com');
  await add.getByRole('button', { name: 'Add domain' }).click();
  await expect(add.getByText('The name has already been taken.')).toBeVisible();

  await page.getByRole('button', { name: 'Edit e2e.example.com' }).click();
  const edit = page.getByRole('form', { name: 'Edit e2e.example.com' });
  await expect(edit.getByLabel('Name')).toHaveAttribute('readonly', '');
  await edit.getByLabel('Not-found page').fill('https://example.com/missing');
  await edit.getByRole('button', { name: 'Save' }).click();
  await expect(domainItem(page, 'e2e.example.com')).toContainText('https://example.com/missing');
  const all = await api<{ data: { id: number; name: string }[] }>(sandbox, '/domains?per_page=100');
  const id = all.body.data.find((d) => d.name === 'e2e.example.com')?.id;
  expect((await api(sandbox, `/domains/${id}`)).body).toMatchObject({
    name: 'e2e.example.com',
    index_page: 'https://example.com/e2e',
    not_found_page: 'https://example.com/missing',
  });

  await page.getByRole('button', { name: 'Delete e2e.example.com' }).click();
  await page.getByRole('button', { name: 'Yes, delete' }).click();
  await expect(domainItem(page, 'e2e.example.com')).toHaveCount(0);
  expect((await api(sandbox, `/domains/${id}`)).status).toBe(404);
  expect(violations).toEqual([]);
});

test('the QR list, search and delete, checked against the API', async ({
  context,
  extensionId,
  sandbox,
}) => {
  const { page, violations } = await openPanel(context, extensionId, 'QR codes');
  const list = page.getByRole('list', { name: 'QR codes' });
  await expect(list.getByRole('listitem')).toHaveCount((await qrNames(sandbox)).length);

  await page.getByLabel('Search by name').fill('note');
  await expect(list.getByRole('listitem')).toHaveCount(1);
  await expect(list).toContainText('Wi-Fi note');

  await page.getByRole('button', { name: 'View Wi-Fi note' }).click();
  const view = page.getByRole('article', { name: 'QR code Wi-Fi note' });
  await expect(view.getByRole('img')).toHaveAttribute('src', /^data:image\/svg\+xml/);
  await view.getByRole('button', { name: 'Delete QR code Wi-Fi note' }).click();
  await view.getByRole('button', { name: 'Yes, delete' }).click();
  await expect(page.getByText('No QR code matches “note”.')).toBeVisible();
  expect(await qrNames(sandbox)).not.toContain('Wi-Fi note');
  expect(violations).toEqual([]);
});

test('a malicious preview_svg never runs: no dialog, no element, no CSP violation', async ({
  context,
  extensionId,
  sandbox,
}) => {
  const hostile =
    '<svg xmlns="http://www.w3.org/2000/svg" onload="alert(2)"><script>alert(1)</script>' +
    '<foreignObject width="100" height="100"><div xmlns="http://www.w3.org/1999/xhtml">' +
    '<img src="x" onerror="alert(3)"/><p>html inside</p></div></foreignObject></svg>';
  let served = 0;
  await context.route(new RegExp(`^${sandbox.baseUrl}/qrcodes/\\d+$`), async (route) => {
    if (route.request().method() !== 'GET') return route.fallback();
    const res = await route.fetch();
    served++;
    await route.fulfill({ response: res, json: { ...(await res.json()), preview_svg: hostile } });
  });

  const { page, dialogs, violations } = await openPanel(context, extensionId, 'QR codes');
  // The page's own module script is there from the start: the count must not grow.
  const count = () =>
    page.evaluate(() =>
      ['svg', 'script', 'foreignObject', 'iframe'].map(
        (tag) => `${tag} ${document.getElementsByTagName(tag).length}`,
      ),
    );
  await expect(page.getByRole('button', { name: 'View Contact us' })).toBeVisible();
  const before = await count();
  expect(before.filter((c) => !c.startsWith('script'))).toEqual([
    'svg 0',
    'foreignObject 0',
    'iframe 0',
  ]);
  await page.getByRole('button', { name: 'View Contact us' }).click();
  const img = page.getByRole('article', { name: 'QR code Contact us' }).getByRole('img');
  await expect(img).toHaveAttribute('src', /^data:image\/svg\+xml/);
  // Give a script, an onload or a broken image every chance to fire.
  await page.waitForTimeout(500);

  expect(served).toBe(1);
  expect(dialogs).toEqual([]);
  expect(await count()).toEqual(before);
  await expect(page.getByText('html inside')).toHaveCount(0);
  expect(await page.evaluate(() => document.querySelectorAll('[onload], [onerror]').length)).toBe(
    0,
  );
  expect(violations).toEqual([]);
});

test('a new QR code with the style options: size, margin, colours and error correction reach the API', async ({
  context,
  extensionId,
  sandbox,
}) => {
  const { page, violations } = await openPanel(context, extensionId, 'QR codes');
  await page.getByText('New QR code').click();
  const form = page.getByRole('form', { name: 'New QR code' });
  await form.getByLabel('Web address').fill('https://example.com/e2e-styled');
  await form.getByLabel('Name').fill('E2E styled');
  await form.getByText('Style', { exact: true }).click();
  await form.getByLabel('Size (px)').fill('480');
  await form.getByLabel('Margin').fill('6');
  await form.getByLabel('Foreground').fill('#0d9488');
  await form.getByLabel('Background').fill('#fffbeb');
  await form.getByLabel('Error correction').selectOption('H');
  await form.getByRole('button', { name: 'Save QR code' }).click();
  await expect(form.getByText('Saved the QR code “E2E styled”.')).toBeVisible();
  const all = await api<{ data: { id: number; name: string }[] }>(sandbox, '/qrcodes?search=E2E');
  const id = all.body.data.find((q) => q.name === 'E2E styled')?.id;
  expect((await api(sandbox, `/qrcodes/${id}`)).body).toMatchObject({
    content: 'https://example.com/e2e-styled',
    size: 480,
    margin: 6,
    foreground_color: '#0D9488',
    background_color: '#FFFBEB',
    error_correction: 'H',
  });
  expect(violations).toEqual([]);
});

test("the seeded dynamic QR codes encode short links on the sandbox's real port, which redirect", async ({
  context,
  extensionId,
  sandbox,
}) => {
  const { page } = await openPanel(context, extensionId, 'QR codes');
  await page.getByRole('button', { name: 'View Pricing flyer' }).click();
  const content = `${sandbox.origin}/demo3`;
  await expect(
    page.getByRole('article', { name: 'QR code Pricing flyer' }).getByRole('img'),
  ).toHaveAttribute('alt', `QR code for ${content}`);
  // What a phone does with the scan.
  const scan = await fetch(content, { redirect: 'manual' });
  expect(scan.status).toBe(302);
});
