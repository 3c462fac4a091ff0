import { useEffect, useRef } from 'react';
import { browser } from 'wxt/browser';
import { applyTheme } from '../../lib/settings/theme';
import type { AccountConnection } from '../../lib/storage/accounts';
import { loadConnection, loadPreferences, type Preferences } from '../../lib/storage/preferences';

/** Set up in the options while the popup waits: told as soon as a key is saved. */
export function useSetUpLater(
  waiting: boolean,
  onSetUp: (setup: { connection: AccountConnection; preferences: Preferences }) => void,
) {
  const told = useRef(onSetUp);
  told.current = onSetUp;
  useEffect(() => {
    if (!waiting) return;
    const follow = () =>
      void Promise.all([loadConnection(), loadPreferences()]).then(([connection, preferences]) => {
        if (connection.apiKey.trim() === '') return;
        applyTheme(preferences.theme);
        told.current({ connection, preferences });
      });
    const changed = (changes: Record<string, unknown>, area: string) => {
      if (area === 'local' && 'accounts' in changes) follow();
    };
    browser.storage.onChanged.addListener(changed);
    follow();
    return () => browser.storage.onChanged.removeListener(changed);
  }, [waiting]);
}
