import { createContext, useContext } from 'react';
import type { AccountScope } from '../../lib/account';
import type { ApiClient } from '../../lib/api/client';
import type { Connection } from '../../lib/storage/preferences';

export interface Api {
  client: ApiClient;
  connection: Connection;
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
