import { afterEach, expect, test } from 'vitest';
import { storedAccount } from '../e2e/browser.ts';
import { sandboxLinks } from '../e2e/sandbox-api.ts';
import {
  configure,
  FIREFOX_DIR,
  firefoxAndSandbox,
  goTo,
  grantOrigin,
  servedTab,
  waitFor,
} from './firefox.ts';
import { clickInPopup, closeAll, openPopup, popupText, shortLink } from './popup.ts';

// Two accounts in Firefox (issue 36 §1), the Pro and the Enterprise demo keys: the popup's header
// switches the account and the link is made there; the menu has one "Shorten with" entry per
// account (Firefox's menus API, in the background page).

const run = firefoxAndSandbox(FIREFOX_DIR, { hostAccess: 'https://example.com/*' });
afterEach(() => closeAll(run.firefox));

const account = (id: string, name: string, apiKey: string) =>
  storedAccount(id, name, apiKey, run.sandbox.baseUrl);

/** Whether the background page's menu has an entry with this id (update fails for none). */
const hasMenu = (id: string) =>
  run.firefox.page.evaluate(async (menuId) => {
    const background = (await browser.runtime.getBackgroundPage()) as Window & {
      browser: typeof browser;
    };
    return background.browser.contextMenus.update(menuId, {}).then(
      () => true,
      () => false,
    );
  }, id);

test('the header switches the account, the link is made on it; the menu has an entry per account', async () => {
  const { page } = run.firefox;
  await goTo(page, 'options.html');
  await grantOrigin(page, 'https://example.com/*');
  await configure(page, {
    accounts: {
      defaultId: 'pro',
      list: [
        account('pro', 'Pro', 'demo-pro-key'),
        account('ent', 'Enterprise', 'demo-enterprise-key'),
      ],
    },
  });
  for (const id of ['shorten-page@pro', 'shorten-page@ent', 'shorten-link@ent']) {
    await expect.poll(() => hasMenu(id)).toBe(true);
  }

  const path = `firefox-accounts-${Date.now()}`;
  const url = `https://example.com/${path}`;
  await servedTab(run.firefox, path);
  await openPopup(page);
  const proLink = await shortLink(page);
  expect((await sandboxLinks(run.sandbox, url, 'demo-pro-key')).map((l) => l.short_url)).toEqual([
    proLink,
  ]);
  expect(await popupText(page, '.account-switch')).toContain('Enterprise');

  await clickInPopup(page, '.account-switch button:not([aria-pressed="true"])');
  const entLink = await waitFor(
    page,
    async (before) => {
      const view = (browser.extension.getViews({ type: 'popup' }) as unknown as Window[])[0];
      const now = view?.document.querySelector('.link-card .short-link')?.getAttribute('title');
      return now && now !== before ? now : null;
    },
    proLink,
  );
  expect(
    (await sandboxLinks(run.sandbox, url, 'demo-enterprise-key')).map((l) => l.short_url),
  ).toEqual([entLink]);
  const stored = await page.evaluate(
    async () => (await browser.storage.local.get('accounts')).accounts,
  );
  expect(stored).toMatchObject({ defaultId: 'ent' });
});
