/** Why a base URL was refused; the message is meant for the settings form. */
export class BaseUrlError extends Error {
  override readonly name = 'BaseUrlError';
}

const EXAMPLE = 'for example https://short.example.com/api/v1';

/** Loopback only: 127.0.0.0/8, localhost and [::1]. Hostnames as `URL` serialises them. */
export function isLoopbackHost(hostname: string): boolean {
  const h = hostname.toLowerCase();
  return h === 'localhost' || h === '[::1]' || /^127\.\d{1,3}\.\d{1,3}\.\d{1,3}$/.test(h);
}

/**
 * Turns what a person types into the API root, ending in /api/v1: `https://host`,
 * `https://host/api/v1` and trailing slashes all give `https://host/api/v1`. Idempotent.
 * Never echoes the input, which might be a pasted API key.
 */
export function normalizeBaseUrl(input: string): string {
  const text = input.trim();
  if (text === '') throw new BaseUrlError(`Enter the base URL of the API, ${EXAMPLE}.`);
  // Like an address bar, a bare host means https.
  const withScheme = /^[a-z][a-z\d+.-]*:\/\//i.test(text) ? text : `https://${text}`;
  let url: URL;
  try {
    url = new URL(withScheme);
  } catch {
    throw new BaseUrlError(`The base URL is not a valid web address; use one ${EXAMPLE}.`);
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') {
    throw new BaseUrlError('The base URL must start with https://.');
  }
  if (url.protocol === 'http:' && !isLoopbackHost(url.hostname)) {
    throw new BaseUrlError(
      'Plain http:// would send your API key unencrypted over the network. Use https:// (http is allowed only for this computer: localhost, 127.0.0.1 or [::1]).',
    );
  }
  if (url.username || url.password) {
    throw new BaseUrlError(
      'Leave the user name and password out of the base URL; the API key has its own field.',
    );
  }
  if (url.search) {
    throw new BaseUrlError('Remove the query (the part from "?") from the base URL.');
  }
  let path = url.pathname.replace(/\/+$/, '');
  if (/\/api\/v\d+$/i.test(path) && !/\/api\/v1$/i.test(path)) {
    throw new BaseUrlError('Snaplink speaks version 1 of the API: the base URL ends in /api/v1.');
  }
  if (/\/api$/i.test(path)) path += '/v1';
  else if (!/\/api\/v1$/i.test(path)) path += '/api/v1';
  return `${url.protocol}//${url.host}${path}`;
}
