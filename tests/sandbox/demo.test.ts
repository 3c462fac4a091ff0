import { beforeEach, describe, expect, it } from 'vitest';
import { DEMO_KEYS } from '../../sandbox/seed.ts';
import { expectError, KEYS, type Sandbox, sandbox } from './helpers.ts';

let s: Sandbox;
beforeEach(() => {
  s = sandbox();
});

const total = async (path: string, key: string) => {
  const r = await s.api('GET', path, { key });
  expect(r.status).toBe(200);
  return r.body.total as number;
};

describe('the contract’s demo accounts', () => {
  it('are exactly the seven keys of the table', () => {
    expect(Object.keys(DEMO_KEYS).sort()).toEqual(Object.values(KEYS).sort());
  });

  it('demo-pro-key: about 10 links, 3 domains and 5 QR codes, 120 a minute', async () => {
    const links = await total('/links', KEYS.pro);
    expect(links).toBeGreaterThanOrEqual(8);
    expect(links).toBeLessThanOrEqual(12);
    expect(await total('/domains', KEYS.pro)).toBe(3);
    expect(await total('/qrcodes', KEYS.pro)).toBe(5);
    const r = await s.api('GET', '/links', { key: KEYS.pro });
    expect(r.headers.get('x-ratelimit-limit')).toBe('120');
  });

  it('demo-pro-key’s links span about 90 days', async () => {
    const data = (await s.api('GET', '/links', { query: { per_page: 100 } })).body.data as {
      created_at: string;
    }[];
    const ages = data.map((l) => (s.clock.now() - Date.parse(l.created_at)) / 86_400_000);
    expect(Math.max(...ages)).toBeGreaterThanOrEqual(60);
    expect(Math.max(...ages)).toBeLessThanOrEqual(90);
  });

  it.each([
    ['demo-enterprise-key', KEYS.enterprise, '300'],
    ['demo-pro2-key', KEYS.pro2, '120'],
  ])('%s: an empty account', async (_n, key, limit) => {
    for (const path of ['/links', '/qrcodes', '/domains']) expect(await total(path, key)).toBe(0);
    const r = await s.api('GET', '/links', { key });
    expect(r.headers.get('x-ratelimit-limit')).toBe(limit);
  });

  it('demo-limited-key: a Pro account that reads, but whose aliases and new links are 403', async () => {
    expect(await total('/links', KEYS.limited)).toBeGreaterThan(0);
    const r = await s.api('GET', '/links', { key: KEYS.limited });
    expect(r.headers.get('x-ratelimit-limit')).toBe('120');
    const create = (json: object) => s.api('POST', '/links', { key: KEYS.limited, json });
    expectError(await create({ original_url: 'https://example.com' }), 403);
    expectError(await create({ original_url: 'https://example.com', custom_alias: 'abc' }), 403);
  });

  it.each([
    ['demo-free-key', KEYS.free, 403],
    ['demo-inactive-key', KEYS.inactive, 401],
    ['demo-expired-key', KEYS.expired, 401],
  ])('%s answers %i', async (_n, key, status) => {
    expectError(await s.api('GET', '/links', { key }), status);
  });

  it('are seeded the same way every time, so tests can rely on them', async () => {
    const other = sandbox();
    for (const path of ['/links?per_page=100', '/qrcodes', '/domains', '/links/1/analytics']) {
      const [a, b] = [await s.api('GET', path), await other.api('GET', path)];
      expect(a.body).toEqual(b.body);
    }
  });
});
