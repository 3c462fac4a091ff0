import { type BrowserContext, chromium, type Page } from '@playwright/test';
import { configure, expect, servePages, test } from './fixtures.ts';
import { otherLinkThan } from './popup.ts';
import { api, sandboxLinks } from './sandbox-api.ts';

const KEY = 'demo-enterprise-key';

// Issue 23, one link per page: two popups open at once on the same page end with one link on
// the service; Customise's back-half changes that link in place (a taken one is said once, by
// its field); "Make another link" is the one way to a second.

test.beforeEach(async ({ context, sandbox }) => {
  await servePages(context);
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  await configure(context, { baseUrl: sandbox.baseUrl, apiKey: KEY });
});

/** The page open in a tab of a window of its own. */
async function inNewWindow(context: BrowserContext, url: string): Promise<void> {
  const browser = context.browser();
  if (!browser) throw new Error('no browser handle for CDP');
  const session = await browser.newBrowserCDPSession();
  await session.send('Target.createTarget', { url, newWindow: true } as never);
  await session.detach();
}

test('two popups at once on the same page make one link', async ({
  context,
  extensionId,
  cdpPort,
  sandbox,
}) => {
  const url = `https://example.com/twice-${Date.now()}`;
  await inNewWindow(context, url);
  await inNewWindow(context, url);
  await expect.poll(() => context.pages().filter((p) => p.url() === url).length).toBe(2);
  // Both toolbar buttons clicked one straight after the other, each in its own window.
  const browser = context.browser();
  if (!browser) throw new Error('no browser handle for CDP');
  const session = await browser.newBrowserCDPSession();
  const { targetInfos } = (await session.send('Target.getTargets', {
    filter: [{ type: 'tab' }],
  } as never)) as { targetInfos: { targetId: string; url: string }[] };
  const both = targetInfos.filter((t) => t.url === url).map((t) => t.targetId);
  expect(both).toHaveLength(2);
  await Promise.all(
    both.map((targetId) =>
      session.send('Extensions.triggerAction' as never, { id: extensionId, targetId } as never),
    ),
  );
  await session.detach();
  // Playwright sees only the pages there when it connects: first, both popups.
  const popupTargets = async () => {
    const list = await fetch(`http://127.0.0.1:${cdpPort}/json/list`);
    return ((await list.json()) as { url: string }[]).filter((t) => t.url.endsWith('/popup.html'));
  };
  await expect.poll(async () => (await popupTargets()).length).toBe(2);
  const connection = await chromium.connectOverCDP(`http://127.0.0.1:${cdpPort}`);
  try {
    const popups = () =>
      connection
        .contexts()
        .flatMap((c) => c.pages())
        .filter((p) => p.url().endsWith('/popup.html'));
    await expect.poll(() => popups().length).toBe(2);
    const shown = async (p: Page) => {
      const link = p.locator('.link-card .short-link[title]');
      await link.waitFor();
      return link.getAttribute('title');
    };
    const [first, second] = await Promise.all(popups().map(shown));
    // One waited for the other, then found its link in history.
    expect(second).toBe(first);
    const links = await sandboxLinks(sandbox, url);
    expect(links.map((l) => l.short_url)).toEqual([first]);
  } finally {
    await connection.close();
  }
});

test('a taken alias is said under its field and keeps the link; a free one edits the link in place', async ({
  sandbox,
  popupOn,
}) => {
  // An alias the account already uses, as another device would have taken it.
  const taken = `taken-${Date.now()}`;
  const res = await api(
    sandbox,
    '/links',
    {
      method: 'POST',
      body: JSON.stringify({ original_url: 'https://example.com/elsewhere', custom_alias: taken }),
    },
    KEY,
  );
  expect(res.status).toBe(201);

  const url = `https://example.com/alias-${Date.now()}`;
  const popup = await popupOn(url, { key: null });
  const { page } = popup;
  await expect(popup.shortLink()).toHaveAttribute('title', /^http/);
  const made = await popup.shortUrl();
  await popup.settled();
  const [before] = await sandboxLinks(sandbox, url);

  const form = await popup.customise();
  const field = form.getByLabel('Back-half (alias)');
  await field.fill(taken);
  await form.getByRole('button', { name: 'Save changes' }).click();
  await expect(field).toHaveAttribute('aria-invalid', 'true');
  await expect(field).toBeFocused();
  // The card stays, with its link; the refusal is said once, under the field, not as an alert.
  await expect(popup.shortLink()).toHaveAttribute('title', made);
  await expect(page.getByText('This alias is already taken. Try another one.')).toHaveCount(1);
  await expect(field).toHaveAccessibleDescription(/already taken/);
  await expect(page.getByRole('alert')).toHaveCount(0);

  // A free alias: the same link on the service, with its new back-half, shown on the card.
  const free = `free-${Date.now()}`;
  await field.fill(free);
  await form.getByRole('button', { name: 'Save changes' }).click();
  await expect(popup.shortLink()).toHaveAttribute('title', new RegExp(`/${free}$`));
  await expect(popup.status()).toHaveText(
    // How it came, then when it was made.
    /^Changed in place: the same link, new details\.( · |$)/,
  );
  const links = await sandboxLinks(sandbox, url);
  expect(links.map((l) => [l.id, l.short_code])).toEqual([[before?.id, free]]);
  expect(links[0]?.short_url).toBe(await popup.shortUrl());
  await popup.close();
});

test('"Make another link" makes a second link for the page and says so', async ({
  sandbox,
  popupOn,
}) => {
  const url = `https://example.com/another-${Date.now()}`;
  const popup = await popupOn(url, { key: null });
  await popup.settled();
  const first = await popup.shortUrl();
  await popup.page.getByRole('button', { name: 'Make another link' }).click();
  await expect(popup.shortLink()).toHaveAttribute('title', otherLinkThan(first));
  await expect(popup.status()).toHaveText(
    // How it came, then when it was made.
    /^Another link for this page: it now has two\.( · |$)/,
  );
  const links = await sandboxLinks(sandbox, url);
  expect(links.map((l) => l.short_url).sort()).toEqual([first, await popup.shortUrl()].sort());
  await popup.close();
});
