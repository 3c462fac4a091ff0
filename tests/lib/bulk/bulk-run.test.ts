import { beforeEach, describe, expect, it } from 'vitest';
import { fakeBrowser } from 'wxt/testing/fake-browser';
import type { Budget } from '../../../lib/bulk/bulk-pace';
import {
  type BulkDeps,
  type BulkState,
  type BulkTab,
  firstRows,
  runBulk,
} from '../../../lib/bulk/bulk-run';
import { recentLinks } from '../../../lib/history';
import { shorten } from '../../../lib/shorten';
import type { Fetch } from '../../support/sandbox';
import { BASE, type Sandbox, sandbox } from '../helpers';

// The All tabs run against the in-process sandbox, through the real flow (lib/shorten.ts).

let s: Sandbox;
beforeEach(() => {
  fakeBrowser.reset();
  s = sandbox();
});

const TABS: BulkTab[] = [
  { title: 'One', url: 'https://example.com/one' },
  { title: 'Settings', url: 'chrome://settings/' },
  { title: 'Two', url: 'https://example.com/two' },
  { title: 'Router', url: 'http://192.168.1.1/' },
  { title: 'Three', url: 'https://example.com/three' },
];

/** runBulk with the flow on the sandbox; sleeping moves the sandbox's clock instead of waiting. */
function run(
  tabs: BulkTab[],
  opts: { fetch?: Fetch; key?: string; signal?: AbortSignal; budget?: Budget } = {},
) {
  const states: BulkState[] = [];
  const waits: number[] = [];
  const deps: BulkDeps = {
    signal: opts.signal ?? new AbortController().signal,
    budget: opts.budget,
    shorten: (req, signal, onRateLimit) =>
      shorten(req, {
        onRateLimit,
        connection: {
          baseUrl: BASE,
          apiKey: opts.key ?? 'demo-pro-key',
          authMethod: 'bearer',
          domainId: null,
        },
        preferences: { autoCopy: false },
        fetch: opts.fetch ?? s.fetch,
        now: s.clock.now,
        signal,
      }),
    onChange: (state) => states.push(state),
    sleep: async (ms) => {
      waits.push(ms);
      s.clock.advance(ms);
    },
    now: s.clock.now,
  };
  return runBulk(tabs, deps).then((final) => ({ final, states, waits }));
}

const kinds = (state: BulkState) => state.rows.map((r) => r.state.kind);
const posts = () => s.sent.filter((r) => r.method === 'POST');

describe('skipping', () => {
  it("skips what the popup can't shorten, before any request, saying why in words", async () => {
    const rows = firstRows(TABS);
    expect(rows.map((r) => r.state)).toEqual([
      { kind: 'waiting' },
      { kind: 'skipped', reason: expect.stringMatching(/browser/i) },
      { kind: 'waiting' },
      { kind: 'skipped', reason: expect.stringMatching(/local|private|network/i) },
      { kind: 'waiting' },
    ]);
    const { final } = await run(TABS.filter((t) => t.url?.startsWith('chrome')));
    expect(kinds(final)).toEqual(['skipped']);
    expect(final.phase).toBe('done');
    expect(s.sent).toEqual([]);
  });

  it('a tab with no address (no `tabs` access) is skipped, not sent', async () => {
    const { final } = await run([{ title: '', url: undefined }]);
    expect(final.rows[0]?.state.kind).toBe('skipped');
    expect(s.sent).toEqual([]);
  });
});

