import type { Context } from 'hono';
import { beforeEach, describe, expect, it } from 'vitest';
import { FAILED_AUTH, socketClient } from '../../sandbox/lockout.ts';
import {
  type CallOptions,
  expectError,
  KEYS,
  NOW,
  rateHeaders,
  type Sandbox,
  sandbox,
} from './helpers.ts';

// Issue item 13: failed authentication is limited per client, so keys can't be guessed at
// full speed; a key the client already uses keeps working and keeps its own counters.
let s: Sandbox;
beforeEach(() => {
  // In-process requests have no socket address: a header stands for the client here.
  s = sandbox(NOW, { clientOf: (c) => c.req.header('X-Test-Client') ?? 'unknown' });
});

const as = (client: string, key: string | null, options: CallOptions = {}) =>
  s.api('GET', '/links', { ...options, key, headers: { 'X-Test-Client': client } });

/** `n` failed attempts from `client`, each answered 401. */
async function fail(client: string, n: number, key = 'guess-0000') {
  for (let i = 0; i < n; i++) expectError(await as(client, `${key}-${i}`), 401);
}

describe('failed attempts per client', () => {
  it('the limit is 20 failures per rolling minute', () => {
    expect(FAILED_AUTH).toEqual({ limit: 20, windowMs: 60_000 });
  });

  it(`the first ${FAILED_AUTH.limit} are 401s; the next is a 429 with Retry-After`, async () => {
    await fail('a', FAILED_AUTH.limit);
    const r = await as('a', 'guess-next');
    expectError(r, 429);
    const h = rateHeaders(r);
    expect(h.retryAfter).toBeGreaterThanOrEqual(1);
    expect(h.retryAfter).toBeLessThanOrEqual(60);
    expect(h.reset).toBe(Math.ceil((NOW + 60_000) / 1000));
    // Not a key's response: no key's limit is reported.
    expect(h.limit).toBeNull();
    expect(h.remaining).toBeNull();
    expect(r.headers.get('access-control-allow-origin')).toBe('*');
  });

  it('unknown, inactive and expired keys all count', async () => {
    for (let i = 0; i < FAILED_AUTH.limit; i++) {
      const key = [KEYS.inactive, KEYS.expired, `nope-${i}`][i % 3] as string;
      expectError(await as('a', key), 401);
    }
    expectError(await as('a', KEYS.inactive), 429);
  });

  it('a request with no key is a 401 that does not count, and stays a 401', async () => {
    for (let i = 0; i < 3 * FAILED_AUTH.limit; i++) expectError(await as('a', null), 401);
    await fail('a', FAILED_AUTH.limit);
    expectError(await as('a', null), 401);
    expectError(await as('a', 'one-more'), 429);
  });

  it('429 comes before 404 while the client is held', async () => {
    await fail('a', FAILED_AUTH.limit);
    const r = await s.api('GET', '/no/such/path', {
      key: 'guess',
      headers: { 'X-Test-Client': 'a' },
    });
    expectError(r, 429);
  });

  it('after Retry-After seconds, a wrong key is a plain 401 again', async () => {
    await fail('a', FAILED_AUTH.limit);
    const retry = rateHeaders(await as('a', 'held')).retryAfter ?? 0;
    s.clock.advance(retry * 1000 - 1000);
    expectError(await as('a', 'still-held'), 429);
    s.clock.advance(1000);
    expectError(await as('a', 'free-again'), 401);
  });

  it('the window rolls: failures older than a minute no longer count', async () => {
    await fail('a', FAILED_AUTH.limit - 1);
    s.clock.advance(59_000);
    await fail('a', 1, 'late');
    expectError(await as('a', 'over'), 429);
    s.clock.advance(1_000); // the first 19 turn 60 s old
    expectError(await as('a', 'under-again'), 401);
  });

  it('attempts while held keep counting, so a guesser that keeps going stays held', async () => {
    await fail('a', FAILED_AUTH.limit);
    // 30 a minute, for three minutes: the window never drops below 20.
    for (let i = 0; i < 90; i++) {
      s.clock.advance(2_000);
      expectError(await as('a', `hammer-${i}`), 429);
    }
  });

  it('another client is not held', async () => {
    await fail('a', FAILED_AUTH.limit);
    expectError(await as('a', 'x'), 429);
    expectError(await as('b', 'x'), 401);
    expect((await as('b', KEYS.pro)).status).toBe(200);
  });
});

