import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { KEYS, MINUTE, type Reply, type Sandbox, sandbox, toReply, UA } from './helpers.ts';

// Property tests over the sandbox's inputs: request bodies, query strings, path ids, short
// codes and Host headers. Two properties throughout:
//
// 1. nothing answers 5xx;
// 2. whatever is created (2xx) can be served: read by id, found in its list, followed (a
//    link's short code and a domain's pages redirect to a valid http(s) Location), drawn (a
//    QR code's preview and both downloads).
//
// Seeds are fixed so a run is repeatable; FUZZ_SEED and FUZZ_RUNS override them for a longer
// hunt (FUZZ_RUNS=5000 npx vitest run tests/sandbox/fuzz.test.ts).
const RUNS = Number(process.env.FUZZ_RUNS ?? 250);
const SEED = Number(process.env.FUZZ_SEED ?? 20_260_315);
/** Each property's time limit: far above a default run's few seconds, and growing with RUNS. */
const TIMEOUT = Math.max(60_000, RUNS * 200);
const settings = (offset: number, share = 1) => ({
  numRuns: Math.ceil(RUNS * share),
  seed: SEED + offset,
  endOnFailure: true,
});

/** What the run sent and got, reported at the end. */
const tally = { cases: 0, requests: 0, serverErrors: 0, statuses: new Map<number, number>() };

afterAll(() => {
  const statuses = [...tally.statuses].sort(([a], [b]) => a - b).map(([k, v]) => `${k}×${v}`);
  console.info(
    `fuzz: ${tally.cases} cases, ${tally.requests} requests, ${tally.serverErrors} answered 5xx; ${statuses.join(' ')}`,
  );
});

interface Call {
  method?: string;
  /** The path after the origin, sent as is (it may hold anything a URL path can). */
  path: string;
  key?: string | null;
  body?: string;
  contentType?: string;
  host?: string;
}

/**
 * One request to the app, a minute after the last, so no rate-limit window (the key's or the
 * failed-authentication one) ever fills: the properties are about inputs, not about pacing.
 */
async function send(s: Sandbox, call: Call): Promise<Reply> {
  s.clock.advance(MINUTE);
  const headers: Record<string, string> = { Accept: 'application/json', 'User-Agent': UA.iphone };
  const key = call.key === undefined ? KEYS.pro : call.key;
  if (key !== null) headers.Authorization = `Bearer ${key}`;
  if (call.contentType !== undefined) headers['Content-Type'] = call.contentType;
  if (call.host !== undefined) headers.Host = call.host;
  const init: RequestInit = { method: call.method ?? 'GET', headers, redirect: 'manual' };
  if (call.body !== undefined) init.body = new TextEncoder().encode(call.body);
  const reply = await toReply(await s.app.request(`http://localhost${call.path}`, init));
  tally.requests++;
  tally.statuses.set(reply.status, (tally.statuses.get(reply.status) ?? 0) + 1);
  if (reply.status >= 500) tally.serverErrors++;
  expect(reply.status, `${call.method ?? 'GET'} ${call.path}\n${reply.text}`).toBeLessThan(500);
  return reply;
}

// ---- Generators ---------------------------------------------------------------------------

/**
 * encodeURIComponent, except that a lone surrogate (which it refuses) goes out as the bytes a
 * careless client would send for it, %ED%A0%80 and the like: not valid UTF-8.
 */
const LONE = /([\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF])/;
const encode = (t: string) =>
  t
    .split(LONE)
    .map((part, i) => {
      // split() with a capture puts the separators at the odd indexes.
      if (i % 2 === 0) return encodeURIComponent(part);
      const c = part.charCodeAt(0);
      return [0xe0 | (c >> 12), 0x80 | ((c >> 6) & 63), 0x80 | (c & 63)]
        .map((b) => `%${b.toString(16).toUpperCase()}`)
        .join('');
    })
    .join('');

