import { Countdown } from '../../../components/Countdown';
import type { BulkState } from '../../../lib/bulk/bulk-run';
import { countdownWords, rateLimitedMessage } from '../../../lib/error-view';
import { plural, t } from '../../../lib/i18n';
import { cancelRun } from './useBulkRun';

/** "7 of 12", what was skipped, the time left, a rate limit's wait, and Cancel. */
export function BulkProgress({ state }: { state: BulkState }) {
  const skipped = state.rows.filter((r) => r.state.kind === 'skipped').length;
  const total = state.rows.length - skipped;
  const done = state.rows.filter(
    (r) => r.state.kind === 'link' || r.state.kind === 'failed',
  ).length;
  return (
    <div className="bulk-progress">
      <p role="status">
        {t('bulk.progress', { done, total })}
        {skipped > 0 && ` ${plural('bulk.skippedCount', skipped)}`}
      </p>
      {state.phase === 'running' && state.timeLeft && (
        <p className="muted">
          <Countdown
            // Each estimate counts down anew: a rate-limit wait can hold the list still.
            key={`${state.timeLeft.at} ${state.timeLeft.ms}`}
            seconds={state.timeLeft.ms / 1000}
            words={timeLeft}
          />
        </p>
      )}
      {state.wait && (
        <p className="muted">
          {rateLimitedMessage()}{' '}
          <Countdown
            // A new wait starts a new countdown.
            key={state.wait.since}
            seconds={state.wait.seconds}
            words={(left) => countdownWords(left, true)}
          />
        </p>
      )}
      {state.phase === 'running' && (
        <button type="button" onClick={cancelRun}>
          {t('common.cancel')}
        </button>
      )}
      {state.phase === 'stopped' && (
        <p className={state.halted ? 'error' : undefined}>{state.halted ?? t('bulk.cancelled')}</p>
      )}
    </div>
  );
}

/** The estimate in words: whole minutes from 90 s, else 5 s steps. */
const timeLeft = (seconds: number) =>
  seconds >= 90
    ? t('bulk.minutesLeft', { minutes: Math.round(seconds / 60) })
    : t('bulk.secondsLeft', { seconds: Math.max(5, Math.ceil(seconds / 5) * 5) });
