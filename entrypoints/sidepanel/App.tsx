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

// The panel's sections by tab (PanelTabs.tsx owns their order and labels).
const SECTIONS = {
  stats: StatsSection,
  links: LinksSection,
  domains: DomainsSection,
  qrcodes: QrCodesSection,
  alltabs: AllTabsSection,
};

type Setup =
  | { state: 'loading' }
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

/** Loads the connection, then the saved query cache, so cached data shows before any request. */
async function setUp(chosen?: string): Promise<Setup> {
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
  await restoreQueries(queries, scope);
  return {
    state: 'ready',
    api: { client, connection, scope },
    queries,
    accounts,
    account: connection.id,
  };
}

export function App() {
  const [setup, setSetup] = useState<Setup>({ state: 'loading' });
  const [chosen, setChosen] = useState<string>();

  useEffect(() => {
    let stop = () => {};
    void setUp(chosen).then((s) => {
      setSetup(s);
      if (s.state === 'ready') {
        stop = persistQueries(s.queries, s.api.scope);
      }
    });
    return () => stop();
  }, [chosen]);

  if (setup.state === 'loading') return <p role="status">{t('panel.loading')}</p>;
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
              onChange={(e) => setChosen(e.target.value)}
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
