import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeBrowser } from 'wxt/testing/fake-browser';
import { MENU, type Report } from '../../../lib/background/actions';
import { createHandlers } from '../../../lib/background/handlers';
import { offlineQueueItem, type QueuedRequest } from '../../../lib/background/offline/queue';
import { recentLinks } from '../../../lib/history';
import { BASE, type Sandbox, sandbox } from '../../lib/helpers';
import { workerEnv } from '../../support/worker-env';

// A worker stopped mid-request, or a browser closed: the request stays on the list in
// storage.local, and the next worker (a second createHandlers over the same storage) finishes
// it, with exactly one link on the service (the in-process sandbox), copied and notified.

const PAGE = 'https://example.com/interrupted/1';
let s: Sandbox;
let copied: string[];
let notes: Report[];

/** One worker: its own handlers over the browser's (fake) storage, and this fetch. */
function worker(fetch: typeof globalThis.fetch, notify = async (r: Report) => void notes.push(r)) {
  return createHandlers(
    workerEnv({ copied, notes }, { fetch, now: s.clock.now }, 'demo-pro-key', {
      notify,
      online: () => true,
    }),
  );
}

/** POST /links never answers: the service gets it first (`reaches`) or never does. */
const cutOff =
  (reaches: boolean): typeof fetch =>
  async (input, init) => {
    if (new Request(input, init).method !== 'POST') return s.fetch(input, init);
    if (reaches) await s.fetch(input, init);
    return new Promise<Response>(() => {});
  };

/** The account's links for exactly this address, as the service has them. */
async function linksFor(url: string): Promise<{ short_url: string }[]> {
  const res = await s.api(`/links?search=${encodeURIComponent(url)}&per_page=100`);
  const { data } = (await res.json()) as { data: { short_url: string; original_url: string }[] };
  return data.filter((l) => l.original_url === url);
}

const posts = () => s.sent.filter((r) => r.method === 'POST').length;
const list = () => offlineQueueItem.getValue();

beforeEach(() => {
  fakeBrowser.reset();
  s = sandbox();
  copied = [];
  notes = [];
});
afterEach(() => vi.restoreAllMocks());

describe('a request cut off with its worker', () => {
  it('the service made the link: the next worker finds it, copies and notifies; no second POST', async () => {
    const first = worker(cutOff(true));
    void first.menuClicked({ menuItemId: MENU.shortenPage }, { url: PAGE, title: 'Cut' });
    await vi.waitFor(() => expect(posts()).toBe(1));
    expect(await list()).toEqual([
      {
        id: expect.any(String),
        url: PAGE,
        title: 'Cut',
        surface: 'menu',
        at: expect.any(Number),
        sent: true,
      },
    ]);
    // Its own worker never finishes a request it still has out (the alarm, `online`).
    expect(await first.completeQueued()).toBe(0);
    expect(posts()).toBe(1);
    expect(await fakeBrowser.alarms.get('snaplink-offline-retry')).toBeDefined();

    // The worker is stopped; the next one starts.
    const next = worker(s.fetch);
    expect(await next.completeQueued()).toBe(1);
    const made = await linksFor(PAGE);
    expect(made).toHaveLength(1);
    expect(posts()).toBe(1);
    expect(s.sent.some((r) => r.url.startsWith(`${BASE}/links?search=`))).toBe(true);
    expect(copied).toEqual([made[0]?.short_url]);
    expect(notes).toEqual([
      {
        badge: expect.objectContaining({ text: '✓' }),
        title: 'Short link copied',
        // Made by the request that was cut off: not "shortened before".
        message: `Finished after an interruption: ${PAGE}\n${made[0]?.short_url}`,
        id: expect.stringMatching(/^snaplink-queued-/),
      },
    ]);
    expect((await recentLinks()).map((e) => e.short_url)).toEqual([made[0]?.short_url]);
    expect(await list()).toEqual([]);
    expect(await fakeBrowser.alarms.get('snaplink-offline-retry')).toBeUndefined();
  });

  it('the request never reached the service: the next worker makes it, once', async () => {
    void worker(cutOff(false)).command('shorten-page', { url: PAGE });
    await vi.waitFor(async () => expect(await list()).toHaveLength(1));
    expect(await worker(s.fetch).completeQueued()).toBe(1);
    expect(await linksFor(PAGE)).toHaveLength(1);
    expect(posts()).toBe(1);
    expect(copied).toEqual([(await linksFor(PAGE))[0]?.short_url]);
  });

  it('cut off after the copy, before the notification: handed out again from history', async () => {
    void worker(s.fetch, () => new Promise(() => {})).omnibox(PAGE);
    await vi.waitFor(() => expect(copied).toHaveLength(1));
    expect(await list()).toHaveLength(1);
    expect(await worker(s.fetch).completeQueued()).toBe(1);
    expect(await linksFor(PAGE)).toHaveLength(1);
    expect(posts()).toBe(1);
    expect(copied).toEqual([copied[0], copied[0]]);
    expect(notes.map((n) => n.title)).toEqual(['Short link copied']);
    expect(await list()).toEqual([]);
  });

  it('only a link for exactly this address is taken; a search hit for a longer one is not', async () => {
    const longer = `${PAGE}?utm_source=mail`;
    await s.api('/links', 'demo-pro-key', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ original_url: longer }),
    });
    void worker(cutOff(false)).menuClicked({ menuItemId: MENU.shortenPage }, { url: PAGE });
    await vi.waitFor(async () => expect(await list()).toHaveLength(1));
    expect(await worker(s.fetch).completeQueued()).toBe(1);
    expect(await linksFor(PAGE)).toHaveLength(1);
    expect(await linksFor(longer)).toHaveLength(1);
  });
});

describe('the list cannot be written', () => {
  it('a full storage does not stop the request: made, copied and notified as before', async () => {
    const set = fakeBrowser.storage.local.set.bind(fakeBrowser.storage.local);
    vi.spyOn(fakeBrowser.storage.local, 'set').mockImplementation(async (items) => {
      if ('offlineQueue' in items) throw new Error('QUOTA_BYTES quota exceeded');
      return set(items);
    });
    const out = await worker(s.fetch).command('shorten-page', { url: PAGE });
    expect(out).toMatchObject({ kind: 'link', copied: true });
    expect(await linksFor(PAGE)).toHaveLength(1);
    expect(notes.map((n) => n.title)).toEqual(['Short link copied']);
  });
});

describe('the list across a restart', () => {
  it('what was queued before is finished by a new worker; damage is dropped', async () => {
    const waiting: QueuedRequest = { id: 'old-1', url: PAGE, surface: 'omnibox', at: 1 };
    await fakeBrowser.storage.local.set({
      offlineQueue: [waiting, { url: 7 }, { id: 3, surface: 'menu' }],
    });
    expect(await worker(s.fetch).completeQueued()).toBe(1);
    expect(await linksFor(PAGE)).toHaveLength(1);
    expect(notes[0]?.message).toMatch(/^Asked for while offline: https:\/\/example\.com\//);
    expect(await list()).toEqual([]);
  });
});
