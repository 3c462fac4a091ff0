import { t } from '../i18n';
import type { ShortenOutcome } from '../shorten';
import type { QueuedRequest } from '../storage/offline-queue';
import { BADGE, type Report, reportFor } from './actions';
import { QUEUE_MAX } from './queue';

/**
 * The pure half of "offline, nothing is lost": which outcomes wait for the connection, and what
 * the notifications say. The queue is lib/background/queue.ts; completing it, completion.ts.
 */

/**
 * An outcome that waits for the connection rather than failing:
 * - `network`: no answer came at all (fetch itself failed), so the service never saw the
 *   request and asking again later can't make a second link. Queued whatever
 *   `navigator.onLine` says: it stays true behind a dead Wi-Fi or a dropped VPN.
 * - `timeout`: only when the browser also says it is offline. Online, a slow service may have
 *   made the link after all, and the timeout's own message ("try again") is the honest one.
 * An HTTP error (4xx, 5xx, 429) is an answer: it keeps its own message, and is never queued.
 */
export function waitsForConnection(outcome: ShortenOutcome, online: boolean): boolean {
  if (outcome.kind !== 'error') return false;
  const { kind } = outcome.error;
  return kind === 'network' || (kind === 'timeout' && !online);
}

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
 * A completed request: the notification its surface would have shown, with the address first,
 * since it comes minutes later. Each has its own notification id, so that several completed
 * together don't replace one another.
 */
export function completedReport(req: QueuedRequest, outcome: ShortenOutcome): Report | undefined {
  const r = reportFor(outcome);
  if (!r) return undefined;
  const line = t('background.queuedDone', { address: req.url });
  return { ...r, message: `${line}\n${r.message}`, id: `snaplink-queued-${req.id}` };
}
