import { beforeEach, describe, expect, it } from 'vitest';
import {
  type CallOptions,
  createLink,
  domainNamed,
  EDIT_METHODS,
  expectError,
  follow,
  freshPerTest,
  KEYS,
  type MadeLink,
  MINUTE,
  rateHeaders,
  type Sandbox,
  toReply,
  visit,
} from './helpers.ts';

// PUT and PATCH /links/{id} (issue 25 §3), beside link-update.test.ts: the rules of POST /links
// they keep, the order of their checks, the link's dynamic QR codes, and what happens to the link
// while the body arrives (sandbox/DECISIONS.md, "Editing a link").

let s: Sandbox;
const use = (x: Sandbox) => {
  s = x;
};

describe.each(EDIT_METHODS)('%s /links/{id}: the rules of POST /links', (method) => {
  freshPerTest(use);

  let link: MadeLink;
  beforeEach(async () => {
    link = await createLink(s, { custom_alias: 'ruled', title: 'Ruled' });
  });
  const edit = (options: CallOptions) => s.api(method, `/links/${link.id}`, options);

  it.each<[string, Record<string, unknown>, string]>([
    ['a malformed URL', { original_url: 'not a url' }, 'original_url'],
    ['a URL that is not http(s)', { original_url: 'ftp://example.com/' }, 'original_url'],
    ['a loopback URL', { original_url: 'http://127.0.0.1/' }, 'original_url'],
    ['a private URL', { original_url: 'http://192.168.1.10/admin' }, 'original_url'],
    ['localhost', { original_url: 'http://localhost:3000/' }, 'original_url'],
    ['the service itself', { original_url: 'http://go.example.com/demo1' }, 'original_url'],
    [
      'a URL over 2048 characters',
      { original_url: `https://example.com/${'a'.repeat(2030)}` },
      'original_url',
    ],
    ['a URL that is not a string', { original_url: 42 }, 'original_url'],
    ['an alias too short', { custom_alias: 'ab' }, 'custom_alias'],
    ['an alias too long', { custom_alias: 'a'.repeat(65) }, 'custom_alias'],
    ['an alias with other characters', { custom_alias: 'with space' }, 'custom_alias'],
    ['a title over 255 characters', { title: 't'.repeat(256) }, 'title'],
    ['a title that is not a string', { title: 7 }, 'title'],
    ['an unknown domain_id', { domain_id: 4242 }, 'domain_id'],
    ['a domain_id that is not an integer', { domain_id: 'one' }, 'domain_id'],
  ])('%s → 422 on its field', async (_name, json, field) => {
    expectError(await edit({ json: { title: 'Not applied', ...json } }), 422, field);
    expect((await s.api('GET', `/links/${link.id}`)).body).toEqual(link);
  });

  it('another account’s domain_id → 422', async () => {
    const other = await createLink(s, {}, KEYS.pro2);
    const proDomain = (await domainNamed(s, 'go.example.com')).id;
    const r = await s.api(method, `/links/${other.id}`, {
      key: KEYS.pro2,
      json: { domain_id: proDomain },
    });
    expectError(r, 422, 'domain_id');
  });

  it('a title of 255 characters and an alias of 64 are fine', async () => {
    const r = await edit({ json: { title: 't'.repeat(255), custom_alias: 'a'.repeat(64) } });
    expect(r.status, r.text).toBe(200);
  });

  it.each<[string, CallOptions]>([
    ['no body', {}],
    ['an empty JSON object', { json: {} }],
    ['only unknown fields', { json: { url: 'https://example.com/', name: 'x' } }],
    ['an empty form', { raw: '', contentType: 'application/x-www-form-urlencoded' }],
    ['unparseable JSON', { raw: '{"title":', contentType: 'application/json' }],
    ['a JSON array', { json: [{ title: 'x' }] }],
  ])('%s → 400', async (_name, options) => {
    expectError(await edit(options), 400);
  });

  it.each([null, ''])('original_url %j → 400, the field named', async (original_url) => {
    expectError(await edit({ json: { original_url, title: 'x' } }), 400, 'original_url');
  });

  it('the body’s media type and size are checked as on create: 415 and 413', async () => {
    expectError(await edit({ raw: 'title=x', contentType: 'text/plain' }), 415);
    expectError(await edit({ raw: '{"title":"x"}' }), 415);
    const big = JSON.stringify({ title: 'x', pad: 'p'.repeat(1024 * 1024) });
    expectError(await edit({ raw: big, contentType: 'application/json' }), 413);
  });
});

