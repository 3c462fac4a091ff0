import './stats.css';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { isApiError } from '../../lib/api/errors';
import { t } from '../../lib/i18n';
import { useApi } from '../ApiContext';
import { ErrorNotice } from '../ErrorNotice';
import { RenderGuard } from '../RenderGuard';
import { saveFile } from '../saveFile';
import { breakdownRows } from './breakdowns';
import { breakdownsCsv } from './csv';
import { LinkPicker } from './LinkPicker';
import { StatsView } from './StatsView';
import { analyticsKey, useAnalytics } from './useAnalytics';
import { useChosenLink } from './useChosenLink';

// Once per page: the bench times the panel's opening to the first stats shown, cached or not.
let marked = false;
function markVisible() {
  if (marked) return;
  marked = true;
  performance.mark('snaplink:stats-visible');
}

/** The Stats tab: pick a link, then its analytics, a refresh and the CSV export. */
export function StatsSection() {
  const { history, linkId, setLinkId } = useChosenLink();
  const stats = useAnalytics(linkId);
  const queries = useQueryClient();
  const api = useApi();
  // After a 429, only the notice's "Try again" (held until its countdown ends) asks again.
  const waiting = isApiError(stats.error, 'rate_limited');
  useEffect(() => {
    if (stats.data) markVisible();
  }, [stats.data]);

  if (history === null) return <p role="status">{t('panel.loading')}</p>;
  const a = stats.data;
  return (
    <div className="stats">
      <LinkPicker history={history} linkId={linkId} onPick={setLinkId} />
      {linkId === null && <p role="status">{t('stats.noLinks')}</p>}
      {linkId !== null && (
        <div className="stats-actions">
          <button
            type="button"
            disabled={stats.isFetching || waiting}
            onClick={() => void stats.refetch()}
          >
            {stats.isFetching ? t('stats.refreshing') : t('stats.refresh')}
          </button>
          {a && a.summary.total_clicks > 0 && (
            <button
              type="button"
              onClick={() =>
                saveFile(
                  new Blob([breakdownsCsv(breakdownRows(a))], { type: 'text/csv;charset=utf-8' }),
                  `snaplink-${a.link.short_code}-breakdowns.csv`,
                )
              }
            >
              {t('stats.exportCsv')}
            </button>
          )}
        </div>
      )}
      {stats.isError && <ErrorNotice error={stats.error} onRetry={() => void stats.refetch()} />}
      {linkId !== null && stats.isPending && <p role="status">{t('stats.loading')}</p>}
      {/* An answer that can't be drawn (huge, or broken in a saved cache) must not take the panel
          down, nor be drawn again from the cache: it is dropped, and Refresh asks anew. */}
      <RenderGuard
        key={linkId}
        onError={() =>
          // Reset, not removed: the view stays subscribed to this entry, and Refresh refills it.
          // With no data it is no longer saved (lib/query.ts keeps only successes).
          queries
            .getQueryCache()
            .find({ queryKey: analyticsKey(api, linkId), exact: true })
            ?.reset()
        }
        fallback={(retry) => (
          <div role="alert" className="error">
            <p>{t('stats.cannotShow')}</p>
            <button
              type="button"
              onClick={() => {
                retry();
                void stats.refetch();
              }}
            >
              {t('stats.refresh')}
            </button>
          </div>
        )}
      >
        {/* Kept on a failed refresh: the last answer beats an empty screen. */}
        {a && a.link.id === linkId && <StatsView analytics={a} />}
      </RenderGuard>
    </div>
  );
}
