import { beforeEach, describe, expect, it } from 'vitest';
import {
  type CallOptions,
  createLink,
  expectError,
  freshPerTest,
  KEYS,
  MINUTE,
  rateHeaders,
  type Sandbox,
  toReply,
  visit,
} from './helpers.ts';

// PUT and PATCH /links/{id} (issue 25 §3): the contract's rules, and the sandbox's decisions
// where it is silent (sandbox/DECISIONS.md, "Editing a link").

let s: Sandbox;
const use = (x: Sandbox) => {
  s = x;
};

type Link = Awaited<ReturnType<typeof createLink>>;

const METHODS = ['PUT', 'PATCH'] as const;

/** Follows a short URL as returned (on the origin or a custom domain), without redirecting. */
const follow = (shortUrl: string) =>
  s.raw(shortUrl, { headers: { Host: new URL(shortUrl).host }, redirect: 'manual' });

const domainNamed = async (name: string) => {
  const list = (await s.api('GET', '/domains')).body.data as {
    id: number;
    name: string;
    not_found_page: string | null;
  }[];
  const domain = list.find((d) => d.name === name);
  if (!domain) throw new Error(`no seeded domain ${name}`);
  return domain;
};

describe.each(METHODS)('%s /links/{id}', (method) => {
  freshPerTest(use);

  const edit = (id: number, options: CallOptions) => s.api(method, `/links/${id}`, options);

  it('changes the title alone: 200 with the link as GET /links/{id} gives it', async () => {
    const link = await createLink(s, { title: 'Before', custom_alias: 'titled' });
    const r = await edit(link.id, { json: { title: 'After' } });
    expect(r.status, r.text).toBe(200);
    expect(r.body).toEqual({ ...link, title: 'After' });
    expect((await s.api('GET', `/links/${link.id}`)).body).toEqual(r.body);
  });

  it('changes the destination: the same code now redirects there', async () => {
    const link = await createLink(s, { custom_alias: 'moving' });
    const r = await edit(link.id, { json: { original_url: 'https://example.org/new?x=1' } });
    expect(r.status, r.text).toBe(200);
    expect(r.body).toEqual({ ...link, original_url: 'https://example.org/new?x=1' });
    const hop = await visit(s, 'moving');
    expect(hop.status).toBe(302);
    expect(hop.headers.get('location')).toBe('https://example.org/new?x=1');
  });

  it('a new alias becomes the short code; the old code stops resolving, the new one redirects', async () => {
    const link = await createLink(s, { custom_alias: 'old-code' });
    const r = await edit(link.id, { json: { custom_alias: 'new-code' } });
    expect(r.status, r.text).toBe(200);
    expect(r.body).toMatchObject({
      id: link.id,
      short_code: 'new-code',
      short_url: 'http://localhost/new-code',
    });
    expectError(await toReply(await visit(s, 'old-code')), 404);
    const hop = await visit(s, 'new-code');
    expect(hop.status).toBe(302);
    expect(hop.headers.get('location')).toBe(link.original_url);
    // The old code is free again, as any unused code is.
    expect((await createLink(s, { custom_alias: 'old-code' })).short_code).toBe('old-code');
  });

  it('clicks, id and created_at never change, even when sent', async () => {
    const link = await createLink(s, { custom_alias: 'clicked' });
    await visit(s, 'clicked', { 'X-Forwarded-For': '198.51.100.1' });
    await visit(s, 'clicked', { 'X-Forwarded-For': '198.51.100.2' });
    s.clock.advance(MINUTE);
    const r = await edit(link.id, {
      json: {
        custom_alias: 'clicked-2',
        original_url: 'https://example.org/',
        title: 'Renamed',
        id: link.id + 1000,
        created_at: '2000-01-01T00:00:00.000000Z',
        total_clicks: 0,
        unique_clicks: 0,
      },
    });
    expect(r.status, r.text).toBe(200);
    expect(r.body).toMatchObject({
      id: link.id,
      created_at: link.created_at,
      total_clicks: 2,
      unique_clicks: 2,
    });
    const analytics = await s.api('GET', `/links/${link.id}/analytics`);
    expect(analytics.body.summary.total_clicks).toBe(2);
  });

  it('fields left out keep their value', async () => {
    const domain = await domainNamed('go.example.com');
    const link = await createLink(s, {
      title: 'Kept',
      custom_alias: 'kept-code',
      domain_id: domain.id,
      original_url: 'https://example.com/kept',
    });
    const r = await edit(link.id, { json: { original_url: 'https://example.com/changed' } });
    expect(r.status, r.text).toBe(200);
    expect(r.body).toEqual({ ...link, original_url: 'https://example.com/changed' });
  });

  it('title: null clears the title: the link is named after its destination, as if made without one', async () => {
    const link = await createLink(s, {
      title: 'A title',
      original_url: 'https://docs.example.org/a',
    });
    const r = await edit(link.id, { json: { title: null } });
    expect(r.status, r.text).toBe(200);
    expect(r.body.title).toBe('docs.example.org');
    const fresh = await createLink(s, { original_url: 'https://docs.example.org/a' });
    expect(fresh.title).toBe(r.body.title);
  });

  it('a title cleared with a new destination is named after the new one', async () => {
    const link = await createLink(s, { title: 'A title' });
    const r = await edit(link.id, {
      json: { title: null, original_url: 'https://new.example.net/' },
    });
    expect(r.body.title).toBe('new.example.net');
  });

  it('takes a form body: every field, a blank title clears it', async () => {
    const domain = await domainNamed('snap.example.net');
    const link = await createLink(s, { title: 'Old' });
    const r = await edit(link.id, {
      form: {
        original_url: 'https://example.com/from-a-form',
        custom_alias: 'form-edit',
        title: 'From a form',
        domain_id: String(domain.id),
      },
    });
    expect(r.status, r.text).toBe(200);
    expect(r.body).toMatchObject({
      original_url: 'https://example.com/from-a-form',
      short_code: 'form-edit',
      short_url: 'http://snap.example.net/form-edit',
      title: 'From a form',
      domain_id: domain.id,
    });
    const cleared = await edit(link.id, { form: { title: '' } });
    expect(cleared.status, cleared.text).toBe(200);
    expect(cleared.body.title).toBe('example.com');
  });

  it('takes JSON under any +json type, such as a JSON merge patch', async () => {
    const link = await createLink(s);
    const r = await edit(link.id, {
      raw: JSON.stringify({ title: 'Merged' }),
      contentType: 'application/merge-patch+json',
    });
    expect(r.status, r.text).toBe(200);
    expect(r.body.title).toBe('Merged');
  });

  it('another account’s link is 404, and stays as it was', async () => {
    const link = await createLink(s, { custom_alias: 'pro-owned' }, KEYS.pro);
    const r = await edit(link.id, { key: KEYS.pro2, json: { title: 'Mine now' } });
    expectError(r, 404);
    expect((await s.api('GET', `/links/${link.id}`)).body).toEqual(link);
    // The same answer as an id nobody has: nothing tells the two apart.
    const none = await edit(999_999, { key: KEYS.pro2, json: { title: 'Mine now' } });
    expect(none.status).toBe(404);
    expect(none.body).toEqual(r.body);
    // Its owner's same request goes through.
    expect((await edit(link.id, { json: { title: 'Mine now' } })).status).toBe(200);
  });

  it('an id that names no link is 404, where one that does is 200', async () => {
    const link = await createLink(s);
    expect((await edit(link.id, { json: { title: 'x' } })).status).toBe(200);
    for (const id of ['999999', '0', '-1', 'abc', '1.5', `${link.id}.0`, `0${link.id}`]) {
      expectError(await s.api(method, `/links/${id}`, { json: { title: 'x' } }), 404);
    }
  });

  it('a taken alias is 422 with the field error on custom_alias, whoever owns it', async () => {
    const link = await createLink(s, { custom_alias: 'mine-1' });
    await createLink(s, { custom_alias: 'theirs-1' }, KEYS.pro2);
    for (const alias of ['demo1', 'theirs-1']) {
      const r = await edit(link.id, { json: { custom_alias: alias, title: 'Not applied' } });
      expectError(r, 422, 'custom_alias');
      expect(r.body).toEqual({
        message: expect.any(String),
        errors: { custom_alias: ['The custom_alias has already been taken.'] },
      });
    }
    // Nothing of a refused update is applied.
    expect((await s.api('GET', `/links/${link.id}`)).body).toEqual(link);
  });

  it('the link’s own current code is not taken: sending it changes nothing', async () => {
    const link = await createLink(s, { custom_alias: 'same-code' });
    const r = await edit(link.id, { json: { custom_alias: 'same-code', title: 'Renamed' } });
    expect(r.status, r.text).toBe(200);
    expect(r.body).toEqual({ ...link, title: 'Renamed' });
    expect((await visit(s, 'same-code')).status).toBe(302);
  });

  it('a blank custom_alias sets none: the link keeps its code', async () => {
    const link = await createLink(s, { custom_alias: 'keeps-code' });
    for (const custom_alias of [null, '']) {
      const r = await edit(link.id, { json: { custom_alias, title: 'T' } });
      expect(r.status, r.text).toBe(200);
      expect(r.body.short_code).toBe('keeps-code');
    }
  });

  it('moves the link to one of the account’s domains and back: the short URL follows', async () => {
    const domain = await domainNamed('go.example.com');
    const link = await createLink(s, { custom_alias: 'wanderer' });
    const onDomain = await edit(link.id, { json: { domain_id: domain.id } });
    expect(onDomain.status, onDomain.text).toBe(200);
    expect(onDomain.body).toMatchObject({
      domain_id: domain.id,
      short_url: 'http://go.example.com/wanderer',
    });
    expect((await follow('http://go.example.com/wanderer')).status).toBe(302);
    expect((await follow(link.short_url)).status).toBe(404);
    const back = await edit(link.id, { json: { domain_id: null } });
    expect(back.status, back.text).toBe(200);
    expect(back.body).toMatchObject({ domain_id: null, short_url: link.short_url });
    expect((await follow(link.short_url)).status).toBe(302);
    // The domain answers the code as one it doesn't know: its own not-found page.
    const gone = await follow('http://go.example.com/wanderer');
    expect(gone.headers.get('location')).toBe(domain.not_found_page);
  });

  it('a blank domain_id in a form also moves the link back to the service’s origin', async () => {
    const domain = await domainNamed('go.example.com');
    const link = await createLink(s, { domain_id: domain.id });
    const r = await edit(link.id, { form: { domain_id: '' } });
    expect(r.status, r.text).toBe(200);
    expect(r.body.domain_id).toBeNull();
  });

  it('unknown fields are ignored beside known ones', async () => {
    const link = await createLink(s);
    const r = await edit(link.id, {
      json: { title: 'Known', colour: 'red', short_code: 'sneaky' },
    });
    expect(r.status, r.text).toBe(200);
    expect(r.body).toEqual({ ...link, title: 'Known' });
  });

  it('the link limit does not apply: demo-limited-key, at its limit, edits its links', async () => {
    const mine = (await s.api('GET', '/links', { key: KEYS.limited })).body.data as Link[];
    const link = mine.find((l) => l.short_code === 'limited1') as Link;
    const r = await edit(link.id, {
      key: KEYS.limited,
      json: { title: 'Still mine', original_url: 'https://example.com/c' },
    });
    expect(r.status, r.text).toBe(200);
    expect(r.body).toMatchObject({ title: 'Still mine', original_url: 'https://example.com/c' });
  });

  it('a locked alias is 403 for demo-limited-key, and nothing is applied', async () => {
    const mine = (await s.api('GET', '/links', { key: KEYS.limited })).body.data as Link[];
    const link = mine.find((l) => l.short_code === 'limited1') as Link;
    const r = await edit(link.id, {
      key: KEYS.limited,
      json: { custom_alias: 'fresh-alias', title: 'Not applied' },
    });
    expectError(r, 403);
    expect(r.body.errors).toBeUndefined();
    expect((await s.api('GET', `/links/${link.id}`, { key: KEYS.limited })).body).toEqual(link);
    // Its own code is no new alias: not locked.
    const same = await edit(link.id, { key: KEYS.limited, json: { custom_alias: 'limited1' } });
    expect(same.status, same.text).toBe(200);
    // 422 comes before the plan's 403: a taken alias is the 422.
    expectError(
      await edit(link.id, { key: KEYS.limited, json: { custom_alias: 'limited2' } }),
      422,
    );
    expectError(await edit(link.id, { key: KEYS.limited, json: { custom_alias: 'a!' } }), 422);
  });
});

