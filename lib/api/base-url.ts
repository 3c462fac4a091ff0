/** Why a base URL can't be used. lib/error-view.ts says it in words. */
export type BaseUrlProblem =
  | 'empty'
  | 'invalid'
  | 'scheme'
  | 'plain_http'
  | 'credentials'
  | 'query'
  | 'version';

/** A base URL refused before any request; `problem` says why. */
export class BaseUrlError extends Error {
  override readonly name = 'BaseUrlError';
  constructor(readonly problem: BaseUrlProblem) {
    super(`base URL refused: ${problem}`);
  }
}

/** Loopback only: 127.0.0.0/8, localhost and [::1]. Hostnames as `URL` serialises them. */
export function isLoopbackHost(hostname: string): boolean {
  const h = hostname.toLowerCase();
  return h === 'localhost' || h === '[::1]' || /^127\.\d{1,3}\.\d{1,3}\.\d{1,3}$/.test(h);
}

/** The API's place in a path: a segment `api`, and its version when one follows. */
const API_IN_PATH = /^(.*?\/api)(\/v\d+)?(?:\/|$)/i;

/**
 * Any address of the service as its API root, /api/v1: what comes before an `/api` in its path,
 * else its origin's. Never echoes what is typed (it may be a key).
 */
export function normalizeBaseUrl(input: string): string {
  const text = input.trim();
  if (text === '') throw new BaseUrlError('empty');
  // Like an address bar, a bare host means https.
  const withScheme = /^[a-z][a-z\d+.-]*:\/\//i.test(text) ? text : `https://${text}`;
  let url: URL;
  try {
    url = new URL(withScheme);
  } catch {
    throw new BaseUrlError('invalid');
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') throw new BaseUrlError('scheme');
  // The key goes in every request: never unencrypted over a network.
  if (url.protocol === 'http:' && !isLoopbackHost(url.hostname)) {
    throw new BaseUrlError('plain_http');
  }
  if (url.username || url.password) throw new BaseUrlError('credentials');
  const api = API_IN_PATH.exec(url.pathname);
  if (!api) return `${url.origin}/api/v1`;
  // A query on the API's address would be dropped from every request: said, not guessed at.
  if (url.search) throw new BaseUrlError('query');
  const [, prefix, version = '/v1'] = api;
  if (!/^\/v1$/i.test(version)) throw new BaseUrlError('version');
  return `${url.origin}${prefix}${version}`;
}
