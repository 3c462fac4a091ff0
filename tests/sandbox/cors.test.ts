import { describe, expect, it } from 'vitest';
import { KEYS, type Sandbox, sharedPerBlock, visit } from './helpers.ts';

let s: Sandbox;
// Each test reads seeded data or makes its own links; one sandbox serves the file.
sharedPerBlock((x) => {
  s = x;
});

const list = (header: string | null) =>
  (header ?? '')
    .split(',')
    .map((v) => v.trim().toLowerCase())
    .filter(Boolean);

const EXPOSED = ['x-ratelimit-limit', 'x-ratelimit-remaining', 'x-ratelimit-reset', 'retry-after'];

function expectCors(res: Response) {
  expect(res.headers.get('access-control-allow-origin')).toBe('*');
  expect(list(res.headers.get('access-control-expose-headers'))).toEqual(
    expect.arrayContaining(EXPOSED),
  );
}

describe('preflight', () => {
  it.each([
    ['/api/v1/links', 'POST'],
    ['/api/v1/links/1', 'DELETE'],
    ['/api/v1/links/1/analytics', 'GET'],
    ['/api/v1/qrcodes', 'POST'],
    ['/api/v1/qrcodes/1/download/png', 'GET'],
    ['/api/v1/domains/1', 'PUT'],
    ['/api/v1/domains/1', 'PATCH'],
    ['/api/v1/no/such/path', 'GET'],
  ])('OPTIONS %s (for %s) → 204 without a key', async (path, method) => {
    const res = await s.raw(path, {
      method: 'OPTIONS',
      headers: {
        Origin: 'chrome-extension://abcdefghijklmnop',
        'Access-Control-Request-Method': method,
        'Access-Control-Request-Headers': 'authorization,content-type',
      },
    });
    expect(res.status).toBe(204);
    expect(res.headers.get('access-control-allow-origin')).toBe('*');
    const headers = list(res.headers.get('access-control-allow-headers'));
    // Named one by one: a bare * does not cover Authorization.
    expect(headers).not.toContain('*');
    expect(headers).toEqual(
      expect.arrayContaining(['authorization', 'x-api-key', 'content-type', 'accept']),
    );
    const methods = list(res.headers.get('access-control-allow-methods'));
    expect(methods).not.toContain('*');
    expect(methods).toEqual(expect.arrayContaining(['get', 'post', 'put', 'patch', 'delete']));
    // Kept a day by the browser, not the 5 s it keeps a preflight that says nothing.
    expect(res.headers.get('access-control-max-age')).toBe('86400');
  });

  it('is not counted against the rate limit', async () => {
    for (let i = 0; i < 130; i++) {
      await s.raw('/api/v1/links', {
        method: 'OPTIONS',
        headers: { Origin: 'https://x.test', 'Access-Control-Request-Method': 'GET' },
      });
    }
    const r = await s.api('GET', '/links');
    expect(r.status).toBe(200);
    expect(r.headers.get('x-ratelimit-remaining')).toBe('119');
  });
});

describe('every response carries Access-Control-Allow-Origin and the exposed headers', () => {
  const origin = { Origin: 'chrome-extension://abcdefghijklmnop' };

  it.each([
    ['200', 'GET', '/api/v1/links', { Authorization: `Bearer ${KEYS.pro}` }, 200],
    ['401', 'GET', '/api/v1/links', {}, 401],
    ['403 (plan)', 'GET', '/api/v1/links', { 'X-API-Key': KEYS.free }, 403],
    ['404', 'GET', '/api/v1/links/999999', { 'X-API-Key': KEYS.pro }, 404],
    ['404 unknown path', 'GET', '/api/v1/nope', { 'X-API-Key': KEYS.pro }, 404],
    ['400', 'POST', '/api/v1/qrcodes', { 'X-API-Key': KEYS.pro }, 400],
    ['an SVG download', 'GET', '/api/v1/qrcodes/1/download/svg', { 'X-API-Key': KEYS.pro }, 200],
  ])('%s', async (_n, method, path, headers, status) => {
    const res = await s.raw(path, { method, headers: { ...origin, ...headers } });
    expect(res.status).toBe(status);
    expectCors(res);
  });

  it('a 422', async () => {
    const res = await s.raw('/api/v1/links', {
      method: 'POST',
      headers: { ...origin, 'X-API-Key': KEYS.pro, 'Content-Type': 'application/json' },
      body: JSON.stringify({ original_url: 'http://localhost/' }),
    });
    expect(res.status).toBe(422);
    expectCors(res);
  });

  it('a 429, whose Retry-After a page can then read', async () => {
    let res: Response | undefined;
    for (let i = 0; i < 121; i++)
      res = await s.raw('/api/v1/domains', { headers: { ...origin, 'X-API-Key': KEYS.pro } });
    expect(res?.status).toBe(429);
    expectCors(res as Response);
    expect(res?.headers.get('retry-after')).not.toBeNull();
  });

  it('the redirect and its 404', async () => {
    const hit = await visit(s, 'demo1', origin);
    expect(hit.status).toBe(302);
    expect(hit.headers.get('access-control-allow-origin')).toBe('*');
    const miss = await visit(s, 'nope-nope', origin);
    expect(miss.status).toBe(404);
    expect(miss.headers.get('access-control-allow-origin')).toBe('*');
  });
});
