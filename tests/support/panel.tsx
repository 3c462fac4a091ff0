import { QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import type { ReactNode } from 'react';
import { type Api, ApiProvider } from '../../components/ApiContext';
import { createClient } from '../../lib/api/client';
import { createQueryClient } from '../../lib/query';
import { BASE, type Fetch } from './sandbox';

/** The side panel's providers around one section: the real client on the sandbox's fetch. */
export function renderInPanel(ui: ReactNode, fetch: Fetch, apiKey = 'demo-pro-key') {
  const client = createClient({ baseUrl: BASE, apiKey, fetch });
  const api: Api = {
    client,
    connection: { baseUrl: BASE, apiKey, authMethod: 'bearer' },
    scope: { base_url: client.baseUrl, account: apiKey },
  };
  const queries = createQueryClient();
  return {
    queries,
    ...render(
      <ApiProvider api={api}>
        <QueryClientProvider client={queries}>{ui}</QueryClientProvider>
      </ApiProvider>,
    ),
  };
}
