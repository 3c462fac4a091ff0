import { type AccountScope, inScope } from './account';

/** What reuse reads of a history entry: where the link was made, and for which page. */
interface Made extends AccountScope {
  original_url: string;
  /** The page's address before UTM tags were added; absent when none were. */
  page?: string;
  domain_id: number | null;
}

/**
 * The test that picks a link to hand out again: made in this scope for this address, either as
 * it was sent or as the page it was made for before tags. So a page's popup shows the link last
 * made there (history is newest first), tags, alias and domain and all, rather than making
 * another; a request for given tags finds only a link with those. A domain asked for explicitly
 * must match too. One test for the popup's early start (entrypoints/popup/early.ts, before zod
 * has loaded) and for the flow (lib/history.ts), so the two always pick the same link.
 */
export const reusableFor =
  (scope: AccountScope, address: string, domainId?: number | null) =>
  (entry: Made): boolean =>
    inScope(entry, scope) &&
    (entry.original_url === address || entry.page === address) &&
    (domainId === undefined || entry.domain_id === domainId);
