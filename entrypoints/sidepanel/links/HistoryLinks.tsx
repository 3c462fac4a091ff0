import { useRecentLinks } from '../../../components/useRecentLinks';
import { t } from '../../../lib/i18n';
import { matchHistory } from '../../../lib/link-search';
import { useApi } from '../ApiContext';
import { Items } from '../PagedList';
import type { LinkRow } from './LinkItem';

/** This device's recent links of the account (at most 20, so one page), searched here. */
export function HistoryLinks(p: Omit<Parameters<typeof Items<LinkRow>>[0], 'items'>) {
  const history = useRecentLinks(useApi().scope);
  if (!history) return <p role="status">{p.words.loading}</p>;
  const found = matchHistory(history, p.paging.search).map((e) => ({ ...e, id: e.link_id }));
  return (
    <>
      <p className="muted">{t('links.fromHistory')}</p>
      <Items {...p} items={found} />
    </>
  );
}
