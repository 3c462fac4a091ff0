import type * as z from 'zod/mini';
import { type AnswerContext, discard, readBlob, readFailure, readValue } from './answer';
import { normalizeBaseUrl } from './base-url';
import { ApiError } from './errors';
import { type RateLimitSnapshot, readRateLimit, retryAfterOf } from './rate-limit';
import {
  type AuthMethod,
  authorise,
  type Method,
  prepareRequest,
  type RequestBody,
} from './request';
import { abortable, backoffMs, deadline, realSleep, type Sleep } from './timing';

export { BaseUrlError, isLoopbackHost, normalizeBaseUrl } from './base-url';
export type { AuthMethod } from './request';

export interface ClientOptions {
  /** Anything normalizeBaseUrl accepts; createClient throws BaseUrlError otherwise. */
  baseUrl: string;
  apiKey: string;
  /** `Authorization: Bearer` by default; 'query' puts the key in URLs (server logs, history). */
  authMethod?: AuthMethod;
  fetch?: typeof fetch;
  /** Whole-call budget, retries and waits included. */
  timeoutMs?: number;
  onRateLimit?(snapshot: RateLimitSnapshot): void;
  /** Injected by tests so that backoff and 429 waits take no time. */
  sleep?: Sleep;
  random?: () => number;
  now?: () => number;
}

export interface CallOptions {
  /** A caller's abort rejects with the signal's reason, not with an ApiError. */
  signal?: AbortSignal;
  timeoutMs?: number;
}

export interface ApiClient {
  readonly baseUrl: string;
  /** `path` is relative to the API root and starts with '/'. */
  request<T>(
    method: Method,
    path: string,
    schema: z.ZodMiniType<T>,
    opts?: CallOptions & RequestBody,
  ): Promise<T>;
  /** An authenticated GET of a file (QR downloads); the key goes only to the API's origin. */
  download(url: string, type: string, opts?: CallOptions): Promise<Blob>;
  rateLimit(): RateLimitSnapshot | undefined;
}

export const DEFAULT_TIMEOUT_MS = 10_000;
const MAX_RETRIES = 2;
/** A 429 is waited out (once) only when the service asks for this many seconds or fewer. */
const AUTO_WAIT_MAX_S = 3;
const RETRY_STATUSES = new Set([502, 503, 504]);

