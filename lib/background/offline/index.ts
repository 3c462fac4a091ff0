import { createDrain, type DrainDeps } from './drain';
import { findOnService, type LookupDeps } from './lookup';
import { dequeue, enqueue, type TrackedRequest, track } from './queue';
import { queuedReport, queueFullReport } from './rules';
import { retryLater, stopRetrying } from './wake';

/**
 * Nothing the worker was asked for is lost: `track` before a request goes out, `settle` once
 * reported, `keep` with no answer offline; `drain` finishes the list.
 */

export { QUEUE_MAX } from './queue';
export { waitsForConnection } from './rules';
export { watch } from './wake';

export interface OfflineDeps extends Pick<DrainDeps, 'online' | 'run' | 'report'> {
  /** The connection and fetch the look-up uses (tests: the sandbox's). */
  lookup?: LookupDeps;
}

/** One per worker: a new worker (or browser) starts with no request out. */
export function createOffline(deps: OfflineDeps) {
  const live = new Set<string>();
  return {
    /** Written down before the request goes out, the retry alarm set: a stopped worker wakes. */
    async track(req: TrackedRequest): Promise<string> {
      const id = `${Date.now()}-${Math.random().toString(36).slice(2, 8)}`;
      live.add(id);
      // A list that can't be written must not stop the request: it goes out, unprotected.
      await Promise.all([track(req, id).catch(() => {}), retryLater().catch(() => {})]);
      return id;
    },

    /** Its outcome is reported: crossed off, and the alarm stops when nothing is left. */
    async settle(id: string): Promise<void> {
      live.delete(id);
      // Left on the list, it is finished again at the next start: reused, never made twice.
      if (await dequeue(id).catch(() => false)) await stopRetrying().catch(() => {});
    },

    /** No answer while offline: kept for the connection (or not, when 20 wait), and said so. */
    async keep(id: string, url: string) {
      live.delete(id);
      if ((await enqueue(id)) === 'full') {
        await deps.report(queueFullReport(url));
        return { kind: 'queue_full' } as const;
      }
      await deps.report(queuedReport(url));
      return { kind: 'queued' } as const;
    },

    /** Finishes the list now if the browser is online: resolves with how many it finished. */
    drain: createDrain({
      ...deps,
      lookup: (url) => findOnService(url, deps.lookup),
      emptied: stopRetrying,
      live,
    }),
  };
}
