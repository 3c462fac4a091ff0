import { ShortLink } from '../../../components/ShortLink';
import type { Analytics } from '../../../lib/api/schemas/analytics';
import { countText, plural, t } from '../../../lib/i18n';
import { BreakdownTable } from './BreakdownTable';
import { breakdownRows, referrerRows } from './breakdowns';
import { ClicksChart } from './ClicksChart';
import { RECENT_CLICKS, RecentClicks } from './RecentClicks';

const KINDS = ['devices', 'countries', 'browsers', 'operating_systems'] as const;

/** Everything one analytics answer says, drawn without a request of its own (the bench renders it too). */
export function StatsView({ analytics: a }: { analytics: Analytics }) {
  const rows = breakdownRows(a);
  const recent = (a.recent_clicks ?? []).slice(0, RECENT_CLICKS);
  return (
    <article aria-labelledby="stats-title">
      <div className="stats-head">
        <div>
          <h2 id="stats-title">
            <bdi>{a.link.title || a.link.short_code}</bdi>
          </h2>
          <p className="stats-urls">
            <ShortLink url={a.link.short_url} />
            <br />
            <span className="muted">
              <bdi dir="ltr">{a.link.original_url}</bdi>
            </span>
          </p>
        </div>
        <dl className="stats-totals">
          <div>
            <dt>{t('stats.totalClicks')}</dt>
            <dd data-testid="total-clicks">{countText(a.summary.total_clicks)}</dd>
          </div>
          <div>
            <dt>{t('stats.uniqueClicks')}</dt>
            <dd data-testid="unique-clicks">{countText(a.summary.unique_clicks)}</dd>
          </div>
        </dl>
      </div>
      {a.summary.total_clicks === 0 ? (
        <p role="status">{t('stats.noClicks')}</p>
      ) : (
        <>
          <h3>{plural('stats.lastDays', a.breakdown.clicks_over_time.length)}</h3>
          <ClicksChart days={a.breakdown.clicks_over_time} />
          {/* Side by side from about 600 px (stats.css), one under another below. */}
          <div className="breakdowns">
            {KINDS.map((kind) => (
              <BreakdownTable
                key={kind}
                kind={kind}
                rows={rows.filter((r) => r.breakdown === kind)}
              />
            ))}
            <BreakdownTable
              kind="referrers"
              rows={referrerRows(recent)}
              note={plural('stats.fromRecent', recent.length)}
            />
          </div>
          <RecentClicks clicks={recent} />
        </>
      )}
    </article>
  );
}
