import { QueryClientProvider } from '@tanstack/react-query';
import { render, screen, within } from '@testing-library/react';
import type { ReactNode } from 'react';
import { type Api, ApiContext } from '../../entrypoints/sidepanel/ApiContext';
import { AllTabsSection } from '../../entrypoints/sidepanel/bulk/AllTabsSection';
import { DomainsSection } from '../../entrypoints/sidepanel/domains/DomainsSection';
import { LinksSection } from '../../entrypoints/sidepanel/links/LinksSection';
import { PanelTabs } from '../../entrypoints/sidepanel/PanelTabs';
import { QrCodesSection } from '../../entrypoints/sidepanel/qrcodes/QrCodesSection';
import { StatsSection } from '../../entrypoints/sidepanel/stats/StatsSection';
import { accountScope } from '../../lib/account';
import { createClient } from '../../lib/api/client';
import { createQueryClient } from '../../lib/panel/query-cache';
import { BASE, type Fetch } from './sandbox';

/**
 * The side panel's providers as entrypoints/sidepanel/App.tsx sets them up, around one section:
 * the real client on the sandbox's fetch, and the account scope as the panel builds it.
 */
export async function renderInPanel(ui: ReactNode, opts: { fetch: Fetch; apiKey?: string }) {
  const apiKey = opts.apiKey ?? 'demo-pro-key';
  const connection = { baseUrl: BASE, apiKey, authMethod: 'bearer', domainId: null } as const;
  const api: Api = {
    client: createClient({ ...connection, fetch: opts.fetch }),
    connection,
    scope: await accountScope(connection),
  };
  const queries = createQueryClient();
  const view = render(
    <ApiContext value={api}>
      <QueryClientProvider client={queries}>{ui}</QueryClientProvider>
    </ApiContext>,
  );
  return { ...view, api, queries };
}

/** The whole panel, its five tabs with their sections, for tests that move between them. */
export const renderPanelTabs = (opts: { fetch: Fetch; apiKey?: string }) =>
  renderInPanel(
    <PanelTabs
      sections={{
        stats: StatsSection,
        links: LinksSection,
        domains: DomainsSection,
        qrcodes: QrCodesSection,
        alltabs: AllTabsSection,
      }}
    />,
    opts,
  );

// The Links tab's rows, by their titles (LinksSection and LinkEdit tests).
const linkRows = () => within(screen.getByRole('list', { name: 'Links' })).getAllByRole('listitem');
export const linkTitles = () => linkRows().map((li) => li.querySelector('strong')?.textContent);
export const linkRow = (title: string) =>
  linkRows().find((li) => li.querySelector('strong')?.textContent === title) as HTMLElement;
