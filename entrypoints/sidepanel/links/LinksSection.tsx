import './links-tab.css';
import { useState } from 'react';
import { SearchField } from '../../../components/SearchField';
import { SelectField } from '../../../components/SelectField';
import { useCanEditLinks } from '../../../components/useCanEditLinks';
import { isLinkListUnsupported } from '../../../lib/api/links';
import { t } from '../../../lib/i18n';
import { useApi } from '../ApiContext';
import { PagedList, useSearchedPage } from '../PagedList';
import { useShowSection } from '../PanelTabs';
import { HistoryLinks } from './HistoryLinks';
import { LinkEdit } from './LinkEdit';
import { LinkItem, type LinkRow, type RowPanel } from './LinkItem';
import { useLinkList } from './link-queries';

type Sort = 'newest' | 'clicks';

/** GET /links sorts by date only: "Most clicked" sorts the newest 100 here, as its label says. */
const CLICKS_PAGE = 100;
const byClicks = (a: LinkRow, b: LinkRow) => (b.total_clicks ?? 0) - (a.total_clicks ?? 0);

/** The account's links; without GET /links, this device's recent ones, and said so. */
export function LinksSection() {
  const [sort, setSort] = useState<Sort>('newest');
  const paging = useSearchedPage('links-list', { sort });
  const query = { search: paging.search, page: paging.page };
  const show = useShowSection();
  // One row has something open at a time (its actions, QR code, edit form or delete question).
  const [open, setOpen] = useState<{ id: number; panel: RowPanel }>();
  const canEdit = useCanEditLinks(useApi().scope);
  // What an edit found out, said once above the list: the service can't edit, or the link is gone.
  const [note, setNote] = useState<string>();
  const list = useLinkList(sort === 'clicks' ? { ...query, per_page: CLICKS_PAGE } : query);
  const onOpen = (id: number) => (panel?: RowPanel) => setOpen(panel && { id, panel });
  const rows = (links: LinkRow[]) =>
    (sort === 'clicks' ? [...links].sort(byClicks) : links).map((l) => (
      <LinkItem
        key={l.id}
        link={l}
        open={open?.id === l.id ? open.panel : undefined}
        onOpen={onOpen(l.id)}
        canEdit={canEdit}
        editor={<LinkEdit link={l} onClose={() => setOpen(undefined)} onNote={setNote} />}
      />
    ));
  const words = {
    title: t('links.title'),
    loading: t('links.loading'),
    pages: t('links.pages'),
    noMatch: t('links.noMatch', { search: paging.search }),
    none: t('links.none'),
  };
  // With none, the next step: All tabs, where the panel makes links (the popup's flow, tab by tab).
  const onNone: [string, () => void] = [t('links.shortenTabs'), () => show('alltabs')];
  const empty = { words, paging, onNone, className: 'link-rows' };
  const unsupported = list.isError && isLinkListUnsupported(list.error);
  const body = unsupported ? (
    <HistoryLinks {...empty}>{rows}</HistoryLinks>
  ) : (
    <PagedList {...empty} list={list}>
      {rows}
    </PagedList>
  );
  return (
    <div className="links">
      <div className="links-head">
        <h2>{t('links.title')}</h2>
        {!unsupported && (
          <SelectField
            label={t('links.sort')}
            value={sort}
            options={[
              ['newest', t('links.newest')],
              ['clicks', t('links.mostClicked')],
            ]}
            onChange={(chosen) => setSort(chosen)}
          />
        )}
      </div>
      <SearchField label={t('links.searchLabel')} {...paging.field} />
      <p role="status" className={note ? 'warning links-note' : 'visually-hidden'}>
        {note}
      </p>
      {body}
    </div>
  );
}
