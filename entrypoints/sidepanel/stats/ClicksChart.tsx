import { type KeyboardEvent, useState } from 'react';
import { countText, t } from '../../../lib/i18n';
import { barText, binDays, binLabel, chartSummary, type Day, largest, ticks } from './bins';

const W = 300;
const H = 80;

/** Clicks per day as SVG bars: an image, a button per bar for its tooltip, and a table. */
export function ClicksChart({ days }: { days: Day[] }) {
  const bins = binDays(days);
  const peak = largest(bins);
  const max = Math.max(1, peak?.count ?? 0);
  const step = W / Math.max(1, bins.length);
  const [active, setActive] = useState<number | null>(null);
  const [focusable, setFocusable] = useState(bins.length - 1);

  const move = (e: KeyboardEvent<HTMLElement>, i: number) => {
    const to =
      { ArrowRight: i + 1, ArrowDown: i + 1, ArrowLeft: i - 1, ArrowUp: i - 1, Home: 0 }[e.key] ??
      (e.key === 'End' ? bins.length - 1 : undefined);
    if (to === undefined) return;
    e.preventDefault();
    const next = Math.min(bins.length - 1, Math.max(0, to));
    setFocusable(next);
    (e.currentTarget.parentElement?.children[next] as HTMLElement | undefined)?.focus();
  };
  const shown = active === null ? undefined : bins[active];
  const focusAt = Math.min(focusable, bins.length - 1);
  return (
    <figure className="stats-chart">
      <div className="chart-plot">
        <span className="chart-max" aria-hidden="true">
          {countText(peak?.count ?? 0)}
        </span>
        <svg
          viewBox={`0 0 ${W} ${H}`}
          role="img"
          aria-label={chartSummary(bins, peak)}
          preserveAspectRatio="none"
        >
          {bins.map((b, i) => {
            const h = (b.count / max) * (H - 2);
            return (
              <rect
                // biome-ignore lint/suspicious/noArrayIndexKey: bars are replaced whole, never reordered; a broken service may repeat a date.
                key={i}
                x={i * step + step * 0.1}
                y={H - h}
                width={step * 0.8}
                height={h}
                className={i === active ? 'active' : undefined}
              />
            );
          })}
        </svg>
        <fieldset className="chart-hits" aria-label={t('stats.chartDays')}>
          {bins.map((b, i) => (
            <button
              // biome-ignore lint/suspicious/noArrayIndexKey: as above.
              key={i}
              type="button"
              tabIndex={i === focusAt ? 0 : -1}
              aria-label={barText(b)}
              onMouseEnter={() => setActive(i)}
              onMouseLeave={() => setActive(null)}
              onFocus={() => {
                setActive(i);
                setFocusable(i);
              }}
              onBlur={() => setActive(null)}
              onKeyDown={(e) => move(e, i)}
            />
          ))}
        </fieldset>
        {shown && active !== null && (
          <div
            className="chart-tip"
            aria-hidden="true"
            style={{ left: `${((active + 0.5) / bins.length) * 100}%` }}
            data-side={active < bins.length / 2 ? 'right' : 'left'}
          >
            {barText(shown)}
          </div>
        )}
      </div>
      <figcaption className="chart-ticks" aria-hidden="true">
        {ticks(bins).map(({ at, bin }, i, all) => {
          const edge = i === 0 ? 'start' : i === all.length - 1 ? 'end' : undefined;
          return (
            // biome-ignore lint/suspicious/noArrayIndexKey: ticks are replaced whole.
            <bdi key={i} style={edge ? undefined : { left: `${at * 100}%` }} data-edge={edge}>
              {binLabel({ ...bin, last: bin.first })}
            </bdi>
          );
        })}
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
                <td className="num">{countText(b.count)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </details>
    </figure>
  );
}
