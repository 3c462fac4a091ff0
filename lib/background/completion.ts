import { t } from '../i18n';
import type { ShortenOutcome } from '../shorten';
import { BADGE, type Report } from './actions';
import { completedReport, unanswered } from './offline';
import { dequeue, oldestQueued } from './queue';

/**
 * Completing the offline queue once the connection is back: each request, oldest first, goes
 * through the same flow as when it was asked for (history, reuse, copy) and gets its
 * notification. What calls it (the `online` event, the retry alarm, the worker's start) is
 * lib/background/reconnect.ts.
 */

export interface CompletionDeps {
  /** navigator.onLine: while the browser says it is offline, nothing is tried. */
  online(): boolean;
  /** The surfaces' own flow (lib/shorten, copying): credentials are read now, not queued. */
  run(url: string, title?: string): Promise<ShortenOutcome>;
  report(r: Report): Promise<void>;
  /** The queue is empty: the periodic retry can stop. */
  emptied(): Promise<void>;
}

/** Returns `complete()`: how many requests it completed (with a link or an error). */
export function createCompleter(deps: CompletionDeps): () => Promise<number> {
  // One pass at a time: an `online` event and the alarm arriving together must not complete
  // (and notify) the same request twice.
  let running: Promise<number> | undefined;

  async function pass(): Promise<number> {
    let done = 0;
    for (;;) {
      if (!deps.online()) return done;
      const next = await oldestQueued();
      if (!next) {
        await deps.emptied();
        return done;
      }
      let outcome: ShortenOutcome;
      try {
        outcome = await deps.run(next.url, next.title);
      } catch (e) {
        // A bug in the flow: kept, it would fail the same way at every retry.
        await dequeue(next.id);
        await deps.report(bugReport(e, next.id));
        done++;
        continue;
      }
      // Still no answer, even if the browser now says it is online (the network may not be
      // up yet): it keeps its place, and the ones behind it wait too (they would fail the same
      // way). Nothing is said: the person was told when it was queued.
      if (unanswered(outcome, deps.online())) return done;
      await dequeue(next.id);
      const r = completedReport(next, outcome);
      if (r) await deps.report(r);
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
