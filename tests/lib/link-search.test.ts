import { afterEach, describe, expect, it, vi } from 'vitest';
import { accountFingerprint } from '../../lib/account';
import { ApiError } from '../../lib/api/errors';
import { searchLinks, searchTerm } from '../../lib/link-search';
import type { Connection } from '../../lib/storage/preferences';
import { BASE, canned, json, rejection, sandbox } from '../api/helpers';
import { historyEntry } from '../support/history';

// The popup's search of the account's links (lib/link-search.ts), against the in-process
// sandbox (its seeded Pro account), and a service without GET /links.

const connection = (apiKey = 'demo-pro-key'): Connection => ({
  baseUrl: BASE,
  apiKey,
  authMethod: 'bearer',
});

afterEach(() => vi.unstubAllGlobals());

describe('searchLinks', () => {
  it("lists the account's matches with title, short link and clicks, in one request", async () => {
    const sb = sandbox();
    vi.stubGlobal('fetch', sb.fetch);
    const found = await searchLinks(connection(), ' webinar ', []);
    expect(found.fromHistory).toBe(false);
    expect(found.links).toEqual([
      {
        id: expect.any(Number),
        title: 'Spring webinar sign-up',
        short_url: 'http://127.0.0.1:8787/demo4',
        copyable: 'http://127.0.0.1:8787/demo4',
        clicks: expect.any(Number),
      },
    ]);
    expect(found.links[0]?.clicks).toBeGreaterThan(0);
    expect(sb.sent.map((s) => s.url)).toEqual([`${BASE}/links?search=webinar&per_page=10`]);
  });

  it("lists none of another account's links", async () => {
    const sb = sandbox();
    vi.stubGlobal('fetch', sb.fetch);
    expect((await searchLinks(connection('demo-pro2-key'), 'webinar', [])).links).toEqual([]);
  });

  it('searches a pasted short link by its code', async () => {
    expect(searchTerm('http://127.0.0.1:8787/demo4')).toBe('demo4');
    expect(searchTerm(' pricing ')).toBe('pricing');
    const sb = sandbox();
    vi.stubGlobal('fetch', sb.fetch);
    const found = await searchLinks(connection(), 'http://127.0.0.1:8787/demo2', []);
    expect(found.links.map((l) => l.title)).toEqual(['Pricing']);
  });

  it('lists a short link that is not a web address, but never as clipboard text', async () => {
    const link = { id: 7, short_code: 'x', original_url: 'https://example.com/' };
    const { fetch } = canned(
      json({
        current_page: 1,
        per_page: 10,
        total: 1,
        last_page: 1,
        data: [{ ...link, short_url: 'javascript:alert(1)', title: 'Odd', total_clicks: 2 }],
      }),
    );
    vi.stubGlobal('fetch', fetch);
    const [odd] = (await searchLinks(connection(), 'odd', [])).links;
    expect(odd?.short_url).toBe('javascript:alert(1)');
    expect(odd?.copyable).toBeUndefined();
  });

  it("without GET /links (405), searches this account's recent links only", async () => {
    const { fetch } = canned(json({ message: 'Method not allowed' }, 405));
    vi.stubGlobal('fetch', fetch);
    const mine = { base_url: BASE, account: await accountFingerprint('demo-pro-key') };
    const theirs = { base_url: BASE, account: await accountFingerprint('demo-pro2-key') };
    const history = [
      historyEntry(1, { ...mine, title: 'Team offsite' }),
      historyEntry(2, { ...theirs, title: 'Team dinner' }),
      historyEntry(3, { ...mine, title: 'Budget' }),
    ];
    const found = await searchLinks(connection(), 'TEAM', history);
    expect(found).toEqual({
      fromHistory: true,
      links: [
        {
          id: 1,
          title: 'Team offsite',
          short_url: 'https://sho.rt/c1',
          copyable: 'https://sho.rt/c1',
        },
      ],
    });
  });

  it('rejects with the service’s error otherwise, and with the abort when aborted', async () => {
    vi.stubGlobal('fetch', canned(json({ message: 'Unauthenticated.' }, 401)).fetch);
    expect(await rejection(searchLinks(connection(), 'x', []))).toBeInstanceOf(ApiError);

    const sb = sandbox();
    vi.stubGlobal('fetch', sb.fetch);
    const controller = new AbortController();
    controller.abort(new Error('next key'));
    const error = await rejection(searchLinks(connection(), 'x', [], controller.signal));
    expect((error as Error).message).toBe('next key');
    expect(sb.sent).toEqual([]);
  });
});
