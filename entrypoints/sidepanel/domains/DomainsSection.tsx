import '../../../components/manage.css';
import { useRef, useState } from 'react';
import { Field } from '../../../components/Field';
import type { DomainListQuery } from '../../../lib/api/domains';
import { t } from '../../../lib/i18n';
import { PagedList } from '../PagedList';
import { SearchForm } from '../SearchForm';
import { DomainForm } from './DomainForm';
import { DomainItem } from './DomainItem';
import { useDomainList } from './domain-queries';

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
  // Clear search empties the field too: the form starts again (its filters are held here).
  const [searchForm, setSearchForm] = useState(0);
  const addForm = useRef<HTMLDivElement>(null);

  return (
    <div>
      <h2>{t('domains.title')}</h2>
      <SearchForm
        key={searchForm}
        className="domain-filters"
        name={t('domains.search')}
        label={t('panel.searchByName')}
        onSearch={(search) => change({ search })}
      >
        <Field label={t('domains.sortBy')}>
          {({ id }) => (
            <select
              id={id}
              value={query.sort_by}
              onChange={(e) => change({ sort_by: e.currentTarget.value as Query['sort_by'] })}
            >
              <option value="id">{t('domains.dateCreated')}</option>
              <option value="name">{t('domains.name')}</option>
            </select>
          )}
        </Field>
        <Field label={t('domains.order')}>
          {({ id }) => (
            <select
              id={id}
              value={query.sort}
              onChange={(e) => change({ sort: e.currentTarget.value as Query['sort'] })}
            >
              <option value="desc">{t('domains.descending')}</option>
              <option value="asc">{t('domains.ascending')}</option>
            </select>
          )}
        </Field>
        <Field label={t('domains.perPage')}>
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

      <PagedList
        list={list}
        words={{
          title: t('domains.title'),
          loading: t('domains.loading'),
          pages: t('domains.pages'),
          noMatch: t('domains.noMatch', { search: query.search }),
          none: t('domains.none'),
        }}
        search={query.search}
        onClearSearch={() => {
          setSearchForm((n) => n + 1);
          change({ search: '' });
        }}
        // The add form is below: its first field, in view.
        onNone={[t('domains.add'), () => addForm.current?.querySelector('input')?.focus()]}
        onPage={(page) => setQuery((q) => ({ ...q, page }))}
      >
        {(domains) => domains.map((d) => <DomainItem key={d.id} domain={d} />)}
      </PagedList>
      <div ref={addForm}>
        <DomainForm />
      </div>
    </div>
  );
}
