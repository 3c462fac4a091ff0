import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  createDomain,
  type DomainListQuery,
  deleteDomain,
  listDomains,
  updateDomain,
} from '../../../lib/api/domains';
import type { DomainCreate, DomainUpdate } from '../../../lib/api/schemas/domain';
import { domainCacheItem } from '../../../lib/settings/domain-choices';
import { scopedKey, useApi, useListPage } from '../ApiContext';

// Every change asks all this account's domain lists again, rather than patching by guesswork,
// and drops the popup's cached choice of domains, so that it offers the account's domains as
// they now are (lib/settings/domain-choices.ts).

export const useDomainList = (query: DomainListQuery) => useListPage('domains', listDomains, query);

function useInvalidateDomains() {
  const api = useApi();
  const queries = useQueryClient();
  return () =>
    Promise.all([
      queries.invalidateQueries({ queryKey: scopedKey(api, 'domains') }),
      domainCacheItem.setValue(null),
    ]);
}

export function useCreateDomain() {
  const api = useApi();
  const onSuccess = useInvalidateDomains();
  return useMutation({
    mutationFn: (input: DomainCreate) => createDomain(api.client, input),
    onSuccess,
  });
}

export function useUpdateDomain() {
  const api = useApi();
  const onSuccess = useInvalidateDomains();
  return useMutation({
    mutationFn: ({ id, input }: { id: number; input: DomainUpdate }) =>
      updateDomain(api.client, id, input),
    onSuccess,
  });
}

export function useDeleteDomain() {
  const api = useApi();
  const onSuccess = useInvalidateDomains();
  return useMutation({
    mutationFn: (id: number) => deleteDomain(api.client, id),
    onSuccess,
  });
}