describe('PUT and PATCH /links/{id}: the order of checks and the request around them', () => {
  freshPerTest(use);

  it.each(EDIT_METHODS)(
    '%s: 401 without a key, 403 without API access, 200 with both',
    async (method) => {
      expectError(await s.api(method, '/links/1', { key: null, json: { title: 'x' } }), 401);
      expectError(await s.api(method, '/links/1', { key: KEYS.free, json: { title: 'x' } }), 403);
      expect((await s.api(method, '/links/1', { json: { title: 'x' } })).status).toBe(200);
    },
  );

  it.each(EDIT_METHODS)('%s: 404 comes before 400, 422 and the plan’s 403', async (method) => {
    const bad = { raw: '{oops', contentType: 'application/json' };
    const badAlias = { json: { custom_alias: '!' } };
    const locked = { key: KEYS.limited, json: { custom_alias: 'locked-anyway' } };
    expectError(await s.api(method, '/links/999999', bad), 404);
    expectError(await s.api(method, '/links/999999', badAlias), 404);
    expectError(await s.api(method, '/links/999999', locked), 404);
    // The same requests on links that exist.
    const mine = (await s.api('GET', '/links', { key: KEYS.limited })).body.data[0] as MadeLink;
    expectError(await s.api(method, '/links/1', bad), 400);
    expectError(await s.api(method, '/links/1', badAlias), 422, 'custom_alias');
    expectError(await s.api(method, `/links/${mine.id}`, locked), 403);
  });

  it.each(EDIT_METHODS)('%s: 400 comes before 422', async (method) => {
    const link = await createLink(s);
    const r = await s.api(method, `/links/${link.id}`, {
      json: { original_url: '', custom_alias: '!' },
    });
    expectError(r, 400, 'original_url');
  });

  it.each(EDIT_METHODS)(
    '%s counts against the rate limit like any request, and 429s past it',
    async (method) => {
      const link = await createLink(s, {}, KEYS.pro2);
      const first = await s.api(method, `/links/${link.id}`, {
        key: KEYS.pro2,
        json: { title: 'a' },
      });
      expect(first.status).toBe(200);
      const remaining = rateHeaders(first).remaining as number;
      const second = await s.api(method, `/links/${link.id}`, {
        key: KEYS.pro2,
        json: { title: 'b' },
      });
      expect(second.status).toBe(200);
      expect(rateHeaders(second)).toMatchObject({ limit: 120, remaining: remaining - 1 });
      for (let i = 0; i < remaining - 1; i++) await s.api('GET', '/links', { key: KEYS.pro2 });
      const over = await s.api(method, `/links/${link.id}`, {
        key: KEYS.pro2,
        json: { title: 'c' },
      });
      expectError(over, 429);
      expect((await s.api('GET', `/links/${link.id}`, { key: KEYS.pro2 })).status).toBe(429);
      s.clock.advance(MINUTE);
      expect((await s.api('GET', `/links/${link.id}`, { key: KEYS.pro2 })).body.title).toBe('b');
    },
  );

  it.each(EDIT_METHODS)(
    '%s answers CORS: the preflight allows it, the answer carries the origin',
    async (method) => {
      const pre = await s.raw('http://localhost/api/v1/links/1', {
        method: 'OPTIONS',
        headers: {
          Origin: 'chrome-extension://abc',
          'Access-Control-Request-Method': method,
          'Access-Control-Request-Headers': 'authorization,content-type',
        },
      });
      expect(pre.status).toBe(204);
      expect(pre.headers.get('access-control-allow-methods')).toContain(method);
      const link = await createLink(s);
      const r = await s.api(method, `/links/${link.id}`, {
        json: { title: 'Cross-origin' },
        headers: { Origin: 'chrome-extension://abc' },
      });
      expect(r.status).toBe(200);
      expect(r.headers.get('access-control-allow-origin')).toBe('*');
    },
  );

  it('the edited link is found by its new values in GET /links', async () => {
    const link = await createLink(s, { title: 'Findable' });
    await s.api('PATCH', `/links/${link.id}`, {
      json: { custom_alias: 'zebra-code', title: 'Renamed okapi' },
    });
    const byCode = await s.api('GET', '/links', { query: { search: 'zebra-code' } });
    expect(byCode.body.data.map((l: MadeLink) => l.id)).toEqual([link.id]);
    const byTitle = await s.api('GET', '/links', { query: { search: 'okapi' } });
    expect(byTitle.body.data.map((l: MadeLink) => l.id)).toEqual([link.id]);
    const old = await s.api('GET', '/links', { query: { search: 'Findable' } });
    expect(old.body.data).toEqual([]);
  });
});

