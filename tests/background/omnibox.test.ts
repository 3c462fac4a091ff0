import { beforeEach, describe, expect, it } from 'vitest';
import { fakeBrowser } from 'wxt/testing/fake-browser';
import { BADGE, type Report } from '../../lib/background/actions';
import { createHandlers } from '../../lib/background/handlers';
import { CACHE_MS, highlight, suggestionFor } from '../../lib/background/omnibox';
import { type Sandbox, sandbox } from '../lib/helpers';
import { workerEnv } from '../support/worker-env';

// The address bar's search (`sl <words>`) through the worker's handlers, against the sandbox
// in-process: what is suggested, what it costs in requests, and what Enter on one does.

let s: Sandbox;
let copied: string[];
let notes: Report[];

function handlers(key = 'demo-pro-key', markup = true) {
  return createHandlers(
    workerEnv({ copied, notes }, { fetch: s.fetch, now: s.clock.now }, key, {
      omniboxMarkup: markup,
      omniboxPauseMs: 5,
    }),
  );
}

const searches = () => s.sent.filter((r) => r.method === 'GET' && r.url.includes('/links?'));

beforeEach(() => {
  fakeBrowser.reset();
  s = sandbox();
  copied = [];
  notes = [];
});

describe('suggestions', () => {
  it('up to 5 of the account’s matching links, newest first, the words in <match>', async () => {
    const h = handlers();
    const found = await h.omniboxSuggest('  EXAMPLE ');
    // The seed has nine links with "example"; the newest five are suggested, in the list's order.
    const all = (await (await s.api('/links?search=example&per_page=100')).json()) as {
      data: { short_url: string; title: string }[];
    };
    expect(all.data.length).toBeGreaterThan(5);
    expect(found?.map((f) => f.content)).toEqual(all.data.slice(0, 5).map((l) => l.short_url));
    // The short link (on the account's domain here), title and destination, each match marked.
    expect(found?.[0]?.description).toBe(
      'Enter copies: go.<match>example</match>.com/demo10 · Holiday sale · https://<match>example</match>.com/holiday-sale',
    );
    expect(searches().map((r) => new URL(r.url).search)).toEqual(['?search=EXAMPLE&per_page=10']);
  });

  it('matches titles too, and escapes the service’s text as XML', async () => {
    await s.api('/links', 'demo-pro-key', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({
        original_url: 'https://example.com/q?a=1&b=2',
        title: 'Fish & <Chips>',
      }),
    });
    const [one, ...rest] = (await handlers().omniboxSuggest('chips')) ?? [];
    expect(rest).toEqual([]);
    expect(one?.description).toMatch(
      / · Fish &amp; &lt;<match>Chips<\/match>&gt; · https:\/\/example\.com\/q\?a=1&amp;b=2$/,
    );
  });

  it('Firefox gets plain text: no markup, nothing escaped', () => {
    const link = {
      short_url: 'https://s.example/ab',
      original_url: 'https://x.example/?a&b',
      title: 'A <b>',
    };
    expect(suggestionFor(link, 'a', false).description).toBe(
      'Enter copies: s.example/ab · A <b> · https://x.example/?a&b',
    );
    expect(highlight('Launch week', 'launch WEEK', true)).toBe(
      '<match>Launch</match> <match>week</match>',
    );
  });

  it('one request per pause in typing, and the answer reused for a minute', async () => {
    const h = handlers();
    const typing = ['p', 'pr', 'pri', 'pric'].map((text) => h.omniboxSuggest(text));
    const last = h.omniboxSuggest('pricing');
    expect(await Promise.all(typing)).toEqual([null, null, null, null]);
    expect((await last)?.map((f) => f.description)).toEqual([
      expect.stringContaining('<match>Pricing</match>'),
    ]);
    expect(searches()).toHaveLength(1);
    // The same query again, in any case: from memory, at once.
    expect(await h.omniboxSuggest('PRICING ')).toEqual(await last);
    expect(searches()).toHaveLength(1);
    s.clock.advance(CACHE_MS);
    await h.omniboxSuggest('pricing');
    expect(searches()).toHaveLength(2);
  });

  it('no match, no key, or another account: nothing of the first account', async () => {
    expect(await handlers().omniboxSuggest('nothing-like-this')).toEqual([]);
    expect(await handlers('').omniboxSuggest('pricing')).toEqual([]);
    expect(await handlers('demo-pro2-key').omniboxSuggest('pricing')).toEqual([]);
  });

  it('a 429 shows no suggestions, and nothing is asked until its wait is over', async () => {
    const h = handlers('demo-enterprise-key');
    await s.api('/links', 'demo-enterprise-key', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ original_url: 'https://example.com/report', title: 'Report' }),
    });
    for (let i = 0; i < 300; i++) await s.api('/domains', 'demo-enterprise-key');
    s.sent.length = 0;
    expect(await h.omniboxSuggest('report')).toEqual([]);
    expect(searches()).toHaveLength(1);
    expect(await h.omniboxSuggest('repor')).toEqual([]);
    expect(await h.omniboxSuggest('rep')).toEqual([]);
    expect(searches()).toHaveLength(1);
    expect(notes).toEqual([]);
    s.clock.advance(61_000);
    expect(await h.omniboxSuggest('report')).toHaveLength(1);
  });
});

describe('Enter', () => {
  it('on a suggestion copies its short link and says so; a typed address still shortens', async () => {
    const h = handlers();
    const [first] = (await h.omniboxSuggest('pricing')) ?? [];
    const before = s.sent.length;
    const out = await h.omnibox(first?.content ?? '');
    expect(out).toEqual({ kind: 'copied', short_url: first?.content, copied: true });
    expect(copied).toEqual([first?.content]);
    expect(notes).toEqual([
      { badge: BADGE.done, title: 'Short link copied', message: first?.content },
    ]);
    expect(s.sent).toHaveLength(before);

    const typed = await h.omnibox('example.com/typed');
    expect(typed).toMatchObject({
      kind: 'link',
      link: { original_url: 'https://example.com/typed' },
    });
  });
});
