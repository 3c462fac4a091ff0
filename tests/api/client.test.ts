import { afterEach, describe, expect, it, vi } from 'vitest';
import { BaseUrlError, createClient, DEFAULT_TIMEOUT_MS } from '../../lib/api/client';
import { ApiError } from '../../lib/api/errors';
import { createLink, getLink, listLinks } from '../../lib/api/links';
import { errorView, waitMessage } from '../../lib/error-view';
import { BASE, canned, fixtureClient, json, rejection, sandbox } from './helpers';

describe('authentication', () => {
  it('sends Authorization: Bearer by default, and Accept: application/json', async () => {
    const sb = sandbox();
    await listLinks(sb.client());
    const req = sb.sent[0];
    expect(req?.headers.get('authorization')).toBe('Bearer demo-pro-key');
    expect(req?.headers.get('x-api-key')).toBeNull();
    expect(req?.headers.get('accept')).toBe('application/json');
    expect(req?.url).not.toContain('api_key');
  });

  it('sends X-API-Key when chosen, and the service accepts it', async () => {
    const sb = sandbox();
    const page = await listLinks(sb.client('demo-pro-key', { authMethod: 'header' }));
    expect(page.total).toBeGreaterThan(0);
    expect(sb.sent[0]?.headers.get('x-api-key')).toBe('demo-pro-key');
    expect(sb.sent[0]?.headers.get('authorization')).toBeNull();
  });

  it('puts the key in the query only when query auth is chosen', async () => {
    const sb = sandbox();
    const page = await listLinks(sb.client('demo-pro-key', { authMethod: 'query' }), {
      search: 'wiki',
    });
    expect(page.data).toHaveLength(1);
    expect(sb.sent[0]?.url).toBe(`${BASE}/links?search=wiki&api_key=demo-pro-key`);
    expect(sb.sent[0]?.headers.get('authorization')).toBeNull();
  });

  it('trims a pasted key, and refuses one that no header can carry without sending it', async () => {
    const sb = sandbox();
    await listLinks(sb.client(' demo-pro-key\n'));
    expect(sb.sent[0]?.headers.get('authorization')).toBe('Bearer demo-pro-key');
    const e = await rejection(listLinks(sb.client('clé-invalide')));
    expect(e).toMatchObject({ kind: 'unauthorized' });
    expect(sb.sent).toHaveLength(1);
  });
});

describe('base URL', () => {
  it('builds calls from the normalised API root', async () => {
    const sb = sandbox();
    const c = sb.client('demo-pro-key', { baseUrl: 'http://127.0.0.1:8787//' });
    expect(c.baseUrl).toBe(BASE);
    await getLink(c, 1);
    expect(sb.sent[0]?.url).toBe(`${BASE}/links/1`);
  });

  it('refuses plain http for a remote host when the client is made', () => {
    expect(() => createClient({ baseUrl: 'http://short.example.com', apiKey: 'k' })).toThrowError(
      BaseUrlError,
    );
  });
});

describe('timeouts and aborts', () => {
  afterEach(() => vi.useRealTimers());

  // Answers only when the request's signal aborts, like a server that never replies.
  const hanging = () => ({
    fetch: (_: RequestInfo | URL, init?: RequestInit) =>
      new Promise<Response>((_, reject) => {
        init?.signal?.addEventListener('abort', () => reject(init.signal?.reason));
      }),
  });

  it('gives up after 10 s by default, as kind timeout', async () => {
    vi.useFakeTimers();
    const { client } = fixtureClient(hanging().fetch);
    const outcome = rejection(listLinks(client));
    await vi.advanceTimersByTimeAsync(DEFAULT_TIMEOUT_MS - 1);
    let settled = false;
    void outcome.then(() => {
      settled = true;
    });
    await vi.advanceTimersByTimeAsync(0);
    expect(settled).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    const e = await outcome;
    expect(e).toBeInstanceOf(ApiError);
    expect(e).toMatchObject({ kind: 'timeout', status: undefined });
    expect(e).toMatchObject({ waited: 10 });
    expect(errorView(e)).toEqual({
      message: 'Your link service took too long to answer.',
      next: 'retry',
      fields: {},
      detail: 'No answer came within 10 seconds.',
    });
  });

  it('honours a per-call timeout', async () => {
    const { client } = fixtureClient(hanging().fetch);
    const e = await rejection(listLinks(client, {}, { timeoutMs: 20 }));
    expect(e).toMatchObject({ kind: 'timeout' });
  });

  it('times out even when fetch ignores the abort signal', async () => {
    const { client } = fixtureClient(() => new Promise<Response>(() => {}));
    const e = await rejection(listLinks(client, {}, { timeoutMs: 20 }));
    expect(e).toMatchObject({ kind: 'timeout' });
  });

  it('times out when the body never ends', async () => {
    const endless = new ReadableStream<Uint8Array>({
      start: (c) => c.enqueue(new TextEncoder().encode('{')),
    });
    const { client } = fixtureClient(async () => new Response(endless, { status: 200 }));
    const e = await rejection(listLinks(client, {}, { timeoutMs: 20 }));
    expect(e).toMatchObject({ kind: 'timeout' });
  });

  it("rejects with the caller's own reason on abort, not a timeout", async () => {
    const { client } = fixtureClient(hanging().fetch);
    const ctl = new AbortController();
    const outcome = rejection(listLinks(client, {}, { signal: ctl.signal }));
    const reason = new DOMException('closed', 'AbortError');
    ctl.abort(reason);
    expect(await outcome).toBe(reason);
  });

  it('does not even send when the signal is already aborted', async () => {
    const sb = sandbox();
    const e = await rejection(listLinks(sb.client(), {}, { signal: AbortSignal.abort() }));
    expect(e).toBeInstanceOf(DOMException);
    expect((e as DOMException).name).toBe('AbortError');
    expect(sb.sent).toHaveLength(0);
  });
});

