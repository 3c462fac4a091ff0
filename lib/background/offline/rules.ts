import { t } from '../../i18n';
import type { ShortenOutcome } from '../../shorten';
import { BADGE, type Report, reportFor } from '../actions';
import type { QueuedRequest } from './queue';
import { QUEUE_MAX } from './queue';

/**
 * The pure half of "nothing is lost": which outcomes wait for the connection, and what the
 * notifications say. The list is queue.ts; finishing it, drain.ts.
 */

/**
 * No answer at all, so the service most likely never saw the request. `network` without a
 * status: fetch itself failed (no network, refused, DNS; CORS and TLS look the same). A
 * `timeout` counts only while the browser says it is offline: online, a slow service may have
 * made the link after all. An HTTP error (4xx, 5xx, 429) is an answer: never.
 * A body cut off mid-answer is also `network` with no status (lib/api/answer.ts keeps none, and
 * marking it would grow the popup's code): the drain looks the address up on the service before
 * it sends again (lookup.ts), so the link the cut-off answer carried is the one handed out.
 */
export function unanswered(outcome: ShortenOutcome, online: boolean): boolean {
  if (outcome.kind !== 'error' || outcome.error.status !== undefined) return false;
  const { kind } = outcome.error;
  return kind === 'network' || (kind === 'timeout' && !online);
}

/**
 * A surface's request is queued only when it got no answer *and* the browser says it is
 * offline. Online, "no answer" is as often a wrong base URL, CORS or TLS as a dead Wi-Fi: the
 * usual error, which says to check both, helps more than waiting for a connection that is
 * already there. (Once queued, a request keeps waiting while it gets no answer: drain.ts.)
 */
export const waitsForConnection = (outcome: ShortenOutcome, online: boolean): boolean =>
  !online && unanswered(outcome, online);

/** Said when a request joins the queue (or was already in it). */
export const queuedReport = (url: string): Report => ({
  badge: BADGE.busy,
  title: t('background.queuedTitle'),
  message: t('background.queuedMessage', { address: url }),
});

/** The 21st request: not kept, and the person is told so rather than losing it silently. */
export const queueFullReport = (url: string): Report => ({
  badge: BADGE.failed,
  title: t('background.queueFullTitle'),
  message: t('background.queueFullMessage', { max: String(QUEUE_MAX), address: url }),
});

/**
 * A finished request: the notification its surface would have shown, with the address first,
 * since it comes minutes later (or after a restart). Each has its own notification id, so that
 * several finished together don't replace one another.
 */
export function completedReport(req: QueuedRequest, outcome: ShortenOutcome): Report | undefined {
  const r = reportFor(outcome);
  if (!r) return undefined;
  // Cut off while it was out (worker stopped, browser closed), or kept while offline.
  const address = { address: req.url };
  const line = req.sent
    ? t('background.resumedDone', address)
    : t('background.queuedDone', address);
  return { ...r, message: `${line}\n${r.message}`, id: `snaplink-queued-${req.id}` };
}
