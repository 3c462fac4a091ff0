import { dehydrate, hydrate, QueryClient } from '@tanstack/react-query';
import { type AccountScope, scopeKey } from '../account';
import { isApiError } from '../api/errors';
import { panelCacheItem, savePanelCache } from './saved-panel';

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
