import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ApiClient } from '../../../lib/api/client';
import {
  createDomain,
  type DomainListQuery,
  deleteDomain,
  listDomains,
  updateDomain,
} from '../../../lib/api/domains';
import type { DomainUpdate } from '../../../lib/api/schemas/domain';
import { domainCacheItem } from '../../../lib/settings/domain-choices';
import { scopedKey, useApi, useListPage } from '../ApiContext';

export const useDomainList = (query: DomainListQuery) => useListPage('domains', listDomains, query);

/**
 * A change to the domains: every list of them is asked again (not patched by guesswork), and the
 * popup's cached choice dropped, so it offers them as they now are (lib/settings/domain-choices.ts).
 */
function useDomainChange<V, R>(change: (client: ApiClient, vars: V) => Promise<R>) {
  const api = useApi();
  const queries = useQueryClient();
  return useMutation({
    mutationFn: (vars: V) => change(api.client, vars),
    onSuccess: () =>
      Promise.all([
        queries.invalidateQueries({ queryKey: scopedKey(api, 'domains') }),
        domainCacheItem.setValue(null),
      ]),
  });
}

export const useCreateDomain = () => useDomainChange(createDomain);
export const useUpdateDomain = () =>
  useDomainChange((c, { id, input }: { id: number; input: DomainUpdate }) =>
    updateDomain(c, id, input),
  );
export const useDeleteDomain = () => useDomainChange(deleteDomain);
