import { useCallback, useEffect, useRef, useState } from 'react';
import { browser } from 'wxt/browser';
import { QrStyleFields } from '../../components/QrStyleFields';
import { t } from '../../lib/i18n';
import { originPattern, testConnection } from '../../lib/settings/connection-test';
import { domainChoices } from '../../lib/settings/domain-choices';
import { applyTheme } from '../../lib/settings/theme';
import {
  type Connection,
  loadConnection,
  loadPreferences,
  type Preferences,
  saveConnection,
  savePreferences,
} from '../../lib/storage/preferences';
import { ConnectionCard } from './ConnectionCard';
import { HostAccessNote } from './HostAccessNote';
import { PreferencesCard } from './PreferencesCard';
import { SavedNote } from './SavedNote';
import { UtmPresetList } from './UtmPresetList';
import { useUnsaved } from './useUnsaved';

type Loaded = { connection: Connection; preferences: Preferences; welcome: boolean };

export function App() {
  const [loaded, setLoaded] = useState<Loaded>();
  const [prefs, setPrefs] = useState<Preferences>();
  const [domains, setDomains] = useState<{ id: number; name: string }[]>([]);
  const [saves, setSaves] = useState({ prefs: 0, qr: 0 });
  const [connected, setConnected] = useState(false);
  const unsaved = useUnsaved();
  const current = useRef<Preferences>(undefined);

  const listDomains = useCallback((connection: Connection) => {
    // The default-domain list is a nicety: without a working key it simply stays empty.
    if (connection.apiKey) void domainChoices(connection).then(setDomains, () => {});
  }, []);

  useEffect(() => {
    void Promise.all([loadConnection(), loadPreferences()]).then(([connection, preferences]) => {
      applyTheme(preferences.theme);
      current.current = preferences;
      setPrefs(preferences);
      // No key yet: the page greets (it opens by itself on install, lib/background/welcome.ts).
      setLoaded({ connection, preferences, welcome: connection.apiKey.trim() === '' });
      listDomains(connection);
    });
  }, [listDomains]);

  /** Saves a change to the preferences at once; `card` says which card's note shows it. */
  const change = useCallback(async (patch: Partial<Preferences>, card: 'prefs' | 'qr') => {
    const next = { ...(current.current as Preferences), ...patch };
    current.current = next;
    setPrefs(next);
    applyTheme(next.theme);
    await savePreferences(next);
    setSaves((s) => ({ ...s, [card]: s[card] + 1 }));
  }, []);

  const onSave = useCallback(
    async (connection: Connection) => {
      await saveConnection(connection);
      setConnected(true);
      listDomains(connection);
    },
    [listDomains],
  );
  const onTest = useCallback(
    (connection: Connection, signal: AbortSignal) => testConnection(connection, { signal }),
    [],
  );
  // Never awaited before the test: a prompt may stay unanswered (headless, or ignored).
  const onAskAccess = useCallback(
    (connection: Connection) =>
      browser.permissions
        .request({ origins: [originPattern(connection.baseUrl)] })
        .catch(() => false),
    [],
  );

  if (!loaded || !prefs) {
    return (
      <main>
        <h1>{t('options.title')}</h1>
        <p role="status">{t('options.loading')}</p>
      </main>
    );
  }
  return (
    <main>
      <h1>{loaded.welcome ? t('options.welcomeTitle') : t('options.title')}</h1>
      {loaded.welcome && (
        <p className="welcome">{connected ? t('options.welcomeDone') : t('options.welcome')}</p>
      )}
      <ConnectionCard
        saved={loaded.connection}
        onTest={onTest}
        onSave={onSave}
        onAskAccess={onAskAccess}
        onUnsaved={unsaved.connection}
      />
      <HostAccessNote />
      <section className="settings">
        <PreferencesCard
          prefs={prefs}
          domains={domains}
          saved={saves.prefs}
          onChange={(patch) => void change(patch, 'prefs')}
        />
        {/* The QR defaults: a QR code's own style fields, each change saved as it is made. */}
        <fieldset className="card grid">
          <legend>{t('options.qrDefaults')}</legend>
          <SavedNote count={saves.qr} />
          <QrStyleFields
            ranges
            style={prefs.qr}
            onChange={(patch) => void change({ qr: { ...prefs.qr, ...patch } }, 'qr')}
          />
        </fieldset>
      </section>
      <UtmPresetList />
      {/* What is sent where, and the whole policy: PRIVACY.md, shipped as privacy.txt (wxt.config.ts). */}
      <p className="hint">
        {t('options.privacy')}{' '}
        <a href="/privacy.txt" target="_blank" rel="noopener">
          {t('options.privacyLink')}
        </a>
      </p>
    </main>
  );
}
