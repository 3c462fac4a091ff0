import { storage } from 'wxt/utils/storage';
import type { AuthMethod } from '../api/client';
import { isObject } from '../api/is-object';
import { DEFAULT_API_KEY, DEFAULT_BASE_URL } from './defaults';
import { inTurn } from './in-turn';
import type { Connection } from './preferences';

/**
 * The connections a person saved (a service and a key each) and the one in use, the default: the
 * popup opens on it and its header switches it; the shortcut, the address bar and the worker's
 * index of links follow it. In `local` alone: each holds a credential.
 */

export interface Account extends Connection {
  id: string;
  /** What the popup's header, the menu and the panel call it. */
  name: string;
  /**
   * Where its new links go unless one asks otherwise: one of its domains, or null for the
   * service's own. Another account's domain would be refused (422).
   */
  domainId: number | null;
}

/** What a request on the account needs: its service, its key and its default domain. */
export type AccountConnection = Omit<Account, 'id' | 'name'>;

export interface Accounts {
  /** The account in use; always one of `list` when there is one. */
  defaultId: string;
  list: Account[];
}

export const accountsItem = storage.defineItem<unknown>('local:accounts', {
  fallback: null,
  version: 1,
});

const METHODS: readonly unknown[] = ['bearer', 'header', 'query'] satisfies AuthMethod[];

/** A base URL's host, the name an account gets until it is given one. */
export function hostOf(baseUrl: string): string {
  try {
    return new URL(baseUrl).host;
  } catch {
    return baseUrl;
  }
}

// An entry of a foreign shape, with no id (none is '': no account), or with no key (it can reach
// nothing), is skipped.
function readAccount(v: unknown): Account[] {
  if (!isObject(v) || typeof v.id !== 'string' || v.id === '') return [];
  if (typeof v.baseUrl !== 'string') return [];
  if (typeof v.apiKey !== 'string' || v.apiKey.trim() === '') return [];
  const name = typeof v.name === 'string' && v.name.trim() !== '' ? v.name : hostOf(v.baseUrl);
  const authMethod = METHODS.includes(v.authMethod) ? (v.authMethod as AuthMethod) : 'bearer';
  const domainId = Number.isInteger(v.domainId) ? (v.domainId as number) : null;
  return [{ id: v.id, name, baseUrl: v.baseUrl, apiKey: v.apiKey, authMethod, domainId }];
}

/** The stored accounts (accountsItem); a default that is gone falls to the first. */
export function readAccounts(stored: unknown): Accounts {
  const raw = isObject(stored) && Array.isArray(stored.list) ? stored.list : [];
  const list = raw
    .flatMap(readAccount)
    .filter((a, i, all) => all.findIndex((b) => b.id === a.id) === i);
  const asked = isObject(stored) ? stored.defaultId : undefined;
  return { defaultId: list.find((a) => a.id === asked)?.id ?? list[0]?.id ?? '', list };
}

/** No account: no key, so nothing is sent. */
const NONE: AccountConnection = { baseUrl: '', apiKey: '', authMethod: 'bearer', domainId: null };

/** The account in use; with none saved, the build's own (none in production: no key). */
export function inUse(accounts: Accounts): Account {
  const built = { ...NONE, id: '', name: '', baseUrl: DEFAULT_BASE_URL, apiKey: DEFAULT_API_KEY };
  return accounts.list.find((a) => a.id === accounts.defaultId) ?? built;
}

export const loadAccounts = async (): Promise<Accounts> =>
  readAccounts(await accountsItem.getValue());

/** One account's connection: the one asked for by id (none if it is gone), else the default. */
export async function accountConnection(id?: string): Promise<AccountConnection> {
  const accounts = await loadAccounts();
  if (id === undefined) return inUse(accounts);
  return accounts.list.find((a) => a.id === id) ?? NONE;
}

// One change at a time within a page: two quick saves must not drop one another.
const inTurnAccounts = inTurn(loadAccounts);
const change = (edit: (accounts: Accounts) => Accounts): Promise<Accounts> =>
  inTurnAccounts(async (accounts) => {
    const changed = edit(accounts);
    await accountsItem.setValue(changed);
    return readAccounts(changed);
  });

export const newAccountId = () => crypto.randomUUID().slice(0, 8);

/**
 * Adds the account, or replaces the one with its id; the first one is the default. Its default
 * domain is kept: the connection card may have been opened before it was chosen (chooseDomain).
 */
export const saveAccount = (account: Account) =>
  change(({ defaultId, list }) => ({
    defaultId: defaultId || account.id,
    list: list.some((a) => a.id === account.id)
      ? list.map((a) => (a.id === account.id ? { ...account, domainId: a.domainId } : a))
      : [...list, account],
  }));

/** The account's default domain chosen (the options page's, for the account in use). */
export const chooseDomain = (id: string, domainId: number | null) =>
  change(({ defaultId, list }) => ({
    defaultId,
    list: list.map((a) => (a.id === id ? { ...a, domainId } : a)),
  }));

export const chooseAccount = (id: string) => change((a) => ({ ...a, defaultId: id }));

/** The account and its key gone (its links and caches: lib/settings/remove-account.ts). */
export const dropAccount = (id: string) =>
  change(({ defaultId, list }) => ({ defaultId, list: list.filter((a) => a.id !== id) }));

const OLD_KEYS = ['local:baseUrl', 'local:apiKey', 'local:authMethod'] as const;

/**
 * An older version's connection becomes an account (the default, when it is the first), with
 * the preferences' default domain, and its three items go. The worker runs it at each start;
 * once done, it finds nothing.
 */
export async function migrateConnection(): Promise<void> {
  const [baseUrl, apiKey, authMethod, prefs] = (
    await storage.getItems([...OLD_KEYS, 'local:preferences'])
  ).map((i) => i.value);
  if (baseUrl === null && apiKey === null && authMethod === null) return;
  const domainId = isObject(prefs) ? prefs.defaultDomainId : null;
  const [old] = readAccount({ id: newAccountId(), baseUrl, apiKey, authMethod, domainId });
  if (old) {
    await change((a) =>
      a.list.some((b) => b.baseUrl === old.baseUrl && b.apiKey === old.apiKey)
        ? a
        : { defaultId: a.defaultId || old.id, list: [...a.list, old] },
    );
  }
  await storage.removeItems([...OLD_KEYS]);
}
