import { storage } from 'wxt/utils/storage';
import { checkedItem, isText, isTime, shaped } from '../../storage/checked';

/**
 * The worker's shortenings whose outcome is not reported yet: waiting for the connection, or
 * out (or out when the worker stopped). In `local`, so both outlive a sleeping worker and a
 * browser restart. At most QUEUE_MAX wait, one per address, oldest first; finished by drain.ts.
 */

/** Where a request came from: said nowhere, kept so a completion can be traced to its surface. */
export type Surface = 'menu' | 'command' | 'omnibox';

/** What the person asked for, never how to sign it: the key is read when it is completed. */
export interface QueuedRequest {
  id: string;
  url: string;
  title?: string;
  surface: Surface;
  at: number;
  /**
   * Out, its outcome not reported; absent once it waits. Found so by a worker that did not send
   * it, it was cut off, and the service may have made its link.
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
 * The queue lived in `session` storage before: an update that lands while something waits there
 * moves it behind what `local` holds, at the next drain (wxt's migrations can't cross areas).
 */
const sessionQueueItem = storage.defineItem<unknown>('session:offlineQueue');

async function moveSessionQueue(): Promise<void> {
  const old = await sessionQueueItem.getValue().catch(() => null);
  if (!Array.isArray(old) || old.length === 0) return;
  const kept = await offlineQueueItem.getValue();
  const moved = entriesOf(old).filter((q) => !kept.some((k) => k.url === q.url));
  await offlineQueueItem.setValue([...kept, ...moved]);
  await sessionQueueItem.removeValue();
}

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
 * A tracked request with no answer offline now waits: not twice for one address (one link
 * serves both); the 21st is refused, and the caller says so.
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
 * The oldest request not `live` (out from this worker now): one waiting, or one cut off in a
 * worker that is gone. `empty`: nothing at all is on the list.
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
