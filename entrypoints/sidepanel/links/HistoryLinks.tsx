import type { ReactNode } from 'react';
import { useRecentLinks } from '../../../components/useRecentLinks';
import { t } from '../../../lib/i18n';
import { matchHistory } from '../../../lib/link-search';
import { useApi } from '../ApiContext';
import type { LinkRow } from './LinkItem';

export /** This device's recent links of the account (at most 20, so one page), searched here. */
function HistoryLinks(props: {
  search: string;
  show: (links: LinkRow[]) => ReactNode;
  empty: ReactNode;
}) {
  const history = useRecentLinks(useApi().scope);
  if (!history) return <p role="status">{t('links.loading')}</p>;
  const found = matchHistory(history, props.search).map((e) => ({ ...e, id: e.link_id }));
  return (
    <>
      <p className="muted">{t('links.fromHistory')}</p>
      {found.length > 0 ? props.show(found) : props.empty}
    </>
  );
}
