import type { UseQueryResult } from '@tanstack/react-query';
import { type ReactNode, useState } from 'react';
import { EmptyState } from '../../components/EmptyState';
import { ErrorNotice } from '../../components/ErrorNotice';
import { moveInList, usePaused } from '../../components/SearchField';
import type { Page } from '../../lib/api/schemas/envelopes';
import { t } from '../../lib/i18n';

/**
 * A list's search, as typed (`field`, the search field's props) and once the typing pauses
 * (`search`), and the page asked for: a new search, or new `filters`, start on page 1. `id` is the
 * list's: its search field's `results`, whose keys go on into it (moveInList).
 */
export function useSearchedPage(id: string, filters?: object) {
  const [text, setText] = useState('');
  const search = usePaused(text.trim());
  const of = JSON.stringify([search, filters]);
  const [paging, setPaging] = useState({ of, page: 1 });
  // Reset while rendering, as React advises for state that follows a value. This render, which
  // React discards, still returns page 1: the caller's query would otherwise be built for the
  // new search at the old page.
  if (paging.of !== of) setPaging({ of, page: 1 });
  const page = paging.of === of ? paging.page : 1;
  const setPage = (n: number) => setPaging({ of, page: n });
  const field = { value: text, onChange: setText, results: id };
  return { id, search, page, setPage, clear: () => setText(''), field };
}

/** A page of items as each tab lists them: error, loading, empty step, items, pager. */
export function PagedList<T>(
  p: ItemsProps<T> & {
    list: UseQueryResult<Page<T>>;
    words: { pages: string };
  },
) {
  const { list, words } = p;
  const data = list.data;
  return (
    <>
      {list.error && <ErrorNotice error={list.error} onRetry={() => void list.refetch()} />}
      {list.isPending && <p role="status">{words.loading}</p>}
      {data && <Items {...p} items={data.data} busy={list.isFetching} />}
      {data && (
        <Pager
          label={words.pages}
          page={data.current_page}
          lastPage={data.last_page}
          onPage={p.paging.setPage}
        />
      )}
    </>
  );
}

type ItemsProps<T> = {
  words: { title: string; loading: string; noMatch: string; none: string };
  paging: ReturnType<typeof useSearchedPage>;
  /** The next step when there are none at all: its button's words, and what it does. */
  onNone: [string, () => void];
  className?: string;
  children(items: T[]): ReactNode;
};

/** The items, or none: a search that matched none is cleared; with none at all, the next step. */
export function Items<T>(p: ItemsProps<T> & { items: T[]; busy?: boolean }) {
  if (p.items.length > 0) {
    return (
      <ul
        id={p.paging.id}
        aria-label={p.words.title}
        className={p.className ?? 'items'}
        aria-busy={p.busy}
        onKeyDown={moveInList}
      >
        {p.children(p.items)}
      </ul>
    );
  }
  return p.paging.search ? (
    <EmptyState text={p.words.noMatch} action={t('panel.clearSearch')} onAction={p.paging.clear} />
  ) : (
    <EmptyState text={p.words.none} action={p.onNone[0]} onAction={p.onNone[1]} />
  );
}

/** Previous and Next; none for one page, but shown past the last so Previous leads back. */
export function Pager(props: {
  page: number;
  lastPage: number;
  label: string;
  onPage: (page: number) => void;
}) {
  const { page, lastPage } = props;
  if (lastPage <= 1 && page <= 1) return null;
  return (
    <nav aria-label={props.label} className="pager">
      <button type="button" disabled={page <= 1} onClick={() => props.onPage(page - 1)}>
        {t('panel.previous')}
      </button>{' '}
      <span aria-live="polite">{t('panel.pageOf', { page, last: lastPage })}</span>{' '}
      <button type="button" disabled={page >= lastPage} onClick={() => props.onPage(page + 1)}>
        {t('panel.next')}
      </button>
    </nav>
  );
}
