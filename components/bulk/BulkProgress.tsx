import type { BulkState } from '../../lib/bulk';
import { t } from '../../lib/i18n';
import { Countdown } from '../Countdown';
import { stopRun } from './useBulkRun';

/** "7 of 12", what was skipped, the rate limit's wait as a live countdown, and Stop. */
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
        {skipped > 0 && ` ${t('bulk.skippedCount', skipped)}`}
      </p>
      {state.wait && (
        <p className="muted">
          {t('common.rateLimited')}{' '}
          <Countdown
            // A new wait starts a new countdown.
            key={state.wait.since}
            seconds={state.wait.seconds}
            words={(left) => t('bulk.waiting', { seconds: Math.max(left, 0) })}
          />
        </p>
      )}
      {state.phase === 'running' && (
        <button type="button" onClick={stopRun}>
          {t('bulk.stop')}
        </button>
      )}
      {state.phase === 'stopped' && (
        <p className={state.halted ? 'error' : undefined}>{state.halted ?? t('bulk.stopped')}</p>
      )}
    </div>
  );
}
