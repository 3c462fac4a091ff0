import { chromium, type Page } from '@playwright/test';
import {
  configure,
  expect,
  readHistory,
  readStored,
  type Sandbox,
  servePages,
  test,
} from './fixtures.ts';
import type { ToolbarPopup } from './popup.ts';
import { sandboxLinks } from './sandbox-api.ts';

// Issue 13's popup: links you can trust (a deleted one is never handed out again) and manage
// (Customise replaces the link where the service can't edit it; one click, one dynamic QR code), in the real
// toolbar popup against the sandbox over HTTP.

const KEY = 'demo-enterprise-key';

async function api(sandbox: Sandbox, path: string, init: RequestInit = {}) {
  return fetch(`${sandbox.baseUrl}${path}`, {
    ...init,
    headers: { Authorization: `Bearer ${KEY}`, Accept: 'application/json' },
  });
}

const clipboard = (popup: ToolbarPopup) =>
  popup.page.evaluate(() => navigator.clipboard.readText());

test.beforeEach(async ({ context, sandbox }) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  await servePages(context);
  await configure(context, { baseUrl: sandbox.baseUrl, apiKey: KEY });
});

test('a link deleted on the service is replaced, copied in its place, and leaves history', async ({
  context,
  sandbox,
  popupOn,
}) => {
  const page = `https://example.com/deleted-${Date.now()}`;
  const first = await popupOn(page, { key: null });
  const { tab } = first;
  await first.settled();
  const dead = await first.shortUrl();
  await first.close();
  const [made] = await sandboxLinks(sandbox, page);
  expect((await api(sandbox, `/links/${made?.id}`, { method: 'DELETE' })).status).toBe(200);

  const again = await popupOn(tab, { key: null });
  await expect(again.page.getByText(/was deleted on the service; this new one/)).toBeVisible();
  const fresh = await again.shortUrl();
  expect(fresh).not.toBe(dead);
  expect(await clipboard(again)).toBe(fresh);
  expect((await readHistory(context)).map((e) => e.link_id)).not.toContain(made?.id);
  await again.close();
});

test('a link that cannot be checked is kept, and the popup says so', async ({
  context,
  sandbox,
  popupOn,
}) => {
  // Its own account, whose rate limit (120 a minute) the test can use up.
  const key = 'demo-pro2-key';
  await configure(context, { baseUrl: sandbox.baseUrl, apiKey: key });
  const first = await popupOn(`https://example.com/unchecked-${Date.now()}`, { key: null });
  const { tab } = first;
  await first.settled();
  const known = await first.shortUrl();
  await first.close();
  // The check (GET /links/{id}) then meets a 429 with a long Retry-After.
  const headers = { Authorization: `Bearer ${key}` };
  let status = 0;
  while (status !== 429) {
    status = (await fetch(`${sandbox.baseUrl}/domains`, { headers })).status;
  }
  const again = await popupOn(tab, { key: null });
  await expect(
    again.page.getByText('It could not be checked with the service just now.'),
  ).toBeVisible();
  await expect(again.shortLink()).toHaveAttribute('title', known);
  expect(await clipboard(again)).toBe(known);
  await again.close();
});