/** Strings of every kind: any code point, lone surrogates, graphemes, and known troublemakers. */
const text = fc.oneof(
  fc.string({ unit: 'binary', maxLength: 40 }),
  fc.string({ unit: 'grapheme', maxLength: 40 }),
  fc.string({ unit: fc.integer({ min: 0, max: 0xffff }).map((c) => String.fromCharCode(c)) }),
  fc.constantFrom(
    '',
    ' ',
    '\u0000',
    '\r\n',
    '%',
    '%zz',
    '%E0%A4%A',
    'null',
    '[]',
    '{}',
    '__proto__',
  ),
);

const number = fc.oneof(
  fc.integer(),
  fc.double(),
  fc.constantFrom(0, -1, 0.5, 1e21, -1e21, Number.MAX_SAFE_INTEGER, 2 ** 53 + 2, 1e308),
);

/** Any value a JSON field can hold, of any type. */
const anyValue = fc.oneof(
  { weight: 3, arbitrary: text },
  { weight: 2, arbitrary: number },
  { weight: 1, arbitrary: fc.jsonValue({ maxDepth: 2 }) },
  { weight: 1, arbitrary: fc.constantFrom(null, true, false, [], {}) },
);

const host = fc.oneof(
  fc.domain(),
  fc.ipV4(),
  fc.ipV4Extended(),
  fc.ipV6().map((ip) => `[${ip}]`),
  fc.constantFrom(
    'localhost',
    'LOCALHOST.',
    'go.example.com',
    'links.example.org',
    '127.1',
    '0x7f.1',
    '2130706433',
    '[::ffff:127.0.0.1]',
    '[64:ff9b::a9fe:a9fe]',
    '[fe80::1]',
    'user:pass@example.com',
    'bücher.example',
    'exa mple.com',
    'example.com:99999',
    'example.com:443',
    'a..b',
  ),
);

/** URL-ish strings: well-formed ones, near misses, and pieces glued together. */
const url = fc.oneof(
  fc.webUrl({ withQueryParameters: true, withFragments: true }),
  fc
    .tuple(
      fc.constantFrom('http://', 'https://', 'HTTPS://', 'ftp://', 'javascript:', '//', '', ' '),
      host,
      fc.oneof(
        fc.constant(''),
        text.map((t) => `/${t}`),
      ),
    )
    .map(([scheme, h, rest]) => `${scheme}${h}${rest}`),
  text,
);

const hex = fc
  .integer({ min: 0, max: 0xffffff })
  .map((n) => `#${n.toString(16).padStart(6, '0')}`)
  .chain((c) => fc.constantFrom(c, c.toUpperCase()));
const colour = fc.oneof(hex, anyValue);

/** QR content near its limits: many-byte characters repeated up to the 1000-character cap. */
const qrContent = fc.oneof(
  text,
  fc.string({ unit: 'binary', maxLength: 1000 }),
  fc
    .tuple(
      fc.constantFrom('a', 'A1', 'é', '€', '😀', '漢', '\u0000'),
      fc.integer({ min: 1, max: 1000 }),
    )
    .map(([c, n]) => c.repeat(n).slice(0, 1000)),
);

/**
 * The fields of each resource twice over: plausible values (so that many cases create
 * something, and the "served" half of the property has work), and values of any kind.
 */
const plausibleLink = fc.record(
  {
    original_url: fc.oneof(fc.webUrl({ withQueryParameters: true, withFragments: true }), url),
    custom_alias: fc.stringMatching(/^[A-Za-z0-9_-]{3,16}$/),
    title: fc.string({ unit: 'grapheme', maxLength: 255 }),
    domain_id: fc.constantFrom(1, 2, 3, '2'),
  },
  { requiredKeys: ['original_url'] },
);