describe('PUT and PATCH /links/{id}: the link’s dynamic QR codes', () => {
  freshPerTest(use);

  const qr = async (link: MadeLink, content: string) => {
    const r = await s.api('POST', '/qrcodes', {
      json: { name: 'Poster', type: 'url', content, error_correction: 'M', link_id: link.id },
    });
    expect(r.status, r.text).toBe(201);
    return r.body.id as number;
  };
  const contentOf = async (id: number) => (await s.api('GET', `/qrcodes/${id}`)).body.content;

  it('a code that carries the old short URL carries the new one; other content stays', async () => {
    const domain = await domainNamed(s, 'go.example.com');
    const link = await createLink(s, { custom_alias: 'qr-before' });
    const follows = await qr(link, link.short_url);
    const tagged = await qr(link, `${link.short_url}?utm_source=poster`);
    await s.api('PUT', `/links/${link.id}`, { json: { custom_alias: 'qr-after' } });
    expect(await contentOf(follows)).toBe('http://localhost/qr-after');
    expect(await contentOf(tagged)).toBe(`${link.short_url}?utm_source=poster`);
    await s.api('PATCH', `/links/${link.id}`, { json: { domain_id: domain.id } });
    expect(await contentOf(follows)).toBe('http://go.example.com/qr-after');
    const svg = await s.api('GET', `/qrcodes/${follows}/download/svg`);
    expect(svg.status).toBe(200);
  });

  it('a new destination alone leaves every code as it was: the short URL still leads there', async () => {
    const link = await createLink(s, { custom_alias: 'qr-stays' });
    const code = await qr(link, link.short_url);
    const r = await s.api('PATCH', `/links/${link.id}`, {
      json: { original_url: 'https://example.org/' },
    });
    expect(r.status, r.text).toBe(200);
    expect(await contentOf(code)).toBe(link.short_url);
    expect((await follow(s, link.short_url)).headers.get('location')).toBe('https://example.org/');
  });
});

describe('PUT and PATCH /links/{id}: what happens to the link while the body arrives', () => {
  freshPerTest(use);

  /**
   * Starts an update whose body comes in two parts, and waits until the sandbox reads it (past
   * the id's 404 check); `finish` sends the rest and gives the answer.
   */
  const slowUpdate = async (method: string, id: number, first: string, rest: string) => {
    const encoder = new TextEncoder();
    let controller!: ReadableStreamDefaultController<Uint8Array>;
    let reading!: () => void;
    const read = new Promise<void>((resolve) => {
      reading = resolve;
    });
    const body = new ReadableStream<Uint8Array>({
      start(c) {
        controller = c;
        c.enqueue(encoder.encode(first));
      },
      // Asked for more once the first part is taken: the body is being read.
      pull: () => reading(),
    });
    const pending = s.raw(`/api/v1/links/${id}`, {
      method,
      body,
      headers: { Authorization: `Bearer ${KEYS.pro}`, 'Content-Type': 'application/json' },
      duplex: 'half',
    } as RequestInit);
    await read;
    return async () => {
      controller.enqueue(encoder.encode(rest));
      controller.close();
      return toReply(await pending);
    };
  };

  it.each(EDIT_METHODS)('%s merges onto the link as it is once the body is in', async (method) => {
    const link = await createLink(s, { custom_alias: 'first-code' });
    const finish = await slowUpdate(method, link.id, '{"title":', '"Late title"}');
    const meanwhile = await s.api('PATCH', `/links/${link.id}`, {
      json: { custom_alias: 'second-code' },
    });
    expect(meanwhile.status).toBe(200);
    const r = await finish();
    expect(r.status, r.text).toBe(200);
    expect(r.body).toMatchObject({ short_code: 'second-code', title: 'Late title' });
    expect((await visit(s, 'second-code')).status).toBe(302);
  });

  it.each(EDIT_METHODS)(
    '%s of a link deleted meanwhile is 404, and writes nothing',
    async (method) => {
      const link = await createLink(s, { custom_alias: 'short-lived' });
      const finish = await slowUpdate(method, link.id, '{"custom_alias":', '"reborn"}');
      expect((await s.api('DELETE', `/links/${link.id}`)).status).toBe(200);
      expectError(await finish(), 404);
      expect((await s.api('GET', '/links', { query: { search: 'reborn' } })).body.total).toBe(0);
    },
  );
});
