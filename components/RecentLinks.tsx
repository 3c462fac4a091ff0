import type { HistoryEntry } from '../lib/history';
import { t } from '../lib/i18n';
import { CopyButton } from './CopyButton';

/** The last links made on this device, newest first; each can be copied again or opened in stats. */
export function RecentLinks({
  links,
  onStats,
}: {
  links: HistoryEntry[];
  onStats?: (link: HistoryEntry) => void;
}) {
  if (links.length === 0) return null;
  return (
    <section aria-labelledby="recent-heading" className="recent">
      <h2 id="recent-heading">{t('popup.recent')}</h2>
      <ul>
        {links.map((l) => (
          <li key={`${l.base_url} ${l.link_id}`}>
            <a href={l.short_url} target="_blank" rel="noreferrer" title={l.original_url}>
              {l.short_url.replace(/^https?:\/\//, '')}
            </a>
            <span className="muted">{l.title ?? l.original_url}</span>
            <span className="row-actions">
              <CopyButton text={l.short_url} name={t('common.copyNamed', { what: l.short_url })} />
              {onStats && (
                <button
                  type="button"
                  aria-label={t('popup.statsFor', { link: l.short_url })}
                  onClick={() => onStats(l)}
                >
                  {t('popup.stats')}
                </button>
              )}
            </span>
          </li>
        ))}
      </ul>
    </section>
  );
}
