import { storage } from 'wxt/utils/storage';
import { checkedItem, isText, isTime, shaped } from '../../storage/checked';

/**
 * The worker's shortenings whose outcome has not been reported yet (lib/background/offline/
 * adds and removes them): those waiting for the connection, and those whose request is out or
 * was out when the worker was stopped. In `local` storage, so that both outlive the worker
 * going to sleep *and* a browser restart: each is finished at the worker's next start.
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
  /**
   * The request went out and its outcome was not reported yet; absent once it waits for the
   * connection. Found so by a worker that did not send it, it was cut off (worker stopped,
   * browser closed), and the service may have made its link.
   */
  sent?: true;
}

const SURFACES: readonly unknown[] = ['menu', 'command', 'omnibox'] satisfies Surface[];

/** A stored entry as it must be to be tried; anything else (damaged, foreign) is dropped. */
const isQueuedRequest = shaped<QueuedRequest>({
  id: isText,
  url: isText,
  title: (v) => v === undefined || isText(v),
  surface: (v) => SURFACES.includes(v),
  at: isTime,
  sent: (v) => v === undefined || v === true,
});

/** The list, its damaged entries left out when read (lib/storage/checked.ts). */
const entriesOf = (stored: unknown): QueuedRequest[] =>
  Array.isArray(stored) ? stored.filter((q) => isQueuedRequest(q) !== null) : [];

export const offlineQueueItem = checkedItem(
  storage.defineItem<QueuedRequest[]>('local:offlineQueue', { fallback: [], version: 1 }),
  entriesOf,
);

/**
 * The queue lived in `session` storage before (lost with the browser). An update that lands
 * while something waits there moves it here, at the worker's next drain: wxt's migrations can't
 * cross storage areas, so this is the migration, and the old key's only reader.
 */
const sessionQueueItem = storage.defineItem<unknown>('session:offlineQueue');

/** The pre-update session queue, moved behind what `local` already holds. */
export async function moveSessionQueue(): Promise<void> {
  const old = await sessionQueueItem.getValue().catch(() => null);
  if (!Array.isArray(old) || old.length === 0) return;
  const kept = await offlineQueueItem.getValue();
  const moved = entriesOf(old).filter((q) => !kept.some((k) => k.url === q.url));
  await offlineQueueItem.setValue([...kept, ...moved]);
  await sessionQueueItem.removeValue();
}
