import { QueryClientProvider } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { browser } from 'wxt/browser';
import { ErrorNotice } from '../../components/ErrorNotice';
import { accountScope } from '../../lib/account';
import { createClient } from '../../lib/api/client';
import { errorView } from '../../lib/error-view';
import { t } from '../../lib/i18n';
import { createQueryClient, persistQueries, restoreQueries } from '../../lib/panel/query-cache';
import { applyTheme } from '../../lib/settings/theme';
import { type Accounts, inUse, loadAccounts } from '../../lib/storage/accounts';
import { loadPreferences } from '../../lib/storage/preferences';
import { type Api, ApiContext } from './ApiContext';
import { AllTabsSection } from './bulk/AllTabsSection';
import { DomainsSection } from './domains/DomainsSection';
import { LinksSection } from './links/LinksSection';
import { PanelTabs } from './PanelTabs';
import { QrRequestView } from './QrRequestView';
import { QrCodesSection } from './qrcodes/QrCodesSection';
import { StatsSection } from './stats/StatsSection';
import { readFirstPick } from './stats/useChosenLink';

// The panel's sections by tab (PanelTabs.tsx owns their order and labels).
const SECTIONS = {
  stats: StatsSection,
  links: LinksSection,
  domains: DomainsSection,
  qrcodes: QrCodesSection,
  alltabs: AllTabsSection,
};

type Setup =
  | { state: 'no_key' }
  | { state: 'bad_base_url'; message: string }
  | {
      state: 'ready';
      api: Api;
      queries: ReturnType<typeof createQueryClient>;
      accounts: Accounts;
      /** The account the panel shows: chosen in it, else the one in use. */
      account: string;
    };

/**
 * Loads the account `chosen` in the panel (else the one in use), its saved queries and Stats' first
 * pick, so the first render (main.tsx waits for this) draws cached data before any request.
 */
export async function setUp(chosen?: string): Promise<Setup> {
  const firstPick = readFirstPick();
  const [accounts, preferences] = await Promise.all([loadAccounts(), loadPreferences()]);
  const connection = accounts.list.find((a) => a.id === chosen) ?? inUse(accounts);
  applyTheme(preferences.theme);
  if (!connection.apiKey.trim()) return { state: 'no_key' };
  let client: Api['client'];
  try {
    client = createClient(connection);
  } catch (e) {
    return { state: 'bad_base_url', message: errorView(e).message };
  }
  const scope = await accountScope(connection);
  const queries = createQueryClient();
  await Promise.all([restoreQueries(queries, scope), firstPick]);
  return {
    state: 'ready',
    api: { client, connection, scope },
    queries,
    accounts,
    account: connection.id,
  };
}

export function App(props: { setup: Setup }) {
  // Another account chosen in the panel: set up again on it.
  const [setup, setSetup] = useState(props.setup);
  useEffect(
    () => (setup.state === 'ready' ? persistQueries(setup.queries, setup.api.scope) : undefined),
    [setup],
  );

  if (setup.state !== 'ready') {
    return (
      <main>
        <h1>Snaplink</h1>
        <QrRequestView />
        <ErrorNotice error={setup.state === 'no_key' ? t('panel.noKey') : setup.message} />
        <button type="button" onClick={() => browser.runtime.openOptionsPage()}>
          {t('common.openSettings')}
        </button>
      </main>
    );
  }

  return (
    <ApiContext value={setup.api}>
      <QueryClientProvider client={setup.queries}>
        {/* Another account chosen: every section starts afresh, on its data alone. */}
        <main key={setup.account}>
          <h1>Snaplink</h1>
          {setup.accounts.list.length > 1 && (
            <select
              className="panel-account"
              aria-label={t('panel.account')}
              value={setup.account}
              onChange={(e) => void setUp(e.target.value).then(setSetup)}
            >
              {setup.accounts.list.map((a) => (
                <option key={a.id} value={a.id}>
                  {a.name}
                </option>
              ))}
            </select>
          )}
          <QrRequestView />
          <PanelTabs sections={SECTIONS} />
        </main>
      </QueryClientProvider>
    </ApiContext>
  );
}
