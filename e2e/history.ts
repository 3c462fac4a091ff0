import { createHash } from 'node:crypto';

// History entries as the popup records them (lib/history.ts), built for the browser tests of
// both browsers (e2e/fixtures.ts, e2e-firefox/), which store them each their own way.

export interface StoredLink {
  link_id: number;
  short_url: string;
  original_url: string;
  title: string | null;
}

/** The `history` value for these links, newest first, made by this account. */
export function historyEntries(
  account: { baseUrl: string; apiKey: string },
  entries: StoredLink[],
) {
  // lib/account.ts's fingerprint: the first 16 hex characters of SHA-256 of the key.
  const fingerprint = createHash('sha256').update(account.apiKey).digest('hex').slice(0, 16);
  return entries.map((e) => ({
    ...e,
    domain_id: null,
    created_at: new Date().toISOString(),
    base_url: account.baseUrl,
    account: fingerprint,
  }));
}
