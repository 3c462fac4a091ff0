import { storage } from 'wxt/utils/storage';

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

export const domainCacheItem = storage.defineItem<DomainCache | null>('local:domainCache', {
  fallback: null,
  version: 1,
});

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

export const panelCacheItem = storage.defineItem<PanelCache | null>('local:panelCache', {
  fallback: null,
  version: 1,
});
