import type { Analytics } from '../../lib/api/schemas/analytics';
import { t } from '../../lib/i18n';
import { isolate } from '../../lib/web-url';
import { binDays, binLabel, largest } from './bins';

type Day = Analytics['breakdown']['clicks_over_time'][number];

const W = 300;
const H = 80;

/**
 * Clicks per day as SVG bars, drawn here rather than with a chart library: a few dozen bars need
 * no axes engine, and the panel's bundle stays small. Long answers are grouped into runs of days
 * (bins.ts). The picture is one role="img" with a summary for screen readers; the exact figures
 * are in the table under it.
 */
export function ClicksChart({ days }: { days: Day[] }) {
  const bins = binDays(days);
  const peak = largest(bins);
  const max = Math.max(1, peak?.count ?? 0);
  const total = bins.reduce((sum, b) => sum + b.count, 0);
  const step = W / Math.max(1, bins.length);
  // The dates are the service's text: isolated wherever they sit in a sentence.
  const first = isolate(bins[0]?.first ?? '');
  const last = isolate(bins.at(-1)?.last ?? '');
  const label =
    peak && peak.count > 0
      ? t('stats.chartSummaryPeak', {
          first,
          last,
          total,
          peak: isolate(binLabel(peak)),
          count: peak.count,
        })
      : t('stats.chartSummary', { first, last, total });
  return (
    <figure className="stats-chart">
      <svg viewBox={`0 0 ${W} ${H}`} role="img" aria-label={label} preserveAspectRatio="none">
        {bins.map((b, i) => {
          const h = (b.count / max) * (H - 2);
          return (
            // biome-ignore lint/suspicious/noArrayIndexKey: bars are replaced whole, never reordered; a broken service may repeat a date.
            <rect key={i} x={i * step + step * 0.1} y={H - h} width={step * 0.8} height={h}>
              <title>{`${isolate(binLabel(b))}: ${b.count}`}</title>
            </rect>
          );
        })}
      </svg>
      <figcaption>
        <bdi>{bins[0]?.first}</bdi> – <bdi>{bins.at(-1)?.last}</bdi>
      </figcaption>
      <details>
        <summary>{t('stats.chartTable')}</summary>
        <table>
          <thead>
            <tr>
              <th scope="col">{t('stats.day')}</th>
              <th scope="col" className="num">
                {t('stats.clicks')}
              </th>
            </tr>
          </thead>
          <tbody>
            {bins.map((b, i) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: as above.
              <tr key={i}>
                <td>
                  <bdi>{binLabel(b)}</bdi>
                </td>
                <td className="num">{b.count}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </details>
    </figure>
  );
}
