import { QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import type { ReactNode } from 'react';
import { type Api, ApiProvider } from '../../../components/ApiContext';
import { createClient } from '../../../lib/api/client';
import { accountFingerprint, type HistoryEntry, recordLink } from '../../../lib/history';
import { createQueryClient } from '../../../lib/query';
import { BASE, type Fetch, inProcessSandbox } from '../../support/sandbox';

export const T0 = Date.UTC(2026, 2, 15, 12, 0, 0);
export type Box = ReturnType<typeof inProcessSandbox>;
export const newSandbox = () => inProcessSandbox(T0);

/** The panel's providers as App.tsx sets them up, around the real client and the sandbox. */
export async function renderInPanel(ui: ReactNode, opts: { fetch: Fetch; apiKey?: string }) {
  const apiKey = opts.apiKey ?? 'demo-pro-key';
  const client = createClient({ baseUrl: BASE, apiKey, fetch: opts.fetch });
  const api: Api = {
    client,
    connection: { baseUrl: BASE, apiKey, authMethod: 'bearer' },
    scope: { base_url: client.baseUrl, account: await accountFingerprint(apiKey) },
  };
  const queries = createQueryClient();
  const view = render(
    <ApiProvider api={api}>
      <QueryClientProvider client={queries}>{ui}</QueryClientProvider>
    </ApiProvider>,
  );
  return { ...view, api, queries };
}

/** The service's own answer, read by the test (not through the extension, not recorded). */
export async function apiJson<T>(box: Box, path: string, key = 'demo-pro-key'): Promise<T> {
  return (await (await box.api(path, key)).json()) as T;
}

export interface ApiLink {
  id: number;
  title: string | null;
  short_code: string;
  short_url: string;
  original_url: string;
}

/** Records the account's links in history as the popup would have, oldest first. */
export async function seedHistory(box: Box, codes: string[], key = 'demo-pro-key') {
  const { data } = await apiJson<{ data: ApiLink[] }>(box, '/links?per_page=100', key);
  const account = await accountFingerprint(key);
  const base_url = createClient({ baseUrl: BASE, apiKey: key }).baseUrl;
  const links: ApiLink[] = [];
  for (const code of codes) {
    const l = data.find((x) => x.short_code === code);
    if (!l) throw new Error(`no link ${code}`);
    links.push(l);
    const entry: HistoryEntry = {
      short_url: l.short_url,
      original_url: l.original_url,
      link_id: l.id,
      title: l.title,
      domain_id: null,
      created_at: new Date(T0).toISOString(),
      base_url,
      account,
    };
    await recordLink(entry);
  }
  return links;
}
