import '../manage.css';
import { useState } from 'react';
import type { DomainListQuery } from '../../lib/api/domains';
import { Field } from '../Field';
import { Pager } from '../Pager';
import { QueryError } from '../QueryError';
import { SearchForm } from '../SearchForm';
import { DomainForm } from './DomainForm';
import { DomainItem } from './DomainItem';
import { useDomainList } from './queries';

const PER_PAGE = [10, 25, 50, 100] as const;
type Query = Required<Omit<DomainListQuery, 'search_by'>>;

/** The account's domains: search, sort and page through them, add, edit and delete. */
export function DomainsSection() {
  const [query, setQuery] = useState<Query>({
    search: '',
    sort_by: 'id',
    sort: 'desc',
    per_page: 10,
    page: 1,
  });
  const list = useDomainList(query);
  // Any change but the page itself starts again from page 1.
  const change = (next: Partial<Query>) => setQuery((q) => ({ ...q, page: 1, ...next }));

  return (
    <div>
      <h2>Domains</h2>
      <SearchForm
        name="Search domains"
        label="Search by name"
        onSearch={(search) => change({ search })}
      >
        <Field label="Sort by">
          {({ id }) => (
            <select
              id={id}
              value={query.sort_by}
              onChange={(e) => change({ sort_by: e.currentTarget.value as Query['sort_by'] })}
            >
              <option value="id">Date created</option>
              <option value="name">Name</option>
            </select>
          )}
        </Field>
        <Field label="Order">
          {({ id }) => (
            <select
              id={id}
              value={query.sort}
              onChange={(e) => change({ sort: e.currentTarget.value as Query['sort'] })}
            >
              <option value="desc">Descending</option>
              <option value="asc">Ascending</option>
            </select>
          )}
        </Field>
        <Field label="Per page">
          {({ id }) => (
            <select
              id={id}
              value={String(query.per_page)}
              onChange={(e) =>
                change({ per_page: Number(e.currentTarget.value) as Query['per_page'] })
              }
            >
              {PER_PAGE.map((n) => (
                <option key={n} value={n}>
                  {n}
                </option>
              ))}
            </select>
          )}
        </Field>
      </SearchForm>

      {list.error && <QueryError error={list.error} onRetry={() => void list.refetch()} />}
      {list.isPending && <p role="status">Loading domains…</p>}
      {list.data && list.data.data.length === 0 && (
        <p>{query.search ? `No domain matches “${query.search}”.` : 'No domains yet.'}</p>
      )}
      {list.data && list.data.data.length > 0 && (
        <ul aria-label="Domains" className="items" aria-busy={list.isFetching}>
          {list.data.data.map((d) => (
            <DomainItem key={d.id} domain={d} />
          ))}
        </ul>
      )}
      {list.data && (
        <Pager
          label="Domain pages"
          page={list.data.current_page}
          lastPage={list.data.last_page}
          onPage={(page) => setQuery((q) => ({ ...q, page }))}
        />
      )}
      <DomainForm />
    </div>
  );
}
