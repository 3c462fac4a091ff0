import { type AccountScope, inScope } from './account';
import type { HistoryEntry } from './history';
import { findIndexed, type IndexedLink } from './link-index/stored-index';

/** A link the account already has for a page: this device's history, then the account's index. */
export function findKnownLink(
  history: HistoryEntry[],
  index: unknown,
  scope: AccountScope,
  address: string,
  domain: { asked?: number | null; chosen: number | null },
  now = Date.now(),
): { link: HistoryEntry; indexed: boolean } | undefined {
  const made = pickReusable(history, scope, address, domain.asked);
  if (made) return { link: made, indexed: false };
  const found = findIndexed(index, scope, address, domain.chosen);
  return found && { link: indexedEntry(found, scope, now), indexed: true };
}

/**
 * The newest entry made for this address, or its page before tags; given tags find only theirs;
 * an asked domain must match.
 */
export function pickReusable(
  entries: HistoryEntry[],
  scope: AccountScope,
  address: string,
  domainId?: number | null,
): HistoryEntry | undefined {
  return entries.find(
    (entry) =>
      inScope(entry, scope) &&
      (entry.original_url === address || entry.page === address) &&
      (domainId === undefined || entry.domain_id === domainId),
  );
}

/** An indexed link as history records it once it is handed out, so Recent links show it. */
export function indexedEntry(link: IndexedLink, scope: AccountScope, now: number): HistoryEntry {
  const { short_url, original_url, id: link_id, title, domain_id } = link;
  const created_at = link.created_at ?? new Date(now).toISOString();
  return { short_url, original_url, link_id, title, domain_id, created_at, ...scope };
}
