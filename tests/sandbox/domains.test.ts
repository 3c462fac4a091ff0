import { describe, expect, it } from 'vitest';
import {
  type CallOptions,
  createLink,
  expectEnvelope,
  expectError,
  freshPerTest,
  ISO_MICROS,
  KEYS,
  NOW,
  type Sandbox,
  sharedPerBlock,
} from './helpers.ts';

let s: Sandbox;
const use = (x: Sandbox) => {
  s = x;
};

const DOMAIN_KEYS = ['created_at', 'id', 'index_page', 'name', 'not_found_page', 'updated_at'];
const SEEDED = ['go.example.com', 'links.example.org', 'snap.example.net'];

type Body = 'form' | 'json';
const BODIES: Body[] = ['form', 'json'];
const send = (as: Body, fields: Record<string, string>): CallOptions =>
  as === 'form' ? { form: fields } : { json: fields };

const names = (r: { body: { data: { name: string }[] } }) => r.body.data.map((d) => d.name);

describe('GET /domains', () => {
  freshPerTest(use);

  it('lists the 3 seeded domains in the envelope, newest first by default', async () => {
    const r = await s.api('GET', '/domains');
    expect(r.status).toBe(200);
    expectEnvelope(r.body, { current_page: 1, total: 3, per_page: 10, last_page: 1 });
    for (const d of r.body.data) {
      expect(Object.keys(d).sort()).toEqual(DOMAIN_KEYS);
      expect(d.created_at).toMatch(ISO_MICROS);
      expect(d.updated_at).toMatch(ISO_MICROS);
    }
    // sort_by id (date created), desc.
    const ids = r.body.data.map((d: { id: number }) => d.id);
    expect(ids).toEqual([...ids].sort((a, b) => b - a));
    expect(names(r)).toEqual([...SEEDED].reverse());
    expect(r.body.data[2]).toMatchObject({
      name: 'go.example.com',
      index_page: 'https://example.com/',
      not_found_page: 'https://example.com/404',
    });
  });

  it('sort_by name sorts by name, not by creation', async () => {
    await s.api('POST', '/domains', { json: { name: 'aaa.example.com' } });
    const byName = await s.api('GET', '/domains', { query: { sort_by: 'name', sort: 'asc' } });
    expect(names(byName)[0]).toBe('aaa.example.com');
    const byId = await s.api('GET', '/domains', { query: { sort_by: 'id', sort: 'asc' } });
    expect(names(byId).at(-1)).toBe('aaa.example.com');
  });

  it('pages with per_page and page; past the end is 200 with no data', async () => {
    for (let i = 0; i < 9; i++) {
      s.clock.advance(1000);
      const r = await s.api('POST', '/domains', { form: { name: `d${i}.example.com` } });
      expect(r.status).toBe(201);
    }
    const p1 = await s.api('GET', '/domains');
    expectEnvelope(p1.body, { current_page: 1, total: 12, per_page: 10, last_page: 2 });
    expect(names(p1)[0]).toBe('d8.example.com');
    const p2 = await s.api('GET', '/domains', { query: { page: 2 } });
    expect(names(p2)).toEqual(['links.example.org', 'go.example.com']);
    const p3 = await s.api('GET', '/domains', { query: { page: 3 } });
    expect(p3.status).toBe(200);
    expectEnvelope(p3.body, { current_page: 3, total: 12, per_page: 10, last_page: 2 });
    expect(p3.body.data).toEqual([]);
    const all = await s.api('GET', '/domains', { query: { per_page: 25 } });
    expectEnvelope(all.body, { current_page: 1, total: 12, per_page: 25, last_page: 1 });
    expect(all.body.data).toHaveLength(12);
  });
});

describe('GET /domains: query parameters', () => {
  sharedPerBlock(use);

  it.each([
    [{ sort_by: 'name', sort: 'asc' }, SEEDED],
    [{ sort_by: 'name', sort: 'desc' }, [...SEEDED].reverse()],
    [{ sort_by: 'name' }, [...SEEDED].reverse()], // sort defaults to desc
    [{ sort_by: 'id', sort: 'asc' }, SEEDED],
    [{ sort: 'asc' }, SEEDED], // sort_by defaults to id
    [{ sort_by: 'id', sort: 'desc' }, [...SEEDED].reverse()],
  ])('sorts with %o', async (query, expected) => {
    const r = await s.api('GET', '/domains', { query });
    expect(r.status).toBe(200);
    expect(names(r)).toEqual(expected);
  });

  it.each([
    [{ search: 'example.org' }, ['links.example.org']],
    [{ search: 'EXAMPLE', search_by: 'name', sort: 'asc' }, SEEDED],
    [{ search: 'snap', search_by: 'name' }, ['snap.example.net']],
    [{ search: 'nothing-like-it' }, []],
  ])('searches with %o', async (query, expected) => {
    const r = await s.api('GET', '/domains', { query });
    expect(r.status).toBe(200);
    expect(names(r)).toEqual(expected);
    expect(r.body.total).toBe(expected.length);
  });

  it.each(['10', '25', '50', '100'])('per_page=%s is allowed', async (perPage) => {
    const r = await s.api('GET', '/domains', { query: { per_page: perPage } });
    expect(r.status).toBe(200);
    expect(r.body.per_page).toBe(Number(perPage));
  });

  it.each([
    ['search_by', 'id'],
    ['search_by', 'index_page'],
    ['sort_by', 'created_at'],
    ['sort_by', 'index_page'],
    ['sort_by', 'NAME'],
    ['sort', 'ascending'],
    ['sort', 'ASC'],
    ['per_page', '5'],
    ['per_page', '20'],
    ['per_page', '200'],
    ['page', '0'],
    ['page', '-1'],
    ['page', '1.5'],
    ['page', 'two'],
  ])('%s=%s → 422', async (param, value) => {
    expectError(await s.api('GET', '/domains', { query: { [param]: value } }), 422, param);
  });
});

