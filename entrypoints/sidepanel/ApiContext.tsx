import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { createContext, useContext } from 'react';
import type { AccountScope } from '../../lib/account';
import type { ApiClient, CallOptions } from '../../lib/api/client';
import type { Page } from '../../lib/api/schemas/envelopes';
import type { AccountConnection } from '../../lib/storage/accounts';

export interface Api {
  client: ApiClient;
  connection: AccountConnection;
  /** Which service and account: part of every query key, so caches never cross accounts. */
  scope: AccountScope;
}

/** The panel's API client, which every section is rendered inside. */
export const ApiContext = createContext<Api | null>(null);

export function useApi(): Api {
  const api = useContext(ApiContext);
  if (!api) throw new Error('useApi() outside an ApiContext');
  return api;
}

/** A query key in this service and account's space. */
export const scopedKey = (api: Api, ...parts: unknown[]) => [
  api.scope.base_url,
  api.scope.account,
  ...parts,
];

/** A page of one of the account's lists; the page shown stays while the next one loads. */
export function useListPage<Q, T>(
  kind: string,
  list: (client: ApiClient, query: Q, o: CallOptions) => Promise<Page<T>>,
  query: Q,
) {
  const api = useApi();
  return useQuery({
    queryKey: scopedKey(api, kind, 'list', query),
    queryFn: ({ signal }) => list(api.client, query, { signal }),
    // Instead of a flash of "Loading" between pages.
    placeholderData: keepPreviousData,
  });
}
