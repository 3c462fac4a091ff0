import { beforeEach, describe, expect, it } from 'vitest';
import { fakeBrowser } from 'wxt/testing/fake-browser';
import { accountScope } from '../../../lib/account';
import {
  MAX_PAGES,
  PER_PAGE,
  REBUILD_MS,
  type RefreshDeps,
  refreshLinkIndex,
} from '../../../lib/link-index/index-refresh';
import {
  findIndexed,
  loadIndex,
  MAX_LINKS,
  storedIndex,
} from '../../../lib/link-index/stored-index';
import { BASE, type Sandbox, sandbox } from '../helpers';

// The index of the account's links against the in-process sandbox: what each refresh asks
// (s.sent), and what it keeps.

let s: Sandbox;

beforeEach(() => {
  fakeBrowser.reset();
  s = sandbox();
});

const connection = (key: string) => ({ baseUrl: BASE, apiKey: key, authMethod: 'bearer' as const });

function refresh(key = 'demo-enterprise-key', deps: RefreshDeps = {}, ifOlderThan?: number) {
  return refreshLinkIndex(
    {
      connection: connection(key),
      fetch: s.fetch,
      now: s.clock.now,
      sleep: async () => {},
      ...deps,
    },
    ifOlderThan === undefined ? {} : { ifOlderThan },
  );
}

const index = async (key = 'demo-enterprise-key') => loadIndex(await accountScope(connection(key)));
const asked = () => s.sent.map((r) => new URL(r.url).search);
const ENTERPRISE = 2;

/** `n` links in the Enterprise account, made a second apart, the last one newest. */
function addLinks(n: number, from = 0) {
  const insert = s.db.prepare(
    'INSERT INTO links (account_id, domain_id, short_code, original_url, title, created_at) VALUES (?, NULL, ?, ?, ?, ?)',
  );
  for (let i = from; i < from + n; i++) {
    s.clock.advance(1000);
    insert.run(ENTERPRISE, `bulk${i}`, `https://example.com/bulk/${i}`, `Bulk ${i}`, s.clock.now());
  }
}

/** A link made through the API, as another device or the dashboard would. */
async function madeElsewhere(url: string, key = 'demo-enterprise-key') {
  const res = await s.api('/links', key, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ original_url: url }),
  });
  return (await res.json()) as { id: number; short_url: string };
}

describe('the first refresh', () => {
  it('reads the newest links in pages of 100 until the last, and keeps them newest first', async () => {
    addLinks(150);
    expect(await refresh()).toEqual({ kind: 'refreshed', pages: 2, rebuilt: true });
    expect(asked()).toEqual([`?page=1&per_page=${PER_PAGE}`, `?page=2&per_page=${PER_PAGE}`]);
    const kept = await index();
    expect(kept?.links).toHaveLength(150);
    expect(kept?.links[0]).toMatchObject({ original_url: 'https://example.com/bulk/149' });
    expect(kept?.gapless).toBe(true);
  });

  it(`stops at ${MAX_PAGES} pages, keeping the newest ${MAX_LINKS} links`, async () => {
    addLinks(MAX_LINKS + 120);
    expect(await refresh()).toMatchObject({ pages: MAX_PAGES, rebuilt: true });
    const kept = await index();
    expect(kept?.links).toHaveLength(MAX_LINKS);
    expect(kept?.links.at(-1)?.original_url).toBe('https://example.com/bulk/120');
  });

  it('never stores what the popup may not hand out: a short link that is no web address', async () => {
    await madeElsewhere('https://example.com/fine');
    // The sandbox builds short_url from its origin; a hostile service could send anything.
    const hostile: typeof fetch = async (input, init) => {
      const res = await s.fetch(input, init);
      const body = (await res.json()) as { data: { short_url: string }[] };
      for (const link of body.data) link.short_url = 'javascript:alert(1)';
      return new Response(JSON.stringify(body), { status: 200, headers: res.headers });
    };
    await refresh('demo-enterprise-key', { fetch: hostile });
    expect((await index())?.links).toEqual([]);
  });
});

