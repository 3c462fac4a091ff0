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

/**
 * The popup's clicks at a glance (lib/clicks-glance.ts), per link: `${scopeKey} ${link_id}` →
 * what was drawn and when. In `session`: figures a few minutes old are worth nothing once the
 * browser closes.
 */
export interface GlanceCacheEntry {
  saved_at: number;
  /** All clicks, all time. */
  total: number;
  /** Clicks on each of the last 7 UTC days, oldest first (today last). */
  days: number[];
}

export const glanceCacheItem = storage.defineItem<Record<string, GlanceCacheEntry>>(
  'session:clicksGlance',
  { fallback: {}, version: 1 },
);
