import { normalizeBaseUrl } from './api/base-url';

/** Which service and account: the API root and a fingerprint of the key, never the key. */
export interface AccountScope {
  base_url: string;
  account: string;
}

/** First 16 hex characters of SHA-256 of the key: tells accounts apart without storing it. */
export async function accountFingerprint(apiKey: string): Promise<string> {
  const bytes = new TextEncoder().encode(apiKey.trim());
  const digest = new Uint8Array(await crypto.subtle.digest('SHA-256', bytes));
  return Array.from(digest.slice(0, 8), (b) => b.toString(16).padStart(2, '0')).join('');
}

/** The scope of a connection. Throws BaseUrlError for a base URL that can't be used. */
export async function accountScope(c: { baseUrl: string; apiKey: string }): Promise<AccountScope> {
  return { base_url: normalizeBaseUrl(c.baseUrl), account: await accountFingerprint(c.apiKey) };
}

export const inScope = (item: AccountScope, scope: AccountScope) =>
  item.base_url === scope.base_url && item.account === scope.account;

/** One string for a scope, for caches saved whole. */
export const scopeKey = (scope: AccountScope) => `${scope.base_url} ${scope.account}`;
