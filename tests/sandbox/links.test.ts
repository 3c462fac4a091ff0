import { describe, expect, it } from 'vitest';
import {
  createLink,
  expectEnvelope,
  expectError,
  freshPerTest,
  ISO_MICROS,
  KEYS,
  MINUTE,
  NOW,
  type Sandbox,
  sharedPerBlock,
  visit,
} from './helpers.ts';

let s: Sandbox;
const use = (x: Sandbox) => {
  s = x;
};

const LINK_KEYS = [
  'created_at',
  'domain_id',
  'id',
  'original_url',
  'short_code',
  'short_url',
  'title',
  'total_clicks',
  'unique_clicks',
];

describe('POST /links', () => {
  freshPerTest(use);

  it('creates a link: 201 with the contract’s link object', async () => {
    const r = await s.api('POST', '/links', {
      json: { original_url: 'https://example.com/a?b=c#d', title: 'My page' },
    });
    expect(r.status).toBe(201);
    expect(Object.keys(r.body).sort()).toEqual(LINK_KEYS);
    expect(r.body).toMatchObject({
      original_url: 'https://example.com/a?b=c#d',
      title: 'My page',
      total_clicks: 0,
      unique_clicks: 0,
      domain_id: null,
    });
    expect(Number.isInteger(r.body.id)).toBe(true);
    expect(r.body.short_code).toMatch(/^[A-Za-z0-9_-]+$/);
    // Short links live on the API's own origin.
    expect(r.body.short_url).toBe(`http://localhost/${r.body.short_code}`);
    expect(r.body.created_at).toMatch(ISO_MICROS);
    expect(Date.parse(r.body.created_at)).toBe(NOW);
  });

  it('the new link can be fetched and followed', async () => {
    const link = await createLink(s, { original_url: 'https://example.org/landing' });
    const got = await s.api('GET', `/links/${link.id}`);
    expect(got.body).toEqual(link);
    const res = await visit(s, link.short_code);
    expect(res.status).toBe(302);
    expect(res.headers.get('location')).toBe('https://example.org/landing');
  });

  it('gives every link its own short code', async () => {
    const codes = new Set<string>();
    for (let i = 0; i < 20; i++) codes.add((await createLink(s)).short_code);
    expect(codes.size).toBe(20);
  });

  it('accepts a form-urlencoded body too', async () => {
    const domain = (await s.api('GET', '/domains')).body.data[0];
    const r = await s.api('POST', '/links', {
      form: {
        original_url: 'https://example.com/form',
        custom_alias: 'from-a-form',
        title: 'Form',
        domain_id: String(domain.id),
      },
    });
    expect(r.status).toBe(201);
    expect(r.body).toMatchObject({
      original_url: 'https://example.com/form',
      short_code: 'from-a-form',
      title: 'Form',
      domain_id: domain.id,
    });
  });

  it('uses a custom alias as the short code', async () => {
    const link = await createLink(s, { custom_alias: 'My_Alias-1' });
    expect(link.short_code).toBe('My_Alias-1');
    expect(link.short_url).toBe('http://localhost/My_Alias-1');
    expect((await visit(s, 'My_Alias-1')).status).toBe(302);
  });

  it('a link on one of the account’s domains has its short URL there', async () => {
    const domains = (await s.api('GET', '/domains')).body.data as { id: number; name: string }[];
    const domain = domains.find((d) => d.name === 'snap.example.net');
    expect(domain).toBeDefined();
    const link = await createLink(s, { domain_id: domain?.id, custom_alias: 'on-domain' });
    expect(link.domain_id).toBe(domain?.id);
    expect(link.short_url).toBe('http://snap.example.net/on-domain');
    const res = await s.raw('http://snap.example.net/on-domain', {
      headers: { Host: 'snap.example.net' },
      redirect: 'manual',
    });
    expect(res.status).toBe(302);
  });

  it('takes the link limit from the account, not the sandbox: other accounts still create', async () => {
    expect(
      (
        await s.api('POST', '/links', {
          key: KEYS.limited,
          json: { original_url: 'https://example.com' },
        })
      ).status,
    ).toBe(403);
    await createLink(s, {}, KEYS.pro2);
    await createLink(s, {}, KEYS.enterprise);
  });

  it('a Pro account can hold at least 1000 links', async () => {
    for (let i = 0; i < 1000; i++) {
      s.clock.advance(501); // stays under 120 requests a minute
      const r = await s.api('POST', '/links', {
        key: KEYS.pro2,
        json: { original_url: `https://example.com/${i}` },
      });
      expect(r.status).toBe(201);
    }
    s.clock.advance(MINUTE);
    const list = await s.api('GET', '/links', { key: KEYS.pro2 });
    expect(list.body.total).toBe(1000);
    // A thousand requests: about 5 s alone, over 15 s with other work on both cores.
  }, 60_000);
});

