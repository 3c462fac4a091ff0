import { createClient, isLoopbackHost } from '../api/client';
import { ApiError } from '../api/errors';
import { listQrCodes } from '../api/qrcodes';
import type { Connection } from '../storage/preferences';
import { ConnectionError, type ConnectionProblem } from './connection-error';

/**
 * The plans with API access in the reference's table of limits (service-api-v1.md §8), by their
 * requests a minute. (Free's 60 has no API access: a key that works at 60 names no plan.)
 */
const PLAN_BY_LIMIT: Record<number, string> = { 120: 'Pro', 300: 'Enterprise' };

export interface ConnectionCheck {
  host: string;
  /** Requests left in this minute, when the service says. */
  remaining?: number;
  limit?: number;
  /** The plan whose rate limit `limit` is, when it is one the reference names. */
  plan?: string;
}

/**
 * "Save and connect": one cheap authenticated call that the reference itself defines
 * (GET /qrcodes), so it proves the base URL, the key and the plan against any faithful service.
 * Rejects with the client's ApiError, a BaseUrlError, or a ConnectionError naming the cause
 * when the service can't be used at that address.
 */
export async function testConnection(
  connection: Connection,
  options: { fetch?: typeof fetch; signal?: AbortSignal } = {},
): Promise<ConnectionCheck> {
  const client = createClient({ ...connection, fetch: options.fetch });
  const host = new URL(client.baseUrl).host;
  try {
    await listQrCodes(client, { per_page: 10 }, { signal: options.signal });
  } catch (e) {
    if (!(e instanceof ApiError)) throw e;
    if (e.status === 404 || e.status === 405) throw new ConnectionError('not_api', host);
    if (e.kind !== 'network') throw e;
    const probe = options.fetch ?? globalThis.fetch;
    const problem = await diagnose(client.baseUrl, probe, options.signal);
    if (problem) throw new ConnectionError(problem, host);
    throw e;
  }
  const rate = client.rateLimit();
  const plan = rate?.limit === undefined ? undefined : PLAN_BY_LIMIT[rate.limit];
  return { host, remaining: rate?.remaining, limit: rate?.limit, plan };
}

/**
 * What a failed request can't say (a browser's fetch fails alike for each), asked of the
 * network with requests that carry no key and whose answers are never read. Does the address
 * answer a page's request (`cors`, a redirect not followed)? Then the service answers the
 * extension, and only the test's own request failed (a connection cut mid-answer): undefined.
 * Does it answer at all (`no-cors`; not a redirect, or the first probe would have said so)?
 * Then it is CORS. When it doesn't answer over https, does its host answer plain http?
 * These go out beside the client (lib/api/client.ts), which exists to guard the key: they carry
 * none, follow no redirect of a request a page can read, and read no answer.
 */
async function diagnose(
  baseUrl: string,
  fetchImpl: typeof fetch,
  signal?: AbortSignal,
): Promise<ConnectionProblem | undefined> {
  const answers = (url: string, mode: 'cors' | 'no-cors') =>
    fetchImpl(url, {
      mode,
      // A browser refuses a no-cors request that doesn't follow redirects.
      redirect: mode === 'cors' ? 'manual' : 'follow',
      credentials: 'omit',
      cache: 'no-store',
      signal,
    })
      .then((r) => void r.body?.cancel().catch(() => {}))
      .then(
        () => true,
        () => false,
      );
  const url = new URL(baseUrl);
  if (await answers(baseUrl, 'cors')) return undefined;
  if (await answers(baseUrl, 'no-cors')) return 'cors';
  const plain = `http://${url.host}/`;
  if (
    url.protocol === 'https:' &&
    ((await answers(plain, 'cors')) || (await answers(plain, 'no-cors')))
  ) {
    return 'tls';
  }
  const numeric = /^[\d.]+$|^\[/.test(url.hostname);
  return numeric || isLoopbackHost(url.hostname) ? 'unreachable' : 'dns';
}

/** The host pattern that covers a base URL's origin; match patterns take no port. */
export function originPattern(baseUrl: string): string {
  const url = new URL(baseUrl);
  return `${url.protocol}//${url.hostname}/*`;
}