describe('valid keys of a held client', () => {
  it('a key the client already uses still works, on its own counters', async () => {
    const first = await as('a', KEYS.pro);
    expect(rateHeaders(first)).toMatchObject({ limit: 120, remaining: 119 });
    await fail('a', FAILED_AUTH.limit);
    expectError(await as('a', 'guess'), 429);
    for (const via of ['bearer', 'header', 'query'] as const) {
      expect((await as('a', KEYS.pro, { via })).status).toBe(200);
    }
    // Three more of its own requests: the failures spent nothing of its window.
    expect(rateHeaders(await as('a', KEYS.pro))).toMatchObject({ limit: 120, remaining: 115 });
  });

  it('its plan’s answers stay as they were: a free key is still a 403, not a 429', async () => {
    expectError(await as('a', KEYS.free), 403);
    await fail('a', FAILED_AUTH.limit);
    expectError(await as('a', KEYS.free), 403);
  });

  it('a valid key first shown while the client is held waits like a guess', async () => {
    // Otherwise 429 for a wrong key and 200 for a right one would still tell a guesser,
    // at full speed, which guess was right.
    await fail('a', FAILED_AUTH.limit);
    const r = await as('a', KEYS.enterprise);
    expectError(r, 429);
    s.clock.advance((rateHeaders(r).retryAfter ?? 60) * 1000);
    expect((await as('a', KEYS.enterprise)).status).toBe(200);
  });

  it('the same key from another client is not held', async () => {
    await fail('a', FAILED_AUTH.limit);
    expect((await as('b', KEYS.enterprise)).status).toBe(200);
  });
});

describe('without a clientOf', () => {
  it('in-process requests share one bucket', async () => {
    s = sandbox(NOW);
    for (let i = 0; i < FAILED_AUTH.limit; i++) {
      expectError(await s.api('GET', '/links', { key: `nope-${i}` }), 401);
    }
    expectError(await s.api('GET', '/links', { key: 'nope' }), 429);
  });
});

describe('the default client: the socket’s address', () => {
  const from = (remoteAddress?: string) =>
    socketClient({ env: { incoming: { socket: { remoteAddress } } } } as unknown as Context);

  it.each([
    ['IPv4', '203.0.113.7', '203.0.113.7'],
    ['IPv4-mapped IPv6, as a dual-stack socket reports IPv4', '::ffff:203.0.113.7', '203.0.113.7'],
    [
      'IPv6, by its /64 (one host usually holds the whole /64)',
      '2001:db8:1:2:3:4:5:6',
      '2001:db8:1:2::/64',
    ],
    ['another address in the same /64', '2001:db8:1:2::ffff', '2001:db8:1:2::/64'],
    ['IPv6 loopback', '::1', '0:0:0:0::/64'],
  ])('%s', (_name, address, client) => {
    expect(from(address)).toBe(client);
  });

  it('no socket (in-process) is the shared unknown client', () => {
    expect(from(undefined)).toBe('unknown');
    expect(socketClient({ env: undefined } as unknown as Context)).toBe('unknown');
  });

  it('X-Forwarded-For is not trusted: a guesser could send a new one each time', () => {
    const c = {
      env: { incoming: { socket: { remoteAddress: '127.0.0.1' } } },
      req: { header: () => '198.51.100.9' },
    } as unknown as Context;
    expect(socketClient(c)).toBe('127.0.0.1');
  });
});
