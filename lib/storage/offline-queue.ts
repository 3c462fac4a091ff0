import { storage } from 'wxt/utils/storage';

/**
 * Shortenings asked for while the service could not be reached (lib/background/queue.ts adds
 * and removes them). In `session` storage: they outlive the MV3 worker going to sleep, but not
 * the browser, as the feature promises (Firefox has `storage.session` since 115; ours is 128+).
 */

/** Where a request came from: said nowhere, kept so a completion can be traced to its surface. */
export type Surface = 'menu' | 'command' | 'omnibox';

/**
 * What is kept is what the person asked for, never how to sign it: the API key and the base URL
 * are read when the request is completed, so a key changed meanwhile is the one used.
 */
export interface QueuedRequest {
  id: string;
  url: string;
  title?: string;
  surface: Surface;
  at: number;
}

export const offlineQueueItem = storage.defineItem<QueuedRequest[]>('session:offlineQueue', {
  fallback: [],
  version: 1,
});
