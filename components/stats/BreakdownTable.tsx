import { t } from '../../lib/i18n';
import { type BreakdownRow, breakdownTitle, displayName, flagEmoji, shareText } from './breakdowns';

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
          {rows.map((r) => (
            <tr key={`${r.name}|${r.code}`}>
              <td>
                {/* The flag is decoration: the name and code already say it. */}
                {countries && <span aria-hidden="true">{flagEmoji(r.code) || '🏳'} </span>}
                {displayName(r)}
              </td>
              {countries && <td>{r.code ?? '—'}</td>}
              <td className="num">{r.count}</td>
              <td className="num">{shareText(r.percentage)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </section>
  );
}
