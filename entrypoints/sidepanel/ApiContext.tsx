import { createContext, type ReactNode, useContext } from 'react';
import type { AccountScope } from '../../lib/account';
import type { ApiClient } from '../../lib/api/client';
import type { Connection } from '../../lib/storage/preferences';

export interface Api {
  client: ApiClient;
  connection: Connection;
  /** Which service and account: part of every query key, so caches never cross accounts. */
  scope: AccountScope;
}

const ApiContext = createContext<Api | null>(null);

export function ApiProvider({ api, children }: { api: Api; children: ReactNode }) {
  return <ApiContext.Provider value={api}>{children}</ApiContext.Provider>;
}

/** The panel's API client; every section is rendered inside an ApiProvider. */
export function useApi(): Api {
  const api = useContext(ApiContext);
  if (!api) throw new Error('useApi() outside an ApiProvider');
  return api;
}

/** A query key in this service and account's space. */
export const scopedKey = (api: Api, ...parts: unknown[]) => [
  api.scope.base_url,
  api.scope.account,
  ...parts,
];
