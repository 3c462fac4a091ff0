import jsQR from 'jsqr';
import { PNG } from 'pngjs';
import { configure, expect, isIndexRead, readStored, servePages, test } from './fixtures.ts';
import type { ToolbarPopup } from './popup.ts';
import { sandboxLinks } from './sandbox-api.ts';

// The real toolbar popup (CDP's Extensions.triggerAction) against the sandbox over HTTP.

async function decodeQr(popup: ToolbarPopup): Promise<string | undefined> {
  const shot = PNG.sync.read(
    await popup.page.getByRole('img', { name: /^QR code for/ }).screenshot(),
  );
  return jsQR(new Uint8ClampedArray(shot.data), shot.width, shot.height)?.data;
}

test.beforeEach(async ({ context, sandbox }) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  await servePages(context);
  await configure(context, { baseUrl: sandbox.baseUrl, apiKey: 'demo-enterprise-key' });
});

test('one click shortens the page, copies the link and shows its QR; a reopen reuses it', async ({
  sandbox,
  request,
  popupOn,
}) => {
  const pageUrl = `https://example.com/article-${Date.now()}`;
  const popup = await popupOn(pageUrl, { key: null });
  const { tab } = popup;
  await expect(popup.shortLink()).toHaveAttribute('title', /^http:\/\/127\.0\.0\.1:\d+\/\w+$/);
  const shortUrl = await popup.shortUrl();

  await expect(popup.page.getByText('Copied to the clipboard.')).toBeVisible();
  expect(await popup.page.evaluate(() => navigator.clipboard.readText())).toBe(shortUrl);
  await expect.poll(() => decodeQr(popup)).toBe(shortUrl);
  const marks = await popup.page.evaluate(() =>
    performance.getEntriesByType('mark').map((m) => m.name),
  );
  expect(marks).toEqual(expect.arrayContaining(['snaplink:link-visible', 'snaplink:qr-visible']));

  const links = await sandboxLinks(sandbox, pageUrl);
  expect(links.map((l) => l.short_url)).toEqual([shortUrl]);
  const hop = await request.get(shortUrl, { maxRedirects: 0 });
  expect(hop.status()).toBe(302);
  expect(hop.headers().location).toBe(pageUrl);
  await popup.close();

  const again = await popupOn(tab, { key: null });
  await expect(again.shortLink()).toHaveAttribute('title', shortUrl);
  await expect(again.page.getByText('This page already has a short link')).toBeVisible();
  expect(await sandboxLinks(sandbox, pageUrl)).toHaveLength(1);
  await again.close();
});

