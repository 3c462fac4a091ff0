import { beforeEach, describe, expect, it } from 'vitest';
import { fakeBrowser } from 'wxt/testing/fake-browser';
import { ApiError } from '../../../lib/api/errors';
import { BADGE, MENU, type Report } from '../../../lib/background/actions';
import { type BackgroundEnv, createHandlers } from '../../../lib/background/handlers';
import { watch } from '../../../lib/background/offline';
import { offlineQueueItem, QUEUE_MAX } from '../../../lib/background/offline/queue';
import { unanswered, waitsForConnection } from '../../../lib/background/offline/rules';
import { recentLinks } from '../../../lib/history';
import { BASE, type Sandbox, sandbox } from '../../lib/helpers';
import { workerEnv } from '../../support/worker-env';

// Offline, nothing is lost: the worker's entry points against the in-process sandbox, with a
// fetch that fails as a browser's does with no connection (a TypeError, no answer at all).

const PAGE = 'https://example.com/offline/1';
let s: Sandbox;
let copied: string[];
let notes: Report[];
let reachable: boolean;
let online: boolean;
let key: string;

const offlineFetch: typeof fetch = (input, init) =>
  reachable ? s.fetch(input, init) : Promise.reject(new TypeError('Failed to fetch'));

// The key is read when a request is completed, not when it was queued.
const env = (overrides: Partial<BackgroundEnv> = {}): BackgroundEnv =>
  workerEnv({ copied, notes }, { fetch: offlineFetch, now: s.clock.now }, () => key, {
    online: () => online,
    ...overrides,
  });

const offlineQueue = () => offlineQueueItem.getValue();
const linksMade = () => s.sent.filter((r) => r.method === 'POST').length;

beforeEach(() => {
  fakeBrowser.reset();
  s = sandbox();
  copied = [];
  notes = [];
  reachable = false;
  online = false;
  key = 'demo-pro-key';
});

describe('offline', () => {
  it('a network failure queues the request, with no key, and says so', async () => {
    const h = createHandlers(env());
    const out = await h.menuClicked({ menuItemId: MENU.shortenPage }, { url: PAGE, title: 'T' });
    expect(out).toEqual({ kind: 'queued' });
    expect(copied).toEqual([]);
    expect(notes).toEqual([
      expect.objectContaining({ badge: BADGE.busy, title: 'Waiting for the connection' }),
    ]);
    expect(notes[0]?.message).toContain(PAGE);
    const queue = await offlineQueue();
    expect(queue).toEqual([
      { id: expect.any(String), url: PAGE, title: 'T', surface: 'menu', at: expect.any(Number) },
    ]);
    // Nothing on the list can sign a request: no key, no header, no base URL.
    const stored = JSON.stringify(await fakeBrowser.storage.local.get('offlineQueue'));
    expect(stored).not.toContain('demo-pro-key');
    expect(stored).not.toContain(BASE);
    // The periodic retry is on while something waits.
    expect(await fakeBrowser.alarms.get('snaplink-offline-retry')).toBeDefined();
  });

  it('the shortcut and the omnibox queue too; the same address waits once', async () => {
    const h = createHandlers(env());
    expect(await h.command('shorten-page', { url: PAGE })).toEqual({ kind: 'queued' });
    expect(await h.omnibox('example.com/offline/2')).toEqual({ kind: 'queued' });
    expect(await h.omnibox(PAGE)).toEqual({ kind: 'queued' });
    const queue = await offlineQueue();
    expect(queue.map((q) => [q.surface, q.url])).toEqual([
      ['command', PAGE],
      ['omnibox', 'https://example.com/offline/2'],
    ]);
  });

  it(`keeps at most ${QUEUE_MAX}; the next one is refused and the person told`, async () => {
    const h = createHandlers(env());
    for (let i = 0; i < QUEUE_MAX; i++) {
      expect(await h.omnibox(`example.com/cap/${i}`)).toEqual({ kind: 'queued' });
    }
    const out = await h.omnibox('example.com/cap/extra');
    expect(out).toEqual({ kind: 'queue_full' });
    expect(notes.at(-1)).toMatchObject({ badge: BADGE.failed, title: 'Not kept for later' });
    expect(notes.at(-1)?.message).toContain(`${QUEUE_MAX} addresses`);
    expect(notes.at(-1)?.message).toContain('https://example.com/cap/extra');
    const queue = await offlineQueue();
    expect(queue).toHaveLength(QUEUE_MAX);
    expect(queue.map((q) => q.url)).not.toContain('https://example.com/cap/extra');
  });

  it('HTTP errors are answers: never queued, with their own message', async () => {
    reachable = true;
    online = true;
    key = 'nobody-key';
    const h = createHandlers(env());
    const refused = await h.omnibox('example.com/refused');
    expect(refused.kind).toBe('error');
    expect(notes.at(-1)?.message).toBe(
      "Your link service didn't accept your API key. Check Snaplink's settings.",
    );

    const failing = createHandlers(
      env({
        shortenDeps: {
          connection: {
            baseUrl: BASE,
            apiKey: 'demo-pro-key',
            authMethod: 'bearer',
            domainId: null,
          },
          preferences: { autoCopy: false },
          fetch: async () => new Response('{}', { status: 503 }),
        },
      }),
    );
    expect((await failing.omnibox('example.com/down')).kind).toBe('error');
    expect(await offlineQueue()).toEqual([]);
  });

  it('online, no answer is the usual error (a wrong base URL looks the same): not queued', async () => {
    online = true;
    const out = await createHandlers(env()).omnibox('example.com/no-answer');
    expect(out.kind).toBe('error');
    expect(notes.at(-1)).toMatchObject({ badge: BADGE.failed, title: "Couldn't shorten" });
    expect(notes.at(-1)?.message).toBe("Snaplink couldn't reach your link service.");
    expect(await offlineQueue()).toEqual([]);
  });

  it('what counts as no answer: no status; a timeout only offline', () => {
    const error = (e: ApiError) => ({ kind: 'error', error: e }) as const;
    const network = error(new ApiError('network'));
    const answered = error(new ApiError('network', { status: 200 }));
    const timeout = error(new ApiError('timeout', { waited: 10 }));
    const server = error(new ApiError('server', { status: 500 }));
    expect([network, answered, timeout, server].map((o) => unanswered(o, true))).toEqual([
      true,
      false,
      false,
      false,
    ]);
    expect([network, answered, timeout, server].map((o) => unanswered(o, false))).toEqual([
      true,
      false,
      true,
      false,
    ]);
    // A surface queues only what the browser itself says is offline.
    expect(waitsForConnection(network, true)).toBe(false);
    expect(waitsForConnection(network, false)).toBe(true);
  });
});