describe('POST /links: 400, payload missing or unparseable', () => {
  sharedPerBlock(use);

  it.each([
    ['no body', undefined, undefined],
    ['an empty body', '', 'application/json'],
    ['whitespace', '  \n', 'application/json'],
    ['unparseable JSON', '{"original_url": ', 'application/json'],
    ['a JSON array', '[]', 'application/json'],
    ['a JSON string', '"https://example.com"', 'application/json'],
    ['JSON null', 'null', 'application/json'],
    ['an empty object', '{}', 'application/json'],
    ['original_url null', '{"original_url": null}', 'application/json'],
    ['original_url empty', '{"original_url": ""}', 'application/json'],
    ['only other fields', '{"title": "x", "custom_alias": "abcdef"}', 'application/json'],
    ['an empty form', 'title=x', 'application/x-www-form-urlencoded'],
    ['a form with an empty original_url', 'original_url=', 'application/x-www-form-urlencoded'],
  ])('%s → 400', async (_name, raw, contentType) => {
    const r = await s.api('POST', '/links', { raw, contentType });
    expectError(r, 400);
  });

  it('names the missing field', async () => {
    expectError(await s.api('POST', '/links', { json: {} }), 400, 'original_url');
  });

  it('400 comes before 422: a missing URL with a bad alias is a 400', async () => {
    expectError(await s.api('POST', '/links', { json: { custom_alias: '!' } }), 400);
  });
});

describe('POST /links: original_url rules', () => {
  sharedPerBlock(use);

  it.each([
    ['malformed', 'not a url'],
    ['no scheme', 'example.com/page'],
    ['a relative path', '/page'],
    ['ftp', 'ftp://example.com/file'],
    ['javascript:', 'javascript:alert(1)'],
    ['mailto:', 'mailto:someone@example.com'],
    ['data:', 'data:text/html,hi'],
    ['file:', 'file:///etc/passwd'],
    ['localhost', 'http://localhost/'],
    ['localhost with a port', 'http://localhost:3000/admin'],
    ['LOCALHOST in capitals', 'https://LOCALHOST/'],
    ['a localhost subdomain', 'http://app.localhost/'],
    ['127.0.0.1', 'http://127.0.0.1/'],
    ['127.x.y.z', 'http://127.45.6.7:8080/'],
    ['127.0.0.1 written as a number', 'http://2130706433/'],
    ['127.0.0.1 in hex', 'http://0x7f.0.0.1/'],
    ['::1', 'http://[::1]/'],
    ['::1 with a port', 'https://[::1]:8443/x'],
    ['::ffff:127.0.0.1', 'http://[::ffff:127.0.0.1]/'],
    ['10/8 low', 'http://10.0.0.1/'],
    ['10/8 high', 'http://10.255.255.254/'],
    ['172.16/12 low', 'http://172.16.0.1/'],
    ['172.16/12 high', 'http://172.31.255.254/'],
    ['192.168/16', 'http://192.168.1.1/'],
    ['192.168/16 high', 'https://192.168.255.255/'],
    ['169.254/16 (cloud metadata)', 'http://169.254.169.254/latest/meta-data/'],
    ['::ffff:10.0.0.1', 'http://[::ffff:10.0.0.1]/'],
    ['longer than 2048', `https://example.com/${'a'.repeat(2029)}`],
    ['not a string', 12345],
  ])('%s → 422', async (_name, url) => {
    const r = await s.api('POST', '/links', { json: { original_url: url } });
    expectError(r, 422, 'original_url');
  });

  it.each([
    ['http', 'http://example.com'],
    ['https with path, query and fragment', 'https://example.com/a/b?c=d&e=f#g'],
    ['a port', 'https://example.com:8443/'],
    ['an IDN', 'https://bücher.example/'],
    ['a public IPv4', 'http://93.184.216.34/'],
    ['just below 172.16/12', 'http://172.15.255.255/'],
    ['just above 172.16/12', 'http://172.32.0.1/'],
    ['next to 192.168/16', 'http://192.169.0.1/'],
    ['next to 169.254/16', 'http://169.253.0.1/'],
    ['11.x, past 10/8', 'http://11.0.0.1/'],
    ['a host that merely starts with "localhost"', 'https://localhost.example.com/'],
    ['exactly 2048 characters', `https://example.com/${'a'.repeat(2028)}`],
  ])('%s → 201', async (_name, url) => {
    expect(url.length).toBeLessThanOrEqual(2048);
    const r = await s.api('POST', '/links', { json: { original_url: url } });
    expect(r.status, r.text).toBe(201);
  });
});

