import jsQR from 'jsqr';
import { PNG } from 'pngjs';
import { configure, expect, isIndexRead, readStored, servePages, test } from './fixtures.ts';
import { filledButtons, type ToolbarPopup } from './popup.ts';
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

test('a chrome:// tab: one message, no request, no QR and no Customise', async ({
  context,
  popupOn,
}) => {
  const requests: string[] = [];
  context.on('request', (r) => requests.push(`${r.method()} ${r.url()}`));
  const popup = await popupOn('chrome://version/', { key: null });
  popup.page.on('request', (r) => requests.push(`${r.method()} ${r.url()}`));
  const notice = popup.page.locator('.result .notice');
  await expect(notice).toHaveRole('status');
  await expect(notice).toHaveText(/browser's own pages/);
  await expectOnlyTheMessage(popup);
  expect(requests.filter((r) => r.includes('/api/v1') && !isIndexRead(r))).toEqual([]);
  await popup.close();
});

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

test("the QR code's PNG and SVG downloads, and its Copy image, are the link's code", async ({
  popupOn,
}) => {
  const popup = await popupOn(`https://example.com/qr-${Date.now()}`, { key: null });
  await expect(popup.shortLink()).toHaveAttribute('title', /^http/);
  const shortUrl = await popup.shortUrl();
  await popup.page.getByRole('button', { name: 'QR code options' }).click();
  const scanned = (png: Buffer) => {
    const image = PNG.sync.read(png);
    expect(image.width).toBe(300);
    return jsQR(new Uint8ClampedArray(image.data), image.width, image.height)?.data;
  };

  const [png] = await Promise.all([
    popup.page.waitForEvent('download'),
    popup.page.getByRole('button', { name: 'Download PNG' }).click(),
  ]);
  expect(scanned(Buffer.concat(await (await png.createReadStream()).toArray()))).toBe(shortUrl);

  const [svg] = await Promise.all([
    popup.page.waitForEvent('download'),
    popup.page.getByRole('button', { name: 'Download SVG' }).click(),
  ]);
  const svgText = Buffer.concat(await (await svg.createReadStream()).toArray()).toString('utf8');
  expect(svgText).toMatch(
    /^<svg xmlns="http:\/\/www\.w3\.org\/2000\/svg" width="300" height="300"/,
  );

  // Copy image puts a PNG on the clipboard, as an image.
  await popup.page.locator('button.copy', { hasText: 'Copy image' }).click();
  await expect
    .poll(() =>
      popup.page.evaluate(async () => {
        const [item] = await navigator.clipboard.read();
        return item?.types ?? [];
      }),
    )
    .toContain('image/png');
  const copied = await popup.page.evaluate(async () => {
    const [item] = await navigator.clipboard.read();
    const blob = await item?.getType('image/png');
    return blob ? [...new Uint8Array(await blob.arrayBuffer())] : [];
  });
  expect(scanned(Buffer.from(copied))).toBe(shortUrl);
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
  // A welcome, not an error, with one filled button: Set up Snaplink.
  await expect(popup.page.getByRole('alert')).toHaveCount(0);
  await expect(popup.page.locator('button.primary')).toHaveText('Set up Snaplink');
  expect(await filledButtons(popup.page)).toBe(1);
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

test('icon buttons are named, and show their name as a tooltip on hover and on keyboard focus, within the popup', async ({
  popupOn,
}) => {
  const popup = await popupOn(`https://example.com/icons-${Date.now()}`, { key: null });
  const { page } = popup;
  await expect(popup.shortLink()).toHaveAttribute('title', /^http/);
  const button = (name: string) => page.getByRole('button', { name, exact: true });
  /** The tooltip's text, or null while it is not shown. */
  const tip = (name: string) =>
    button(name).evaluate((b) => {
      const after = getComputedStyle(b, '::after');
      return after.display === 'none' ? null : after.content;
    });
  const width = () => page.evaluate(() => document.documentElement.scrollWidth);
  const names = ['All tabs…', 'Settings', 'Stats'];
  for (const name of names) await expect(button(name)).toBeVisible();
  await page.mouse.move(0, 400);
  for (const name of names) expect(await tip(name)).toBeNull();
  const before = await width();

  await button('Settings').hover();
  expect(await tip('Settings')).toBe('"Settings"');
  expect(await width()).toBe(before);

  await page.mouse.move(0, 400);
  await button('Make another link').focus();
  await page.keyboard.press('Tab');
  await expect(button('Stats')).toBeFocused();
  expect(await tip('Stats')).toBe('"Stats"');
  expect(await tip('Settings')).toBeNull();
  await popup.close();
});