describe('completing the queue', () => {
  it('on `online`: each request is made, recorded, copied and notified, oldest first', async () => {
    const h = createHandlers(env());
    const scope = new EventTarget();
    watch(scope, h.completeQueued);
    await h.menuClicked({ menuItemId: MENU.shortenPage }, { url: PAGE, title: 'Page' });
    await h.omnibox('example.com/offline/2');
    expect(linksMade()).toBe(0);

    // The alarm or the worker's start while the browser is still offline tries nothing.
    expect(await h.completeQueued()).toBe(0);
    expect(s.sent).toEqual([]);

    reachable = true;
    online = true;
    scope.dispatchEvent(new Event('online'));
    expect(await h.completeQueued()).toBe(2); // the pass the event started

    const made = await recentLinks();
    expect(made.map((e) => e.original_url)).toEqual(['https://example.com/offline/2', PAGE]);
    expect(made.find((e) => e.original_url === PAGE)?.title).toBe('Page');
    expect(copied).toEqual([made[1]?.short_url, made[0]?.short_url]);
    const done = notes.slice(-2);
    expect(done.map((n) => n.title)).toEqual(['Short link copied', 'Short link copied']);
    expect(done[0]?.message).toBe(`Asked for while offline: ${PAGE}\n${made[1]?.short_url}`);
    // Each its own notification: the second doesn't replace the first.
    expect(new Set(done.map((n) => n.id)).size).toBe(2);
    expect(await offlineQueue()).toEqual([]);
    expect(await fakeBrowser.alarms.get('snaplink-offline-retry')).toBeUndefined();
  });

  it('still unreachable: the request keeps its place, and nothing more is said', async () => {
    const h = createHandlers(env());
    await h.omnibox('example.com/offline/3');
    online = true; // the browser says online, but the service can't be reached
    const before = notes.length;
    expect(await h.completeQueued()).toBe(0);
    expect(await offlineQueue()).toHaveLength(1);
    expect(notes).toHaveLength(before);
  });

  it('reads the key at completion; a failure gets the surface’s error notification', async () => {
    const h = createHandlers(env());
    await h.omnibox('example.com/offline/4');
    reachable = true;
    online = true;
    key = 'nobody-key'; // changed (here: broken) while the request waited
    expect(await h.completeQueued()).toBe(1);
    const last = notes.at(-1);
    expect(last).toMatchObject({ badge: BADGE.failed, title: "Couldn't shorten" });
    expect(last?.message).toMatch(
      /offline\/4\nYour link service didn't accept your API key\. Check Snaplink's settings\.$/,
    );
    expect(s.sent.at(-1)?.headers.get('authorization')).toBe('Bearer nobody-key');
    expect(copied).toEqual([]);
    expect(await offlineQueue()).toEqual([]);
  });
});
