import { type AccountScope, inScope } from './account';
import type { HistoryEntry } from './history';
import { isObject } from './is-object';
import { webUrl } from './web-url';

/**
 * The index of the account's links (its newest pages of GET /links, kept by the worker:
 * lib/background/link-index.ts), so a page that already has a link, made on another device or
 * in the service's dashboard, gets that link instead of a second one, with no request. One
 * test for the popup's early start (which reads storage raw, before zod) and for the flow
 * (lib/shorten.ts), so the two always find the same link.
 */

/** One link as the index keeps it: what reuse matches on and what the popup shows. */
export interface IndexedLink {
  id: number;
  short_url: string;
  original_url: string;
  domain_id: number | null;
  title: string | null;
  created_at: string | null;
}

/** One account's index, newest link first. */
export interface LinkIndex extends AccountScope {
  links: IndexedLink[];
  /** When it was last brought up to date (ms). */
  refreshed_at: number;
  /** When it was last read from the top down to its end or its bound, dropping deleted links. */
  rebuilt_at: number;
  /**
   * The links are the newest of the account with none missing between them, as of the last
   * refresh, so the next one may stop at the first link it already has. False after a refresh
   * cut short (429, the rate-limit reserve, an error): the next one reads from the top again.
   */
  gapless: boolean;
  /** No refresh before this time (ms): the service asked to wait, or has no GET /links. */
  wait_until?: number;
}

/**
 * The newest indexed link for this page and domain choice, in this scope. `stored` is the
 * storage value as read, unchecked: every field used is tested here, and only a web address is
 * handed out (lib/web-url.ts).
 */
export function findIndexed(
  stored: unknown,
  scope: AccountScope,
  originalUrl: string,
  domainId: number | null,
): IndexedLink | undefined {
  if (!isObject(stored) || !Array.isArray(stored.links)) return undefined;
  if (!inScope(stored as unknown as AccountScope, scope)) return undefined;
  for (const item of stored.links as unknown[]) {
    if (!isObject(item) || item.original_url !== originalUrl) continue;
    if ((item.domain_id ?? null) !== domainId || !Number.isInteger(item.id)) continue;
    const shortUrl = webUrl(item.short_url);
    if (!shortUrl) continue;
    return {
      id: item.id as number,
      short_url: shortUrl,
      original_url: originalUrl,
      domain_id: domainId,
      title: typeof item.title === 'string' ? item.title : null,
      created_at: typeof item.created_at === 'string' ? item.created_at : null,
    };
  }
  return undefined;
}

/** An indexed link as history records it once it is handed out, so Recent links show it. */
export const indexedEntry = (
  link: IndexedLink,
  scope: AccountScope,
  now: number,
): HistoryEntry => ({
  short_url: link.short_url,
  original_url: link.original_url,
  link_id: link.id,
  title: link.title,
  domain_id: link.domain_id,
  created_at: link.created_at ?? new Date(now).toISOString(),
  ...scope,
});
