import { moveSessionQueue, offlineQueueItem, type QueuedRequest } from './queue-store';

/**
 * The list's rules: a request is written down before it goes out and crossed off once its
 * outcome is reported; at most QUEUE_MAX wait for the connection, one per address, oldest
 * first; changes one at a time. Stored in lib/storage/offline-queue.ts; finished by drain.ts.
 */

/** At most this many wait: a session offline for hours must not pile up unbounded work. */
export const QUEUE_MAX = 20;

// Every change is a read, then a write: two clicks in a row must not both read the old list and
// drop one another's request. The worker is one thread, so a promise chain is enough.
let last: Promise<unknown> = Promise.resolve();
function serial<T>(change: (queue: QueuedRequest[]) => Promise<T>): Promise<T> {
  const run = async () => change(await offlineQueueItem.getValue());
  const next = last.then(run, run);
  last = next.catch(() => {});
  return next;
}

export type TrackedRequest = Pick<QueuedRequest, 'url' | 'title' | 'surface'>;

/** Writes a request down before it goes out; resolves once it is stored. */
export function track(req: TrackedRequest, id: string): Promise<void> {
  const entry: QueuedRequest = {
    id,
    url: req.url,
    ...(req.title ? { title: req.title } : {}),
    surface: req.surface,
    at: Date.now(),
    sent: true,
  };
  return serial(async (queue) => {
    await offlineQueueItem.setValue([...queue, entry]);
  });
}

export type EnqueueResult = 'queued' | 'already' | 'full';

/**
 * A tracked request that got no answer while offline now waits for the connection. The same
 * address already waiting is not kept twice (finishing it once gives the link for both); the
 * 21st is refused, not dropped silently: the caller says so.
 */
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

/**
 * The oldest request not in `live`, the requests this worker has out now: one waiting, or one
 * cut off in a worker that is gone (its `live` went with it). Never one whose answer is still on
 * its way. `empty`: nothing at all is on the list.
 */
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

/** At the worker's start: what an older version left in `session` storage joins the list. */
export const adoptSessionQueue = (): Promise<void> =>
  serial(() => moveSessionQueue().catch(() => {}));