describe('later refreshes', () => {
  it('are incremental: they stop at the first page holding a link already indexed', async () => {
    addLinks(250);
    await refresh();
    s.sent.length = 0;
    addLinks(5, 250);
    expect(await refresh()).toEqual({ kind: 'refreshed', pages: 1, rebuilt: false });
    expect(asked()).toEqual([`?page=1&per_page=${PER_PAGE}`]);
    const kept = await index();
    expect(kept?.links).toHaveLength(255);
    expect(kept?.links.slice(0, 2).map((l) => l.original_url)).toEqual([
      'https://example.com/bulk/254',
      'https://example.com/bulk/253',
    ]);
  });

  it('read on past a page of new links until they reach known ones', async () => {
    addLinks(20);
    await refresh();
    s.sent.length = 0;
    addLinks(130, 20);
    expect(await refresh()).toMatchObject({ pages: 2, rebuilt: false });
    expect((await index())?.links).toHaveLength(150);
  });

  it('wait while the index is young, when the worker starts or the alarm fires', async () => {
    await refresh();
    s.clock.advance(60_000);
    expect(await refresh(undefined, {}, 5 * 60_000)).toEqual({ kind: 'skipped', why: 'fresh' });
    expect(s.sent).toHaveLength(1);
  });

  it('read everything again once a day, dropping links deleted elsewhere', async () => {
    addLinks(3);
    await refresh();
    const [gone] = (await index())?.links ?? [];
    await s.api(`/links/${gone?.id}`, 'demo-enterprise-key', { method: 'DELETE' });
    addLinks(1, 3);
    await refresh();
    expect((await index())?.links.map((l) => l.id)).toContain(gone?.id);
    s.clock.advance(REBUILD_MS);
    expect(await refresh()).toMatchObject({ rebuilt: true });
    expect((await index())?.links.map((l) => l.id)).not.toContain(gone?.id);
  });
});

describe('the rate limit', () => {
  it('a 429 stops the refresh, keeps what it had, and no request is sent until Retry-After', async () => {
    addLinks(3);
    await refresh();
    // Another surface has spent the minute's 300 requests.
    for (let i = 0; i < 300; i++) await s.api('/domains', 'demo-enterprise-key');
    s.sent.length = 0;
    const outcome = await refresh();
    expect(outcome).toEqual({ kind: 'refreshed', pages: 1, rebuilt: false, cut: 'rate_limited' });
    const kept = await index();
    expect(kept?.links).toHaveLength(3);
    expect(kept?.wait_until).toBeGreaterThan(s.clock.now());

    s.sent.length = 0;
    expect(await refresh()).toEqual({ kind: 'skipped', why: 'waiting' });
    expect(s.sent).toEqual([]);
    s.clock.set(kept?.wait_until ?? 0);
    addLinks(1, 3);
    expect(await refresh()).toEqual({ kind: 'refreshed', pages: 1, rebuilt: false });
    expect((await index())?.links).toHaveLength(4);
  });

  it('leaves a quarter of the limit to the person: it stops paging, and reads from the top next time', async () => {
    addLinks(300);
    for (let i = 0; i < 224; i++) await s.api('/domains', 'demo-enterprise-key');
    // 76 left: page 1 leaves 75 (a quarter of 300), page 2 leaves 74 and the refresh stops there.
    expect(await refresh()).toEqual({
      kind: 'refreshed',
      pages: 2,
      rebuilt: false,
      cut: 'reserve',
    });
    expect((await index())?.gapless).toBe(false);
    s.clock.advance(61_000);
    expect(await refresh()).toMatchObject({ pages: 3, rebuilt: true });
    expect((await index())?.links).toHaveLength(300);
  });
});

describe('a service without GET /links', () => {
  it('is asked once, then again a day later, and the index holds nothing', async () => {
    // As the contract allows (404 or 405): the sandbox's own answer to the rest.
    const noList: typeof fetch = async (input, init) =>
      new Request(input, init).method === 'GET' &&
      new URL(new Request(input).url).pathname.endsWith('/links')
        ? new Response('{"message":"Method Not Allowed"}', {
            status: 405,
            headers: { 'Content-Type': 'application/json' },
          })
        : s.fetch(input, init);
    expect(await refresh('demo-pro-key', { fetch: noList })).toEqual({ kind: 'unsupported' });
    expect((await index('demo-pro-key'))?.links).toEqual([]);
    expect(await refresh('demo-pro-key', { fetch: noList })).toEqual({
      kind: 'skipped',
      why: 'waiting',
    });
    s.clock.advance(REBUILD_MS);
    expect(await refresh('demo-pro-key')).toMatchObject({ kind: 'refreshed', rebuilt: true });
    expect((await index('demo-pro-key'))?.links.length).toBeGreaterThan(0);
  });
});

describe('accounts', () => {
  it("another account's index is never used, and a new key's refresh replaces it", async () => {
    const made = await madeElsewhere('https://example.com/mine', 'demo-pro-key');
    await refresh('demo-pro-key');
    const pro = await accountScope(connection('demo-pro-key'));
    const pro2 = await accountScope(connection('demo-pro2-key'));
    const stored = await storedIndex();
    expect(findIndexed(stored, pro, 'https://example.com/mine', null)?.id).toBe(made.id);
    expect(findIndexed(stored, pro2, 'https://example.com/mine', null)).toBeUndefined();
    // Nor for another domain choice.
    expect(findIndexed(stored, pro, 'https://example.com/mine', 1)).toBeUndefined();

    expect(await refresh('demo-pro2-key')).toMatchObject({ rebuilt: true });
    expect(await index('demo-pro-key')).toBeUndefined();
    expect((await index('demo-pro2-key'))?.links).toEqual([]);
  });

  it('no key, no request', async () => {
    expect(await refresh('')).toEqual({ kind: 'skipped', why: 'no_key' });
    expect(s.sent).toEqual([]);
  });
});
