import { beforeEach, describe, expect, it } from 'vitest';
import { fakeBrowser } from 'wxt/testing/fake-browser';
import { accountScope } from '../../lib/account';
import { historyItem, recentLinks } from '../../lib/history';
import { refreshLinkIndex } from '../../lib/link-index/index-refresh';
import { loadIndex } from '../../lib/link-index/stored-index';
import { type ShortenOutcome, type ShortenRequest, shorten } from '../../lib/shorten';
import { BASE, type Sandbox, sandbox } from './helpers';

// The shortening flow (lib/shorten.ts) with the index of the account's links: a page that
// already has a link on the service, made elsewhere, gets that link, with no POST.

const PAGE = 'https://example.com/made/elsewhere';
let s: Sandbox;

beforeEach(() => {
  fakeBrowser.reset();
  s = sandbox();
});

const connection = (key: string) => ({
  baseUrl: BASE,
  apiKey: key,
  authMethod: 'bearer' as const,
  domainId: null,
});

function run(req: Partial<ShortenRequest> = {}, key = 'demo-pro-key') {
  return shorten(
    { url: PAGE, title: 'Made elsewhere', ...req },
    {
      connection: connection(key),
      preferences: { autoCopy: false },
      fetch: s.fetch,
      now: s.clock.now,
    },
  );
}

const refresh = (key = 'demo-pro-key') =>
  refreshLinkIndex({ connection: connection(key), fetch: s.fetch, now: s.clock.now });

function linkOf(outcome: ShortenOutcome) {
  if (outcome.kind !== 'link') throw new Error(`expected a link, got ${JSON.stringify(outcome)}`);
  return outcome;
}

/** A link made through the API, as another device or the dashboard would. */
async function madeElsewhere(body: object, key = 'demo-pro-key') {
  const res = await s.api('/links', key, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ original_url: PAGE, ...body }),
  });
  return (await res.json()) as { id: number; short_url: string };
}

const requests = () => s.sent.map((r) => `${r.method} ${new URL(r.url).pathname}`);

describe('a link the account already has', () => {
  it('is handed out instead of a second one, checked with one GET, and recorded in history', async () => {
    const made = await madeElsewhere({ title: 'From the dashboard' });
    await refresh();
    s.sent.length = 0;
    const { link, reused } = linkOf(await run());
    expect(reused).toBe(true);
    expect(link).toMatchObject({ link_id: made.id, short_url: made.short_url, original_url: PAGE });
    expect(requests()).toEqual([`GET /api/v1/links/${made.id}`]);
    expect((await recentLinks()).map((e) => e.link_id)).toEqual([made.id]);
    const all = (await (await s.api('/links?per_page=100')).json()) as {
      data: { original_url: string }[];
    };
    expect(all.data.filter((l) => l.original_url === PAGE)).toHaveLength(1);
  });

  it('only for the same domain choice', async () => {
    const domains = (await (await s.api('/domains')).json()) as { data: { id: number }[] };
    const domain = domains.data[0]?.id;
    await madeElsewhere({ domain_id: domain });
    await refresh();
    s.sent.length = 0;
    expect(linkOf(await run({ domainId: null })).reused).toBe(false);
    expect(linkOf(await run({ domainId: domain })).reused).toBe(true);
    expect(requests().filter((r) => r.startsWith('POST'))).toHaveLength(1);
  });

  it("is never another account's", async () => {
    await madeElsewhere({});
    await refresh();
    s.sent.length = 0;
    expect(linkOf(await run({}, 'demo-pro2-key')).reused).toBe(false);
    expect(requests()).toEqual(['POST /api/v1/links']);
  });

  it('is not used when a new link is asked for: forced, or with an alias', async () => {
    await madeElsewhere({});
    await refresh();
    expect(linkOf(await run({ force: true })).reused).toBe(false);
    expect(linkOf(await run({ alias: 'my-own' })).reused).toBe(false);
  });

  it('deleted since the refresh, is replaced by a new link and leaves the index', async () => {
    const made = await madeElsewhere({});
    await refresh();
    await s.api(`/links/${made.id}`, 'demo-pro-key', { method: 'DELETE' });
    const outcome = linkOf(await run());
    expect(outcome.dead?.link_id).toBe(made.id);
    expect(outcome.link.link_id).not.toBe(made.id);
    const index = await loadIndex(await accountScope(connection('demo-pro-key')));
    expect(index?.links.map((l) => l.id)).not.toContain(made.id);
    expect((await recentLinks()).map((e) => e.link_id)).toEqual([outcome.link.link_id]);
  });
});

describe('a link made here', () => {
  it('goes first in the index at once, which the next refresh then reads from the top', async () => {
    await refresh();
    const scope = await accountScope(connection('demo-pro-key'));
    const before = await loadIndex(scope);
    expect(before?.gapless).toBe(true);
    const made = linkOf(await run({ url: 'https://example.com/made/here' }));
    const index = await loadIndex(scope);
    expect(index?.links[0]).toMatchObject({
      id: made.link.link_id,
      short_url: made.link.short_url,
      original_url: 'https://example.com/made/here',
    });
    expect(index?.links.slice(1)).toEqual(before?.links);
    expect(index?.gapless).toBe(false);
    // Found there once history has forgotten it: no second POST.
    await historyItem.setValue([]);
    const posts = s.sent.filter((r) => r.method === 'POST').length;
    const again = linkOf(await run({ url: 'https://example.com/made/here' }));
    expect(again.reused).toBe(true);
    expect(s.sent.filter((r) => r.method === 'POST')).toHaveLength(posts);
  });

  it("starts an index when there is none, never in another account's", async () => {
    await refresh('demo-pro2-key');
    const made = linkOf(await run({ url: 'https://example.com/made/here' }));
    const scope = await accountScope(connection('demo-pro-key'));
    expect((await loadIndex(scope))?.links.map((l) => l.id)).toEqual([made.link.link_id]);
    const other = await accountScope(connection('demo-pro2-key'));
    expect(await loadIndex(other)).toBeUndefined();
  });
});
