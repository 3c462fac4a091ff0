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

/** What is typed, as the API root ending in /api/v1; never echoes it (it may be a key). */
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
  if (url.search) throw new BaseUrlError('query');
  let path = url.pathname.replace(/\/+$/, '');
  if (/\/api\/v\d+$/i.test(path) && !/\/api\/v1$/i.test(path)) throw new BaseUrlError('version');
  if (/\/api$/i.test(path)) path += '/v1';
  else if (!/\/api\/v1$/i.test(path)) path += '/api/v1';
  return `${url.protocol}//${url.host}${path}`;
}
