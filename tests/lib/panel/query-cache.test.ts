// @vitest-environment happy-dom
import { type QueryClient, QueryObserver } from '@tanstack/react-query';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeBrowser } from 'wxt/testing/fake-browser';
import { type Api, scopedKey } from '../../../entrypoints/sidepanel/ApiContext';
import { accountScope, scopeKey } from '../../../lib/account';
import { createClient } from '../../../lib/api/client';
import { getDomain, listDomains } from '../../../lib/api/domains';
import { isApiError } from '../../../lib/api/errors';
import { listQrCodes } from '../../../lib/api/qrcodes';
import { createQueryClient, persistQueries, restoreQueries } from '../../../lib/panel/query-cache';
import { type PanelCache, panelCacheItem } from '../../../lib/panel/saved-panel';
import { BASE, type Sandbox, sandbox, T0 } from '../helpers';

// lib/panel/query-cache.ts: the side panel's query client, and its cache saved to storage.local per account
// scope. The real API client talks to the in-process sandbox; storage is WXT's fake browser.

const DAY_MS = 24 * 60 * 60_000;

let box: Sandbox;
/** Every value written to storage.local's panelCache, in order. */
let writes: (PanelCache | null)[];

beforeEach(() => {
  fakeBrowser.reset();
  // Only the timers persistQueries uses (and the clock it stamps saved_at with): setImmediate
  // stays real, so `settle` can let the storage writes finish.
  vi.useFakeTimers({ now: T0, toFake: ['setTimeout', 'clearTimeout', 'Date'] });
  box = sandbox();
  writes = [];
  fakeBrowser.storage.local.onChanged.addListener((changes) => {
    if ('panelCache' in changes) writes.push(changes.panelCache?.newValue as PanelCache | null);
  });
});

afterEach(() => {
  vi.useRealTimers();
});

/** Lets pending promise chains (the storage writes) finish, without moving the fake clock. */
const settle = () => new Promise<void>((done) => setImmediate(done));

/** Moves the clock on and lets whatever that started finish. */
async function advance(ms: number) {
  await vi.advanceTimersByTimeAsync(ms);
  await settle();
}

/** The panel's API as entrypoints/sidepanel/App.tsx builds it, over the sandbox. */
async function panelApi(apiKey = 'demo-pro-key', baseUrl = BASE): Promise<Api> {
  const connection = { baseUrl, apiKey, authMethod: 'bearer', domainId: null } as const;
  return {
    client: createClient({ ...connection, fetch: box.fetch }),
    connection,
    scope: await accountScope(connection),
  };
}

// Query keys as the sections build them (scopedKey), so a saved cache looks like the panel's.
const domainsKey = (api: Api) => scopedKey(api, 'domains', 'list', {});
const qrKey = (api: Api) => scopedKey(api, 'qrcodes', 'list', {});
const domainKey = (api: Api, id: number) => scopedKey(api, 'domains', 'one', id);

const loadDomains = (queries: QueryClient, api: Api) =>
  queries.fetchQuery({
    queryKey: domainsKey(api),
    queryFn: ({ signal }) => listDomains(api.client, {}, { signal }),
  });
const loadQrCodes = (queries: QueryClient, api: Api) =>
  queries.fetchQuery({
    queryKey: qrKey(api),
    queryFn: ({ signal }) => listQrCodes(api.client, {}, { signal }),
  });
/** One domain, asked anew each time (staleTime 0); resolves to the error when it fails. */
const loadDomain = (queries: QueryClient, api: Api, id: number) =>
  queries
    .fetchQuery({
      queryKey: domainKey(api, id),
      queryFn: ({ signal }) => getDomain(api.client, id, { signal }),
      staleTime: 0,
    })
    .catch((e: unknown) => e);

/** The keys of the queries in the last saved cache. */
async function savedKeys(): Promise<unknown[]> {
  const saved = await panelCacheItem.getValue();
  const state = saved?.state as { queries: { queryKey: unknown[] }[] } | undefined;
  return state?.queries.map((q) => q.queryKey) ?? [];
}

