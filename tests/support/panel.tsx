import { QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import type { ReactNode } from 'react';
import { type Api, ApiProvider } from '../../components/ApiContext';
import { accountScope } from '../../lib/account';
import { createClient } from '../../lib/api/client';
import { createQueryClient } from '../../lib/query';
import { BASE, type Fetch } from './sandbox';

/**
 * The side panel's providers as entrypoints/sidepanel/App.tsx sets them up, around one section:
 * the real client on the sandbox's fetch, and the account scope as the panel builds it.
 */
export async function renderInPanel(ui: ReactNode, opts: { fetch: Fetch; apiKey?: string }) {
  const apiKey = opts.apiKey ?? 'demo-pro-key';
  const connection = { baseUrl: BASE, apiKey, authMethod: 'bearer' } as const;
  const api: Api = {
    client: createClient({ ...connection, fetch: opts.fetch }),
    connection,
    scope: await accountScope(connection),
  };
  const queries = createQueryClient();
  const view = render(
    <ApiProvider api={api}>
      <QueryClientProvider client={queries}>{ui}</QueryClientProvider>
    </ApiProvider>,
  );
  return { ...view, api, queries };
}
