import { useCallback, useEffect, useState } from 'react';
import { browser } from 'wxt/browser';
import { SettingsForm } from '../../components/SettingsForm';
import { UtmPresetList } from '../../components/UtmPresetList';
import { testConnection } from '../../lib/connection';
import { domainChoices } from '../../lib/domain-choices';
import { t } from '../../lib/i18n';
import { originPattern } from '../../lib/permissions';
import { type SettingsDraft, toDraft } from '../../lib/settings-form';
import {
  type Connection,
  loadConnection,
  loadPreferences,
  type Preferences,
  saveConnection,
  savePreferences,
} from '../../lib/storage/preferences';
import { applyTheme } from '../../lib/theme';

export function App() {
  const [initial, setInitial] = useState<SettingsDraft>();
  const [domains, setDomains] = useState<{ id: number; name: string }[]>([]);

  useEffect(() => {
    void (async () => {
      const [connection, preferences] = await Promise.all([loadConnection(), loadPreferences()]);
      applyTheme(preferences.theme);
      setInitial(toDraft(connection, preferences));
      // The default-domain list is a nicety: without a working key it simply stays empty.
      if (connection.apiKey) {
        setDomains(await domainChoices(connection).catch(() => []));
      }
    })();
  }, []);

  const onSave = useCallback(
    async (values: { connection: Connection; preferences: Preferences }) => {
      // Asked for within the click, and never awaited: a prompt may stay unanswered, and the
      // settings are saved either way (a service that answers CORS works without it).
      browser.permissions
        .request({ origins: [originPattern(values.connection.baseUrl)] })
        .catch(() => false);
      await Promise.all([saveConnection(values.connection), savePreferences(values.preferences)]);
      applyTheme(values.preferences.theme);
    },
    [],
  );

  const onTest = useCallback(
    (connection: Connection, signal: AbortSignal) => testConnection(connection, { signal }),
    [],
  );

  return (
    <main>
      <h1>{t('options.title')}</h1>
      {initial ? (
        <SettingsForm initial={initial} domains={domains} onSave={onSave} onTest={onTest} />
      ) : (
        <p role="status">{t('options.loading')}</p>
      )}
      {initial && <UtmPresetList />}
    </main>
  );
}
