import { createHash } from 'node:crypto';
import type { Sandbox } from './browser.ts';

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

/** The sandbox's seeded links with these codes, in this order, as history would hold them. */
export async function sandboxLinksByCode(
  sandbox: Sandbox,
  apiKey: string,
  codes: string[],
): Promise<StoredLink[]> {
  const res = await fetch(`${sandbox.baseUrl}/links?per_page=100`, {
    headers: { Authorization: `Bearer ${apiKey}`, Accept: 'application/json' },
  });
  type Link = {
    id: number;
    title: string | null;
    short_code: string;
    short_url: string;
    original_url: string;
  };
  const { data } = (await res.json()) as { data: Link[] };
  return codes.map((code) => {
    const l = data.find((x) => x.short_code === code);
    if (!l) throw new Error(`the sandbox has no link ${code}`);
    return { link_id: l.id, short_url: l.short_url, original_url: l.original_url, title: l.title };
  });
}
