import { t } from '../../i18n';
import type { ShortenOutcome } from '../../shorten';
import { BADGE, type Report } from '../actions';
import { dequeue, nextToFinish } from './queue';
import { completedReport, unanswered } from './rules';

/** Finishing the list, oldest first: each looked up on the service, then through the flow. */

export interface DrainDeps {
  /** navigator.onLine: while the browser says it is offline, nothing is tried. */
  online(): boolean;
  /** The link the service already has for this address, recorded in history (lookup.ts). */
  lookup(url: string): Promise<number | undefined>;
  /** The surfaces' own flow (lib/shorten, copying): credentials are read now, not queued. */
  run(url: string, title?: string): Promise<ShortenOutcome>;
  report(r: Report): Promise<void>;
  /** The list is empty: the periodic retry can stop. */
  emptied(): Promise<void>;
  /** The ids of the requests this worker has out now: theirs are not to be finished here. */
  live: ReadonlySet<string>;
}

/** Returns `drain()`: how many requests it finished (with a link or an error). */
export function createDrain(deps: DrainDeps): () => Promise<number> {
  // One pass at a time: `online` and the alarm together must not finish a request twice.
  let running: Promise<number> | undefined;

  async function pass(): Promise<number> {
    let done = 0;
    for (;;) {
      if (!deps.online()) return done;
      const { next, empty } = await nextToFinish(deps.live);
      if (!next) {
        // A request still out keeps the alarm: were the worker stopped now, it wakes it.
        if (empty) await deps.emptied();
        return done;
      }
      let outcome: ShortenOutcome;
      try {
        const found = await deps.lookup(next.url);
        outcome = await deps.run(next.url, next.title);
        // The link the cut-off request made: made for it, not "shortened before".
        if (outcome.kind === 'link' && outcome.link.link_id === found) {
          outcome = { ...outcome, reused: false };
        }
      } catch (e) {
        // A bug in the flow: kept, it would fail the same way at every retry.
        await dequeue(next.id);
        await deps.report(bugReport(e, next.id));
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

  return () => {
    running ??= pass().finally(() => {
      running = undefined;
    });
    return running;
  };
}

const bugReport = (e: unknown, id: string): Report => ({
  badge: BADGE.failed,
  title: t('background.failedTitle'),
  message: String(e),
  id: `snaplink-queued-${id}`,
});
