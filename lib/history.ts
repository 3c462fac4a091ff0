import { storage } from 'wxt/utils/storage';
import { type AccountScope, inScope } from './account';
import * as z from './api/schemas/zod';
import { type EditedLink, forgetIndexed } from './link-index/stored-index';
import { inTurn } from './storage/in-turn';
import { writeShrinking } from './storage/quota';
import { samePageUntagged } from './utm';
import { webUrl } from './web-url';

/** The recent links, which also let a page be reused with no request; per device. */
export const HistoryEntry = z.object({
  /** The short link; only a web address is ever handed out again (lib/web-url.ts) */
  short_url: z.string().check(z.refine((s) => webUrl(s) !== undefined)),
  /** The URL as Snaplink sent it, UTM tags included */
  original_url: z.string(),
  /** The page it was made for, before UTM tags; absent when it had none */
  page: z.optional(z.string()),
  /** The link's id on the service */
  link_id: z.int(),
  /** The title sent or given back, if any */
  title: z.nullable(z.string()),
  /** The account's domain, or null for the service's own */
  domain_id: z.nullable(z.int()),
  /** ISO 8601 time the link was made */
  created_at: z.string(),
  /** The normalised API root the link was made with */
  base_url: z.string(),
  /** accountFingerprint() of the key the link was made with */
  account: z.string(),
});
export type HistoryEntry = z.infer<typeof HistoryEntry>;

export const HISTORY_LIMIT = 20;

export const historyItem = storage.defineItem<unknown[]>('local:history', {
  fallback: [],
  // Bump with `migrations` when the shape changes; none until then (WXT reads them each load).
  version: 1,
});

/** The same link: the same id, in the same service and account. */
export const sameLink = (a: HistoryEntry, b: HistoryEntry) =>
  inScope(a, b) && a.link_id === b.link_id;

/** Newest first; within a scope when one is given. */
export async function recentLinks(scope?: AccountScope): Promise<HistoryEntry[]> {
  const all = readHistory(await historyItem.getValue());
  return scope ? all.filter((e) => inScope(e, scope)) : all;
}

/** Newest first: with storage full, the oldest entry goes, then the next (lib/storage/quota.ts). */
const withoutOldest = (entries: HistoryEntry[]) =>
  entries.length > 0 ? entries.slice(0, -1) : undefined;

const inTurnHistory = inTurn(() => recentLinks());
const update = (change: (entries: HistoryEntry[]) => HistoryEntry[]): Promise<void> =>
  inTurnHistory((all) =>
    writeShrinking((e) => historyItem.setValue(e), change(all), withoutOldest),
  );

/** Puts the entry first, drops any older copy of the same link, keeps HISTORY_LIMIT. */
export const recordLink = (entry: HistoryEntry): Promise<void> =>
  update((all) => [entry, ...all.filter((e) => !sameLink(e, entry))].slice(0, HISTORY_LIMIT));

/** A link the service no longer has (deleted, or found gone): out of history and the index. */
export const forgetLink = async (scope: AccountScope, linkId: number): Promise<void> => {
  await Promise.all([
    update((all) => all.filter((e) => !(inScope(e, scope) && e.link_id === linkId))),
    forgetIndexed(scope, linkId),
  ]);
};

/** A link edited: its entries take the new short link, title and destination. */
export const updateLinkEntries = (scope: AccountScope, link: EditedLink): Promise<void> =>
  update((all) =>
    all.map((e) => {
      if (!(inScope(e, scope) && e.link_id === link.id)) return e;
      const { page, ...rest } = e;
      // A destination that only changed its UTM tags is still this page's link (by `page`).
      const before = page ?? e.original_url;
      const samePage = samePageUntagged(link.original_url, before);
      // A short link that isn't a web address makes the entry one history skips (isEntry).
      return {
        ...rest,
        ...(samePage && before !== link.original_url ? { page: before } : {}),
        short_url: link.short_url,
        original_url: link.original_url,
        title: link.title ?? null,
        ...(link.domain_id !== undefined && { domain_id: link.domain_id }),
      };
    }),
  );

/** An account removed: its links leave the list. */
export const forgetAccountLinks = (scope: AccountScope): Promise<void> =>
  update((all) => all.filter((e) => !inScope(e, scope)));
/** Calls back with the whole list whenever any page changes it. Returns the unwatch function. */
export const watchHistory = (callback: (entries: HistoryEntry[]) => void): (() => void) =>
  historyItem.watch((entries) => callback(readHistory(entries)));

/** The stored list as history reads it: an entry of a foreign shape (old, damaged) is skipped. */
export const readHistory = (stored: unknown): HistoryEntry[] =>
  (Array.isArray(stored) ? stored : []).filter(isEntry);
const isEntry = (v: unknown): v is HistoryEntry => HistoryEntry.safeParse(v).success;
