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

  await popup.settled();
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
  // How it came, then when it was made.
  await expect(again.status()).toHaveText(/^This page's existing link · Made /);
  expect(await sandboxLinks(sandbox, pageUrl)).toHaveLength(1);
  await again.close();
});

for (const [what, where] of [
  ['a chrome:// tab', 'chrome://version/'],
  ['a file:// page', 'file:///etc/hostname'],
  ['an address over 2,048 characters', `https://example.com/long?q=${'a'.repeat(2100)}`],
] as const) {
  test(`${what}: one message, no request, no QR and no Customise`, async ({ context, popupOn }) => {
    const requests: string[] = [];
    context.on('request', (r) => requests.push(`${r.method()} ${r.url()}`));
    const popup = await popupOn(where, { key: null });
    popup.page.on('request', (r) => requests.push(`${r.method()} ${r.url()}`));
    const notice = popup.page.locator('.result .notice');
    await expect(notice).toHaveRole('status');
    await expect(notice).toHaveText(/\S/);
    await expectOnlyTheMessage(popup);
    expect(requests.filter((r) => r.includes('/api/v1') && !isIndexRead(r))).toEqual([]);
    await popup.close();
  });
}

/** Once a state's message is shown: it alone, with no link tools and no QR code. */
async function expectOnlyTheMessage(popup: ToolbarPopup) {
  await popup.ready();
  await expect(popup.page.locator('.result > *')).toHaveCount(1);
  await expect(popup.page.getByRole('button', { name: 'Customise' })).toHaveCount(0);
  await expect(popup.page.getByRole('button', { name: 'Make another link' })).toHaveCount(0);
  await expect(popup.page.getByRole('img', { name: /^QR code/ })).toHaveCount(0);
}

/** The one alert a failed shortening shows, with at most one button, and nothing else. */
async function oneAlert(popup: ToolbarPopup) {
  const alert = popup.page.getByRole('alert');
  await expect(alert).toHaveCount(1);
  expect(await alert.getByRole('button').count()).toBeLessThanOrEqual(1);
  await expectOnlyTheMessage(popup);
  return alert;
}

test('a Free-plan key (no API access): one alert, its one way on, nothing else', async ({
  popupOn,
}) => {
  const popup = await popupOn('https://example.com/errors', { key: 'demo-free-key' });
  await expect(await oneAlert(popup)).toContainText("Your plan doesn't include API access.");
  await popup.close();
});

test('a key the service does not know: Open settings, not drawn as a danger', async ({
  popupOn,
}) => {
  const popup = await popupOn('https://example.com/errors', { key: 'nobody-key' });
  const alert = await oneAlert(popup);
  await expect(alert).toContainText("Your link service didn't accept your API key.");
  const options = alert.getByRole('button', { name: 'Open settings' });
  const colours = await options.evaluate((b) => {
    const probe = document.createElement('span');
    probe.style.color = 'var(--error)';
    b.append(probe);
    const red = getComputedStyle(probe).color;
    probe.remove();
    return { text: getComputedStyle(b).color, red, primary: b.classList.contains('primary') };
  });
  expect(colours.text).not.toBe(colours.red);
  expect(colours.primary).toBe(false);
  await popup.close();
});

test('a service that cannot be reached: one alert with at most one button', async ({
  context,
  popupOn,
}) => {
  // A port nothing listens on: the request fails before any answer.
  await configure(context, { baseUrl: 'http://127.0.0.1:9/api/v1', apiKey: 'demo-pro-key' });
  const popup = await popupOn('https://example.com/unreachable', { key: null });
  await expect(await oneAlert(popup)).toContainText(/\S/);
  await popup.close();
});

test('a locked alias is said under the alias field (403, demo-limited-key)', async ({
  context,
  sandbox,
  popupOn,
}) => {
  // "Let me choose first": the alias goes with the first request.
  await configure(context, {
    baseUrl: sandbox.baseUrl,
    apiKey: 'demo-limited-key',
    preferences: { onClick: 'choose' },
  });
  const popup = await popupOn('https://example.com/limited', { key: null });
  await popup.page.getByLabel('Back-half (alias)').fill('my-alias');
  await popup.page.getByRole('button', { name: 'Shorten', exact: true }).click();
  // Said under the alias field, which is marked and focused: the field is what to change.
  const alias = popup.page.getByLabel('Back-half (alias)');
  await expect(alias).toHaveAttribute('aria-invalid', 'true');
  await expect(alias).toBeFocused();
  await expect(alias).toHaveAccessibleDescription(/Your plan does not include custom aliases/);
  await expect(popup.page.getByRole('alert')).toHaveCount(0);
  await popup.close();
});

test('downloads are a valid PNG and SVG', async ({ popupOn }) => {
  const popup = await popupOn(`https://example.com/qr-${Date.now()}`, { key: null });
  await expect(popup.shortLink()).toHaveAttribute('title', /^http/);
  const shortUrl = await popup.shortUrl();
  await popup.page.getByRole('button', { name: 'QR code options' }).click();

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

test('first run, with no key: a greeting and one button to set up', async ({
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
  const options = context.waitForEvent('page', (p) => p.url().endsWith('/options.html'));
  // The popup closes as the options page takes the focus, which can end the click's own wait.
  await popup.page
    .getByRole('button', { name: 'Set up Snaplink' })
    .click()
    .catch(() => {});
  expect((await options).url()).toBe(`chrome-extension://${extensionId}/options.html`);
  await popup.close();
});

test('Stats opens the side panel on this link', async ({ context, cdpPort, popupOn }) => {
  const popup = await popupOn(`https://example.com/stats-${Date.now()}`, { key: null });
  await expect(popup.shortLink()).toHaveAttribute('title', /^http/);
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
