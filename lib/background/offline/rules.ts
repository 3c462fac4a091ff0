import { t } from '../../i18n';
import type { ShortenOutcome } from '../../shorten';
import { BADGE, type Report, reportFor } from '../actions';
import { QUEUE_MAX, type QueuedRequest } from './queue';

/** The pure half of "nothing is lost": which outcomes wait, and what the notifications say. */

/**
 * No answer at all: `network` with no status (offline, DNS, CORS, TLS, a body cut off), or a
 * `timeout` while offline (online, a slow service may have made the link).
 */
export function unanswered(outcome: ShortenOutcome, online: boolean): boolean {
  if (outcome.kind !== 'error' || outcome.error.status !== undefined) return false;
  const { kind } = outcome.error;
  return kind === 'network' || (kind === 'timeout' && !online);
}

/** Queued only offline: online, "no answer" is as often a wrong base URL, and the error says so. */
export const waitsForConnection = (outcome: ShortenOutcome, online: boolean): boolean =>
  !online && unanswered(outcome, online);

/** Said when a request joins the queue (or was in it already). */
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

/** A finished request's notification, its address first and an id of its own. */
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