describe('POST /links: custom_alias, title and domain_id', () => {
  sharedPerBlock(use);

  it.each([
    ['2 characters', 'ab'],
    ['65 characters', 'a'.repeat(65)],
    ['a space', 'has space'],
    ['a dot', 'a.b.c'],
    ['a slash', 'ab/cd'],
    ['a non-ASCII letter', 'café'],
    ['punctuation', 'abc!'],
    ['a number, not a string', 12345],
  ])('an alias with %s → 422', async (_name, alias) => {
    const r = await s.api('POST', '/links', {
      json: { original_url: 'https://example.com', custom_alias: alias },
    });
    expectError(r, 422, 'custom_alias');
  });

  it.each([
    ['3 characters', 'abc'],
    ['64 characters', 'b'.repeat(64)],
    ['every allowed character', 'AZaz09_-'],
  ])('an alias of %s → 201', async (_name, alias) => {
    const r = await s.api('POST', '/links', {
      json: { original_url: 'https://example.com', custom_alias: alias },
    });
    expect(r.status, r.text).toBe(201);
    expect(r.body.short_code).toBe(alias);
  });

  it('a taken alias → 422, whoever owns it', async () => {
    // demo1 is a seeded code of the Pro account.
    for (const key of [KEYS.pro, KEYS.pro2]) {
      const r = await s.api('POST', '/links', {
        key,
        json: { original_url: 'https://example.com', custom_alias: 'demo1' },
      });
      expectError(r, 422, 'custom_alias');
    }
  });

  it('an alias just created is taken for the next request', async () => {
    const body = { original_url: 'https://example.com', custom_alias: 'twice-over' };
    expect((await s.api('POST', '/links', { json: body })).status).toBe(201);
    expectError(await s.api('POST', '/links', { json: body }), 422, 'custom_alias');
  });

  it('a title of 255 characters is fine, 256 is a 422', async () => {
    const ok = await s.api('POST', '/links', {
      json: { original_url: 'https://example.com', title: 't'.repeat(255) },
    });
    expect(ok.status).toBe(201);
    expect(ok.body.title).toBe('t'.repeat(255));
    const r = await s.api('POST', '/links', {
      json: { original_url: 'https://example.com', title: 't'.repeat(256) },
    });
    expectError(r, 422, 'title');
  });

  it.each([
    ['an id that does not exist', 999999],
    ['a non-integer', 'abc'],
    ['a fraction', 1.5],
  ])('domain_id of %s → 422', async (_name, domainId) => {
    const r = await s.api('POST', '/links', {
      json: { original_url: 'https://example.com', domain_id: domainId },
    });
    expectError(r, 422, 'domain_id');
  });

  it('another account’s domain_id → 422', async () => {
    const proDomain = (await s.api('GET', '/domains')).body.data[0].id;
    const r = await s.api('POST', '/links', {
      key: KEYS.pro2,
      json: { original_url: 'https://example.com', domain_id: proDomain },
    });
    expectError(r, 422, 'domain_id');
  });
});

