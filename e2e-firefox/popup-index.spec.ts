import { afterEach, expect, test } from 'vitest';
import { api, type Link, sandboxLinks } from '../e2e/sandbox-api.ts';
import {
  clipboardText,
  configure,
  FIREFOX_DIR,
  firefoxAndSandbox,
  servedTab,
  waitFor,
} from './firefox.ts';
import { closeAll, openPopup, shortLink } from './popup.ts';

// One link per page in Firefox: a link the account already has, made elsewhere, reaches the
// background page's index of the account's links, and the popup shows and copies it
// (lib/link-index/). The popup opens as in popup.spec.ts (browserAction.openPopup()).

const KEY = 'demo-pro-key';
const run = firefoxAndSandbox(FIREFOX_DIR, { hostAccess: 'https://example.com/*' });
// A test that fails leaves no popup open, nor its tab, for the next one.
afterEach(() => closeAll(run.firefox));

test('a link made elsewhere for the page is shown and copied, and no second one is made', async () => {
  const url = `https://example.com/made-elsewhere-${Date.now()}`;
  // Another device: the service's own HTTP API with the demo key.
  const { body: made } = await api<Link>(
    run.sandbox,
    '/links',
    { method: 'POST', body: JSON.stringify({ original_url: url }) },
    KEY,
  );

  // Setting the key is one of the index's triggers: the background page reads the newest links.
  await configure(run.firefox.page, { baseUrl: run.sandbox.baseUrl, apiKey: KEY });
  await waitFor(
    run.firefox.page,
    async (id) => {
      const { linkIndex } = await browser.storage.local.get('linkIndex');
      const links = (linkIndex as { links?: string } | undefined)?.links ?? '';
      // One line a link, the id third of its tab-separated fields (lib/link-index/stored-index.ts).
      return links.split('\n').some((line) => line.split('\t')[2] === String(id));
    },
    made.id,
  );

  const tab = await servedTab(run.firefox, new URL(url).pathname.slice(1));
  await openPopup(run.firefox.page);
  expect(await shortLink(run.firefox.page)).toBe(made.short_url);
  expect(await clipboardText(tab)).toBe(made.short_url);
  expect(await sandboxLinks(run.sandbox, url, KEY)).toHaveLength(1);
});