/** A panel session that loaded the domains and closed: the cache it left in storage. */
async function sessionThatLoadedDomains(api: Api) {
  const queries = createQueryClient();
  const stop = persistQueries(queries, api.scope);
  const domains = await loadDomains(queries, api);
  await advance(1000);
  stop();
  await settle();
  expect(domains.data.length).toBeGreaterThan(0);
  return domains;
}

describe('restoreQueries', () => {
  it('puts back the saved data for the same service and account, without a request', async () => {
    const api = await panelApi();
    const domains = await sessionThatLoadedDomains(api);
    const asked = box.sent.length;

    const reopened = createQueryClient();
    await restoreQueries(reopened, (await panelApi()).scope);
    expect(reopened.getQueryData(domainsKey(api))).toEqual(domains);
    expect(box.sent).toHaveLength(asked);
  });

  it('matches the service however its address was typed (the scope is normalised)', async () => {
    const api = await panelApi();
    const domains = await sessionThatLoadedDomains(api);

    const reopened = createQueryClient();
    await restoreQueries(
      reopened,
      (await panelApi('demo-pro-key', 'http://127.0.0.1:8787/')).scope,
    );
    expect(reopened.getQueryData(domainsKey(api))).toEqual(domains);
  });

  it("gives another account's panel nothing", async () => {
    await sessionThatLoadedDomains(await panelApi('demo-pro-key'));

    const other = await panelApi('demo-pro2-key');
    const reopened = createQueryClient();
    await restoreQueries(reopened, other.scope);
    expect(reopened.getQueryCache().getAll()).toEqual([]);
  });

  it('gives the same key on another service nothing', async () => {
    await sessionThatLoadedDomains(await panelApi('demo-pro-key', BASE));

    const elsewhere = await panelApi('demo-pro-key', 'http://localhost:8787/api/v1');
    const reopened = createQueryClient();
    await restoreQueries(reopened, elsewhere.scope);
    expect(reopened.getQueryCache().getAll()).toEqual([]);
  });

  it('uses a cache up to 24 hours old, and ignores an older one', async () => {
    const api = await panelApi();
    const domains = await sessionThatLoadedDomains(api);
    const saved = await panelCacheItem.getValue();
    if (!saved) throw new Error('nothing was saved');

    const dayOld = createQueryClient();
    await restoreQueries(dayOld, api.scope, saved.saved_at + DAY_MS);
    expect(dayOld.getQueryData(domainsKey(api))).toEqual(domains);

    const tooOld = createQueryClient();
    await restoreQueries(tooOld, api.scope, saved.saved_at + DAY_MS + 1);
    expect(tooOld.getQueryCache().getAll()).toEqual([]);
  });

  it('ignores a saved cache it cannot read, and the panel still opens', async () => {
    const api = await panelApi();
    await panelCacheItem.setValue({
      scope: scopeKey(api.scope),
      saved_at: T0,
      state: { queries: 5 },
    });

    const reopened = createQueryClient();
    await expect(restoreQueries(reopened, api.scope)).resolves.toBeUndefined();
    expect(reopened.getQueryCache().getAll()).toEqual([]);
  });
});

