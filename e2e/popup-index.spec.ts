import type { BrowserContext } from '@playwright/test';
import {
  configure,
  expect,
  readHistory,
  readStored,
  type Sandbox,
  servePages,
  test,
} from './fixtures.ts';
import { api, type Link, sandboxLinks } from './sandbox-api.ts';

// One link per page: a link the account already has, made on another device or in the
// service's dashboard, is the one the real toolbar popup shows and copies (lib/link-index/).

/** A link made through the sandbox's HTTP API with the demo key, as another device would. */
async function madeElsewhere(sandbox: Sandbox, url: string) {
  const made = await api<Link>(sandbox, '/links', {
    method: 'POST',
    body: JSON.stringify({ original_url: url }),
  });
  expect(made.status).toBe(201);
  return made.body;
}

/**
 * The ids in the worker's index of the account's links (`linkIndex` in storage.local): one line
 * a link, the id third of its tab-separated fields (lib/link-index/stored-index.ts).
 */
async function indexedIds(context: BrowserContext): Promise<number[]> {
  const links = (await readStored<{ links?: string }>(context, 'linkIndex'))?.links ?? '';
  return links === '' ? [] : links.split('\n').map((line) => Number(line.split('\t')[2]));
}

test('a link made elsewhere for the page is shown and copied, and no second one is made', async ({
  context,
  sandbox,
  popupOn,
}) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  await servePages(context);
  const pageUrl = `https://example.com/made-elsewhere-${Date.now()}`;
  const made = await madeElsewhere(sandbox, pageUrl);

  // Setting the key is one of the index's triggers: the worker reads the account's newest links.
  await configure(context, { baseUrl: sandbox.baseUrl, apiKey: 'demo-pro-key' });
  await expect.poll(() => indexedIds(context)).toContain(made.id);

  const popup = await popupOn(pageUrl, { key: null });
  await expect(popup.shortLink()).toHaveAttribute('title', made.short_url);
  await popup.settled();
  expect(await popup.page.evaluate(() => navigator.clipboard.readText())).toBe(made.short_url);
  // Recorded like a reused link, so Recent links show it.
  expect((await readHistory(context)).map((e) => e.link_id)).toEqual([made.id]);
  expect((await sandboxLinks(sandbox, pageUrl, 'demo-pro-key')).map((l) => l.id)).toEqual([
    made.id,
  ]);
  await popup.close();
});