const anyLink = fc.record(
  {
    original_url: fc.oneof({ weight: 4, arbitrary: url }, { weight: 1, arbitrary: anyValue }),
    custom_alias: fc.oneof(fc.stringMatching(/^[A-Za-z0-9_-]{3,12}$/), anyValue),
    title: anyValue,
    domain_id: fc.oneof(fc.constantFrom(1, 2, 3, '1', 999), anyValue),
  },
  { requiredKeys: [] },
);

const plausibleQr = fc.record(
  {
    name: fc.string({ unit: 'grapheme', maxLength: 30 }),
    type: fc.constantFrom('url', 'text', 'email', 'sms', 'phone'),
    content: qrContent,
    error_correction: fc.constantFrom('L', 'M', 'Q', 'H'),
    foreground_color: hex,
    background_color: hex,
    margin: fc.integer({ min: 0, max: 10 }),
    size: fc.integer({ min: 100, max: 1000 }),
    link_id: fc.constantFrom(1, 2, 3),
  },
  { requiredKeys: ['name', 'type', 'content', 'error_correction'] },
);

const anyQr = fc.record(
  {
    name: fc.oneof(fc.string({ maxLength: 20 }), anyValue),
    type: fc.oneof(fc.constantFrom('url', 'text', 'email', 'sms', 'phone'), anyValue),
    content: fc.oneof({ weight: 4, arbitrary: qrContent }, { weight: 1, arbitrary: anyValue }),
    error_correction: fc.oneof(fc.constantFrom('L', 'M', 'Q', 'H'), anyValue),
    foreground_color: colour,
    background_color: colour,
    margin: fc.oneof(fc.integer({ min: -1, max: 11 }), anyValue),
    size: fc.oneof(fc.integer({ min: 99, max: 1001 }), anyValue),
    link_id: fc.oneof(fc.constantFrom(1, 2, 999), anyValue),
  },
  { requiredKeys: [] },
);

const plausibleDomain = fc.record(
  {
    name: fc.domain(),
    index_page: fc.oneof(fc.webUrl({ withQueryParameters: true }), url),
    not_found_page: fc.oneof(fc.webUrl({ withFragments: true }), url),
  },
  { requiredKeys: ['name'] },
);

const anyDomain = fc.record(
  {
    name: fc.oneof(fc.domain(), host, anyValue),
    index_page: fc.oneof(url, anyValue),
    not_found_page: fc.oneof(url, anyValue),
  },
  { requiredKeys: [] },
);

const linkFields = fc.oneof(plausibleLink, anyLink);
const qrFields = fc.oneof(plausibleQr, anyQr);
const domainFields = fc.oneof(plausibleDomain, anyDomain);

/** Header-safe Content-Type values: the supported ones in any case, and anything printable. */
const contentType = fc.oneof(
  fc.constantFrom(
    'application/json',
    'APPLICATION/JSON; Charset=UTF-8',
    'application/x-www-form-urlencoded',
    'application/x-www-form-urlencoded;charset=UTF-8',
    'application/merge-patch+json',
    'text/plain',
    'multipart/form-data; boundary=x',
    'application/json; charset=latin1',
  ),
  fc.string({ unit: 'binary-ascii', maxLength: 40 }).filter((t) => /^[\x20-\x7e]*$/.test(t)),
);

/**
 * A body built from `fields`: as JSON or as a form (the usual case, with the right type), or
 * any JSON value or any text, with any Content-Type or none.
 */
const body = (fields: fc.Arbitrary<Record<string, unknown>>) =>
  fc.oneof(
    {
      weight: 4,
      arbitrary: fields.map((f) => ({ body: JSON.stringify(f), contentType: 'application/json' })),
    },
    {
      weight: 2,
      arbitrary: fields.map((f) => ({
        body: new URLSearchParams(
          Object.entries(f).map(([k, v]) => [k, typeof v === 'string' ? v : JSON.stringify(v)]),
        ).toString(),
        contentType: 'application/x-www-form-urlencoded',
      })),
    },
    {
      weight: 1,
      arbitrary: fc.record({
        body: fc.oneof(
          fc.jsonValue().map((v) => JSON.stringify(v)),
          text,
        ),
        contentType: fc.option(contentType, { nil: undefined }),
      }),
    },
    {
      weight: 1,
      arbitrary: fc.record({
        body: fields.map((f) => JSON.stringify(f)),
        contentType: fc.option(contentType, { nil: undefined }),
      }),
    },
  );