export function createClient(options: ClientOptions): ApiClient {
  const baseUrl = normalizeBaseUrl(options.baseUrl);
  const base = new URL(baseUrl);
  const apiKey = options.apiKey.trim();
  const authMethod = options.authMethod ?? 'bearer';
  const doFetch = options.fetch ?? ((input, init) => globalThis.fetch(input, init));
  const sleep = options.sleep ?? realSleep;
  const random = options.random ?? Math.random;
  const now = options.now ?? Date.now;
  const budget = validMs(options.timeoutMs) ?? DEFAULT_TIMEOUT_MS;
  const hide = keyMask(apiKey);
  const credentials = { baseUrl, apiKey, authMethod };
  let snapshot: RateLimitSnapshot | undefined;

  function observe(res: Response): void {
    const read = readRateLimit(res.headers, now());
    if (!read) return;
    const seen = { ...read, status: res.status };
    snapshot = seen;
    try {
      options.onRateLimit?.(seen);
    } catch {
      // A listener's bug must not fail the call that fed it.
    }
  }

  async function send<T>(
    method: Method,
    url: URL,
    init: RequestInit,
    call: CallOptions,
    read: (res: Response, ctx: AnswerContext) => Promise<T>,
  ): Promise<T> {
    const ms = validMs(call.timeoutMs) ?? budget;
    const ctx: AnswerContext = { host: url.host, hide, now };
    const dl = deadline(call.signal, ms);
    let retries = 0;
    let waited = false;
    try {
      for (;;) {
        // Also covers a signal aborted before the call, and sleeps that ignore their signal.
        if (dl.signal.aborted) throw dl.signal.reason;
        let res: Response;
        try {
          // The fetch gets the combined signal; the race is only for a fetch that ignores it.
          res = await abortable(doFetch(url, { ...init, method, signal: dl.signal }), dl.timeout);
        } catch (cause) {
          if (dl.signal.aborted) throw cause;
          if (method !== 'GET' || retries >= MAX_RETRIES) {
            throw new ApiError('network', { host: ctx.host, cause });
          }
          await sleep(backoffMs(retries++, random), dl.signal);
          continue;
        }
        observe(res);
        // A redirect is never followed (redirect: 'manual'): it would take the key along. The
        // browser hides its target ('opaqueredirect'); other fetches show it.
        if (res.type === 'opaqueredirect' || (res.status >= 300 && res.status < 400)) {
          discard(res);
          throw redirected(res, url, ctx);
        }
        // Once answered, only the timer cuts the body short: a POST's link reaches its caller.
        if (res.ok) return await abortable(read(res, ctx), dl.timeout);
        // Only GET is repeated: a POST that reached the service may have taken effect.
        if (method === 'GET' && RETRY_STATUSES.has(res.status) && retries < MAX_RETRIES) {
          discard(res);
          await sleep(backoffMs(retries++, random), dl.signal);
          continue;
        }
        if (method === 'GET' && res.status === 429 && !waited) {
          const wait = retryAfterOf(res.headers, now());
          if (wait <= AUTO_WAIT_MAX_S) {
            waited = true;
            discard(res);
            await sleep(wait * 1000, dl.signal);
            continue;
          }
        }
        throw await readFailure(res, ctx);
      }
    } catch (e) {
      if (dl.expired()) {
        const waited = Math.max(1, Math.round(ms / 1000));
        throw new ApiError('timeout', { host: ctx.host, waited, cause: e });
      }
      if (call.signal?.aborted) throw call.signal.reason;
      if (e instanceof ApiError) throw e;
      // fetch and body reads classify their own failures; anything else is a parser surprise.
      throw new ApiError('bad_response', { host: ctx.host, unusable: 'shape', cause: e });
    } finally {
      dl.done();
    }
  }

  return {
    baseUrl,
    rateLimit: () => snapshot,

    async request(method, path, schema, opts = {}) {
      const prepared = prepareRequest(credentials, method, path, opts);
      if (!prepared) throw new ApiError('unauthorized', { host: base.host });
      const { url, init } = prepared;
      return send(method, url, init, opts, (res, ctx) => readValue(res, schema, ctx));
    },

    async download(address, type, opts = {}) {
      const url = new URL(address, `${baseUrl}/`);
      if (url.protocol !== 'https:' && url.protocol !== 'http:') {
        throw new ApiError('bad_response', { host: base.host, unusable: 'not_image' });
      }
      const headers = new Headers({ Accept: `${type}, application/json;q=0.5` });
      if (url.origin === base.origin && !authorise(url, headers, credentials)) {
        throw new ApiError('unauthorized', { host: base.host });
      }
      // Like every call: a redirect would take the key (or the service's file) elsewhere.
      const init: RequestInit = { headers, redirect: 'manual' };
      return send('GET', url, init, opts, (res, ctx) => readBlob(res, type, ctx));
    },
  };
}

/** Masks the key in server text, in any case: a service may echo it upper- or lower-cased. */
function keyMask(apiKey: string): (text: string) => string {
  if (!apiKey) return (text) => text;
  const forms = new Set([apiKey, encodeURIComponent(apiKey)]);
  const escaped = [...forms].map((f) => f.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'));
  const pattern = new RegExp(escaped.join('|'), 'gi');
  return (text) => text.replace(pattern, '•••');
}

/** Where a redirect pointed, shown by origin only: a path may carry the key (query method). */
function redirected(res: Response, url: URL, ctx: AnswerContext): ApiError {
  let to: string | undefined;
  try {
    const location = res.headers.get('location');
    if (location) to = new URL(location, url).origin;
  } catch {
    // A Location that is no address names nothing.
  }
  if (to === 'null') to = undefined;
  return new ApiError('redirect', {
    status: res.status || undefined,
    host: ctx.host,
    location: to,
  });
}

function validMs(ms: number | undefined): number | undefined {
  return ms !== undefined && Number.isFinite(ms) && ms > 0 ? ms : undefined;
}
