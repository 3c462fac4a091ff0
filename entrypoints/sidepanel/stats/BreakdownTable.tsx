import { countText, plural, t } from '../../../lib/i18n';
import { BREAKDOWN_TITLES, type BreakdownRow, displayName, shareText } from './breakdowns';
import { CountryBadge } from './CountryBadge';

/** Rows a table shows; the rest are summed in one last row (the CSV keeps every row). */
export const TABLE_ROWS = 50;

/** A share as text, with a bar under it the width of the share (the bar is decoration). */
function Share({ percentage }: { percentage: number }) {
  const width = Math.min(100, Math.max(0, percentage));
  return (
    <td className="num share">
      {shareText(percentage)}
      <span className="share-bar" aria-hidden="true">
        <span style={{ width: `${width}%` }} />
      </span>
    </td>
  );
}

/** One breakdown as a table of name, clicks and share; countries add the code badge. */
export function BreakdownTable(p: {
  kind: BreakdownRow['breakdown'];
  rows: BreakdownRow[];
  /** Where its figures come from, under its heading. */
  note?: string;
}) {
  const { kind, rows, note } = p;
  if (rows.length === 0) return null;
  const countries = kind === 'countries';
  const id = `breakdown-${kind}`;
  const shown = rows.slice(0, TABLE_ROWS);
  const rest = rows.slice(TABLE_ROWS);
  return (
    <section aria-labelledby={id}>
      <h3 id={id}>{BREAKDOWN_TITLES[kind]()}</h3>
      {note && <p className="muted">{note}</p>}
      <table className="breakdown">
        <thead>
          <tr>
            <th scope="col">{countries ? t('stats.country') : t('stats.name')}</th>
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
              <td className="name">
                {countries && <CountryBadge code={r.code} />}
                {countries && ' '}
                <bdi>{displayName(r)}</bdi>
              </td>
              <td className="num">{countText(r.count)}</td>
              <Share percentage={r.percentage} />
            </tr>
          ))}
          {rest.length > 0 && (
            <tr>
              <td className="name">{plural('stats.otherRows', rest.length)}</td>
              <td className="num">{countText(rest.reduce((sum, r) => sum + r.count, 0))}</td>
              <Share
                percentage={Math.round(rest.reduce((sum, r) => sum + r.percentage, 0) * 10) / 10}
              />
            </tr>
          )}
        </tbody>
      </table>
    </section>
  );
}
