import { type AccountScope, inScope } from './account';

/** The other test the two share: a link the account already has, from its index. */
export { knownInIndex } from './link-index';

/** What reuse reads of a history entry: where the link was made, for which page and domain. */
interface Made extends AccountScope {
  original_url: string;
  domain_id: number | null;
}

/**
 * The test that picks a link to hand out again: made in this scope, for this page, on this
 * domain. One test for the popup's early start (entrypoints/popup/early.ts, before zod has
 * loaded) and for the flow (lib/history.ts), so the two always pick the same link.
 */
export const reusableFor =
  (scope: AccountScope, originalUrl: string, domainId: number | null) =>
  (entry: Made): boolean =>
    inScope(entry, scope) && entry.original_url === originalUrl && entry.domain_id === domainId;
