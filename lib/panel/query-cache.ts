import { dehydrate, hydrate, QueryClient } from '@tanstack/react-query';
import { storage } from 'wxt/utils/storage';
import { type AccountScope, scopeKey } from '../account';
import { isApiError } from '../api/errors';
import type { Link } from '../api/schemas/link';
import { isObject } from '../is-object';
import { checkedItem, isText, isTime, shaped } from '../storage/checked';
import { writeShrinking } from '../storage/quota';

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

/** How long a reopened panel may show saved data before it must be refetched anyway. */
const MAX_AGE_MS = 24 * 60 * 60_000;

/** The panel's query client: retries are the API client's, so none here (a 429 is waited out). */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        retry: false,
        staleTime: 30_000,
        gcTime: MAX_AGE_MS,
        refetchOnWindowFocus: false,
      },
      mutations: { retry: false },
    },
  });
}

/** Puts the saved cache back, if it belongs to this service and account and is not too old. */
export async function restoreQueries(
  client: QueryClient,
  scope: AccountScope,
  now = Date.now(),
): Promise<void> {
  const saved = await panelCacheItem.getValue().catch(() => null);
  if (!saved || saved.scope !== scopeKey(scope) || now - saved.saved_at > MAX_AGE_MS) return;
  try {
    hydrate(client, saved.state as Parameters<typeof hydrate>[1]);
  } catch {
    // A cache from an older shape is simply not used.
  }
}

/** Saves successful queries (never errors) whenever the cache changes, at most once a second. */
export function persistQueries(client: QueryClient, scope: AccountScope): () => void {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const save = () => {
    timer = undefined;
    const state = dehydrate(client, {
      shouldDehydrateQuery: (q) => q.state.status === 'success' && !isApiError(q.state.error),
    });
    void savePanelCache({ scope: scopeKey(scope), saved_at: Date.now(), state }).catch(() => {});
  };
  const unsubscribe = client.getQueryCache().subscribe(() => {
    timer ??= setTimeout(save, 1000);
  });
  return () => {
    unsubscribe();
    if (timer) {
      clearTimeout(timer);
      save();
    }
  };
}

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
