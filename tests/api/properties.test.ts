import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { readFailure } from '../../lib/api/answer';
import { BaseUrlError, isLoopbackHost, normalizeBaseUrl } from '../../lib/api/base-url';
import { type AuthMethod, createClient } from '../../lib/api/client';
import { createDomain, listDomains, updateDomain } from '../../lib/api/domains';
import { ApiError } from '../../lib/api/errors';
import { getAnalytics } from '../../lib/api/link-stats';
import { createLink, deleteLink, getLink, listLinks } from '../../lib/api/links';
import { downloadQrCode, getQrCode, listQrCodes } from '../../lib/api/qrcodes';
import {
  parseRetryAfter,
  RETRY_AFTER_DEFAULT,
  RETRY_AFTER_MAX,
  RETRY_AFTER_MIN,
} from '../../lib/api/rate-limit';
import { Analytics } from '../../lib/api/schemas/analytics';
import { Domain } from '../../lib/api/schemas/domain';
import { Deleted, list, single } from '../../lib/api/schemas/envelopes';
import { readErrorBody } from '../../lib/api/schemas/error';
import { Link } from '../../lib/api/schemas/link';
import { QrCode } from '../../lib/api/schemas/qrcode';
import { baseUrlMessage, errorView } from '../../lib/error-view';
import { BASE } from './helpers';

type Call = (c: ReturnType<typeof createClient>, text: string) => Promise<unknown>;

// One call per endpoint, each fed the same arbitrary text where it takes one.
const calls: Call[] = [
  (c, s) => listLinks(c, { search: s, page: 2, per_page: 25 }),
  (c, s) => createLink(c, { original_url: s, title: s }),
  (c) => getLink(c, 1),
  (c) => deleteLink(c, 1),
  (c, s) => listQrCodes(c, { search: s }),
  (c) => getQrCode(c, 2),
  (c, s) =>
    downloadQrCode(
      c,
      { download_png_url: `/api/v1/qrcodes/2/download/png?x=${encodeURIComponent(s)}` },
      'png',
    ),
  (c) => getAnalytics(c, 3),
  (c, s) => listDomains(c, { search: s, sort_by: 'name' }),
  (c, s) => createDomain(c, { name: s }),
  (c, s) => updateDomain(c, 4, { index_page: s }),
];

const key = fc.stringMatching(/^[A-Za-z0-9_-]{16,40}$/);

describe('the key never appears in a URL unless query auth was chosen', () => {
  it('holds for every endpoint, auth method and input', async () => {
    await fc.assert(
      fc.asyncProperty(
        key,
        fc.constantFrom<AuthMethod>('bearer', 'header', 'query'),
        fc.constantFrom(...calls),
        fc.string({ maxLength: 12 }),
        async (apiKey, authMethod, call, text) => {
          const urls: string[] = [];
          const headers: Headers[] = [];
          const client = createClient({
            baseUrl: BASE,
            apiKey,
            authMethod,
            sleep: async () => {},
            fetch: async (input, init) => {
              const req = new Request(input, init);
              urls.push(req.url);
              headers.push(req.headers);
              return new Response('{}', { status: 503 });
            },
          });
          await call(client, text).catch(() => {});
          expect(urls.length).toBeGreaterThan(0);
          for (const [i, url] of urls.entries()) {
            const inUrl = url.includes(apiKey) || url.includes(encodeURIComponent(apiKey));
            expect(inUrl).toBe(authMethod === 'query');
            const auth = headers[i]?.get('authorization') ?? headers[i]?.get('x-api-key');
            expect(auth?.includes(apiKey) ?? false).toBe(authMethod !== 'query');
          }
        },
      ),
      { numRuns: 200 },
    );
  });
});

