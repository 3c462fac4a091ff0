// @vitest-environment happy-dom
// @vitest-environment-options {"settings":{"handleDisabledFileLoadingAsSuccess":true}}
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeBrowser } from 'wxt/testing/fake-browser';
import { startEarly } from '../../../entrypoints/popup/early';
import { loadFlow } from '../../../entrypoints/popup/load-flow';
import { accountFingerprint } from '../../../lib/account';
import { takingSent } from '../../../lib/api/request';
import { refreshLinkIndex } from '../../../lib/background/link-index';
import { shorten } from '../../../lib/shorten';
import { BASE, type Sandbox, sandbox } from '../../lib/helpers';
import type { Sent } from '../../support/sandbox';

// The popup's early start (entrypoints/popup/early.ts) draws a known link, or sends the request
// for a new one, before the flow has loaded. It must decide as the flow does, send exactly the
// request the flow's client would send (so the flow takes it over: one link, not two), and draw
// nothing the flow would refuse.

const PAGE = 'https://example.com/early';
let s: Sandbox;
let root: HTMLElement;

beforeEach(async () => {
  fakeBrowser.reset();
  s = sandbox();
  vi.stubGlobal('fetch', s.fetch);
  performance.clearMarks();
  root = document.createElement('div');
  root.id = 'root';
  document.body.append(root);
  const window = await fakeBrowser.windows.create({ focused: true });
  await fakeBrowser.tabs.create({ url: PAGE, active: true, windowId: window?.id });
  await fakeBrowser.storage.local.set({ baseUrl: BASE, apiKey: 'demo-pro-key' });
});
afterEach(() => {
  vi.unstubAllGlobals();
  root.remove();
});

const posts = (sent: Sent[]) => sent.filter((r) => r.method === 'POST');
const shown = () =>
  root.querySelector('.link-card .short-link')?.getAttribute('title') ?? undefined;
const visible = () => performance.getEntriesByName('snaplink:link-visible').length;

/** The flow, as main.ts runs it once the early start has handed over (the tab has no title). */
const flow = (fetch: typeof globalThis.fetch, force = false) =>
  shorten(
    { url: PAGE, force },
    {
      connection: { baseUrl: BASE, apiKey: 'demo-pro-key', authMethod: 'bearer' },
      preferences: { autoCopy: false, defaultDomainId: null },
      fetch,
      now: s.clock.now,
    },
  );

