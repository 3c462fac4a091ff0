import { ChartColumn } from 'lucide';
import { CopyButton } from '../../components/CopyButton';
import { IconButton } from '../../components/IconButton';
import { ShortLink } from '../../components/ShortLink';
import type { HistoryEntry } from '../../lib/history';
import { t } from '../../lib/i18n';
import { isolate, webUrl } from '../../lib/web-url';

/** The account's last links on this device, newest first: each copied again or its stats opened, by icons, so the link keeps the width. */
export function RecentLinks(p: { links: HistoryEntry[]; onStats?: (link: HistoryEntry) => void }) {
  const { links, onStats } = p;
  if (links.length === 0) return null;
  return (
    <section aria-labelledby="recent-heading" className="recent">
      <h2 id="recent-heading">{t('popup.recent')}</h2>
      <ul>
        {links.map((l) => {
          const href = webUrl(l.short_url);
          const named = isolate(l.short_url);
          return (
            <li key={`${l.base_url} ${l.link_id}`}>
              <ShortLink url={l.short_url} />
              <span className="muted">
                <bdi>{l.title ?? l.original_url}</bdi>
              </span>
              <span className="row-actions">
                {href && (
                  <CopyButton icon text={href} name={t('common.copyNamed', { what: named })} />
                )}
                {onStats && (
                  <IconButton
                    icon={ChartColumn}
                    label={t('popup.statsFor', { link: named })}
                    onClick={() => onStats(l)}
                  />
                )}
              </span>
            </li>
          );
        })}
      </ul>
    </section>
  );
}
