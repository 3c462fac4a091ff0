import type { ReactNode } from 'react';
import { moveInList } from '../../../components/SearchField';
import { useRecentLinks } from '../../../components/useRecentLinks';
import { t } from '../../../lib/i18n';
import { matchHistory } from '../../../lib/link-search';
import { useApi } from '../ApiContext';
import { EmptyList } from '../PagedList';
import type { LinkRow } from './LinkItem';

/** This device's recent links of the account (at most 20, so one page), searched here. */
export function HistoryLinks(
  p: Parameters<typeof EmptyList>[0] & {
    words: { title: string; loading: string };
    id?: string;
    children(links: LinkRow[]): ReactNode;
  },
) {
  const history = useRecentLinks(useApi().scope);
  if (!history) return <p role="status">{p.words.loading}</p>;
  const found = matchHistory(history, p.search).map((e) => ({ ...e, id: e.link_id }));
  return (
    <>
      <p className="muted">{t('links.fromHistory')}</p>
      {found.length > 0 ? (
        <ul id={p.id} aria-label={p.words.title} className="link-rows" onKeyDown={moveInList}>
          {p.children(found)}
        </ul>
      ) : (
        <EmptyList {...p} />
      )}
    </>
  );
}