describe('persistQueries', () => {
  it('saves under the account scope, stamped with the time of saving', async () => {
    const api = await panelApi();
    const queries = createQueryClient();
    persistQueries(queries, api.scope);
    await loadDomains(queries, api);
    await advance(1000);

    const saved = await panelCacheItem.getValue();
    expect(saved?.scope).toBe(scopeKey(api.scope));
    expect(saved?.saved_at).toBe(T0 + 1000);
    expect(await savedKeys()).toEqual([domainsKey(api)]);
  });

  it('never saves an error: neither a failed request nor a failed refresh of earlier data', async () => {
    const api = await panelApi();
    const queries = createQueryClient();
    persistQueries(queries, api.scope);
    await loadDomains(queries, api);
    const missing = await loadDomain(queries, api, 999_999);
    expect(isApiError(missing, 'not_found')).toBe(true);

    // A domain that loads, then is deleted elsewhere: its refresh fails, its old data stays.
    const { data } = await loadDomains(queries, api);
    const id = data[0]?.id ?? -1;
    await loadDomain(queries, api, id);
    await advance(1000);
    expect(await savedKeys()).toEqual([domainsKey(api), domainKey(api, id)]);

    expect((await box.api(`/domains/${id}`, 'demo-pro-key', { method: 'DELETE' })).status).toBe(
      200,
    );
    expect(isApiError(await loadDomain(queries, api, id), 'not_found')).toBe(true);
    expect(queries.getQueryState(domainKey(api, id))?.status).toBe('error');
    expect(queries.getQueryData(domainKey(api, id))).toBeDefined();
    await advance(1000);
    expect(await savedKeys()).toEqual([domainsKey(api)]);
  });

  it('stops saving a query once it is removed or reset', async () => {
    const api = await panelApi();
    const queries = createQueryClient();
    persistQueries(queries, api.scope);
    await loadDomains(queries, api);
    await loadQrCodes(queries, api);
    await advance(1000);
    expect(await savedKeys()).toEqual([domainsKey(api), qrKey(api)]);

    queries.removeQueries({ queryKey: domainsKey(api), exact: true });
    await advance(1000);
    expect(await savedKeys()).toEqual([qrKey(api)]);

    await queries.resetQueries({ queryKey: qrKey(api), exact: true });
    await advance(1000);
    expect(await savedKeys()).toEqual([]);
  });

  it('saves at most once a second, with the latest state', async () => {
    const api = await panelApi();
    const queries = createQueryClient();
    persistQueries(queries, api.scope);

    await loadDomains(queries, api);
    await advance(999);
    expect(writes).toHaveLength(0);
    await advance(1);
    expect(writes).toHaveLength(1);
    expect(writes[0]?.saved_at).toBe(T0 + 1000);

    // Three changes within the next second: one write, a second after the first change.
    await loadQrCodes(queries, api);
    await advance(400);
    await loadDomain(queries, api, 1);
    await advance(400);
    queries.removeQueries({ queryKey: domainsKey(api), exact: true });
    await advance(199);
    expect(writes).toHaveLength(1);
    await advance(1);
    expect(writes).toHaveLength(2);
    expect(writes[1]?.saved_at).toBe(T0 + 2000);
    expect(await savedKeys()).toEqual([qrKey(api), domainKey(api, 1)]);

    // Nothing changed since: nothing more is written.
    await advance(5000);
    expect(writes).toHaveLength(2);
  });

  it('writes a pending save at once when stopped, and nothing after', async () => {
    const api = await panelApi();
    const queries = createQueryClient();
    const stop = persistQueries(queries, api.scope);
    await loadDomains(queries, api);
    await advance(300);
    expect(writes).toHaveLength(0);

    stop();
    await settle();
    expect(writes).toHaveLength(1);
    expect(await savedKeys()).toEqual([domainsKey(api)]);

    await loadQrCodes(queries, api);
    await advance(5000);
    expect(writes).toHaveLength(1);
  });
});

describe('createQueryClient', () => {
  // A query as a mounted useQuery runs it, in a browser-like environment (happy-dom, this file's
  // environment): there TanStack's own default is three retries; under node it would be none.
  it.each([
    ['404', 'demo-pro-key', 'not_found'],
    ['401', 'demo-inactive-key', 'unauthorized'],
    ['403', 'demo-free-key', 'plan'],
  ] as const)('asks once on a %s: no retries', async (_status, key, kind) => {
    const api = await panelApi(key);
    const queries = createQueryClient();
    const observer = new QueryObserver(queries, {
      queryKey: domainKey(api, 999_999),
      queryFn: ({ signal }) => getDomain(api.client, 999_999, { signal }),
    });
    const stop = observer.subscribe(() => {});
    // Far longer than TanStack's default retries (1 s, 2 s, 4 s apart) would take.
    await advance(60_000);
    stop();

    const result = observer.getCurrentResult();
    expect(result.status).toBe('error');
    expect(isApiError(result.error, kind)).toBe(true);
    expect(box.sent.filter((s) => s.url.endsWith('/domains/999999'))).toHaveLength(1);
  });
});
