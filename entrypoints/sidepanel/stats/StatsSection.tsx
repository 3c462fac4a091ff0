import './stats.css';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useMemo, useRef } from 'react';
import { EmptyState } from '../../../components/EmptyState';
import { ErrorNotice } from '../../../components/ErrorNotice';
import { isApiError } from '../../../lib/api/errors';
import { isLinkGone, isLinkListUnsupported } from '../../../lib/api/links';
import { saveCsv } from '../../../lib/csv';
import { t } from '../../../lib/i18n';
import { useApi } from '../ApiContext';
import { FIRST_PAGE, useForgetLink, useLinkList } from '../links/link-queries';
import { useShowSection } from '../PanelTabs';
import { LinkPicker } from './LinkPicker';
import { RenderGuard } from './RenderGuard';
import { StatsView } from './StatsView';
import { statsCsv } from './stats-csv';
import { analyticsKey, useAnalytics } from './useAnalytics';
import { choiceOf, useChosenLink } from './useChosenLink';

// Once per page: the bench times the panel's opening to the first stats shown, cached or not.
const VISIBLE = 'snaplink:stats-visible';

/** The Stats tab: pick a link, then its analytics, a refresh and the CSV export. */
export function StatsSection() {
  // The account's newest links: the Links tab's first page, so one answer serves both.
  const list = useLinkList(FIRST_PAGE);
  const account = useMemo(() => list.data?.data.map(choiceOf), [list.data]);
  const { history, linkId, setLinkId, foreign } = useChosenLink(list.isError ? [] : account);
  const stats = useAnalytics(linkId);
  const queries = useQueryClient();
  const api = useApi();
  const forget = useForgetLink();
  // After a 429, only the notice's "Try again" (held until its countdown ends) asks again.
  const waiting = isApiError(stats.error, 'rate_limited');
  // This account's link (seen in history or list) gone from the service leaves history.
  const ours = useRef(new Set<number>());
  for (const l of [...(history ?? []), ...(account ?? [])]) ours.current.add(l.link_id);
  const gone = linkId !== null && isLinkGone(stats.error) && ours.current.has(linkId);
  useEffect(() => {
    if (stats.data && !performance.getEntriesByName(VISIBLE).length) performance.mark(VISIBLE);
  }, [stats.data]);
  useEffect(() => {
    if (gone) void forget(linkId);
  }, [gone, linkId, forget]);

  if (history === null) return <p role="status">{t('panel.loading')}</p>;
  const a = stats.data;
  const shown = a && choiceOf(a.link);
  return (
    <div className="stats">
      <LinkPicker
        history={history}
        account={account}
        linkId={linkId}
        shown={shown}
        onPick={setLinkId}
      />
      {foreign && <ErrorNotice error={t('stats.otherAccount')} />}
      {linkId === null && !foreign && <NoLinkYet list={list} />}
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
              onClick={() => saveCsv(statsCsv(a), `snaplink-${a.link.short_code}-stats.csv`)}
            >
              {t('stats.exportCsv')}
            </button>
          )}
        </div>
      )}
      {stats.isError &&
        (gone ? (
          <ErrorNotice error={t('stats.linkGone')} />
        ) : (
          <ErrorNotice error={stats.error} onRetry={() => void stats.refetch()} />
        ))}
      {linkId !== null && stats.isPending && <p role="status">{t('stats.loading')}</p>}
      {/* An answer that can't be drawn is dropped, not drawn again from the cache. */}
      <RenderGuard
        key={linkId}
        onError={() =>
          // Reset, not removed: the view stays subscribed; with no data it is no longer saved.
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

/** No link chosen: the links on their way, refused, or none at all (then All tabs is offered). */
function NoLinkYet({ list }: { list: ReturnType<typeof useLinkList> }) {
  const show = useShowSection();
  if (list.isPending) return <p role="status">{t('panel.loading')}</p>;
  if (list.isError && !isLinkListUnsupported(list.error)) {
    return <ErrorNotice error={list.error} onRetry={() => void list.refetch()} />;
  }
  return (
    <EmptyState
      text={t('stats.noLinks')}
      action={t('stats.shortenTabs')}
      onAction={() => show('alltabs')}
    />
  );
}
