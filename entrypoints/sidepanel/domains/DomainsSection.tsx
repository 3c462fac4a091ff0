import '../../../components/manage.css';
import { useRef, useState } from 'react';
import { SelectField } from '../../../components/SelectField';
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
        <SelectField
          label={t('domains.sortBy')}
          value={query.sort_by}
          options={[
            ['id', t('domains.dateCreated')],
            ['name', t('domains.name')],
          ]}
          onChange={(sort_by) => change({ sort_by })}
        />
        <SelectField
          label={t('domains.order')}
          value={query.sort}
          options={[
            ['desc', t('domains.descending')],
            ['asc', t('domains.ascending')],
          ]}
          onChange={(sort) => change({ sort })}
        />
        <SelectField
          label={t('domains.perPage')}
          value={String(query.per_page)}
          options={PER_PAGE.map((n) => [String(n), String(n)] as const)}
          onChange={(n) => change({ per_page: Number(n) as Query['per_page'] })}
        />
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