describe('POST /links with demo-limited-key: 403 comes last', () => {
  freshPerTest(use);

  const limited = (json: unknown) => s.api('POST', '/links', { key: KEYS.limited, json });

  it('the link limit is reached → 403', async () => {
    expectError(await limited({ original_url: 'https://example.com/new' }), 403);
  });

  it('a custom alias → 403', async () => {
    expectError(await limited({ original_url: 'https://example.com', custom_alias: 'mine' }), 403);
  });

  it('400 and 422 come before the plan’s 403', async () => {
    expectError(await limited({}), 400);
    expectError(await limited({ original_url: 'ftp://example.com' }), 422);
    expectError(await limited({ original_url: 'http://10.1.2.3/' }), 422);
    expectError(await limited({ original_url: 'https://x.com', custom_alias: 'a' }), 422);
    expectError(await limited({ original_url: 'https://x.com', custom_alias: 'demo1' }), 422);
    expectError(await limited({ original_url: 'https://x.com', domain_id: 4242 }), 422);
  });

  it('the two locks are separate: under the limit, an alias is still locked', async () => {
    const mine = (await s.api('GET', '/links', { key: KEYS.limited })).body.data as {
      id: number;
    }[];
    expect(mine.length).toBeGreaterThan(0);
    for (const l of mine) {
      expect((await s.api('DELETE', `/links/${l.id}`, { key: KEYS.limited })).status).toBe(200);
    }
    expectError(await limited({ original_url: 'https://example.com', custom_alias: 'mine' }), 403);
    const r = await limited({ original_url: 'https://example.com' });
    expect(r.status).toBe(201);
  });
});

describe('GET /links', () => {
  freshPerTest(use);

  it('lists the account’s links in the envelope, newest first', async () => {
    const r = await s.api('GET', '/links');
    expect(r.status).toBe(200);
    expectEnvelope(r.body, { current_page: 1, total: 10, per_page: 10, last_page: 1 });
    const data = r.body.data as { created_at: string }[];
    expect(data).toHaveLength(10);
    for (const l of data) expect(Object.keys(l).sort()).toEqual(LINK_KEYS);
    const times = data.map((l) => Date.parse(l.created_at));
    expect(times).toEqual([...times].sort((a, b) => b - a));
  });

  it('a new link comes first', async () => {
    s.clock.advance(1000);
    const link = await createLink(s, { title: 'Brand new' });
    const r = await s.api('GET', '/links');
    expect(r.body.data[0]).toEqual(link);
    expect(r.body.total).toBe(11);
  });

  it('pages with page and per_page; past the end is 200 with no data', async () => {
    for (let i = 0; i < 25; i++) {
      s.clock.advance(1000);
      await createLink(s, { title: `n${i}` }, KEYS.enterprise);
    }
    const get = (query: Record<string, string | number>) =>
      s.api('GET', '/links', { key: KEYS.enterprise, query });

    const first = await get({});
    expectEnvelope(first.body, { current_page: 1, total: 25, per_page: 10, last_page: 3 });
    expect(first.body.data.map((l: { title: string }) => l.title).slice(0, 2)).toEqual([
      'n24',
      'n23',
    ]);
    const third = await get({ page: 3 });
    expectEnvelope(third.body, { current_page: 3, total: 25, per_page: 10, last_page: 3 });
    expect(third.body.data.map((l: { title: string }) => l.title)).toEqual([
      'n4',
      'n3',
      'n2',
      'n1',
      'n0',
    ]);
    const big = await get({ per_page: 25 });
    expectEnvelope(big.body, { current_page: 1, total: 25, per_page: 25, last_page: 1 });
    expect(big.body.data).toHaveLength(25);

    const past = await get({ page: 4 });
    expect(past.status).toBe(200);
    expectEnvelope(past.body, { current_page: 4, total: 25, per_page: 10, last_page: 3 });
    expect(past.body.data).toEqual([]);

    // Every page together is every link, once.
    const ids = new Set<number>();
    for (const page of [1, 2, 3])
      for (const l of (await get({ page })).body.data) ids.add(l.id as number);
    expect(ids.size).toBe(25);
  });

  it('an empty account lists nothing', async () => {
    const r = await s.api('GET', '/links', { key: KEYS.enterprise });
    expectEnvelope(r.body, { current_page: 1, total: 0, per_page: 10, last_page: 1 });
    expect(r.body.data).toEqual([]);
  });

  it('the list carries click counts', async () => {
    const r = await s.api('GET', '/links', { query: { search: 'demo1' } });
    const launch = r.body.data.find((l: { short_code: string }) => l.short_code === 'demo1');
    expect(launch.total_clicks).toBeGreaterThan(0);
    expect(launch.unique_clicks).toBeGreaterThan(0);
    expect(launch.unique_clicks).toBeLessThanOrEqual(launch.total_clicks);
  });
});

