import { beforeAll, beforeEach, expect } from 'vitest';
import type { AppOptions } from '../../sandbox/app.ts';
import type { Db } from '../../sandbox/db.ts';
import { type FakeClock, sandboxApp } from '../support/sandbox.ts';

/** A fixed "now" for every test: mid-day UTC, so a few hours of clock moves stay on one date. */
export const NOW = Date.UTC(2026, 2, 15, 12, 0, 0);
export const MINUTE = 60_000;
export const DAY = 86_400_000;

export const KEYS = {
  pro: 'demo-pro-key',
  enterprise: 'demo-enterprise-key',
  pro2: 'demo-pro2-key',
  limited: 'demo-limited-key',
  free: 'demo-free-key',
  inactive: 'demo-inactive-key',
  expired: 'demo-expired-key',
} as const;

export type KeyMethod = 'bearer' | 'header' | 'query';

export interface CallOptions {
  /** The API key; `null` sends none. Defaults to the Pro demo key. */
  key?: string | null;
  /** How the key is sent. Defaults to the Authorization header. */
  via?: KeyMethod;
  /** A JSON body (sent with `Content-Type: application/json`). */
  json?: unknown;
  /** A form-urlencoded body. */
  form?: Record<string, string>;
  /** A raw body, sent with `contentType` if given. */
  raw?: string;
  contentType?: string;
  query?: Record<string, string | number>;
  headers?: Record<string, string>;
}

export interface Reply {
  status: number;
  headers: Headers;
  /** Parsed JSON when the response is JSON, else undefined. Tests check its shape themselves. */
  // biome-ignore lint/suspicious/noExplicitAny: a response body is whatever the server sent
  body: any;
  text: string;
  res: Response;
}

export interface Sandbox {
  db: Db;
  clock: FakeClock;
  app: ReturnType<typeof sandboxApp>['app'];
  /** A call to the API, `path` relative to /api/v1. */
  api(method: string, path: string, options?: CallOptions): Promise<Reply>;
  /** A raw request to the app (redirects, downloads by URL, preflights). */
  raw(url: string, init?: RequestInit): Promise<Response>;
}

export function authorize(
  key: string | null,
  via: KeyMethod,
  url: URL,
  headers: Record<string, string>,
): void {
  if (key === null) return;
  if (via === 'bearer') headers.Authorization = `Bearer ${key}`;
  else if (via === 'header') headers['X-API-Key'] = key;
  else url.searchParams.set('api_key', key);
}

export async function toReply(res: Response): Promise<Reply> {
  const text = await res.text();
  let body: unknown;
  if ((res.headers.get('content-type') ?? '').includes('application/json')) body = JSON.parse(text);
  return { status: res.status, headers: res.headers, body, text, res };
}

/** Builds the request for {@link Sandbox.api}, against any origin. */
export function buildRequest(
  origin: string,
  method: string,
  path: string,
  options: CallOptions = {},
): Request {
  const url = new URL(`/api/v1${path}`, origin);
  for (const [k, v] of Object.entries(options.query ?? {})) url.searchParams.set(k, String(v));
  const headers: Record<string, string> = { Accept: 'application/json', ...options.headers };
  authorize(
    options.key === undefined ? KEYS.pro : options.key,
    options.via ?? 'bearer',
    url,
    headers,
  );
  let body: string | undefined;
  if (options.json !== undefined) {
    body = JSON.stringify(options.json);
    headers['Content-Type'] = 'application/json';
  } else if (options.form) {
    body = new URLSearchParams(options.form).toString();
    headers['Content-Type'] = 'application/x-www-form-urlencoded';
  } else if (options.raw !== undefined) {
    body = options.raw;
    if (options.contentType) headers['Content-Type'] = options.contentType;
  }
  return new Request(url, { method, headers, body });
}

/**
 * A fresh in-memory sandbox, seeded at `now`, with its own fake clock. `options` reach
 * createApp, e.g. a `clientOf` that tells test clients apart (in-process requests have no
 * socket address).
 */
export function sandbox(now = NOW, options: Omit<AppOptions, 'db' | 'clock'> = {}): Sandbox {
  const { db, clock, app } = sandboxApp(now, options);
  return {
    db,
    clock,
    app,
    api: async (method, path, options) =>
      toReply(await app.request(buildRequest('http://localhost', method, path, options))),
    raw: async (url, init) => app.request(url, init),
  };
}

/** Gives every test of the current block a fresh sandbox: for tests that change seeded data. */
export function freshPerTest(use: (s: Sandbox) => void): void {
  beforeEach(() => use(sandbox()));
}

/**
 * Gives the tests of the current block one sandbox, seeded once, for tests that only read or
 * add resources of their own. Each test starts a minute after the last, so no rate-limit
 * window carries over from one test to the next.
 */
