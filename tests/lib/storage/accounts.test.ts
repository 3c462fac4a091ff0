import { beforeEach, describe, expect, it } from 'vitest';
import { fakeBrowser } from 'wxt/testing/fake-browser';
import {
  chooseAccount,
  loadAccounts,
  migrateConnection,
  readAccounts,
  saveAccount,
} from '../../../lib/storage/accounts';
import { loadConnection } from '../../../lib/storage/preferences';
import { BASE } from '../../support/sandbox';

// The saved accounts (lib/storage/accounts.ts): an older version's one connection becomes the
// one account, nothing lost; the default is always one of them.

const WORK = {
  id: 'w',
  name: 'Work',
  baseUrl: BASE,
  apiKey: 'demo-pro-key',
  authMethod: 'bearer',
  domainId: null,
} as const;
const HOME = { ...WORK, id: 'h', name: 'Home', apiKey: 'demo-enterprise-key' };

beforeEach(() => {
  fakeBrowser.reset();
});

describe('migrateConnection', () => {
  it("makes an older version's connection the one account, in use, with the preferences' default domain, and removes its three items", async () => {
    await fakeBrowser.storage.local.set({
      baseUrl: BASE,
      apiKey: 'demo-pro-key',
      authMethod: 'header',
      preferences: { autoCopy: false, defaultDomainId: 7 },
    });
    await migrateConnection();
    const { defaultId, list } = await loadAccounts();
    expect(list).toEqual([
      {
        id: defaultId,
        name: '127.0.0.1:8787',
        baseUrl: BASE,
        apiKey: 'demo-pro-key',
        authMethod: 'header',
        domainId: 7,
      },
    ]);
    expect(await loadConnection()).toMatchObject({ baseUrl: BASE, apiKey: 'demo-pro-key' });
    expect(Object.keys(await fakeBrowser.storage.local.get(null)).sort()).toEqual([
      'accounts',
      'preferences',
    ]);
    // Run again at the next start, it finds nothing to do.
    await migrateConnection();
    expect((await loadAccounts()).list).toHaveLength(1);
  });

  it('adds it beside accounts saved meanwhile, once, leaving the default as it was', async () => {
    await saveAccount(HOME);
    await fakeBrowser.storage.local.set({ baseUrl: BASE, apiKey: 'demo-pro-key' });
    await migrateConnection();
    await fakeBrowser.storage.local.set({ baseUrl: BASE, apiKey: 'demo-pro-key' });
    await migrateConnection();
    const { defaultId, list } = await loadAccounts();
    expect(defaultId).toBe('h');
    expect(list.map((a) => a.apiKey)).toEqual(['demo-enterprise-key', 'demo-pro-key']);
  });

  it('drops a connection that had no key (it reached nothing), and its items', async () => {
    await fakeBrowser.storage.local.set({ baseUrl: BASE, apiKey: '' });
    await migrateConnection();
    expect(await fakeBrowser.storage.local.get(null)).toEqual({});
  });
});

describe('the accounts', () => {
  it('the first saved is the default; choosing another makes it the connection in use', async () => {
    await saveAccount(WORK);
    await saveAccount(HOME);
    expect((await loadConnection()).id).toBe('w');
    await chooseAccount('h');
    expect(await loadConnection()).toEqual(HOME);
  });

  it('reads a default that is gone as the first, and skips entries without a key or id', () => {
    const stored = {
      defaultId: 'gone',
      list: [
        { ...WORK, apiKey: ' ' },
        { ...HOME, id: 7 },
        { ...WORK, id: '' },
        HOME,
        { ...HOME, name: 'Twice' },
      ],
    };
    expect(readAccounts(stored)).toEqual({ defaultId: 'h', list: [HOME] });
  });
});