test('where the service cannot edit links, Customise makes the replacement and deletes the link just made', async ({
  context,
  sandbox,
  popupOn,
}) => {
  const page = `https://example.com/options-${Date.now()}`;
  const popup = await popupOn(page, { key: null });
  await popup.settled();
  const old = await popup.shortUrl();
  // This service has no PATCH /links/{id}: it answers 405, as such a service does.
  const patches: string[] = [];
  await popup.page.route(/\/links\/\d+$/, (route) => {
    if (route.request().method() !== 'PATCH') return route.fallback();
    patches.push(route.request().url());
    return route.fulfill({ status: 405, json: { message: 'Method Not Allowed' } });
  });

  const form = await popup.customise();
  const alias = `mine-${Date.now()}`;
  await form.getByLabel('Back-half (alias)').fill(alias);
  await form.getByRole('button', { name: 'Save changes' }).click();
  await expect(popup.shortLink()).toHaveAttribute('title', new RegExp(`/${alias}$`));
  await expect(popup.status()).toHaveText(
    // How it came, then when it was made.
    /^The link made a moment ago was deleted on the service; this one replaces it\.( · |$)/,
  );
  expect(patches).toHaveLength(1);
  expect(await clipboard(popup)).toMatch(new RegExp(`/${alias}$`));
  // Remembered for the account: the next Customise won't try to edit.
  expect(await readStored<string[]>(context, 'noLinkEdit')).toHaveLength(1);

  const links = await sandboxLinks(sandbox, page);
  expect(links.map((l) => l.short_url)).toEqual([await popup.shortUrl()]);
  // The recent links don't list the link shown at the top, nor the deleted one.
  const recent = popup.page.getByRole('region', { name: 'Recent links' });
  await expect(recent.getByText(alias)).toHaveCount(0);
  await expect(recent.getByText(old.replace(/^https?:\/\//, ''))).toHaveCount(0);
  expect((await readHistory(context)).map((e) => e.link_id)).toEqual(
    expect.arrayContaining([links[0]?.id]),
  );
  await popup.close();
});

test('"let me choose first": the popup makes no link until Shorten', async ({
  context,
  sandbox,
  popupOn,
}) => {
  await configure(context, {
    baseUrl: sandbox.baseUrl,
    apiKey: KEY,
    preferences: { onClick: 'choose' },
  });
  const page = `https://example.com/choose-${Date.now()}`;
  const popup = await popupOn(page, { key: null });
  await expect(
    popup.page.getByText("Choose the link's options, then shorten the page."),
  ).toBeVisible();
  await expect(popup.page.getByRole('img', { name: /^QR code/ })).toHaveCount(0);
  expect(await sandboxLinks(sandbox, page)).toEqual([]);

  await popup.page.getByLabel('Title').fill('Chosen title');
  await popup.page.getByRole('button', { name: 'Shorten', exact: true }).click();
  await expect(popup.shortLink()).toHaveAttribute('title', /^http/);
  const [made] = await sandboxLinks(sandbox, page);
  expect(made?.title).toBe('Chosen title');
  await popup.close();
});

test('the popup saves its code, in its style, as a dynamic QR code tied to the link in one click, and opens it in the side panel', async ({
  cdpPort,
  sandbox,
  popupOn,
}) => {
  const popup = await popupOn(`https://example.com/qr-once-${Date.now()}`, { key: null });
  await expect(popup.shortLink()).toHaveAttribute('title', /^http/);
  const shortUrl = await popup.shortUrl();
  await popup.page.getByRole('button', { name: 'QR code options' }).click();
  await expect(popup.page.getByRole('figure')).toContainText('Short link');
  await popup.page.getByText('Style', { exact: true }).click();
  await popup.page.getByLabel('Error correction').selectOption('H');
  const save = popup.page.getByRole('button', { name: 'Save as dynamic QR code', exact: true });
  await save.click();
  await expect(
    popup.page.getByText("Saved as a dynamic QR code. Find it in the side panel's QR codes tab."),
  ).toBeVisible();
  await expect(save).toHaveCount(0);

  // One click, one code on the service: dynamic, tied to the link, in the popup's style.
  const codes = (await (await api(sandbox, '/qrcodes?per_page=100')).json()) as {
    data: {
      id: number;
      content: string;
      link_id: number | null;
      is_dynamic: boolean;
      error_correction: string;
    }[];
  };
  const saved = codes.data.filter((c) => c.content === shortUrl);
  expect(saved).toHaveLength(1);
  const [link] = await sandboxLinks(sandbox, shortUrl.split('/').pop() ?? '');
  expect(saved[0]?.link_id).toBe(link?.id);
  expect(saved[0]?.is_dynamic).toBe(true);
  expect(saved[0]?.error_correction).toBe('H');

  // Then the side panel opens on its QR codes tab.
  await popup.page.getByRole('button', { name: 'Open in QR codes' }).click();
  const cdp = await chromium.connectOverCDP(`http://127.0.0.1:${cdpPort}`);
  try {
    const panel = async () =>
      cdp
        .contexts()
        .flatMap((c) => c.pages())
        .find((p) => p.url().endsWith('/sidepanel.html'));
    await expect.poll(async () => (await panel()) !== undefined).toBe(true);
    const page = (await panel()) as Page;
    await expect(page.getByRole('tab', { name: 'QR codes', selected: true })).toBeVisible();
  } finally {
    await cdp.close();
  }
});
