import { t } from '../../lib/i18n';
import { type BreakdownRow, breakdownTitle, displayName, flagEmoji, shareText } from './breakdowns';

/** Rows a table shows; the rest are summed in one last row (the CSV keeps every row). */
export const TABLE_ROWS = 50;

/** One breakdown as a table of name, clicks and share; countries add the flag and code. */
export function BreakdownTable({
  kind,
  rows,
}: {
  kind: BreakdownRow['breakdown'];
  rows: BreakdownRow[];
}) {
  if (rows.length === 0) return null;
  const countries = kind === 'countries';
  const id = `breakdown-${kind}`;
  const shown = rows.slice(0, TABLE_ROWS);
  const rest = rows.slice(TABLE_ROWS);
  return (
    <section aria-labelledby={id}>
      <h3 id={id}>{breakdownTitle(kind)}</h3>
      <table>
        <thead>
          <tr>
            <th scope="col">{countries ? t('stats.country') : t('stats.name')}</th>
            {countries && <th scope="col">{t('stats.code')}</th>}
            <th scope="col" className="num">
              {t('stats.clicks')}
            </th>
            <th scope="col" className="num">
              {t('stats.share')}
            </th>
          </tr>
        </thead>
        <tbody>
          {shown.map((r, i) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: rows are replaced whole; a broken service may repeat a name.
            <tr key={i}>
              <td>
                {/* The flag is decoration: the name and code already say it. */}
                {countries && <span aria-hidden="true">{flagEmoji(r.code) || '🏳'} </span>}
                <bdi>{displayName(r)}</bdi>
              </td>
              {countries && (
                <td>
                  <bdi>{r.code ?? '—'}</bdi>
                </td>
              )}
              <td className="num">{r.count}</td>
              <td className="num">{shareText(r.percentage)}</td>
            </tr>
          ))}
          {rest.length > 0 && (
            <tr>
              <td colSpan={countries ? 2 : 1}>{t('stats.otherRows', rest.length)}</td>
              <td className="num">{rest.reduce((sum, r) => sum + r.count, 0)}</td>
              <td className="num">
                {shareText(Math.round(rest.reduce((sum, r) => sum + r.percentage, 0) * 10) / 10)}
              </td>
            </tr>
          )}
        </tbody>
      </table>
    </section>
  );
}
