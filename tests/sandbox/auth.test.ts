import { describe, expect, it } from 'vitest';
import { PLANS } from '../../sandbox/auth.ts';
import {
  expectError,
  freshPerTest,
  KEYS,
  type KeyMethod,
  MINUTE,
  NOW,
  rateHeaders,
  type Sandbox,
  sharedPerBlock,
} from './helpers.ts';

let s: Sandbox;
const use = (x: Sandbox) => {
  s = x;
};

/** Spends `n` requests of a key's budget on a cheap read. */
async function spend(key: string, n: number) {
  for (let i = 0; i < n; i++) {
    const r = await s.api('GET', '/domains', { key });
    expect(r.status).toBe(200);
  }
}

describe('the three ways of sending a key', () => {
  sharedPerBlock(use);

  it.each<KeyMethod>(['bearer', 'header', 'query'])('%s is accepted', async (via) => {
    const r = await s.api('GET', '/links', { via });
    expect(r.status).toBe(200);
    expect(r.body.total).toBe(10); // the Pro demo's links, so the key picked the account
  });

  it('the Bearer scheme is case-insensitive, as HTTP auth schemes are', async () => {
    const res = await s.raw('/api/v1/links', { headers: { Authorization: `bearer ${KEYS.pro}` } });
    expect(res.status).toBe(200);
  });

  it.each<KeyMethod>(['bearer', 'header', 'query'])(
    'each method counts against the same window (%s)',
    async (via) => {
      const first = rateHeaders(await s.api('GET', '/links', { via: 'bearer' }));
      const second = rateHeaders(await s.api('GET', '/links', { via }));
      expect(second.remaining).toBe((first.remaining ?? 0) - 1);
    },
  );
});

describe('401: key missing, unknown, inactive or expired', () => {
  sharedPerBlock(use);

  const cases: [string, string | null][] = [
    ['missing', null],
    ['unknown', 'no-such-key'],
    ['empty', ''],
    ['inactive', KEYS.inactive],
    ['expired', KEYS.expired],
  ];
  const paths: [string, string][] = [
    ['GET', '/links'],
    ['POST', '/links'],
    ['GET', '/qrcodes/1'],
    ['GET', '/qrcodes/1/download/png'],
    ['DELETE', '/domains/1'],
    ['GET', '/links/1/analytics'],
    ['GET', '/no/such/path'],
    ['GET', ''],
  ];
  it.each(cases.flatMap(([name, key]) => paths.map(([m, p]) => [name, m, p, key] as const)))(
    '%s key → 401 on %s %s',
    async (_name, method, path, key) => {
      const r = await s.api(method, path, { key, json: method === 'POST' ? {} : undefined });
      expectError(r, 401);
    },
  );

  it.each<KeyMethod>(['bearer', 'header', 'query'])(
    'an inactive or expired key is refused by %s too',
    async (via) => {
      expectError(await s.api('GET', '/links', { key: KEYS.inactive, via }), 401);
      expectError(await s.api('GET', '/links', { key: KEYS.expired, via }), 401);
    },
  );

  it('a key is a whole token: a prefix of a real key is unknown', async () => {
    expectError(await s.api('GET', '/links', { key: 'demo-pro' }), 401);
    expectError(await s.api('GET', '/links', { key: `${KEYS.pro}x` }), 401);
  });

  it('a 401 does not spend the key’s budget', async () => {
    await s.api('GET', '/links', { key: null });
    const r = await s.api('GET', '/links');
    expect(rateHeaders(r).remaining).toBe(119);
  });
});