export function sharedPerBlock(use: (s: Sandbox) => void): void {
  let shared: Sandbox | undefined;
  beforeAll(() => {
    shared = sandbox();
  });
  beforeEach(() => {
    if (!shared) throw new Error('the shared sandbox was not created');
    shared.clock.advance(MINUTE);
    use(shared);
  });
}

/** The contract's error body: `{ message: string, errors?: { field: [string, ...] } }`. */
export function expectError(reply: Reply, status: number, field?: string): void {
  expect({ status: reply.status, body: reply.body }).toMatchObject({ status });
  expect(reply.headers.get('content-type')).toContain('application/json');
  const body = reply.body as Record<string, unknown>;
  for (const k of Object.keys(body)) expect(['message', 'errors']).toContain(k);
  expect(typeof body.message).toBe('string');
  expect((body.message as string).length).toBeGreaterThan(0);
  if (body.errors !== undefined) {
    expect(body.errors).toBeTypeOf('object');
    for (const messages of Object.values(body.errors as object)) {
      expect(Array.isArray(messages)).toBe(true);
      expect((messages as unknown[]).length).toBeGreaterThan(0);
      for (const m of messages as unknown[]) expect(typeof m).toBe('string');
    }
  }
  if (field !== undefined) expect(Object.keys(body.errors ?? {})).toContain(field);
}

/** The rate-limit pair that every authenticated response carries. */
export function rateHeaders(reply: { headers: Headers }) {
  const num = (name: string) => {
    const v = reply.headers.get(name);
    return v === null ? null : Number(v);
  };
  return {
    limit: num('X-RateLimit-Limit'),
    remaining: num('X-RateLimit-Remaining'),
    reset: num('X-RateLimit-Reset'),
    retryAfter: num('Retry-After'),
  };
}

/** The reference's timestamp form: ISO 8601 UTC with microseconds. */
export const ISO_MICROS = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{6}Z$/;

export const isoDate = (ms: number) => new Date(ms).toISOString().slice(0, 10);

/** The list envelope of the contract, with its exact keys. */
export function expectEnvelope(
  body: unknown,
  expected: { current_page: number; total: number; per_page: number; last_page: number },
): void {
  expect(Object.keys(body as object).sort()).toEqual(
    ['current_page', 'data', 'last_page', 'per_page', 'total'].sort(),
  );
  expect(body).toMatchObject(expected);
  expect(Array.isArray((body as { data: unknown }).data)).toBe(true);
}

export const UA = {
  windowsChrome:
    'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36',
  iphone:
    'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1',
  ipad: 'Mozilla/5.0 (iPad; CPU OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1',
  linuxFirefox: 'Mozilla/5.0 (X11; Linux x86_64; rv:133.0) Gecko/20100101 Firefox/133.0',
  androidChrome:
    'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Mobile Safari/537.36',
  macSafari:
    'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Safari/605.1.15',
} as const;

/** Follows a short link as a visitor would, without following the redirect. */
export function visit(
  s: Sandbox,
  code: string,
  headers: Record<string, string> = {},
): Promise<Response> {
  return s.raw(`http://localhost/${code}`, {
    redirect: 'manual',
    headers: { 'User-Agent': UA.windowsChrome, 'X-Forwarded-For': '198.51.100.1', ...headers },
  });
}

/** Creates a link with the given key and returns its body (asserting the 201). */
export async function createLink(
  s: Sandbox,
  json: Record<string, unknown> = {},
  key: string = KEYS.pro,
) {
  const r = await s.api('POST', '/links', {
    key,
    json: { original_url: 'https://example.com/some/page', ...json },
  });
  expect(r.status, r.text).toBe(201);
  return r.body as {
    id: number;
    short_code: string;
    short_url: string;
    original_url: string;
    title: string;
    domain_id: number | null;
    created_at: string;
    total_clicks: number;
    unique_clicks: number;
  };
}

/** A link as createLink answers it. */
export type MadeLink = Awaited<ReturnType<typeof createLink>>;

/** The two methods that edit a link, alike by the contract. */
export const EDIT_METHODS = ['PUT', 'PATCH'] as const;

/** Follows a short URL as returned (on the origin or a custom domain), without redirecting. */
export const follow = (s: Sandbox, shortUrl: string) =>
  s.raw(shortUrl, { headers: { Host: new URL(shortUrl).host }, redirect: 'manual' });

/** One of the Pro demo account's seeded domains, by name. */
export async function domainNamed(s: Sandbox, name: string) {
  const list = (await s.api('GET', '/domains')).body.data as {
    id: number;
    name: string;
    not_found_page: string | null;
  }[];
  const domain = list.find((d) => d.name === name);
  if (!domain) throw new Error(`no seeded domain ${name}`);
  return domain;
}
