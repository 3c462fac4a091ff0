import '../manage.css';
import { type ReactNode, useState } from 'react';
import { isLinkListUnsupported, type LinkListQuery } from '../../lib/api/links';
import { t } from '../../lib/i18n';
import { useApi } from '../ApiContext';
import { ErrorNotice } from '../ErrorNotice';
import { Pager } from '../Pager';
import { SearchForm } from '../SearchForm';
import { matchHistory } from '../stats/useLinkSearch';
import { useRecentLinks } from '../useRecentLinks';
import { LinkItem, type LinkRow } from './LinkItem';
import { FIRST_PAGE, useLinkList } from './queries';

/**
 * The account's links: search and page through them; copy, QR code, Stats or delete each. A
 * service without GET /links (404 or 405) gets this device's recent links instead, and is told.
 */
export function LinksSection() {
  const [query, setQuery] = useState<LinkListQuery>(FIRST_PAGE);
  const [qrOpen, setQrOpen] = useState<number>();
  const list = useLinkList(query);
  const items = (links: LinkRow[], busy = false) => (
    <ul aria-label={t('links.title')} className="items" aria-busy={busy}>
      {links.map((l) => (
        <LinkItem
          key={l.id}
          link={l}
          // One QR code open at a time: each is a region named "QR code".
          qrOpen={qrOpen === l.id}
          onToggleQr={() => setQrOpen(qrOpen === l.id ? undefined : l.id)}
        />
      ))}
    </ul>
  );
  const search = query.search ?? '';
  const empty = <p>{search ? t('links.noMatch', { search }) : t('links.none')}</p>;

  let body: ReactNode;
  if (list.isError && isLinkListUnsupported(list.error)) {
    body = <HistoryLinks search={search} show={items} empty={empty} />;
  } else {
    body = (
      <>
        {list.error && <ErrorNotice error={list.error} onRetry={() => void list.refetch()} />}
        {list.isPending && <p role="status">{t('links.loading')}</p>}
        {list.data && list.data.data.length === 0 && empty}
        {list.data && list.data.data.length > 0 && items(list.data.data, list.isFetching)}
        {list.data && (
          <Pager
            label={t('links.pages')}
            page={list.data.current_page}
            lastPage={list.data.last_page}
            onPage={(page) => setQuery((q) => ({ ...q, page }))}
          />
        )}
      </>
    );
  }
  return (
    <div>
      <h2>{t('links.title')}</h2>
      <SearchForm
        name={t('links.search')}
        label={t('links.searchLabel')}
        onSearch={(text) => setQuery({ search: text, page: 1 })}
      />
      {body}
    </div>
  );
}

/** This device's recent links of the account (at most 20, so one page), searched here. */
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