describe('retries', () => {
  /** The sandbox, behind a gateway that fails the first `n` requests with `status`. */
  function flaky(n: number, status: number | 'network') {
    const sb = sandbox();
    let left = n;
    const fetch = async (input: RequestInfo | URL, init?: RequestInit) => {
      if (left-- > 0) {
        if (status === 'network') throw new TypeError('Failed to fetch');
        return new Response('<html>Bad gateway</html>', { status });
      }
      return sb.fetch(input, init);
    };
    return { sb, client: sb.client('demo-pro-key', { fetch }) };
  }

  it.each([502, 503, 504, 'network' as const])('retries a GET twice on %s', async (status) => {
    const { sb, client } = flaky(2, status);
    const page = await listLinks(client);
    expect(page.total).toBeGreaterThan(0);
    expect(sb.sleeps).toHaveLength(2);
    // Jittered backoff: 125–250 ms, then 250–500 ms.
    expect(sb.sleeps[0]).toBeGreaterThanOrEqual(125);
    expect(sb.sleeps[0]).toBeLessThanOrEqual(250);
    expect(sb.sleeps[1]).toBeGreaterThanOrEqual(250);
    expect(sb.sleeps[1]).toBeLessThanOrEqual(500);
  });

  it('gives up after the third attempt', async () => {
    const calls = canned(new Response('', { status: 503 }));
    const { client, sleeps } = fixtureClient(calls.fetch);
    const e = await rejection(listLinks(client));
    expect(e).toMatchObject({ kind: 'server', status: 503 });
    expect(calls.calls).toHaveLength(3);
    expect(sleeps).toHaveLength(2);
  });

  it('never retries a POST, even on 503 or a network error', async () => {
    for (const failure of [new Response('', { status: 503 }), new TypeError('Failed to fetch')]) {
      const calls = canned(failure);
      const { client, sleeps } = fixtureClient(calls.fetch);
      const e = await rejection(createLink(client, { original_url: 'https://example.com/' }));
      expect(e).toBeInstanceOf(ApiError);
      expect(calls.calls).toHaveLength(1);
      expect(sleeps).toHaveLength(0);
    }
  });

  it('never retries a 4xx', async () => {
    const sb = sandbox();
    const e = await rejection(getLink(sb.client(), 424242));
    expect(e).toMatchObject({ kind: 'not_found' });
    expect(sb.sent).toHaveLength(1);
    expect(sb.sleeps).toHaveLength(0);
  });
});

describe('rate limits', () => {
  async function exhaust(sb: ReturnType<typeof sandbox>) {
    const c = sb.client();
    for (let i = 0; i < 120; i++) await rejection(getLink(c, 999_999));
    sb.sent.length = 0;
    return c;
  }

  it('waits out a 429 once when Retry-After is 3 s or less', async () => {
    const sb = sandbox();
    const c = await exhaust(sb);
    sb.clock.t += 57_500; // the window frees up in 2.5 s: Retry-After 3
    const page = await listLinks(c);
    expect(page.total).toBeGreaterThan(0);
    expect(sb.sleeps).toEqual([3000]);
    expect(sb.sent).toHaveLength(2);
  });

  it('surfaces a longer 429 with retryAfter and the reset time', async () => {
    const sb = sandbox();
    const c = await exhaust(sb);
    sb.clock.t += 10_000;
    const e = await rejection(listLinks(c));
    expect(e).toMatchObject({ kind: 'rate_limited', status: 429, retryAfter: 50 });
    expect(errorView(e)).toMatchObject({
      message: "Too many requests: your plan's rate limit was reached.",
      next: 'wait',
      retryAfter: 50,
    });
    expect(waitMessage(50)).toBe(
      "Too many requests: your plan's rate limit was reached. Try again in 50 seconds.",
    );
    expect(sb.sleeps).toHaveLength(0);
    expect(c.rateLimit()).toMatchObject({
      limit: 120,
      remaining: 0,
      resetAt: (sb.clock.t + 50_000) / 1000,
    });
  });

  it('waits only once, and never for a POST', async () => {
    const tooMany = json({ message: 'Slow down' }, 429, { 'Retry-After': '1' });
    const get = canned(tooMany);
    const g = fixtureClient(get.fetch);
    expect(await rejection(listLinks(g.client))).toMatchObject({
      kind: 'rate_limited',
      retryAfter: 1,
    });
    expect(get.calls).toHaveLength(2);
    expect(g.sleeps).toEqual([1000]);

    const post = canned(tooMany);
    const p = fixtureClient(post.fetch);
    await rejection(createLink(p.client, { original_url: 'https://example.com/' }));
    expect(post.calls).toHaveLength(1);
    expect(p.sleeps).toEqual([]);
  });

  it('keeps the latest X-RateLimit figures and tells the listener', async () => {
    const sb = sandbox();
    const seen: unknown[] = [];
    const c = sb.client('demo-pro-key', { onRateLimit: (s) => seen.push(s) });
    expect(c.rateLimit()).toBeUndefined();
    await listLinks(c);
    await listLinks(c);
    expect(c.rateLimit()).toEqual({
      limit: 120,
      remaining: 118,
      resetAt: undefined,
      observedAt: sb.clock.t,
      status: 200,
    });
    expect(seen).toHaveLength(2);
  });

  it('still completes the call when the listener throws', async () => {
    const sb = sandbox();
    const c = sb.client('demo-pro-key', {
      onRateLimit: () => {
        throw new Error('UI bug');
      },
    });
    await expect(listLinks(c)).resolves.toHaveProperty('data');
  });
});
