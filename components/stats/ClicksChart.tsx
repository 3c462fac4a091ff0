import type { Analytics } from '../../lib/api/schemas/analytics';
import { t } from '../../lib/i18n';

type Day = Analytics['breakdown']['clicks_over_time'][number];

const W = 300;
const H = 80;

/**
 * Clicks per day as SVG bars, drawn here rather than with a chart library: 30 bars need no
 * axes engine, and the panel's bundle stays small. The picture is one role="img" with a summary
 * for screen readers; the exact figures are in the table under it.
 */
export function ClicksChart({ days }: { days: Day[] }) {
  const max = Math.max(1, ...days.map((d) => d.count));
  const total = days.reduce((sum, d) => sum + d.count, 0);
  const peak = days.reduce<Day | undefined>((p, d) => (!p || d.count > p.count ? d : p), undefined);
  const step = W / Math.max(1, days.length);
  const first = days[0]?.date ?? '';
  const last = days.at(-1)?.date ?? '';
  const label =
    peak && peak.count > 0
      ? t('stats.chartSummaryPeak', { first, last, total, peak: peak.date, count: peak.count })
      : t('stats.chartSummary', { first, last, total });
  return (
    <figure className="stats-chart">
      <svg viewBox={`0 0 ${W} ${H}`} role="img" aria-label={label} preserveAspectRatio="none">
        {days.map((d, i) => {
          const h = (d.count / max) * (H - 2);
          return (
            <rect key={d.date} x={i * step + step * 0.1} y={H - h} width={step * 0.8} height={h}>
              <title>{`${d.date}: ${d.count}`}</title>
            </rect>
          );
        })}
      </svg>
      <figcaption>
        {first} – {last}
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
            {days.map((d) => (
              <tr key={d.date}>
                <td>{d.date}</td>
                <td className="num">{d.count}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </details>
    </figure>
  );
}
