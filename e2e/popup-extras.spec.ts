import jsQR from 'jsqr';
import { PNG } from 'pngjs';
import { configure, expect, servePages, test } from './fixtures.ts';
import { sandboxLinks } from './sandbox-api.ts';

// Issue 15 in the real toolbar popup against the sandbox over HTTP: another address typed or
// pasted, the link copied as Markdown or HTML, and the QR code copied as an image.

const KEY = 'demo-enterprise-key';

test.beforeEach(async ({ context, sandbox }) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  await servePages(context);
  await configure(context, { baseUrl: sandbox.baseUrl, apiKey: KEY });
});

test('an address typed in the field is offered first as "Shorten this address", and Enter shortens it', async ({
  sandbox,
  popupOn,
}) => {
  const popup = await popupOn('chrome://version/', { key: null });
  await expect(popup.page.getByText(/browser's own pages/)).toBeVisible();
  const field = popup.field();
  const options = popup.page.getByRole('listbox').getByRole('option');

  // Refused by the same checks as a tab: it is only searched for, never offered to shorten.
  await field.fill('localhost:3000/admin');
  await expect(popup.page.getByRole('option', { name: /Shorten this address/ })).toHaveCount(0);

  const path = `typed-${Date.now()}`;
  await field.fill(`example.com/${path}`);
  await expect(options.first()).toContainText('Shorten this address');
  await expect(options.first()).toContainText(`https://example.com/${path}`);
  await expect(field).toHaveAttribute('aria-activedescendant', 'popup-search-shorten');
  await field.press('Enter');
  await expect(popup.shortLink()).toHaveAttribute('title', /^http/);
  const shortUrl = await popup.shortUrl();
  const [made] = await sandboxLinks(sandbox, path);
  expect(made).toMatchObject({ short_url: shortUrl, original_url: `https://example.com/${path}` });
  await popup.settled();
  expect(await popup.page.evaluate(() => navigator.clipboard.readText())).toBe(shortUrl);
  // What follows the link is the typed address's: its QR code encodes the new link.
  await expect(popup.page.getByRole('img', { name: `QR code for ${shortUrl}` })).toBeVisible();
  await popup.close();
});

test('the link shows its title and destination beneath it, and copies as Markdown and as HTML', async ({
  popupOn,
}) => {
  const page = `https://example.com/formats-${Date.now()}`;
  const popup = await popupOn(page, { key: null });
  await expect(popup.shortLink()).toHaveAttribute('title', /^http/);
  const about = popup.page.locator('.link-card .link-about bdi');
  await expect(about).toHaveText(['Example article', page]);
  const shortUrl = await popup.shortUrl();
  const read = () => popup.page.evaluate(() => navigator.clipboard.readText());
  // Once the flow has copied the link itself, as auto-copy does.
  await popup.settled();

  await popup.page.getByRole('button', { name: 'Markdown' }).click();
  await expect.poll(read).toBe(`[Example article](${shortUrl})`);
  await popup.page.getByRole('button', { name: 'HTML' }).click();
  await expect.poll(read).toBe(`<a href="${shortUrl}">Example article</a>`);
  await popup.close();
});

test('the QR code copies as a PNG image that scans as the link', async ({ popupOn }) => {
  const popup = await popupOn(`https://example.com/qr-copy-${Date.now()}`, { key: null });
  await expect(popup.shortLink()).toHaveAttribute('title', /^http/);
  const shortUrl = await popup.shortUrl();

  await popup.page.getByRole('button', { name: 'QR code options' }).click();
  const copyImage = popup.page.locator('button.copy', { hasText: 'Copy image' });
  await copyImage.click();
  await expect(copyImage.locator('span:not([aria-hidden])')).toHaveText('Copied ✓');
  const png = await popup.page.evaluate(async () => {
    const [item] = await navigator.clipboard.read();
    const blob = await item?.getType('image/png');
    return blob ? [...new Uint8Array(await blob.arrayBuffer())] : [];
  });
  const image = PNG.sync.read(Buffer.from(png));
  expect(image.width).toBe(300);
  expect(jsQR(new Uint8ClampedArray(image.data), image.width, image.height)?.data).toBe(shortUrl);
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
