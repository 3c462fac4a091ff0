import { browser } from 'wxt/browser';
import type { ShortenOutcome } from '../../shorten';
import { bugReport, type Report } from '../actions';
import { findOnService, type LookupDeps } from './lookup';
import { dequeue, enqueue, nextToFinish, type TrackedRequest, track } from './queue';
import { completedReport, queuedReport, queueFullReport, unanswered } from './rules';

/**
 * Nothing the worker was asked for is lost: `track` before a request goes out, `settle` once
 * reported, `keep` with no answer offline; `drain` finishes the list, oldest first, each looked
 * up on the service, then through the flow. It runs on `online` (a running worker only), on an
 * alarm each minute while something waits (it wakes a stopped worker), and at the worker's start.
 */

export { waitsForConnection } from './rules';

const ALARM = 'snaplink-offline-retry';
// Chrome's shortest period for a packed extension is 30 s; a minute is soon enough.
const retryLater = () => browser.alarms.create(ALARM, { periodInMinutes: 1 });
const stopRetrying = () => browser.alarms.clear(ALARM);

export interface OfflineDeps {
  /** navigator.onLine: while the browser says it is offline, nothing is tried. */
  online(): boolean;
  /** The surfaces' own flow (lib/shorten, copying): credentials are read now, not queued. */
  run(url: string, title?: string, account?: string): Promise<ShortenOutcome>;
  report(r: Report): Promise<void>;
  /** The connection and fetch the look-up uses (tests: the sandbox's). */
  lookup?: LookupDeps;
}

/** One per worker: a new worker (or browser) starts with no request out. */
export function createOffline(deps: OfflineDeps) {
  // The requests this worker has out now: theirs are not to be finished by `drain`.
  const live = new Set<string>();
  // One pass at a time: `online` and the alarm together must not finish a request twice.
  let draining: Promise<number> | undefined;

  async function pass(): Promise<number> {
    let done = 0;
    for (;;) {
      if (!deps.online()) return done;
      const { next, empty } = await nextToFinish(live);
      if (!next) {
        // A request still out keeps the alarm: were the worker stopped now, it wakes it.
        if (empty) await stopRetrying();
        return done;
      }
      let outcome: ShortenOutcome;
      try {
        const found = await findOnService(next.url, deps.lookup, next.account);
        outcome = await deps.run(next.url, next.title, next.account);
        // The link the cut-off request made: made for it, not "shortened before".
        if (outcome.kind === 'link' && outcome.link.link_id === found) {
          outcome = { ...outcome, reused: false };
        }
      } catch (e) {
        // A bug in the flow: kept, it would fail the same way at every retry.
        await dequeue(next.id);
        await deps.report({ ...bugReport(e), id: `snaplink-queued-${next.id}` });
        done++;
        continue;
      }
      // Still no answer (the network may not be up yet): it keeps its place, and those behind it
      // wait too. Nothing is said: the person was told when it was queued.
      if (unanswered(outcome, deps.online())) return done;
      const r = completedReport(next, outcome);
      if (r) await deps.report(r);
      // Crossed off only once reported: cut off before that, it is finished again (reusing).
      await dequeue(next.id);
      done++;
    }
  }

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
    drain(): Promise<number> {
      draining ??= pass().finally(() => {
        draining = undefined;
      });
      return draining;
    },
  };
}

/** Wires the triggers to `drain`, at the worker's top level: later, the waking alarm is missed. */
export function watch(scope: EventTarget, drain: () => Promise<unknown>): void {
  const run = () => void drain().catch(() => {});
  scope.addEventListener('online', run);
  browser.alarms.onAlarm.addListener((alarm) => {
    if (alarm.name === ALARM) run();
  });
  run();
}