describe('GET /domains/{id}', () => {
  freshPerTest(use);

  it('returns one domain, bare, as listed', async () => {
    const listed = (await s.api('GET', '/domains')).body.data[1];
    const r = await s.api('GET', `/domains/${listed.id}`);
    expect(r.status).toBe(200);
    expect(r.body).toEqual(listed);
  });

  it.each(['999999', '0', 'abc'])('GET /domains/%s → 404', async (id) => {
    expectError(await s.api('GET', `/domains/${id}`), 404);
  });
});

describe('POST /domains', () => {
  sharedPerBlock(use);

  it.each(BODIES)('creates from a %s body: 201 with the domain object', async (as) => {
    const fields = {
      name: `${as}.example.com`,
      index_page: 'https://example.com/home',
      not_found_page: 'http://example.com/missing',
    };
    const r = await s.api('POST', '/domains', send(as, fields));
    expect(r.status).toBe(201);
    expect(Object.keys(r.body).sort()).toEqual(DOMAIN_KEYS);
    expect(r.body).toMatchObject(fields);
    expect(Number.isInteger(r.body.id)).toBe(true);
    expect(r.body.created_at).toMatch(ISO_MICROS);
    expect(r.body.created_at).toBe(r.body.updated_at);
    expect(Date.parse(r.body.created_at)).toBe(s.clock.now());
    expect((await s.api('GET', `/domains/${r.body.id}`)).body).toEqual(r.body);
  });

  it('only the name is required; the pages are null when not sent', async () => {
    const r = await s.api('POST', '/domains', { form: { name: 'bare.example.com' } });
    expect(r.status).toBe(201);
    expect(r.body).toMatchObject({ index_page: null, not_found_page: null });
  });

  it.each([
    ['a form without a name', { form: { index_page: 'https://example.com' } }],
    ['an empty name', { form: { name: '' } }],
    ['a JSON null name', { json: { name: null } }],
    ['an empty JSON object', { json: {} }],
    ['no body', {}],
    ['unparseable JSON', { raw: '{"name":', contentType: 'application/json' }],
  ] as [string, CallOptions][])('%s → 400', async (_n, options) => {
    expectError(await s.api('POST', '/domains', options), 400);
  });

  it.each([
    'localhost',
    'example',
    'exa mple.com',
    'exa_mple.com',
    '-lead.example.com',
    'trail-.example.com',
    'double..dot.com',
    '.leading.dot.com',
    'trailing.dot.com.',
    'http://scheme.example.com',
    'path.example.com/x',
    'port.example.com:8080',
    'ünïcode.example.com',
    `${'a'.repeat(64)}.example.com`,
    `${'a.'.repeat(127)}com`,
  ])('an invalid hostname (%s) → 422', async (name) => {
    expectError(await s.api('POST', '/domains', { form: { name } }), 422, 'name');
  });

  it.each([
    'a.co',
    'sub.domain.example.com',
    'with-hyphen.example.com',
    '123.example.com',
    `${'a'.repeat(63)}.example.com`,
  ])('a valid hostname (%s) → 201', async (name) => {
    const r = await s.api('POST', '/domains', { form: { name } });
    expect(r.status, r.text).toBe(201);
  });

  it.each([
    ['a seeded name', 'go.example.com', KEYS.pro],
    ['another letter case', 'Go.Example.COM', KEYS.pro],
    ['another account’s name', 'links.example.org', KEYS.pro2],
  ])('a taken name (%s) → 422', async (_n, name, key) => {
    expectError(await s.api('POST', '/domains', { key, form: { name } }), 422, 'name');
  });

  it.each([
    ['index_page', 'ftp://example.com/'],
    ['index_page', 'not a url'],
    ['index_page', 'example.com/home'],
    ['not_found_page', 'javascript:alert(1)'],
    ['not_found_page', 'mailto:x@example.com'],
    ['not_found_page', '/relative/404'],
  ])('%s of %s → 422', async (field, value) => {
    const r = await s.api('POST', '/domains', {
      form: { name: `page-${Math.random().toString(36).slice(2)}.example.com`, [field]: value },
    });
    expectError(r, 422, field);
  });
});

