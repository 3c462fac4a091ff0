import { createClient, isLoopbackHost } from '../api/client';
import { ApiError } from '../api/errors';
import { listQrCodes } from '../api/qrcodes';
import type { Connection } from '../storage/preferences';
import { ConnectionError, type ConnectionProblem } from './connection-error';

// The plans with API access (service-api-v1.md §8), by requests a minute.
const PLAN_BY_LIMIT: Record<number, string> = { 120: 'Pro', 300: 'Enterprise' };

export interface ConnectionCheck {
  host: string;
  /** Requests left in this minute, when the service says. */
  remaining?: number;
  limit?: number;
  /** The plan whose rate limit `limit` is, when it is one the reference names. */
  plan?: string;
}

/** "Save and connect": one cheap GET /qrcodes proves the base URL, the key and the plan. */
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
 * What a failed fetch can't say, asked without the key: answered in `cors` mode, the test alone
 * failed; only in `no-cors`, CORS; only over plain http, TLS.
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