describe.each(METHODS)('%s /links/{id}: the rules of POST /links', (method) => {
  freshPerTest(use);

  let link: Link;
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
    const proDomain = (await domainNamed('go.example.com')).id;
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

  it.each(METHODS)(
    '%s: 401 without a key, 403 without API access, 200 with both',
    async (method) => {
      expectError(await s.api(method, '/links/1', { key: null, json: { title: 'x' } }), 401);
      expectError(await s.api(method, '/links/1', { key: KEYS.free, json: { title: 'x' } }), 403);
      expect((await s.api(method, '/links/1', { json: { title: 'x' } })).status).toBe(200);
    },
  );

  it.each(METHODS)('%s: 404 comes before 400, 422 and the plan’s 403', async (method) => {
    const bad = { raw: '{oops', contentType: 'application/json' };
    const badAlias = { json: { custom_alias: '!' } };
    const locked = { key: KEYS.limited, json: { custom_alias: 'locked-anyway' } };
    expectError(await s.api(method, '/links/999999', bad), 404);
    expectError(await s.api(method, '/links/999999', badAlias), 404);
    expectError(await s.api(method, '/links/999999', locked), 404);
    // The same requests on links that exist.
    const mine = (await s.api('GET', '/links', { key: KEYS.limited })).body.data[0] as Link;
    expectError(await s.api(method, '/links/1', bad), 400);
    expectError(await s.api(method, '/links/1', badAlias), 422, 'custom_alias');
    expectError(await s.api(method, `/links/${mine.id}`, locked), 403);
  });

  it.each(METHODS)('%s: 400 comes before 422', async (method) => {
    const link = await createLink(s);
    const r = await s.api(method, `/links/${link.id}`, {
      json: { original_url: '', custom_alias: '!' },
    });
    expectError(r, 400, 'original_url');
  });

  it.each(METHODS)(
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

  it.each(METHODS)(
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
    expect(byCode.body.data.map((l: Link) => l.id)).toEqual([link.id]);
    const byTitle = await s.api('GET', '/links', { query: { search: 'okapi' } });
    expect(byTitle.body.data.map((l: Link) => l.id)).toEqual([link.id]);
    const old = await s.api('GET', '/links', { query: { search: 'Findable' } });
    expect(old.body.data).toEqual([]);
  });
});

