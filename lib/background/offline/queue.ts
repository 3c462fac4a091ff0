import { storage } from 'wxt/utils/storage';
import { checkedItem, isText, isTime, shaped } from '../../storage/checked';
import { inTurn } from '../../storage/in-turn';

/** The worker's shortenings not reported yet, in `local` to outlive the worker and browser. */

/** Where a request came from: said nowhere, kept so a completion can be traced to its surface. */
export type Surface = 'menu' | 'command' | 'toolbar' | 'omnibox';

/** What the person asked for, never how to sign it: the key is read when it is completed. */
export interface QueuedRequest {
  id: string;
  url: string;
  title?: string;
  surface: Surface;
  /** The account asked for ("Shorten with"); none: the one in use when it is finished. */
  account?: string;
  at: number;
  /** Out, not reported; found so by another worker, it was cut off (its link may exist). */
  sent?: true;
}

const SURFACES: readonly unknown[] = ['menu', 'command', 'toolbar', 'omnibox'] satisfies Surface[];

/** A stored entry as it must be to be tried; anything else (damaged, foreign) is dropped. */
const isQueuedRequest = shaped<QueuedRequest>({
  id: isText,
  url: isText,
  title: (v) => v === undefined || isText(v),
  surface: (v) => SURFACES.includes(v),
  account: (v) => v === undefined || isText(v),
  at: isTime,
  sent: (v) => v === undefined || v === true,
});

/** The list, its damaged entries left out when read (lib/storage/checked.ts). */
export const offlineQueueItem = checkedItem(
  storage.defineItem<QueuedRequest[]>('local:offlineQueue', { fallback: [], version: 1 }),
  (stored) => (Array.isArray(stored) ? stored.filter((q) => isQueuedRequest(q) !== null) : []),
);

/** At most this many wait: a session offline for hours must not pile up unbounded work. */
export const QUEUE_MAX = 20;

// Two clicks must not drop one another's request.
const serial = inTurn(offlineQueueItem.getValue);

export type TrackedRequest = Pick<QueuedRequest, 'url' | 'title' | 'surface' | 'account'>;

/** Writes a request down before it goes out; resolves once it is stored. */
export function track(req: TrackedRequest, id: string): Promise<void> {
  const entry: QueuedRequest = { ...req, id, at: Date.now(), sent: true };
  return serial((queue) => offlineQueueItem.setValue([...queue, entry]));
}

export type EnqueueResult = 'queued' | 'already' | 'full';

/** No answer offline: it waits, once per address; the 21st is refused, and said so. */
export function enqueue(id: string): Promise<EnqueueResult> {
  return serial(async (queue) => {
    const self = queue.find((q) => q.id === id);
    const others = queue.filter((q) => q.id !== id);
    const result: EnqueueResult =
      !self || others.some((q) => q.url === self.url)
        ? 'already'
        : others.filter((q) => !q.sent).length >= QUEUE_MAX
          ? 'full'
          : 'queued';
    // It keeps its place on the list; only what marked it as out goes.
    const waits = ({ sent: _, ...q }: QueuedRequest): QueuedRequest => q;
    await offlineQueueItem.setValue(
      result === 'queued' ? queue.map((q) => (q.id === id ? waits(q) : q)) : others,
    );
    return result;
  });
}

/** The oldest request not out from this worker now; `empty`: none at all. */
export function nextToFinish(
  live: ReadonlySet<string>,
): Promise<{ next?: QueuedRequest; empty: boolean }> {
  return serial(async (queue) => ({
    next: queue.find((q) => !live.has(q.id)),
    empty: queue.length === 0,
  }));
}

/** Crosses a request off (its outcome is reported); true when nothing is left on the list. */
export function dequeue(id: string): Promise<boolean> {
  return serial(async (queue) => {
    const rest = queue.filter((q) => q.id !== id);
    await offlineQueueItem.setValue(rest);
    return rest.length === 0;
  });
}

/** An account removed: what was asked of it is not made. */
export const dropQueued = (account: string): Promise<void> =>
  serial((queue) => offlineQueueItem.setValue(queue.filter((q) => q.account !== account)));