describe('403: a plan without api_access (demo-free-key)', () => {
  sharedPerBlock(use);

  it.each([
    ['GET', '/links'],
    ['POST', '/links'],
    ['GET', '/qrcodes'],
    ['POST', '/qrcodes'],
    ['GET', '/domains'],
    ['POST', '/domains'],
    ['GET', '/links/1/analytics'],
    ['GET', '/no/such/path'],
  ])('%s %s → 403 with the rate-limit headers', async (method, path) => {
    const r = await s.api(method, path, {
      key: KEYS.free,
      json: method === 'POST' ? { original_url: 'https://example.com' } : undefined,
    });
    expectError(r, 403);
    expect(rateHeaders(r)).toMatchObject({ limit: 60, remaining: 60 });
  });

  it('is not counted: far more than 60 requests stay 403, never 429', async () => {
    for (let i = 0; i < 70; i++) {
      const r = await s.api('GET', '/links', { key: KEYS.free });
      expect(r.status).toBe(403);
      expect(rateHeaders(r).remaining).toBe(60);
    }
  });

  it.each<KeyMethod>(['header', 'query'])('applies to the key sent by %s', async (via) => {
    expectError(await s.api('GET', '/links', { key: KEYS.free, via }), 403);
  });
});

describe('plans and their limits', () => {
  sharedPerBlock(use);

  it('configures the reference’s section 8: Free 60 (no access), Pro 120, Enterprise 300', () => {
    expect(PLANS.free).toMatchObject({ perMinute: 60, apiAccess: false });
    expect(PLANS.pro).toMatchObject({ perMinute: 120, apiAccess: true });
    expect(PLANS.enterprise).toMatchObject({ perMinute: 300, apiAccess: true });
  });

  it.each([
    ['pro', 120, KEYS.pro],
    ['pro2', 120, KEYS.pro2],
    ['limited (a Pro account)', 120, KEYS.limited],
    ['enterprise', 300, KEYS.enterprise],
  ])('%s: %i requests a minute are served, the next is 429', async (_n, limit, key) => {
    for (let i = 0; i < limit; i++) {
      const r = await s.api('GET', '/domains', { key });
      expect(r.status).toBe(200);
      expect(rateHeaders(r)).toMatchObject({ limit, remaining: limit - i - 1 });
    }
    const r = await s.api('GET', '/domains', { key });
    expectError(r, 429);
    const h = rateHeaders(r);
    expect(h.limit).toBe(limit);
    expect(h.remaining).toBe(0);
    // Every request was at the same instant, so the first slot frees a full minute later.
    expect(h.retryAfter).toBe(60);
    expect(h.reset).toBe(Math.ceil((s.clock.now() + MINUTE) / 1000));
  });
});

describe('X-RateLimit-* on every authenticated response', () => {
  sharedPerBlock(use);

  it.each([
    ['200 list', 'GET', '/links', undefined, 200],
    ['200 get', 'GET', '/qrcodes/1', undefined, 200],
    ['201 create', 'POST', '/domains', { name: 'new.example.com' }, 201],
    ['400', 'POST', '/links', {}, 400],
    ['404 resource', 'GET', '/links/999999', undefined, 404],
    ['404 unknown path', 'GET', '/nothing-here', undefined, 404],
    ['422', 'POST', '/links', { original_url: 'ftp://example.com' }, 422],
    ['422 query', 'GET', '/domains?per_page=7', undefined, 422],
  ])('%s', async (_n, method, path, json, status) => {
    const r = await s.api(method, path, { json });
    expect(r.status).toBe(status);
    expect(rateHeaders(r)).toMatchObject({ limit: 120, remaining: 119 });
  });

  it('on the 403s of demo-limited-key', async () => {
    const r = await s.api('POST', '/links', {
      key: KEYS.limited,
      json: { original_url: 'https://example.com/x' },
    });
    expect(r.status).toBe(403);
    expect(rateHeaders(r)).toMatchObject({ limit: 120, remaining: 119 });
  });

  it('on downloads, which are not JSON', async () => {
    const res = await s.raw(`/api/v1/qrcodes/1/download/svg?api_key=${KEYS.pro}`);
    expect(res.status).toBe(200);
    expect(rateHeaders(res)).toMatchObject({ limit: 120, remaining: 119 });
  });

  it('Remaining counts down by one per request, whatever its status', async () => {
    const seen: (number | null)[] = [];
    for (const path of ['/links', '/nothing', '/links/999999', '/qrcodes', '/domains?sort=up']) {
      seen.push(rateHeaders(await s.api('GET', path)).remaining);
    }
    expect(seen).toEqual([119, 118, 117, 116, 115]);
  });

  it('Retry-After and X-RateLimit-Reset belong to a 429 only', async () => {
    const r = await s.api('GET', '/links');
    expect(rateHeaders(r)).toMatchObject({ retryAfter: null, reset: null });
  });
});

