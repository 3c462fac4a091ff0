import { storage } from 'wxt/utils/storage';
import { webUrl } from './web-url';

/**
 * The recent links, shared by the popup and the side panel, and the memory that lets a page
 * shortened before be reused without a request. Kept in `local`: it is per device, and the
 * account is stored only as a fingerprint, never the key.
 */
export interface HistoryEntry {
  short_url: string;
  /** The URL as Snaplink sent it, which is what reuse matches on. */
  original_url: string;
  link_id: number;
  title: string | null;
  domain_id: number | null;
  created_at: string;
  /** The normalised API root the link was made with. */
  base_url: string;
  /** accountFingerprint() of the key the link was made with. */
  account: string;
}

/** Which service and account a link belongs to; links never cross these. */
export interface HistoryScope {
  base_url: string;
  account: string;
}

export const HISTORY_LIMIT = 20;

export const historyItem = storage.defineItem<HistoryEntry[]>('local:history', {
  fallback: [],
  // When HistoryEntry changes shape, bump this and add `migrations: { 2: (v1) => ... }`: values
  // stored before then read as version 1. No empty `migrations` until then, as WXT would spend
  // a storage read on it at every page load, the popup's included.
  version: 1,
});

/** First 16 hex characters of SHA-256 of the key: tells accounts apart without storing it. */
export async function accountFingerprint(apiKey: string): Promise<string> {
  const bytes = new TextEncoder().encode(apiKey.trim());
  const digest = new Uint8Array(await crypto.subtle.digest('SHA-256', bytes));
  return Array.from(digest.slice(0, 8), (b) => b.toString(16).padStart(2, '0')).join('');
}

const inScope = (e: HistoryEntry, s: HistoryScope) =>
  e.base_url === s.base_url && e.account === s.account;
const sameLink = (a: HistoryEntry, b: HistoryEntry) => inScope(a, b) && a.link_id === b.link_id;

/** Newest first; within a scope when one is given. Entries of a foreign shape are skipped. */
export async function recentLinks(scope?: HistoryScope): Promise<HistoryEntry[]> {
  const all = (await historyItem.getValue()).filter(isEntry);
  return scope ? all.filter((e) => inScope(e, scope)) : all;
}

/** The newest link made for this long URL and domain, in this scope. */
export async function findReusable(
  scope: HistoryScope,
  originalUrl: string,
  domainId: number | null,
): Promise<HistoryEntry | undefined> {
  return pickReusable(await recentLinks(), scope, originalUrl, domainId);
}

/** findReusable over entries already read, for callers that read history ahead of time. */
export function pickReusable(
  entries: HistoryEntry[],
  scope: HistoryScope,
  originalUrl: string,
  domainId: number | null,
): HistoryEntry | undefined {
  return entries.find(
    (e) => inScope(e, scope) && e.original_url === originalUrl && e.domain_id === domainId,
  );
}

// One writer at a time within a page, so that two quick records do not drop one another.
let writes: Promise<unknown> = Promise.resolve();

function update(change: (entries: HistoryEntry[]) => HistoryEntry[]): Promise<void> {
  const next = writes.then(async () => {
    await historyItem.setValue(change(await recentLinks()));
  });
  writes = next.catch(() => {});
  return next;
}

/** Puts the entry first, drops any older copy of the same link, keeps HISTORY_LIMIT. */
export const recordLink = (entry: HistoryEntry): Promise<void> =>
  update((all) => [entry, ...all.filter((e) => !sameLink(e, entry))].slice(0, HISTORY_LIMIT));

export const forgetLink = (scope: HistoryScope, linkId: number): Promise<void> =>
  update((all) => all.filter((e) => !(inScope(e, scope) && e.link_id === linkId)));

export const clearHistory = (): Promise<void> => update(() => []);

/** Calls back with the whole list whenever any page changes it. Returns the unwatch function. */
export const watchHistory = (callback: (entries: HistoryEntry[]) => void): (() => void) =>
  historyItem.watch((entries) => callback((entries ?? []).filter(isEntry)));

function isEntry(v: unknown): v is HistoryEntry {
  if (typeof v !== 'object' || v === null) return false;
  const e = v as Record<string, unknown>;
  const text = (k: string) => typeof e[k] === 'string';
  const nullable = (k: string, t: string) => e[k] === null || typeof e[k] === t;
  return (
    ['short_url', 'original_url', 'created_at', 'base_url', 'account'].every(text) &&
    // Only a web address is ever handed out again (lib/web-url.ts).
    webUrl(e.short_url) !== undefined &&
    Number.isInteger(e.link_id) &&
    nullable('title', 'string') &&
    (e.domain_id === null || Number.isInteger(e.domain_id))
  );
}
