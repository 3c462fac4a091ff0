import { configure, expect, servePages, test } from './fixtures.ts';
import { sandboxLinks } from './sandbox-api.ts';

// Issue 15, UTM tags, in the real toolbar popup against the sandbox over HTTP: the tags typed in
// Customise reach the service on the link's address (its own parameters and fragment kept),
// a preset fills them in one click, and the tagged link is the one shown on reopening.

const KEY = 'demo-enterprise-key';

test.beforeEach(async ({ context, sandbox }) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  await servePages(context);
  await configure(context, { baseUrl: sandbox.baseUrl, apiKey: KEY });
});

test('tags typed in Customise are on the address the service shortens, its own query and fragment kept', async ({
  sandbox,
  popupOn,
}) => {
  const path = `utm-typed-${Date.now()}`;
  const page = `https://example.com/${path}?ref=home&id=7#part`;
  const popup = await popupOn(page, { key: null });
  const { tab } = popup;
  await expect(popup.shortLink()).toHaveAttribute('title', /^http/);
  const plain = await popup.shortUrl();

  await popup.settled();
  const [before] = await sandboxLinks(sandbox, path);

  const form = await popup.customise();
  await form.locator('summary', { hasText: 'UTM tags' }).click();
  await form.getByLabel('Source', { exact: true }).fill('newsletter');
  await form.getByLabel('Medium', { exact: true }).fill('email');
  await form.getByLabel('Campaign', { exact: true }).fill(' spring sale ');
  await form.getByRole('button', { name: 'Save changes' }).click();
  await expect(popup.status()).toHaveText(
    // How it came, then when it was made.
    /^Changed in place: the same link, new details\.( · |$)/,
  );
  const tagged = await popup.shortUrl();
  expect(tagged).toBe(plain);

  // The link was changed in place: one link for the page, the same one, now tagged.
  const [made, ...more] = await sandboxLinks(sandbox, path);
  expect(more).toEqual([]);
  expect(made?.id).toBe(before?.id);
  const sent = new URL(made?.original_url ?? '');
  expect(sent.pathname).toBe(`/${path}`);
  expect(sent.hash).toBe('#part');
  expect([...sent.searchParams]).toEqual([
    ['ref', 'home'],
    ['id', '7'],
    ['utm_source', 'newsletter'],
    ['utm_medium', 'email'],
    ['utm_campaign', 'spring sale'],
  ]);
  // The card says where the link goes, the tagged address, and names the tags.
  const tags = 'UTM tags: utm_source=newsletter utm_medium=email utm_campaign=spring sale';
  await expect(popup.page.locator('.link-card .link-about bdi')).toHaveText([
    'Example article',
    sent.href,
    tags,
  ]);

  // Saved as a preset from the popup, it is offered there next time.
  const options = await popup.customise();
  // The tags' fold, closed until asked for, names the link's tags in its summary.
  await expect(options.locator('summary')).toContainText('utm_source=newsletter');
  await options.locator('summary', { hasText: 'UTM tags' }).click();
  await options.getByLabel('Preset name').fill('Newsletter');
  await options.getByRole('button', { name: 'Save as preset' }).click();
  await expect(popup.page.getByText('Saved the preset “Newsletter”.')).toBeVisible();
  await expect(popup.page.getByRole('button', { name: 'Newsletter', exact: true })).toBeVisible();
  await popup.page.evaluate(() => navigator.clipboard.writeText('something else'));
  await popup.close();

  // Reopened on the page: the tagged link, the newest made there, with its tags named; it is
  // what the clipboard holds, and the service still has that one link for the page.
  const again = await popupOn(tab, { key: null });
  await expect(again.shortLink()).toHaveAttribute('title', tagged);
  await expect(again.page.locator('.link-about bdi').last()).toHaveText(tags);
  await again.settled();
  expect(await again.page.evaluate(() => navigator.clipboard.readText())).toBe(tagged);
  expect(await sandboxLinks(sandbox, path)).toHaveLength(1);
  await again.close();
});

test('a preset fills the tags in one click', async ({ context, sandbox, popupOn }) => {
  await configure(context, {
    utmPresets: [
      { name: 'Newsletter', tags: { source: 'news', medium: 'email' } },
      { name: 'Mastodon', tags: { source: 'mastodon', medium: 'social', campaign: 'launch' } },
    ],
  });
  const path = `utm-preset-${Date.now()}`;
  const popup = await popupOn(`https://example.com/${path}?utm_source=old&lang=de`, { key: null });
  await expect(popup.shortLink()).toHaveAttribute('title', /^http/);
  const plain = await popup.shortUrl();

  await popup.settled();

  const form = await popup.customise();
  await form.locator('summary', { hasText: 'UTM tags' }).click();
  await form.getByRole('button', { name: 'Mastodon', exact: true }).click();
  await expect(form.getByLabel('Source', { exact: true })).toHaveValue('mastodon');
  await expect(form.getByLabel('Campaign', { exact: true })).toHaveValue('launch');
  await form.getByRole('button', { name: 'Save changes' }).click();
  await expect(popup.status()).toHaveText(
    // How it came, then when it was made.
    /^Changed in place: the same link, new details\.( · |$)/,
  );
  expect(await popup.shortUrl()).toBe(plain);

  const [made, ...more] = await sandboxLinks(sandbox, path);
  expect(more).toEqual([]);
  // The page's own utm_source is replaced, its other parameter kept.
  expect([...new URL(made?.original_url ?? '').searchParams]).toEqual([
    ['lang', 'de'],
    ['utm_source', 'mastodon'],
    ['utm_medium', 'social'],
    ['utm_campaign', 'launch'],
  ]);
  await popup.close();
});
