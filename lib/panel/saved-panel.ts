import { storage } from 'wxt/utils/storage';
import { type AccountScope, scopeKey } from '../account';
import { isObject } from '../api/is-object';
import type { Link } from '../api/schemas/link';
import { checkedItem, isText, isTime, shaped } from '../storage/checked';
import { writeShrinking } from '../storage/quota';

// The stored value apart from the query client (query-cache.ts): the pages that only change or
// drop it (an edit, an account removed) need no React Query.

/** The panel's queries, saved per account: a reopened panel shows them at once, then refreshes. */
export interface PanelCache {
  scope: string;
  saved_at: number;
  state: unknown;
}

export const panelCacheItem = checkedItem(
  storage.defineItem<PanelCache | null>('local:panelCache', { fallback: null, version: 1 }),
  // The state is React Query's, which hydrate() reads (a broken one is not used).
  shaped<PanelCache>({ scope: isText, saved_at: isTime, state: () => true }),
);

/** Saves the panel's cache; with storage full, drops it instead (lib/storage/quota.ts). */
export const savePanelCache = (cache: PanelCache): Promise<void> =>
  writeShrinking<PanelCache | null>(
    (v) => panelCacheItem.setValue(v),
    cache,
    (v) => (v === null ? undefined : null),
  );

/** An account removed: its saved panel goes. */
export async function dropPanelCache(scope: AccountScope): Promise<void> {
  const saved = await panelCacheItem.getValue();
  if (saved?.scope === scopeKey(scope)) await panelCacheItem.setValue(null);
}

/** A link edited: every copy of it in the saved cache takes the new values. */
export async function updateSavedPanel(
  scope: AccountScope,
  link: Link,
  oldShortUrl: string,
): Promise<void> {
  const saved = await panelCacheItem.getValue();
  if (!saved || saved.scope !== scopeKey(scope)) return;
  let changed = false;
  const walk = (value: unknown): unknown => {
    if (Array.isArray(value)) return value.map(walk);
    if (!isObject(value)) return value;
    if (value.id === link.id && 'short_code' in value && 'original_url' in value) {
      changed = true;
      return { ...value, ...link };
    }
    // A dynamic QR code of the link follows its new short link, as the service moves it.
    if (value.link_id === link.id && value.content === oldShortUrl) {
      changed = true;
      return { ...value, content: link.short_url };
    }
    return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, walk(v)]));
  };
  const state = walk(saved.state);
  if (changed) await savePanelCache({ ...saved, state });
}
