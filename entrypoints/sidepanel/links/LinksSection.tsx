import '../../../components/manage.css';
import './links-tab.css';
import { type ReactNode, useState } from 'react';
import { ErrorNotice } from '../../../components/ErrorNotice';
import { Field } from '../../../components/Field';
import { useCanEditLinks } from '../../../components/useCanEditLinks';
import { isLinkListUnsupported, type LinkListQuery } from '../../../lib/api/links';
import { t } from '../../../lib/i18n';
import { useApi } from '../ApiContext';
import { EmptyState } from '../EmptyState';
import { Pager } from '../Pager';
import { useShowSection } from '../PanelTabs';
import { SearchForm } from '../SearchForm';
import { HistoryLinks } from './HistoryLinks';
import { LinkEdit } from './LinkEdit';
import { LinkItem, type LinkRow, type RowPanel } from './LinkItem';
import { FIRST_PAGE, useLinkList } from './link-queries';

type Sort = 'newest' | 'clicks';

/** GET /links sorts by date only: "Most clicked" sorts the newest 100 here, as its label says. */
const CLICKS_PAGE = 100;
const byClicks = (a: LinkRow, b: LinkRow) => (b.total_clicks ?? 0) - (a.total_clicks ?? 0);

/**
 * The account's links: search, sort and page; copy, QR code, Stats, edit or delete each. Without
 * GET /links, this device's recent links instead, and said so.
 */
export function LinksSection() {
  const [query, setQuery] = useState<LinkListQuery>(FIRST_PAGE);
  const [sort, setSort] = useState<Sort>('newest');
  // Bumped to clear the search field (a new form) with the search.
  const [searchForm, setSearchForm] = useState(0);
  const show = useShowSection();
  // One row has something open at a time (its actions, QR code, edit form or delete question).
  const [open, setOpen] = useState<{ id: number; panel: RowPanel }>();
  const canEdit = useCanEditLinks(useApi().scope);
  // What an edit found out, said once above the list: the service can't edit, or the link is gone.
  const [note, setNote] = useState<string>();
  const list = useLinkList(sort === 'clicks' ? { ...query, per_page: CLICKS_PAGE } : query);
  const onOpen = (id: number) => (panel?: RowPanel) => setOpen(panel && { id, panel });
  const items = (links: LinkRow[], busy = false) => (
    <ul aria-label={t('links.title')} className="link-rows" aria-busy={busy}>
      {(sort === 'clicks' ? [...links].sort(byClicks) : links).map((l) => (
        <LinkItem
          key={l.id}
          link={l}
          open={open?.id === l.id ? open.panel : undefined}
          onOpen={onOpen(l.id)}
          canEdit={canEdit}
          editor={<LinkEdit link={l} onClose={() => setOpen(undefined)} onNote={setNote} />}
        />
      ))}
    </ul>
  );
  const search = query.search ?? '';
  // Empty, it says what to do next, with that step as a button: the panel makes links in its
  // All tabs tab (the popup's flow, tab by tab); a search that matched nothing is cleared.
  const empty = search ? (
    <EmptyState
      text={t('links.noMatch', { search })}
      action={t('panel.clearSearch')}
      onAction={() => {
        setSearchForm((n) => n + 1);
        setQuery({ search: '', page: 1 });
      }}
    />
  ) : (
    <EmptyState
      text={t('links.none')}
      action={t('links.shortenTabs')}
      onAction={() => show('alltabs')}
    />
  );

  let body: ReactNode;
  const unsupported = list.isError && isLinkListUnsupported(list.error);
  if (unsupported) {
    body = <HistoryLinks search={search} show={items} empty={empty} />;
  } else {
    const data = list.data;
    body = (
      <>
        {list.error && <ErrorNotice error={list.error} onRetry={() => void list.refetch()} />}
        {list.isPending && <p role="status">{t('links.loading')}</p>}
        {data && data.data.length === 0 && empty}
        {data && data.data.length > 0 && items(data.data, list.isFetching)}
        {data && data.data.length > 0 && (
          <Pager
            label={t('links.pages')}
            page={data.current_page}
            lastPage={data.last_page}
            onPage={(page) => setQuery((q) => ({ ...q, page }))}
          />
        )}
      </>
    );
  }
  return (
    <div className="links">
      <div className="links-head">
        <h2>{t('links.title')}</h2>
        {!unsupported && (
          <Field label={t('links.sort')}>
            {({ id }) => (
              <select
                id={id}
                value={sort}
                onChange={(e) => {
                  setSort(e.currentTarget.value as Sort);
                  setQuery((q) => ({ ...q, page: 1 }));
                }}
              >
                <option value="newest">{t('links.newest')}</option>
                <option value="clicks">{t('links.mostClicked')}</option>
              </select>
            )}
          </Field>
        )}
      </div>
      <SearchForm
        key={searchForm}
        name={t('links.search')}
        label={t('links.searchLabel')}
        className="link-filters"
        onSearch={(text) => setQuery({ search: text, page: 1 })}
      />
      <p role="status" className={note ? 'warning links-note' : 'visually-hidden'}>
        {note}
      </p>
      {body}
    </div>
  );
}