test('a chrome:// tab makes no request and says why', async ({ context, popupOn }) => {
  const requests: string[] = [];
  context.on('request', (r) => requests.push(`${r.method()} ${r.url()}`));
  const popup = await popupOn('chrome://version/', { key: null });
  popup.page.on('request', (r) => requests.push(`${r.method()} ${r.url()}`));
  await expect(popup.page.getByRole('alert')).toContainText(/can't be shortened/);
  expect(requests.filter((r) => r.includes('/api/v1') && !isIndexRead(r))).toEqual([]);
  await popup.close();
});

for (const [key, expected] of [
  ['nobody-key', /API key was not accepted/],
  ['demo-free-key', /does not include API access/],
] as const) {
  test(`the popup explains ${key}`, async ({ context, sandbox, popupOn }) => {
    await configure(context, { baseUrl: sandbox.baseUrl, apiKey: key });
    const popup = await popupOn('https://example.com/errors', { key: null });
    await expect(popup.page.getByRole('alert')).toContainText(expected);
    await popup.close();
  });
}

test('a locked alias gives the plan message (403, demo-limited-key)', async ({
  context,
  sandbox,
  popupOn,
}) => {
  await configure(context, { baseUrl: sandbox.baseUrl, apiKey: 'demo-limited-key' });
  const popup = await popupOn('https://example.com/limited', { key: null });
  // The limited account is also at its link limit: the first, automatic request says so.
  await expect(popup.page.getByRole('alert')).toContainText(/link limit/);
  await popup.page.getByText('Link options').click();
  await popup.page.getByLabel('Custom alias').fill('my-alias');
  await popup.page.getByRole('button', { name: 'Shorten with these options' }).click();
  await expect(popup.page.getByRole('alert')).toContainText(
    /Your plan does not include custom aliases/,
  );
  await popup.close();
});

test('a 429 shows a countdown', async ({ context, sandbox, popupOn }) => {
  await configure(context, { baseUrl: sandbox.baseUrl, apiKey: 'demo-pro2-key' });
  // Use up demo-pro2-key's minute (120 requests) from outside the extension.
  await Promise.all(
    Array.from({ length: 120 }, () =>
      fetch(`${sandbox.baseUrl}/links?per_page=10`, {
        headers: { Authorization: 'Bearer demo-pro2-key' },
      }),
    ),
  );
  const popup = await popupOn('https://example.com/busy', { key: null });
  await expect(popup.page.getByRole('alert')).toContainText(/Too many requests/);
  await expect(popup.page.getByText(/You can try again in \d+ s\./)).toBeVisible();
  await popup.close();
});

test('downloads are a valid PNG and SVG', async ({ popupOn }) => {
  const popup = await popupOn(`https://example.com/qr-${Date.now()}`, { key: null });
  await expect(popup.shortLink()).toHaveAttribute('title', /^http/);
  const shortUrl = await popup.shortUrl();

  const [png] = await Promise.all([
    popup.page.waitForEvent('download'),
    popup.page.getByRole('button', { name: 'Download PNG' }).click(),
  ]);
  const image = PNG.sync.read(
    Buffer.from(await (await png.createReadStream()).toArray().then(Buffer.concat)),
  );
  expect(image.width).toBe(300);
  expect(jsQR(new Uint8ClampedArray(image.data), image.width, image.height)?.data).toBe(shortUrl);

  const [svg] = await Promise.all([
    popup.page.waitForEvent('download'),
    popup.page.getByRole('button', { name: 'Download SVG' }).click(),
  ]);
  const svgText = Buffer.concat(await (await svg.createReadStream()).toArray()).toString('utf8');
  expect(svgText).toMatch(
    /^<svg xmlns="http:\/\/www\.w3\.org\/2000\/svg" width="300" height="300"/,
  );

  await popup.close();
});

test('first run, with no key: a greeting, one button to set up, and the page QR', async ({
  context,
  extensionId,
  sandbox,
  popupOn,
}) => {
  await configure(context, { baseUrl: sandbox.baseUrl, apiKey: '' });
  const popup = await popupOn('https://example.com/no-key', { key: null });
  await expect(popup.page.getByText(/^Snaplink shortens the page you are on/)).toBeVisible();
  // A welcome, not an error.
  await expect(popup.page.getByRole('alert')).toHaveCount(0);
  await expect.poll(() => decodeQr(popup)).toBe('https://example.com/no-key');
  const options = context.waitForEvent('page', (p) => p.url().endsWith('/options.html'));
  await popup.page.getByRole('button', { name: 'Set up Snaplink' }).click();
  expect((await options).url()).toBe(`chrome-extension://${extensionId}/options.html`);
  await popup.close();
});

test('Stats opens the side panel on this link', async ({ context, cdpPort, popupOn }) => {
  const popup = await popupOn(`https://example.com/stats-${Date.now()}`, { key: null });
  await expect(popup.shortLink()).toHaveAttribute('title', /^http/);
  await popup.ready(); // the early paint's Stats leads nowhere until React has the page
  await popup.page.getByRole('button', { name: 'Stats', exact: true }).click();
  const targets = async () =>
    (
      (await (await fetch(`http://127.0.0.1:${cdpPort}/json/list`)).json()) as { url: string }[]
    ).map((t) => t.url);
  await expect.poll(targets).toContainEqual(expect.stringMatching(/\/sidepanel\.html$/));
  // The panel reads which link to show from session storage.
  const asked = await readStored<{ link_id: number }>(context, 'panelLink', 'session');
  expect(asked?.link_id).toEqual(expect.any(Number));
  await popup.close();
});
