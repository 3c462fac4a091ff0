import { storage } from 'wxt/utils/storage';
import { checkedItem, isId, isText, isTime, shaped } from './checked';
import { writeShrinking } from './quota';

/**
 * What Snaplink keeps so it needn't ask again: data from the service, saved per account
 * (lib/account.ts) and dropped when it no longer belongs to the account in use.
 */

/** The account's domains as last fetched, so the popup's domain choice needs no request. */
export interface DomainCache {
  base_url: string;
  account: string;
  fetched_at: number;
  domains: { id: number; name: string }[];
}

const isDomain = shaped({ id: isId, name: isText });

export const domainCacheItem = checkedItem(
  storage.defineItem<DomainCache | null>('local:domainCache', { fallback: null, version: 1 }),
  shaped<DomainCache>({
    base_url: isText,
    account: isText,
    fetched_at: isTime,
    domains: (v) => Array.isArray(v) && v.every((d) => isDomain(d) !== null),
  }),
);

/**
 * The side panel's query cache, so a reopened panel shows its last data at once and then
 * refreshes. Kept per service and account (`scope`, from scopeKey), so one account never sees
 * another's data.
 */
export interface PanelCache {
  scope: string;
  saved_at: number;
  state: unknown;
}

export const panelCacheItem = checkedItem(
  storage.defineItem<PanelCache | null>('local:panelCache', { fallback: null, version: 1 }),
  // The state is React Query's, which hydrate() reads (a broken one is not used: lib/query.ts).
  shaped<PanelCache>({ scope: isText, saved_at: isTime, state: () => true }),
);

/** Saves the panel's cache; with storage full, drops it instead (lib/storage/quota.ts). */
export const savePanelCache = (cache: PanelCache): Promise<void> =>
  writeShrinking<PanelCache | null>(
    (v) => panelCacheItem.setValue(v),
    cache,
    (v) => (v === null ? undefined : null),
  );