describe('shortening', () => {
  it('makes one link per shortenable tab, one request at a time, in tab order', async () => {
    let inFlight = 0;
    let most = 0;
    const fetch: Fetch = async (input, init) => {
      most = Math.max(most, ++inFlight);
      try {
        return await s.fetch(input, init);
      } finally {
        inFlight--;
      }
    };
    const { final, states } = await run(TABS, { fetch });
    expect(most).toBe(1);
    expect(posts().map((r) => JSON.parse(r.body ?? '{}').original_url)).toEqual([
      'https://example.com/one',
      'https://example.com/two',
      'https://example.com/three',
    ]);
    expect(kinds(final)).toEqual(['link', 'skipped', 'link', 'skipped', 'link']);
    // The list fills as it goes: one tab works while the next still waits its turn.
    expect(states.some((st) => kinds(st)[0] === 'link' && kinds(st)[2] === 'working')).toBe(true);
    expect(states.some((st) => kinds(st)[2] === 'working' && kinds(st)[4] === 'waiting')).toBe(
      true,
    );
    expect(await recentLinks()).toHaveLength(3);
  });

  it('reuses the links history knows: a second run makes none', async () => {
    const first = (await run(TABS)).final;
    const before = posts().length;
    const { final } = await run(TABS);
    expect(posts().length).toBe(before);
    expect(final.rows.map((r) => r.state)).toEqual(
      first.rows.map((r) => (r.state.kind === 'link' ? { ...r.state, reused: true } : r.state)),
    );
  });

  it('waits out a 429 for as long as the service asks, then goes on', async () => {
    // Spend the Pro key's 120 requests of this minute.
    for (let i = 0; i < 120; i++) await s.api('/links/1');
    const { final, states, waits } = await run(TABS.slice(0, 1));
    expect(waits).toEqual([60_000]);
    expect(states.some((st) => st.wait?.seconds === 60)).toBe(true);
    expect(final.wait).toBeUndefined();
    expect(kinds(final)).toEqual(['link']);
    expect(posts()).toHaveLength(2);
  });

  it('marks a tab the service refuses and goes on with the next', async () => {
    const fetch: Fetch = async (input, init) => {
      const body = String(init?.body ?? '');
      if (body.includes('/two')) return Response.json({ message: 'Boom' }, { status: 500 });
      return s.fetch(input, init);
    };
    const { final } = await run(TABS, { fetch });
    expect(kinds(final)).toEqual(['link', 'skipped', 'failed', 'skipped', 'link']);
    expect(final.phase).toBe('done');
  });

  it('stops at once on an error every tab would get (a refused key)', async () => {
    const { final } = await run(TABS, { key: 'demo-expired-key' });
    expect(final.phase).toBe('stopped');
    expect(final.halted).toMatch(/key/i);
    expect(kinds(final)).toEqual(['failed', 'skipped', 'waiting', 'skipped', 'waiting']);
    expect(s.sent).toHaveLength(1);
  });

  it('Stop leaves the tabs not yet shortened as they were', async () => {
    const stop = new AbortController();
    const fetch: Fetch = async (input, init) => {
      const res = await s.fetch(input, init);
      stop.abort();
      return res;
    };
    const { final } = await run(TABS, { fetch, signal: stop.signal });
    expect(final.phase).toBe('stopped');
    expect(kinds(final)).toEqual(['link', 'skipped', 'waiting', 'skipped', 'waiting']);
    expect(posts()).toHaveLength(1);
  });
});

describe('150 tabs with a Pro key (120 requests a minute)', () => {
  const TABS_150 = Array.from({ length: 150 }, (_, i) => ({
    title: `Page ${i}`,
    url: `https://example.com/bulk/${i}`,
  }));

  it('are paced on the headers: all done, no 429, in the minute the limit allows; again, 0 POSTs', async () => {
    const statuses: number[] = [];
    // Each answer takes 20 ms of the sandbox's clock, as a quick service would.
    const fetch: Fetch = async (input, init) => {
      s.clock.advance(20);
      const res = await s.fetch(input, init);
      statuses.push(res.status);
      return res;
    };
    const budget: Budget = { sent: [] };
    const start = s.clock.now();
    const { final, states } = await run(TABS_150, { fetch, budget });
    const took = s.clock.now() - start;
    expect(kinds(final).every((k) => k === 'link')).toBe(true);
    expect(statuses.filter((st) => st === 429)).toEqual([]);
    // One request a tab (the POST), measured: 150 requests for 150 tabs.
    expect(statuses).toHaveLength(150);
    // The ideal: 120 at once, the 121st when the first turns a minute old, the rest after it.
    expect(took).toBeGreaterThan(60_000);
    expect(took).toBeLessThan(60_000 + 30 * 20 + 1000);
    // The time left was said while the run waited for the limit: about the minute it took.
    const estimates = states.flatMap((st) => (st.timeLeft ? [st.timeLeft] : []));
    const atPause = estimates.find((e) => e.ms > 30_000);
    expect(atPause && atPause.ms + atPause.at - start).toBeGreaterThan(took - 2000);
    expect(atPause && atPause.ms + atPause.at - start).toBeLessThan(took + 2000);

    // Again, at once: history keeps 20, the index of the account's links the rest.
    const before = posts().length;
    statuses.length = 0;
    const again = await run(TABS_150, { fetch, budget });
    expect(posts().length).toBe(before);
    expect(again.final.rows.every((r) => r.state.kind === 'link' && r.state.reused)).toBe(true);
    expect(again.final.rows.map((r) => r.state)).toEqual(
      final.rows.map((r) => ({ ...r.state, reused: true })),
    );
    // Each reused link is checked (a GET), paced as well: no 429 there either.
    expect(statuses.filter((st) => st === 429)).toEqual([]);
  });
});
