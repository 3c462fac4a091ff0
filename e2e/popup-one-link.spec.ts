import { type BrowserContext, chromium, type Page } from '@playwright/test';
import { configure, expect, servePages, test } from './fixtures.ts';
import { sandboxLinks } from './sandbox-api.ts';

const KEY = 'demo-enterprise-key';

// Issue 23, one link per page: two popups open at once on the same page end with one link on
// the service. (Customise's back-half changing that link in place, and "Make another link" as
// the one way to a second: tests/entrypoints/popup/.)

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