describe('GET /links: query parameters', () => {
  sharedPerBlock(use);

  it.each([
    ['title', 'webinar', ['Spring webinar sign-up']],
    ['title, case-insensitively', 'PRICING', ['Pricing']],
    ['short_code', 'demo10', ['Holiday sale']],
    ['original_url', 'developer.mozilla.org', ['Fetch API on MDN']],
    ['nothing', 'no-such-thing-anywhere', []],
    ['a LIKE wildcard as a plain character', '%', []],
  ])('search matches %s', async (_name, search, titles) => {
    const r = await s.api('GET', '/links', { query: { search } });
    expect(r.status).toBe(200);
    expect(r.body.data.map((l: { title: string }) => l.title)).toEqual(titles);
    expect(r.body.total).toBe(titles.length);
  });

  it.each([
    ['page', '0'],
    ['page', '-1'],
    ['page', '1.5'],
    ['page', 'abc'],
    ['per_page', '5'],
    ['per_page', '20'],
    ['per_page', '1000'],
    ['per_page', 'ten'],
  ])('%s=%s → 422', async (param, value) => {
    expectError(await s.api('GET', '/links', { query: { [param]: value } }), 422, param);
  });

  it.each(['10', '25', '50', '100'])('per_page=%s is allowed', async (perPage) => {
    const r = await s.api('GET', '/links', { query: { per_page: perPage } });
    expect(r.status).toBe(200);
    expect(r.body.per_page).toBe(Number(perPage));
  });
});

describe('GET and DELETE /links/{id}', () => {
  freshPerTest(use);

  it('gets one link, bare', async () => {
    const listed = (await s.api('GET', '/links')).body.data[3];
    const r = await s.api('GET', `/links/${listed.id}`);
    expect(r.status).toBe(200);
    expect(r.body).toEqual(listed);
  });

  it.each(['999999', '0', '-1', 'abc', '1.5'])('GET /links/%s → 404', async (id) => {
    expectError(await s.api('GET', `/links/${id}`), 404);
  });

  it('deletes: 200 {message}, then the link is gone everywhere', async () => {
    const link = await createLink(s, { custom_alias: 'short-lived' });
    const r = await s.api('DELETE', `/links/${link.id}`);
    expect(r.status).toBe(200);
    expect(Object.keys(r.body)).toEqual(['message']);
    expect(typeof r.body.message).toBe('string');

    expectError(await s.api('GET', `/links/${link.id}`), 404);
    expectError(await s.api('GET', `/links/${link.id}/analytics`), 404);
    expectError(await s.api('DELETE', `/links/${link.id}`), 404);
    expect((await s.api('GET', '/links')).body.total).toBe(10);
    const res = await visit(s, 'short-lived');
    expect(res.status).toBe(404);
  });

  it('DELETE of an id that does not exist → 404', async () => {
    expectError(await s.api('DELETE', '/links/999999'), 404);
  });
});
