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
import { loadConnection, loadPreferences } from '../../lib/storage/preferences';
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
  | { state: 'ready'; api: Api; queries: ReturnType<typeof createQueryClient> };

/** Loads the connection, then the saved query cache, so cached data shows before any request. */
async function setUp(): Promise<Setup> {
  const [connection, preferences] = await Promise.all([loadConnection(), loadPreferences()]);
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
  return { state: 'ready', api: { client, connection, scope }, queries };
}

export function App() {
  const [setup, setSetup] = useState<Setup>({ state: 'loading' });

  useEffect(() => {
    let stop = () => {};
    void setUp().then((s) => {
      setSetup(s);
      if (s.state === 'ready') {
        stop = persistQueries(s.queries, s.api.scope);
      }
    });
    return () => stop();
  }, []);

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
        <main>
          <h1>Snaplink</h1>
          <QrRequestView />
          <PanelTabs sections={SECTIONS} />
        </main>
      </QueryClientProvider>
    </ApiContext>
  );
}
