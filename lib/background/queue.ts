import { offlineQueueItem, type QueuedRequest } from '../storage/offline-queue';

/**
 * The offline queue's rules: at most QUEUE_MAX, one per address, oldest first, and changes one
 * at a time. Stored in lib/storage/offline-queue.ts; completed by lib/background/completion.ts.
 */

/** At most this many wait: a session offline for hours must not pile up unbounded work. */
export const QUEUE_MAX = 20;

// Every change is a read, then a write: two clicks in a row must not both read the old list and
// drop one another's request. The worker is one thread, so a promise chain is enough.
let last: Promise<unknown> = Promise.resolve();
function serial<T>(change: () => Promise<T>): Promise<T> {
  const next = last.then(change, change);
  last = next.catch(() => {});
  return next;
}

export type EnqueueResult = 'queued' | 'already' | 'full';

/**
 * Adds a request at the end. The same address already waiting is not added twice (completing
 * it once gives the link for both). The 21st is refused, not dropped silently: the caller says so.
 */
export function enqueue(req: Omit<QueuedRequest, 'id'>): Promise<EnqueueResult> {
  return serial(async () => {
    const queue = await offlineQueueItem.getValue();
    if (queue.some((q) => q.url === req.url)) return 'already';
    if (queue.length >= QUEUE_MAX) return 'full';
    const id = `${req.at}-${Math.random().toString(36).slice(2, 8)}`;
    await offlineQueueItem.setValue([...queue, { ...req, id }]);
    return 'queued';
  });
}

/** The oldest waiting request: requests are completed in the order they were asked for. */
export async function oldestQueued(): Promise<QueuedRequest | undefined> {
  return (await offlineQueueItem.getValue())[0];
}

/** Removes a completed request. */
export function dequeue(id: string): Promise<void> {
  return serial(async () => {
    const queue = await offlineQueueItem.getValue();
    await offlineQueueItem.setValue(queue.filter((q) => q.id !== id));
  });
}
