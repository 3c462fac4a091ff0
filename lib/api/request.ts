export type AuthMethod = 'bearer' | 'header' | 'query';
export type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
type Query = Record<string, string | number | undefined>;

export interface RequestBody {
  query?: Query;
  json?: unknown;
  form?: Record<string, string | undefined>;
}

/** The connection as a request needs it: a base URL already normalised, the key trimmed. */
export interface Credentials {
  baseUrl: string;
  apiKey: string;
  authMethod: AuthMethod;
}

// Header values must be visible ASCII; a key with anything else cannot be valid anyway.
const KEY_CHARS = /^[\x21-\x7e]*$/;

/** Puts the key where the method sends it (the API's own origin only); false if it can't be. */
export function authorise(url: URL, headers: Headers, credentials: Credentials): boolean {
  const { apiKey, authMethod } = credentials;
  if (!KEY_CHARS.test(apiKey)) return false;
  if (apiKey === '') return true; // the service answers 401, which says it best
  if (authMethod === 'query') url.searchParams.set('api_key', apiKey);
  else if (authMethod === 'header') headers.set('X-API-Key', apiKey);
  else headers.set('Authorization', `Bearer ${apiKey}`);
  return true;
}

/** One request, addressed and signed; never following a redirect, which would carry the key. */
export function prepareRequest(
  credentials: Credentials,
  method: Method,
  path: string,
  body: RequestBody = {},
): { url: URL; init: RequestInit & { method: Method; headers: Headers } } | undefined {
  const url = new URL(`${credentials.baseUrl}${path}`);
  for (const [k, v] of Object.entries(body.query ?? {})) {
    if (v !== undefined && v !== '') url.searchParams.set(k, String(v));
  }
  const headers = new Headers({ Accept: 'application/json' });
  let content: string | undefined;
  if (body.form) {
    headers.set('Content-Type', 'application/x-www-form-urlencoded;charset=UTF-8');
    const fields = Object.entries(body.form).filter(([, v]) => v !== undefined);
    content = new URLSearchParams(fields as string[][]).toString();
  } else if (body.json !== undefined) {
    headers.set('Content-Type', 'application/json');
    content = JSON.stringify(body.json);
  }
  if (!authorise(url, headers, credentials)) return undefined;
  return { url, init: { method, headers, body: content, redirect: 'manual' } };
}
