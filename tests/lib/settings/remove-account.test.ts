import { beforeEach, describe, expect, it } from 'vitest';
import { fakeBrowser } from 'wxt/testing/fake-browser';
import { accountScope, scopeKey } from '../../../lib/account';
import { offlineQueueItem, track } from '../../../lib/background/offline/queue';
import { recentLinks } from '../../../lib/history';
import { canEditLinks, rememberNoLinkEdit } from '../../../lib/link-edit';
import { refreshLinkIndex } from '../../../lib/link-index/index-refresh';
import { loadIndex } from '../../../lib/link-index/stored-index';
import { panelCacheItem, savePanelCache } from '../../../lib/panel/saved-panel';
import { domainCacheItem, domainChoices } from '../../../lib/settings/domain-choices';
import { removeAccount } from '../../../lib/settings/remove-account';
import { shorten } from '../../../lib/shorten';
import { type Account, loadAccounts, saveAccount } from '../../../lib/storage/accounts';
import { BASE, inProcessSandbox } from '../../support/sandbox';

// Removing an account (issue 36): its key, and everything kept of its links here, go; the other
// account's stay. The links are made and read through the real flow, against the sandbox.

const PRO: Account = {
  id: 'p',
  name: 'Pro',
  baseUrl: BASE,
  apiKey: 'demo-pro-key',
  authMethod: 'bearer',
  domainId: null,
};
const ENT: Account = { ...PRO, id: 'e', name: 'Enterprise', apiKey: 'demo-enterprise-key' };

let sb: ReturnType<typeof inProcessSandbox>;
beforeEach(() => {
  fakeBrowser.reset();
  sb = inProcessSandbox(Date.UTC(2026, 2, 15, 12));
});

/** A link, the index, the domains and a saved panel for the account: what using it leaves. */
async function use(account: Account, page: string) {
  await saveAccount(account);
  const made = await shorten({ url: page, copy: false }, { connection: account, fetch: sb.fetch });
  expect(made.kind).toBe('link');
  await refreshLinkIndex({ connection: account, fetch: sb.fetch });
  await domainChoices(account, { fetch: sb.fetch });
  await rememberNoLinkEdit(await accountScope(account));
  await track({ url: page, surface: 'menu', account: account.id }, `q-${account.id}`);
}

describe('removeAccount', () => {
  it("removes the account's key, links, index and caches, and leaves the other's", async () => {
    await use(PRO, 'https://example.com/pro');
    await use(ENT, 'https://example.com/ent');
    const [pro, ent] = [await accountScope(PRO), await accountScope(ENT)];
    // The index and the caches hold one account at a time: the Pro one's, made last.
    await refreshLinkIndex({ connection: PRO, fetch: sb.fetch });
    await domainChoices(PRO, { fetch: sb.fetch });
    await savePanelCache({ scope: scopeKey(pro), saved_at: 1, state: {} });

    await removeAccount('p');

    expect(await loadAccounts()).toEqual({ defaultId: 'e', list: [ENT] });
    expect(JSON.stringify(await fakeBrowser.storage.local.get(null))).not.toContain('demo-pro-key');
    expect((await recentLinks()).map((e) => e.original_url)).toEqual(['https://example.com/ent']);
    expect((await recentLinks()).every((e) => e.account === ent.account)).toBe(true);
    expect(await loadIndex(pro)).toBeUndefined();
    expect(await panelCacheItem.getValue()).toBeNull();
    expect(await domainCacheItem.getValue()).toBeNull();
    expect(await canEditLinks(pro)).toBe(true);
    expect(await canEditLinks(ent)).toBe(false);
    expect((await offlineQueueItem.getValue()).map((q) => q.account)).toEqual(['e']);
  });

  it("keeps another account's index and caches", async () => {
    await use(PRO, 'https://example.com/pro');
    await use(ENT, 'https://example.com/ent');
    const ent = await accountScope(ENT);
    await removeAccount('p');
    expect(await loadIndex(ent)).toBeDefined();
    expect(await domainCacheItem.getValue()).toMatchObject({ account: ent.account });
  });

  it('keeps the links of a second account with the same service and key', async () => {
    await use(PRO, 'https://example.com/pro');
    await saveAccount({ ...PRO, id: 'p2', name: 'Pro again' });
    await removeAccount('p');
    expect(await recentLinks()).toHaveLength(1);
    expect(await loadIndex(await accountScope(PRO))).toBeDefined();
  });
});
