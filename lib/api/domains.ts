import type { ApiClient, CallOptions } from './client';
import { Domain, type DomainCreate, type DomainUpdate } from './schemas/domain';
import { Deleted, list, type Page, single } from './schemas/envelopes';

export interface DomainListQuery {
  search?: string;
  search_by?: 'name';
  /** 'id' is the creation order. */
  sort_by?: 'id' | 'name';
  sort?: 'asc' | 'desc';
  per_page?: 10 | 25 | 50 | 100;
  page?: number;
}

const OneDomain = single(Domain);
const DomainPage = list(Domain);
const id = (n: number) => `/domains/${encodeURIComponent(n)}`;

export const listDomains = (
  c: ApiClient,
  q: DomainListQuery = {},
  o?: CallOptions,
): Promise<Page<Domain>> => c.request('GET', '/domains', DomainPage, { ...o, query: { ...q } });

export const getDomain = (c: ApiClient, domainId: number, o?: CallOptions): Promise<Domain> =>
  c.request('GET', id(domainId), OneDomain, o);

// The reference describes the domain endpoints with form-urlencoded bodies, so they get one.
export const createDomain = (c: ApiClient, input: DomainCreate, o?: CallOptions): Promise<Domain> =>
  c.request('POST', '/domains', OneDomain, { ...o, form: input });

/** PATCH merges the fields sent; `name` cannot change (sending it is a 422). */
export const updateDomain = (
  c: ApiClient,
  domainId: number,
  input: DomainUpdate,
  o?: CallOptions,
): Promise<Domain> => c.request('PATCH', id(domainId), OneDomain, { ...o, form: input });

export const deleteDomain = (c: ApiClient, domainId: number, o?: CallOptions): Promise<Deleted> =>
  c.request('DELETE', id(domainId), Deleted, o);