describe('base URL normalisation', () => {
  const host = fc.oneof(
    fc.domain(),
    fc.constantFrom('localhost', '127.0.0.1', '127.8.9.10', '[::1]', 'LOCALHOST', '10.0.0.1'),
  );
  const typed = fc
    .record({
      scheme: fc.constantFrom('https://', 'http://', 'HTTPS://', '', 'ftp://'),
      host,
      port: fc.option(fc.integer({ min: 1, max: 65535 }), { nil: undefined }),
      prefix: fc.constantFrom('', '/x', '/shortener/v2', '/a/b'),
      api: fc.constantFrom('', '/api', '/api/v1', '/API/V1', '/api/v2'),
      slashes: fc.constantFrom('', '/', '///'),
      space: fc.constantFrom('', ' ', '\n'),
    })
    .map(
      (p) =>
        `${p.space}${p.scheme}${p.host}${p.port ? `:${p.port}` : ''}${p.prefix}${p.api}${p.slashes}${p.space}`,
    );
  const anyInput = fc.oneof(typed, fc.webUrl({ withFragments: true }), fc.string());

  it('is idempotent, and either gives an API root or refuses with a reason', () => {
    fc.assert(
      fc.property(anyInput, (input) => {
        let out: string;
        try {
          out = normalizeBaseUrl(input);
        } catch (e) {
          expect(e).toBeInstanceOf(BaseUrlError);
          expect(baseUrlMessage((e as BaseUrlError).problem).length).toBeGreaterThan(10);
          return;
        }
        expect(normalizeBaseUrl(out)).toBe(out);
        expect(out).toMatch(/\/api\/v1$/i);
        expect(out).not.toMatch(/[?#]/);
        const url = new URL(out);
        expect(url.protocol === 'https:' || isLoopbackHost(url.hostname)).toBe(true);
      }),
      { numRuns: 2000 },
    );
  });

  it('takes any page of the service without /api in its path as the root at its origin', () => {
    const page = fc.webUrl({
      validSchemes: ['https'],
      withQueryParameters: true,
      withFragments: true,
    });
    fc.assert(
      fc.property(page, (address) => {
        const url = new URL(address);
        fc.pre(!/\/api(\/|$)/i.test(url.pathname) && !url.username && !url.password);
        expect(normalizeBaseUrl(address)).toBe(`${url.origin}/api/v1`);
      }),
    );
  });

  it.each([
    ['https://short.example.com', 'https://short.example.com/api/v1'],
    ['https://short.example.com/', 'https://short.example.com/api/v1'],
    ['https://short.example.com/api/v1', 'https://short.example.com/api/v1'],
    ['https://short.example.com/api/v1///', 'https://short.example.com/api/v1'],
    ['https://short.example.com/api', 'https://short.example.com/api/v1'],
    ['  short.example.com  ', 'https://short.example.com/api/v1'],
    // The service's site or a page of its dashboard: the root at its origin.
    ['https://Short.Example.com:443/s/', 'https://short.example.com/api/v1'],
    ['https://sho.rt/dashboard/keys', 'https://sho.rt/api/v1'],
    ['https://sho.rt/dashboard/keys?tab=api#new', 'https://sho.rt/api/v1'],
    ['sho.rt/apis', 'https://sho.rt/api/v1'],
    // An API address: what comes before /api stays, what comes after its version goes.
    ['https://short.example.com/s/api/v1', 'https://short.example.com/s/api/v1'],
    ['https://short.example.com/s/api/', 'https://short.example.com/s/api/v1'],
    ['https://sho.rt/api/v1/links/42', 'https://sho.rt/api/v1'],
    ['https://sho.rt/api/docs', 'https://sho.rt/api/v1'],
    ['http://127.0.0.1:8787', 'http://127.0.0.1:8787/api/v1'],
    ['http://localhost:8787/api/v1/', 'http://localhost:8787/api/v1'],
    ['http://[::1]:8787', 'http://[::1]:8787/api/v1'],
    ['https://short.example.com/api/v1#top', 'https://short.example.com/api/v1'],
  ])('%j → %s', (input, expected) => {
    expect(normalizeBaseUrl(input)).toBe(expected);
  });

  it.each([
    ['http://short.example.com', /unencrypted/],
    ['http://10.0.0.1:8787', /unencrypted/],
    ['http://127.0.0.1.nip.io', /unencrypted/],
    ['ftp://short.example.com', /https:\/\//],
    ['https://user:pass@short.example.com', /password/],
    ['https://short.example.com/api/v1?api_key=x', /query/],
    ['https://short.example.com/api/v2', /version 1/],
    ['https://short.example.com/api/v2/links', /version 1/],
    ['http://sho.rt/dashboard/keys', /unencrypted/],
    ['', /Enter the base URL/],
    ['https://', /not a valid web address/],
  ])('refuses %j', (input, why) => {
    let refused: unknown;
    try {
      normalizeBaseUrl(input);
    } catch (e) {
      refused = e;
    }
    expect(refused).toBeInstanceOf(BaseUrlError);
    expect(baseUrlMessage((refused as BaseUrlError).problem)).toMatch(why);
  });
});

describe('Retry-After parsing', () => {
  const now = fc.integer({ min: 0, max: 4_102_444_800_000 });
  const value = fc.oneof(
    fc.nat().map(String),
    fc.double().map(String),
    fc.bigInt({ min: 0n, max: 10n ** 40n }).map(String),
    fc.date({ noInvalidDate: true }).map((d) => d.toUTCString()),
    fc.string(),
    fc.constantFrom(
      '',
      ' ',
      '-5',
      '1e9',
      'NaN',
      'Infinity',
      'soon',
      'Wed, 21 Oct 2015 07:28:00 GMT',
    ),
  );

  it('always gives a finite whole number of seconds within bounds', () => {
    fc.assert(
      fc.property(
        fc.option(value, { nil: undefined }),
        fc.oneof(now, fc.constant(Number.NaN)),
        (v, t) => {
          const s = parseRetryAfter(v, t);
          expect(Number.isInteger(s)).toBe(true);
          expect(s).toBeGreaterThanOrEqual(RETRY_AFTER_MIN);
          expect(s).toBeLessThanOrEqual(RETRY_AFTER_MAX);
        },
      ),
      { numRuns: 2000 },
    );
  });

  it('reads delta-seconds exactly within bounds', () => {
    fc.assert(
      fc.property(fc.integer({ min: RETRY_AFTER_MIN, max: RETRY_AFTER_MAX }), (n) => {
        expect(parseRetryAfter(` ${n} `)).toBe(n);
      }),
    );
  });

  it('reads an HTTP date as the seconds until it', () => {
    fc.assert(
      fc.property(now, fc.integer({ min: 1, max: RETRY_AFTER_MAX }), (t, ahead) => {
        const at = new Date(Math.floor(t / 1000) * 1000 + ahead * 1000);
        expect(parseRetryAfter(at.toUTCString(), Math.floor(t / 1000) * 1000)).toBe(ahead);
      }),
    );
  });

  it.each([
    [null, RETRY_AFTER_DEFAULT],
    ['garbage', RETRY_AFTER_DEFAULT],
    ['0', RETRY_AFTER_MIN],
    ['2.2', 3],
    ['999999', RETRY_AFTER_MAX],
    ['Thu, 01 Jan 1970 00:00:00 GMT', RETRY_AFTER_MIN],
  ])('%j → %i', (v, s) => {
    expect(parseRetryAfter(v, Date.UTC(2025, 0, 1))).toBe(s);
  });
});

describe('parsing arbitrary answers', () => {
  const status = fc.constantFrom(
    200,
    201,
    204,
    302,
    400,
    401,
    403,
    404,
    405,
    408,
    409,
    422,
    429,
    500,
    502,
  );
  // Random JSON seldom hits the names parsers look at, so some bodies are built from them.
  const names = fc.constantFrom(
    ...['message', 'errors', 'error', 'title', 'detail', 'invalid-params', 'field', 'name'],
    ...['data', 'status', 'meta', 'pagination', 'current_page', 'page', 'per_page', 'total'],
    ...['last_page', 'id', 'short_url', 'link', 'summary', 'breakdown', 'countries', '__proto__'],
  );
  const { shaped } = fc.letrec((tie) => ({
    shaped: fc.oneof(
      { depthSize: 'small', withCrossShrink: true },
      fc.jsonValue({ maxDepth: 1 }),
      fc.dictionary(names, tie('shaped'), { maxKeys: 5 }),
      fc.array(tie('shaped'), { maxLength: 3 }),
    ),
  }));
  const body = fc.oneof(
    shaped.map((v) => JSON.stringify(v)),
    fc.jsonValue().map((v) => JSON.stringify(v)),
    fc.anything().map((v) => {
      try {
        return JSON.stringify(v) ?? '';
      } catch {
        return String(v);
      }
    }),
    fc.string(),
    fc.constantFrom('', '<html>', '{"data":', 'null', '{"__proto__":{"message":{"a":1}}}'),
  );
  const headers = fc.dictionary(
    fc.constantFrom(
      'Retry-After',
      'X-RateLimit-Limit',
      'X-RateLimit-Remaining',
      'X-RateLimit-Reset',
      'Content-Type',
    ),
    fc.string().filter((s) => /^[\x20-\x7e]*$/.test(s)),
  );

  it('never throws anything but an ApiError, from any endpoint', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.constantFrom(...calls),
        status,
        body,
        headers,
        async (call, st, text, h) => {
          const client = createClient({
            baseUrl: BASE,
            apiKey: 'property-key-0123456789',
            sleep: async () => {},
            fetch: async () => new Response(st === 204 ? null : text, { status: st, headers: h }),
          });
          try {
            await call(client, 'x');
          } catch (e) {
            expect(e).toBeInstanceOf(ApiError);
            expect(JSON.stringify(e)).not.toContain('property-key-0123456789');
            const view = errorView(e);
            expect(view.message).not.toContain('property-key-0123456789');
            expect(view.detail ?? '').not.toContain('property-key-0123456789');
            if ((e as ApiError).retryAfter !== undefined) {
              expect(Number.isFinite((e as ApiError).retryAfter)).toBe(true);
            }
          }
        },
      ),
      { numRuns: 1000 },
    );
  });

  // The client has a last-resort net; these check the parsers themselves, without it.
  it('fails an ApiError, never anything else, when reading any non-2xx answer', async () => {
    await fc.assert(
      fc.asyncProperty(
        status.filter((s) => s >= 300),
        body,
        headers,
        async (st, text, h) => {
          const res = new Response(text, { status: st, headers: h });
          const ctx = { host: 'h.test', hide: (t: string) => t, now: () => 0 };
          // An answer that isn't JSON rejects with its ApiError; the client throws either.
          expect(await readFailure(res, ctx).catch((e: unknown) => e)).toBeInstanceOf(ApiError);
        },
      ),
      { numRuns: 1000 },
    );
  });

  it('every response schema either parses or reports, never throws', () => {
    const schemas = [single(Link), list(Link), single(QrCode), list(QrCode), single(Analytics)];
    const all = [...schemas, single(Domain), list(Domain), Deleted];
    fc.assert(
      fc.property(fc.constantFrom(...all), fc.oneof(shaped, fc.anything()), (schema, v) => {
        expect(typeof schema.safeParse(v).success).toBe('boolean');
      }),
      { numRuns: 2000 },
    );
  });

  it('valid items in any envelope, with any figures, always make a consistent page', () => {
    const item = fc.record({
      id: fc.nat(),
      short_code: fc.string(),
      short_url: fc.webUrl(),
      original_url: fc.webUrl(),
    });
    const figure = fc.option(
      fc.oneof(fc.integer({ min: -3, max: 500 }), fc.string(), fc.nat().map(String)),
      {
        nil: undefined,
      },
    );
    const figures = fc.record({
      current_page: figure,
      page: figure,
      per_page: figure,
      total: figure,
      last_page: figure,
      total_pages: figure,
    });
    const envelope = fc
      .tuple(fc.array(item, { maxLength: 30 }), figures, fc.nat(3))
      .map(([data, f, shape]) =>
        shape === 0
          ? { ...f, data }
          : shape === 1
            ? { data, meta: f }
            : shape === 2
              ? { data, pagination: f }
              : data,
      );
    const Page = list(Link);
    fc.assert(
      fc.property(envelope, (v) => {
        const r = Page.safeParse(v);
        expect(r.success).toBe(true);
        if (!r.success) return;
        const p = r.data;
        const n = (Array.isArray(v) ? v : v.data).length;
        expect(p.data).toHaveLength(n);
        for (const x of [p.current_page, p.per_page, p.last_page]) {
          expect(Number.isSafeInteger(x) && x >= 1).toBe(true);
        }
        expect(Number.isSafeInteger(p.total) && p.total >= 0).toBe(true);
      }),
      { numRuns: 1000 },
    );
  });

  it('reads any value as an error body without throwing', () => {
    const value = fc.oneof(
      shaped,
      fc.anything({ withObjectString: true, withNullPrototype: true }),
    );
    fc.assert(
      fc.property(value, (v) => {
        const read = readErrorBody(v);
        expect(typeof read.fieldErrors).toBe('object');
        for (const list of Object.values(read.fieldErrors)) {
          expect(list.every((s) => typeof s === 'string')).toBe(true);
        }
      }),
      { numRuns: 1000 },
    );
  });
});
