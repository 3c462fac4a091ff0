import { QueryClientProvider } from '@tanstack/react-query';
import { type KeyboardEvent as ReactKeyboardEvent, useEffect, useState } from 'react';
import { browser } from 'wxt/browser';
import { type Api, ApiProvider } from '../../components/ApiContext';
import { DomainsSection } from '../../components/domains/DomainsSection';
import { ErrorNotice } from '../../components/ErrorNotice';
import { QrRequestView } from '../../components/QrRequestView';
import { QrCodesSection } from '../../components/qrcodes/QrCodesSection';
import { StatsSection } from '../../components/stats/StatsSection';
import { accountScope } from '../../lib/account';
import { createClient } from '../../lib/api/client';
import { errorView } from '../../lib/error-view';
import { t } from '../../lib/i18n';
import { createQueryClient, persistQueries, restoreQueries } from '../../lib/query';
import { loadConnection, loadPreferences } from '../../lib/storage/preferences';
import { applyTheme } from '../../lib/theme';

const SECTIONS = [
  ['stats', StatsSection],
  ['domains', DomainsSection],
  ['qrcodes', QrCodesSection],
] as const;

type SectionId = (typeof SECTIONS)[number][0];

/** A section's tab label; called at render, so t() answers in the browser's language. */
function sectionLabel(id: SectionId): string {
  switch (id) {
    case 'stats':
      return t('stats.title');
    case 'domains':
      return t('domains.title');
    case 'qrcodes':
      return t('qrcodes.title');
  }
}

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
  const [section, setSection] = useState<SectionId>('stats');
  const moveBetweenTabs = (e: ReactKeyboardEvent) => {
    const at = SECTIONS.findIndex(([id]) => id === section);
    const to = { ArrowRight: at + 1, ArrowLeft: at - 1, Home: 0, End: SECTIONS.length - 1 }[e.key];
    if (to === undefined) return;
    e.preventDefault();
    const [id] = SECTIONS[(to + SECTIONS.length) % SECTIONS.length] ?? SECTIONS[0];
    setSection(id);
    document.getElementById(`tab-${id}`)?.focus();
  };

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
          {t('popup.openOptions')}
        </button>
      </main>
    );
  }

  return (
    <ApiProvider api={setup.api}>
      <QueryClientProvider client={setup.queries}>
        <main>
          <h1>Snaplink</h1>
          <QrRequestView />
          {/* The WAI-ARIA tabs pattern: one tab stop, arrows (and Home/End) move between tabs. */}
          <div
            role="tablist"
            aria-label={t('panel.sections')}
            className="tabs"
            onKeyDown={moveBetweenTabs}
          >
            {SECTIONS.map(([id]) => (
              <button
                key={id}
                type="button"
                role="tab"
                id={`tab-${id}`}
                aria-selected={section === id}
                aria-controls={`panel-${id}`}
                tabIndex={section === id ? 0 : -1}
                onClick={() => setSection(id)}
              >
                {sectionLabel(id)}
              </button>
            ))}
          </div>
          {SECTIONS.filter(([id]) => id === section).map(([id, Section]) => (
            <section key={id} role="tabpanel" id={`panel-${id}`} aria-labelledby={`tab-${id}`}>
              <Section />
            </section>
          ))}
        </main>
      </QueryClientProvider>
    </ApiProvider>
  );
}
