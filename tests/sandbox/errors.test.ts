import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  type CallOptions,
  expectError,
  freshPerTest,
  KEYS,
  rateHeaders,
  type Sandbox,
  sharedPerBlock,
  toReply,
} from './helpers.ts';

let s: Sandbox;
const use = (x: Sandbox) => {
  s = x;
};
afterEach(() => {
  vi.restoreAllMocks();
});

describe('unknown routes answer 404 with a JSON body', () => {
  sharedPerBlock(use);

  it.each([
    '/api/v1/nope',
    '/api/v1/links/1/nope',
    '/api/v1/links/1/analytics/extra',
    '/api/v1/qrcodes/1/download/gif',
    '/api/v1/qrcodes/1/preview',
    '/api/v1/domain',
    '/api/v1/users/me',
  ])('GET %s with a key', async (path) => {
    const r = await toReply(await s.raw(path, { headers: { 'X-API-Key': KEYS.pro } }));
    expectError(r, 404);
    expect(rateHeaders(r)).toMatchObject({ limit: 120 });
  });

  it.each(['/a/b', '/api/v2/links/1', '/favicon.ico/x'])(
    'GET %s (outside the API)',
    async (path) => {
      expectError(await toReply(await s.raw(path)), 404);
    },
  );

  it.each([
    ['PUT', '/links'],
    ['PATCH', '/links/1/analytics'],
    ['PUT', '/qrcodes/1'],
    ['POST', '/links/1/analytics'],
    ['DELETE', '/links'],
    ['POST', '/domains/1'],
  ])(
    'a method the path does not have (%s %s) answers an error with a JSON body',
    async (method, path) => {
      const r = await s.api(method, path, { json: {} });
      expect([404, 405]).toContain(r.status);
      expectError(r, r.status);
    },
  );
});

describe('every status of section 7, with the contract’s body', () => {
  sharedPerBlock(use);

  const cases: [number, string, string, CallOptions][] = [
    [401, 'GET', '/links', { key: null }],
    [403, 'GET', '/links', { key: KEYS.free }],
    [404, 'GET', '/qrcodes/999999', {}],
    [400, 'POST', '/qrcodes', { json: { type: 'url' } }],
    [
      422,
      'POST',
      '/qrcodes',
      { json: { name: 'n', type: 'x', content: 'c', error_correction: 'L' } },
    ],
    [403, 'POST', '/links', { key: KEYS.limited, json: { original_url: 'https://example.com' } }],
  ];
  it.each(cases)('%i for %s %s', async (status, method, path, options) => {
    expectError(await s.api(method, path, options), status);
  });

  it('200 and 201 are bare objects, not wrapped', async () => {
    const created = await s.api('POST', '/links', { json: { original_url: 'https://a.example' } });
    expect(created.status).toBe(201);
    expect(created.body).not.toHaveProperty('data');
    // Stored as the parsed URL's href, so the bare origin gains its slash.
    expect(created.body.original_url).toBe('https://a.example/');
    const got = await s.api('GET', `/links/${created.body.id}`);
    expect(got.status).toBe(200);
    expect(got.body.id).toBe(created.body.id);
  });

  it('429', async () => {
    let last = await s.api('GET', '/domains');
    for (let i = 0; i < 120; i++) last = await s.api('GET', '/domains');
    expectError(last, 429);
  });
});

describe('the order of checks: 401 → 403 plan → 429 → 404 → 400 → 422 → 403 alias/limit', () => {
  sharedPerBlock(use);

  const badBody: CallOptions = { raw: '{oops', contentType: 'application/json' };

  it.each<[string, string, string, CallOptions, number]>([
    ['401 over 404', 'GET', '/no/such/path', { key: null }, 401],
    ['401 over 404 (inactive key)', 'GET', '/links/999999', { key: KEYS.inactive }, 401],
    ['401 over 400', 'POST', '/links', { key: KEYS.expired, ...badBody }, 401],
    ['401 over 422', 'GET', '/domains?per_page=3', { key: 'bogus' }, 401],
    ['403 plan over 404', 'GET', '/no/such/path', { key: KEYS.free }, 403],
    ['403 plan over 404 (resource)', 'DELETE', '/qrcodes/999999', { key: KEYS.free }, 403],
    ['403 plan over 400', 'POST', '/links', { key: KEYS.free, ...badBody }, 403],
    ['403 plan over 422', 'GET', '/domains?sort=up', { key: KEYS.free }, 403],
    ['404 over 400', 'PUT', '/domains/999999', badBody, 404],
    ['404 over 422', 'PATCH', '/domains/999999', { form: { name: 'x.example.com' } }, 404],
    ['404 over 422 (bad page)', 'PUT', '/domains/999999', { form: { index_page: 'ftp://x' } }, 404],
    ['400 over 422 (QR)', 'POST', '/qrcodes', { json: { type: 'bogus', size: 5 } }, 400],
    ['400 over 422 (link)', 'POST', '/links', { json: { custom_alias: '!!' } }, 400],
    ['400 over 422 (domain)', 'POST', '/domains', { form: { index_page: 'ftp://x' } }, 400],
    ['400 over 403 limit', 'POST', '/links', { key: KEYS.limited, ...badBody }, 400],
    [
      '422 over 403 limit',
      'POST',
      '/links',
      { key: KEYS.limited, json: { original_url: 'http://192.168.0.1/' } },
      422,
    ],
    [
      '422 over 403 alias',
      'POST',
      '/links',
      { key: KEYS.limited, json: { original_url: 'https://example.com', custom_alias: 'x' } },
      422,
    ],
    [
      '403 alias/limit last',
      'POST',
      '/links',
      { key: KEYS.limited, json: { original_url: 'https://example.com', custom_alias: 'xyz' } },
      403,
    ],
  ])('%s', async (_n, method, path, options, status) => {
    expectError(await s.api(method, path, options), status);
  });

  it('429 over 404, 400, 422 and the limit’s 403', async () => {
    for (let i = 0; i < 120; i++) await s.api('GET', '/links', { key: KEYS.limited });
    const limited = (method: string, path: string, options: CallOptions = {}) =>
      s.api(method, path, { key: KEYS.limited, ...options });
    expectError(await limited('GET', '/no/such/path'), 429);
    expectError(await limited('GET', '/links/999999'), 429);
    expectError(await limited('POST', '/links', badBody), 429);
    expectError(await limited('POST', '/links', { json: { original_url: 'ftp://x' } }), 429);
    expectError(await limited('POST', '/links', { json: { original_url: 'https://x.io' } }), 429);
  });
});

describe('a server-side fault', () => {
  freshPerTest(use);

  it('5xx is a server-side error, still with a JSON body and no internals', async () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => {});
    s.db.close(); // the database going away is a server-side fault
    const r = await s.api('GET', '/links');
    expect(r.status).toBeGreaterThanOrEqual(500);
    expect(r.status).toBeLessThan(600);
    expectError(r, r.status);
    expect(r.text).not.toMatch(/database|sqlite|at .*\.ts/i);
    expect(logged).toHaveBeenCalled();
  });
});
