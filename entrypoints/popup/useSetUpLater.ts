import { useEffect, useRef } from 'react';
import { applyTheme } from '../../lib/settings/theme';
import type { AccountConnection } from '../../lib/storage/accounts';
import {
  loadConnection,
  loadPreferences,
  type Preferences,
  watchAccount,
} from '../../lib/storage/preferences';

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
    follow();
    return watchAccount(follow);
  }, [waiting]);
}
