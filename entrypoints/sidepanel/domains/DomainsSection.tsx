import { useRef, useState } from 'react';
import { SearchField } from '../../../components/SearchField';
import { SelectField } from '../../../components/SelectField';
import type { DomainListQuery } from '../../../lib/api/domains';
import { t } from '../../../lib/i18n';
import { PagedList, useSearchedPage } from '../PagedList';
import { DomainForm } from './DomainForm';
import { DomainItem } from './DomainItem';
import { useDomainList } from './domain-queries';

const PER_PAGE = [10, 25, 50, 100] as const;
type Filters = Required<Pick<DomainListQuery, 'sort_by' | 'sort' | 'per_page'>>;

/** The account's domains: search, sort and page through them, add, edit and delete. */
export function DomainsSection() {
  const [filters, setFilters] = useState<Filters>({ sort_by: 'id', sort: 'desc', per_page: 10 });
  const paging = useSearchedPage('domains-list', filters);
  const { search, page } = paging;
  const list = useDomainList({ ...filters, search, page });
  const change = (next: Partial<Filters>) => setFilters({ ...filters, ...next });
  const addForm = useRef<HTMLDivElement>(null);

  return (
    <div>
      <h2>{t('domains.title')}</h2>
      <div className="domain-filters">
        <SelectField
          label={t('domains.sortBy')}
          value={filters.sort_by}
          options={[
            ['id', t('domains.dateCreated')],
            ['name', t('domains.name')],
          ]}
          onChange={(sort_by) => change({ sort_by })}
        />
        <SelectField
          label={t('domains.order')}
          value={filters.sort}
          options={[
            ['desc', t('domains.descending')],
            ['asc', t('domains.ascending')],
          ]}
          onChange={(sort) => change({ sort })}
        />
        <SelectField
          label={t('domains.perPage')}
          value={String(filters.per_page)}
          options={PER_PAGE.map((n) => [String(n), String(n)] as const)}
          onChange={(n) => change({ per_page: Number(n) as Filters['per_page'] })}
        />
      </div>
      <SearchField label={t('panel.searchByName')} {...paging.field} />

      <PagedList
        list={list}
        words={{
          title: t('domains.title'),
          loading: t('domains.loading'),
          pages: t('domains.pages'),
          noMatch: t('domains.noMatch', { search }),
          none: t('domains.none'),
        }}
        paging={paging}
        // The add form is below: its first field, in view.
        onNone={[t('domains.add'), () => addForm.current?.querySelector('input')?.focus()]}
      >
        {(domains) => domains.map((d) => <DomainItem key={d.id} domain={d} />)}
      </PagedList>
      <div ref={addForm}>
        <DomainForm />
      </div>
    </div>
  );
}