describe('the early start', () => {
  it('draws a link history knows, with no request', async () => {
    const account = await accountFingerprint('demo-pro-key');
    const entry = {
      short_url: 'http://127.0.0.1:8787/known',
      original_url: PAGE,
      link_id: 7,
      title: null,
      domain_id: null,
      created_at: '2026-03-15T12:00:00.000Z',
      base_url: BASE,
      account,
    };
    await fakeBrowser.storage.local.set({ history: [entry] });
    const early = await startEarly();
    expect(early.sent).toBeUndefined();
    expect(s.sent).toEqual([]);
    expect(shown()).toBe(entry.short_url);
    expect(root.textContent).toContain('This page already has a short link');
    expect(visible()).toBe(1);
  });

  it("sends the flow's request once, draws the answer's link, and the flow takes it over", async () => {
    const early = await startEarly();
    expect(early.sent).toBeDefined();
    await vi.waitFor(() => expect(shown()).toMatch(/^http:\/\/127\.0\.0\.1:8787\//));
    const outcome = await flow(takingSent(early.sent));
    expect(outcome.kind).toBe('link');
    if (outcome.kind !== 'link') return;
    expect(outcome.link.short_url).toBe(shown());
    expect(posts(s.sent)).toHaveLength(1);
    expect(visible()).toBe(1);
  });

  it('skips a history entry the flow would not hand out (not a web address)', async () => {
    const account = await accountFingerprint('demo-pro-key');
    await fakeBrowser.storage.local.set({
      history: [
        {
          short_url: 'javascript:alert(1)',
          original_url: PAGE,
          link_id: 3,
          domain_id: null,
          base_url: BASE,
          account,
        },
      ],
    });
    const early = await startEarly();
    expect(early.sent).toBeDefined();
    await vi.waitFor(() => expect(shown()).toMatch(/^http:/));
  });

  it('leaves to the flow what it cannot settle, sending nothing', async () => {
    await fakeBrowser.storage.local.set({ apiKey: '' });
    expect((await startEarly()).sent).toBeUndefined();
    // No key yet: the first run's welcome, not an error.
    expect(root.querySelector('.welcome button')?.textContent).toBe('Set up Snaplink');
    // A plain-http service that isn't this machine never gets the key.
    await fakeBrowser.storage.local.set({ apiKey: 'demo-pro-key', baseUrl: 'http://sho.rt/api' });
    expect((await startEarly()).sent).toBeUndefined();
    expect(s.sent).toEqual([]);
    expect(root.textContent).toContain('Shortening');
    expect(visible()).toBe(0);
  });

  it('draws no address but a web one, and the flow then refuses the answer', async () => {
    const hostile: typeof fetch = async (input, init) => {
      const res = await s.fetch(input, init);
      const body = JSON.stringify({ ...(await res.json()), short_url: 'javascript:alert(1)' });
      const headers = new Headers(res.headers);
      headers.set('content-length', String(body.length));
      return new Response(body, { status: res.status, headers });
    };
    vi.stubGlobal('fetch', hostile);
    const early = await startEarly();
    const outcome = await flow(takingSent(early.sent));
    expect(outcome.kind).toBe('error');
    expect(shown()).toBeUndefined();
    expect(visible()).toBe(0);
    expect(posts(s.sent)).toHaveLength(1);
  });
});

// The module is not fetched here: happy-dom loads no files, and is told to take that as loaded.
describe('loadFlow', () => {
  const modules = () => [...document.querySelectorAll('script[type="module"]')];
  afterEach(() => {
    for (const m of modules()) m.remove();
  });

  it('loads the module the build named on the early script, once', () => {
    const early = document.createElement('script');
    early.dataset.flow = '/chunks/popup-abc.js';
    loadFlow(early);
    expect(modules().map((m) => m.getAttribute('src'))).toEqual(['/chunks/popup-abc.js']);
  });

  it('loads nothing when the page loads its module itself (wxt dev)', () => {
    loadFlow(document.createElement('script'));
    loadFlow(null);
    expect(modules()).toEqual([]);
  });
});

describe('takingSent', () => {
  it('answers only the first identical request from what was sent', async () => {
    const early = await startEarly();
    const fetch = takingSent(early.sent);
    // A different request (here, with another key) goes out, and leaves the one sent untaken.
    await fetch(`${BASE}/links`, {
      method: 'POST',
      headers: { Authorization: 'Bearer demo-free-key' },
      body: JSON.stringify({ original_url: PAGE }),
    });
    expect(posts(s.sent)).toHaveLength(2);
    expect((await flow(fetch)).kind).toBe('link');
    expect(posts(s.sent)).toHaveLength(2);
    // Taken once: the same request again goes out.
    expect((await flow(fetch, true)).kind).toBe('link');
    expect(posts(s.sent)).toHaveLength(3);
  });
});

// The index of the account's links (lib/link-index.ts): a page the account already has a link
// for, made elsewhere, is drawn from the storage read the early start makes anyway.
describe("the early start with the index of the account's links", () => {
  const connection = (apiKey: string) => ({ baseUrl: BASE, apiKey, authMethod: 'bearer' as const });
  async function indexedElsewhere(key: string) {
    const res = await s.api('/links', key, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ original_url: PAGE }),
    });
    await refreshLinkIndex({ connection: connection(key), fetch: s.fetch, now: s.clock.now });
    s.sent.length = 0;
    return (await res.json()) as { id: number; short_url: string };
  }

  it('draws the link the account has, with no request, and the flow hands out the same', async () => {
    const made = await indexedElsewhere('demo-pro-key');
    const early = await startEarly();
    expect(early.sent).toBeUndefined();
    expect(s.sent).toEqual([]);
    expect(shown()).toBe(made.short_url);
    const outcome = await flow(s.fetch);
    expect(outcome).toMatchObject({ kind: 'link', reused: true, link: { link_id: made.id } });
    expect(posts(s.sent)).toEqual([]);
  });

  it("sends the request for a new link when the index is another account's", async () => {
    await indexedElsewhere('demo-pro2-key');
    expect((await startEarly()).sent).toBeDefined();
  });
});