describe('PUT and PATCH /links/{id}: the link’s dynamic QR codes', () => {
  freshPerTest(use);

  const qr = async (link: Link, content: string) => {
    const r = await s.api('POST', '/qrcodes', {
      json: { name: 'Poster', type: 'url', content, error_correction: 'M', link_id: link.id },
    });
    expect(r.status, r.text).toBe(201);
    return r.body.id as number;
  };
  const contentOf = async (id: number) => (await s.api('GET', `/qrcodes/${id}`)).body.content;

  it('a code that carries the old short URL carries the new one; other content stays', async () => {
    const domain = await domainNamed('go.example.com');
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
    expect((await follow(link.short_url)).headers.get('location')).toBe('https://example.org/');
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

  it.each(METHODS)('%s merges onto the link as it is once the body is in', async (method) => {
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

  it.each(METHODS)('%s of a link deleted meanwhile is 404, and writes nothing', async (method) => {
    const link = await createLink(s, { custom_alias: 'short-lived' });
    const finish = await slowUpdate(method, link.id, '{"custom_alias":', '"reborn"}');
    expect((await s.api('DELETE', `/links/${link.id}`)).status).toBe(200);
    expectError(await finish(), 404);
    expect((await s.api('GET', '/links', { query: { search: 'reborn' } })).body.total).toBe(0);
  });
});