/** A path segment: numbers of every size and sign, unicode digits, and anything, encoded or not. */
const segment = fc.oneof(
  fc.bigInt({ min: -(10n ** 30n), max: 10n ** 30n }).map(String),
  fc.constantFrom('1', '0', '-1', '1.0', '1e3', '0x10', ' 1', '%31', '١', '１', '%', '%zz', '..'),
  text.map(encode),
  fc.string({ unit: 'binary-ascii' }).filter((t) => !/[#?/]/.test(t)),
);

/** A query string of known and unknown keys, values of any kind, encoded or raw. */
const query = fc
  .array(
    fc.tuple(
      fc.oneof(
        fc.constantFrom('page', 'per_page', 'search', 'search_by', 'sort_by', 'sort', 'page[]'),
        text,
      ),
      fc.oneof(
        fc.constantFrom(
          '1',
          '2',
          '0',
          '-1',
          '10',
          '25',
          '100',
          '1000',
          'asc',
          'desc',
          'name',
          'id',
        ),
        fc.bigInt({ min: -(10n ** 25n), max: 10n ** 25n }).map(String),
        number.map(String),
        text,
      ),
      fc.boolean(),
    ),
    { maxLength: 6 },
  )
  .map((pairs) =>
    pairs
      .map(([k, v, raw]) =>
        raw ? `${k.replace(/[#&=]/g, '')}=${v.replace(/[#&]/g, '')}` : `${encode(k)}=${encode(v)}`,
      )
      .join('&'),
  );

// ---- Serving what was made -----------------------------------------------------------------

/** The Location of a redirect: present, an http(s) URL, exactly its own parsed form. */
function expectLocation(reply: Reply, expected?: string) {
  expect(reply.status).toBe(302);
  const location = reply.headers.get('location') ?? '';
  const parsed = new URL(location);
  expect(['http:', 'https:']).toContain(parsed.protocol);
  expect(parsed.href).toBe(location);
  if (expected !== undefined) expect(location).toBe(expected);
}

async function expectLinkServed(s: Sandbox, link: Record<string, unknown>) {
  const got = await send(s, { path: `/api/v1/links/${link.id}` });
  expect(got.status).toBe(200);
  expect(got.body).toEqual(link);
  const listed = await send(s, {
    path: `/api/v1/links?per_page=100&search=${encode(String(link.short_code))}`,
  });
  expect(listed.body.data.map((l: { id: number }) => l.id)).toContain(link.id);
  const shortUrl = new URL(String(link.short_url));
  const hop = await send(s, { path: shortUrl.pathname, key: null, host: shortUrl.host });
  expectLocation(hop, String(link.original_url));
}

async function expectQrServed(s: Sandbox, qr: Record<string, unknown>) {
  expect(qr.preview_svg).toMatch(/^<svg/);
  const got = await send(s, { path: `/api/v1/qrcodes/${qr.id}` });
  expect(got.status).toBe(200);
  expect(got.body.preview_svg).toBe(qr.preview_svg);
  const listed = await send(s, { path: '/api/v1/qrcodes' });
  expect(listed.body.data[0]).toEqual(qr);
  const svg = await send(s, { path: `/api/v1/qrcodes/${qr.id}/download/svg` });
  expect(svg.status).toBe(200);
  expect(svg.headers.get('content-type')).toContain('image/svg+xml');
  const png = await send(s, { path: `/api/v1/qrcodes/${qr.id}/download/png` });
  expect(png.status).toBe(200);
  expect(png.headers.get('content-type')).toBe('image/png');
}

async function expectDomainServed(s: Sandbox, domain: Record<string, unknown>, key: string) {
  const got = await send(s, { path: `/api/v1/domains/${domain.id}`, key });
  expect(got.status).toBe(200);
  expect(got.body).toEqual(domain);
  const listed = await send(s, {
    path: `/api/v1/domains?per_page=100&search=${encode(String(domain.name))}`,
    key,
  });
  expect(listed.body.data.map((d: { id: number }) => d.id)).toContain(domain.id);
  const name = String(domain.name);
  const root = await send(s, { path: '/', key: null, host: name });
  if (domain.index_page) expectLocation(root, String(domain.index_page));
  else expect(root.status).toBe(200);
  const miss = await send(s, { path: '/no-such-code-anywhere', key: null, host: name });
  if (domain.not_found_page) expectLocation(miss, String(domain.not_found_page));
  else expect(miss.status).toBe(404);
}

// ---- Properties ----------------------------------------------------------------------------

describe('fuzzing request bodies', () => {
  let s: Sandbox;
  beforeAll(() => {
    s = sandbox();
  });

  it(
    'POST /links: never a 5xx; a created link is served and redirects',
    async () => {
      await fc.assert(
        fc.asyncProperty(body(linkFields), async ({ body: raw, contentType: type }) => {
          tally.cases++;
          const r = await send(s, {
            method: 'POST',
            path: '/api/v1/links',
            body: raw,
            contentType: type,
          });
          if (r.status === 201) await expectLinkServed(s, r.body);
        }),
        settings(1),
      );
    },
    TIMEOUT,
  );

  it(
    'PUT and PATCH /links/{id}: never a 5xx; an updated link is served and redirects',
    async () => {
      // The seeded Pro links, another account's (demo-limited-key's first) and none.
      const ids = fc.constantFrom('1', '2', '3', '5', '8', '11', '999999');
      await fc.assert(
        fc.asyncProperty(
          fc.constantFrom('PUT', 'PATCH'),
          ids,
          body(linkFields),
          async (method, id, { body: raw, contentType: type }) => {
            tally.cases++;
            const r = await send(s, {
              method,
              path: `/api/v1/links/${id}`,
              body: raw,
              contentType: type,
            });
            if (r.status === 200) await expectLinkServed(s, r.body);
          },
        ),
        settings(8),
      );
    },
    TIMEOUT,
  );

  it(
    'POST /qrcodes: never a 5xx; a created code is served and drawn',
    async () => {
      await fc.assert(
        fc.asyncProperty(body(qrFields), async ({ body: raw, contentType: type }) => {
          tally.cases++;
          const r = await send(s, {
            method: 'POST',
            path: '/api/v1/qrcodes',
            body: raw,
            contentType: type,
          });
          if (r.status === 201) await expectQrServed(s, r.body);
        }),
        // Fewer runs: drawing a created code (a PNG of up to 1000 × 1000) is the slow part.
        settings(2, 0.6),
      );
    },
    TIMEOUT,
  );

  it(
    'POST /domains: never a 5xx; a created domain is served and its pages redirect',
    async () => {
      await fc.assert(
        fc.asyncProperty(body(domainFields), async ({ body: raw, contentType: type }) => {
          tally.cases++;
          const r = await send(s, {
            method: 'POST',
            path: '/api/v1/domains',
            key: KEYS.enterprise,
            body: raw,
            contentType: type,
          });
          if (r.status === 201) await expectDomainServed(s, r.body, KEYS.enterprise);
        }),
        settings(3),
      );
    },
    TIMEOUT,
  );

  it(
    'PUT and PATCH /domains/{id}: never a 5xx; an updated domain is served',
    async () => {
      await fc.assert(
        fc.asyncProperty(
          fc.constantFrom('PUT', 'PATCH'),
          fc.constantFrom('1', '2', '3', '4', '999999'),
          body(domainFields),
          async (method, id, { body: raw, contentType: type }) => {
            tally.cases++;
            const r = await send(s, {
              method,
              path: `/api/v1/domains/${id}`,
              body: raw,
              contentType: type,
            });
            if (r.status === 200) await expectDomainServed(s, r.body, KEYS.pro);
          },
        ),
        settings(4),
      );
    },
    TIMEOUT,
  );
});

describe('fuzzing query strings', () => {
  let s: Sandbox;
  beforeAll(() => {
    s = sandbox();
  });

  it(
    'every list and the analytics: never a 5xx; a 200 list is a well-formed envelope',
    async () => {
      const paths = [
        '/links',
        '/qrcodes',
        '/domains',
        '/links/1/analytics',
        '/links/999/analytics',
      ];
      await fc.assert(
        fc.asyncProperty(fc.constantFrom(...paths), query, async (path, q) => {
          tally.cases++;
          const r = await send(s, { path: `/api/v1${path}?${q}` });
          if (r.status !== 200 || path.includes('analytics')) return;
          expect([10, 25, 50, 100]).toContain(r.body.per_page);
          expect(Number.isSafeInteger(r.body.current_page)).toBe(true);
          expect(r.body.current_page).toBeGreaterThanOrEqual(1);
          expect(Array.isArray(r.body.data)).toBe(true);
          expect(r.body.data.length).toBeLessThanOrEqual(r.body.per_page);
        }),
        settings(5),
      );
    },
    TIMEOUT,
  );
});

describe('fuzzing paths and hosts', () => {
  let s: Sandbox;
  beforeAll(() => {
    s = sandbox();
  });

  it(
    'ids of every shape on every resource path: never a 5xx',
    async () => {
      const routes: [string, (id: string) => string][] = [
        ['GET', (id) => `/links/${id}`],
        ['DELETE', (id) => `/links/${id}`],
        ['PUT', (id) => `/links/${id}`],
        ['PATCH', (id) => `/links/${id}`],
        ['GET', (id) => `/links/${id}/analytics`],
        ['GET', (id) => `/qrcodes/${id}`],
        ['DELETE', (id) => `/qrcodes/${id}`],
        ['GET', (id) => `/qrcodes/${id}/download/svg`],
        ['GET', (id) => `/qrcodes/${id}/download/png`],
        ['GET', (id) => `/domains/${id}`],
        ['PATCH', (id) => `/domains/${id}`],
        ['DELETE', (id) => `/domains/${id}`],
      ];
      await fc.assert(
        fc.asyncProperty(fc.constantFrom(...routes), segment, async ([method, path], id) => {
          tally.cases++;
          const r = await send(s, {
            method,
            path: `/api/v1${path(id)}`,
            ...(method === 'PATCH' || method === 'PUT'
              ? {
                  body: path('').startsWith('/links')
                    ? '{"title":"Fuzzed"}'
                    : '{"index_page":"https://example.com/"}',
                  contentType: 'application/json',
                }
              : {}),
          });
          if (r.status >= 400) expect(typeof r.body?.message).toBe('string');
        }),
        settings(6),
      );
    },
    TIMEOUT,
  );

  it(
    'short codes and Host headers of every shape: never a 5xx; a 302 has a valid Location',
    async () => {
      const hostHeader = fc.oneof(
        host,
        fc.string({ unit: 'binary-ascii', maxLength: 30 }).filter((t) => /^[\x21-\x7e]+$/.test(t)),
      );
      const code = fc.oneof(fc.constantFrom('demo1', 'demo2', 'demo5', ''), segment);
      await fc.assert(
        fc.asyncProperty(code, hostHeader, async (c, h) => {
          tally.cases++;
          const r = await send(s, { path: `/${c}`, key: null, host: h });
          if (r.status === 302) expectLocation(r);
        }),
        settings(7),
      );
    },
    TIMEOUT,
  );
});