describe('429 and the rolling window', () => {
  freshPerTest(use);

  it('the window is per key: one exhausted key leaves the others alone', async () => {
    await spend(KEYS.pro, 120);
    expect((await s.api('GET', '/links')).status).toBe(429);
    expect((await s.api('GET', '/links', { key: KEYS.pro2 })).status).toBe(200);
    expect((await s.api('GET', '/links', { key: KEYS.enterprise })).status).toBe(200);
  });

  it('frees a full budget 60 s after the burst, and not a millisecond earlier', async () => {
    await spend(KEYS.pro, 120);
    s.clock.advance(MINUTE - 1);
    const still = await s.api('GET', '/links');
    expectError(still, 429);
    expect(rateHeaders(still).retryAfter).toBe(1);
    s.clock.advance(1);
    const r = await s.api('GET', '/links');
    expect(r.status).toBe(200);
    expect(rateHeaders(r).remaining).toBe(119);
  });

  it('is rolling, not a fixed minute: requests leave the window one by one', async () => {
    await spend(KEYS.pro, 60); // at T
    s.clock.advance(30_000);
    await spend(KEYS.pro, 60); // at T + 30 s
    const blocked = await s.api('GET', '/links');
    expectError(blocked, 429);
    // The oldest request turns 60 s old 30 s from now.
    expect(rateHeaders(blocked).retryAfter).toBe(30);
    expect(rateHeaders(blocked).reset).toBe(Math.ceil((NOW + MINUTE) / 1000));

    s.clock.advance(30_000); // T + 60 s: the first 60 have left, the last 60 have not
    for (let i = 0; i < 60; i++) expect((await s.api('GET', '/links')).status).toBe(200);
    expectError(await s.api('GET', '/links'), 429);

    s.clock.advance(30_000); // T + 90 s: the second burst has left too
    const r = await s.api('GET', '/links');
    expect(r.status).toBe(200);
    expect(rateHeaders(r).remaining).toBe(59);
  });

  it('a 429 is not counted, so retrying does not push the reset further away', async () => {
    await spend(KEYS.pro, 120);
    s.clock.advance(1000);
    for (let i = 0; i < 130; i++) {
      const r = await s.api('GET', '/links');
      expect(r.status).toBe(429);
      expect(rateHeaders(r).reset).toBe(Math.ceil((NOW + MINUTE) / 1000));
    }
    s.clock.set(NOW + MINUTE);
    const r = await s.api('GET', '/links');
    expect(r.status).toBe(200);
    expect(rateHeaders(r).remaining).toBe(119);
  });

  it('a 429 wins over a 404 and over a bad body (order of checks)', async () => {
    await spend(KEYS.pro, 120);
    expectError(await s.api('GET', '/no/such/path'), 429);
    expectError(await s.api('GET', '/qrcodes/999999'), 429);
    expectError(
      await s.api('POST', '/links', { raw: '{not json', contentType: 'application/json' }),
      429,
    );
    expectError(await s.api('POST', '/qrcodes', { json: { name: 'x' } }), 429);
  });

  it('downloads share the key’s window', async () => {
    await spend(KEYS.pro, 120);
    const res = await s.raw(`/api/v1/qrcodes/1/download/png?api_key=${KEYS.pro}`);
    expect(res.status).toBe(429);
  });
});