describe.each(['PUT', 'PATCH'])('%s /domains/{id}', (method) => {
  freshPerTest(use);

  const seeded = async () =>
    (await s.api('GET', '/domains', { query: { search: 'go.example.com' } })).body.data[0];

  it.each(BODIES)('updates from a %s body and merges the fields sent', async (as) => {
    const before = await seeded();
    s.clock.advance(5000);
    const r = await s.api(
      method,
      `/domains/${before.id}`,
      send(as, { index_page: 'https://example.com/new-home' }),
    );
    expect(r.status).toBe(200);
    expect(Object.keys(r.body).sort()).toEqual(DOMAIN_KEYS);
    expect(r.body).toEqual({
      ...before,
      index_page: 'https://example.com/new-home',
      updated_at: r.body.updated_at,
    });
    expect(r.body.not_found_page).toBe(before.not_found_page);
    expect(Date.parse(r.body.updated_at)).toBe(NOW + 5000);
    expect(r.body.created_at).toBe(before.created_at);
    expect((await s.api('GET', `/domains/${before.id}`)).body).toEqual(r.body);
  });

  it('sets both pages at once', async () => {
    const d = await seeded();
    const fields = {
      index_page: 'http://example.net/',
      not_found_page: 'https://example.net/gone',
    };
    const r = await s.api(method, `/domains/${d.id}`, { form: fields });
    expect(r.status).toBe(200);
    expect(r.body).toMatchObject({ ...fields, name: 'go.example.com' });
  });

  it.each([
    ['a new name', { name: 'renamed.example.com' }],
    ['the same name', { name: 'go.example.com' }],
    ['a name with a page', { name: 'x.example.com', index_page: 'https://example.com/' }],
  ])('%s → 422: the name is immutable', async (_n, fields) => {
    const d = await seeded();
    expectError(await s.api(method, `/domains/${d.id}`, { form: fields }), 422, 'name');
    expectError(await s.api(method, `/domains/${d.id}`, { json: fields }), 422, 'name');
    expect((await s.api('GET', `/domains/${d.id}`)).body).toEqual(d);
  });

  it.each([
    ['index_page', 'ftp://example.com/'],
    ['not_found_page', 'nope'],
  ])('%s of %s → 422, and nothing changes', async (field, value) => {
    const d = await seeded();
    expectError(await s.api(method, `/domains/${d.id}`, { form: { [field]: value } }), 422, field);
    expect((await s.api('GET', `/domains/${d.id}`)).body).toEqual(d);
  });

  it('an unknown id → 404, before looking at the body', async () => {
    expectError(
      await s.api(method, '/domains/999999', { form: { index_page: 'https://x.io' } }),
      404,
    );
    expectError(await s.api(method, '/domains/999999', { form: { name: 'x.example.com' } }), 404);
    expectError(await s.api(method, '/domains/999999'), 404);
  });

  it('no body → 400', async () => {
    const d = await seeded();
    expectError(await s.api(method, `/domains/${d.id}`), 400);
    expectError(
      await s.api(method, `/domains/${d.id}`, { raw: '{', contentType: 'application/json' }),
      400,
    );
  });
});

describe('DELETE /domains/{id}', () => {
  freshPerTest(use);

  it('deletes: 200 {message}, then 404; the name can be used again', async () => {
    const d = (await s.api('GET', '/domains', { query: { search: 'snap' } })).body.data[0];
    const r = await s.api('DELETE', `/domains/${d.id}`);
    expect(r.status).toBe(200);
    expect(Object.keys(r.body)).toEqual(['message']);
    expect(typeof r.body.message).toBe('string');
    expectError(await s.api('GET', `/domains/${d.id}`), 404);
    expectError(await s.api('DELETE', `/domains/${d.id}`), 404);
    expectError(
      await s.api('PATCH', `/domains/${d.id}`, { form: { index_page: 'https://a.io' } }),
      404,
    );
    expect((await s.api('GET', '/domains')).body.total).toBe(2);
    const again = await s.api('POST', '/domains', { form: { name: 'snap.example.net' } });
    expect(again.status).toBe(201);
  });

  it('a deleted domain can no longer take new links', async () => {
    const d = (await s.api('GET', '/domains', { query: { search: 'snap' } })).body.data[0];
    await createLink(s, { domain_id: d.id });
    await s.api('DELETE', `/domains/${d.id}`);
    const r = await s.api('POST', '/links', {
      json: { original_url: 'https://example.com', domain_id: d.id },
    });
    expectError(r, 422, 'domain_id');
  });

  it('an unknown id → 404', async () => {
    expectError(await s.api('DELETE', '/domains/999999'), 404);
  });
});
