import { useEffect, useRef, useState } from 'react';
import { QrStyleFields } from '../../components/QrStyleFields';
import { t } from '../../lib/i18n';
import { applyTheme } from '../../lib/settings/theme';
import {
  type Accounts,
  accountsItem,
  chooseDomain,
  inUse,
  loadAccounts,
  readAccounts,
} from '../../lib/storage/accounts';
import { loadPreferences, type Preferences, savePreferences } from '../../lib/storage/preferences';
import { Connections } from './Connections';
import { HostAccessNote } from './HostAccessNote';
import { PreferencesCard } from './PreferencesCard';
import { SavedNote } from './SavedNote';
import { UtmPresetList } from './UtmPresetList';

export function App() {
  const [welcome, setWelcome] = useState(false);
  const [prefs, setPrefs] = useState<Preferences>();
  const [accounts, setAccounts] = useState<Accounts>();
  const [saves, setSaves] = useState({ prefs: 0, qr: 0 });
  const current = useRef<Preferences>(undefined);

  useEffect(() => {
    void Promise.all([loadAccounts(), loadPreferences()]).then(([saved, preferences]) => {
      applyTheme(preferences.theme);
      current.current = preferences;
      setPrefs(preferences);
      setAccounts(saved);
      // No key yet: the page greets (it opens by itself on install, lib/background/welcome.ts).
      setWelcome(saved.list.length === 0);
    });
    // Saved, chosen or removed here, or switched in the popup: list and default domain follow.
    return accountsItem.watch((stored) => setAccounts(readAccounts(stored)));
  }, []);

  // The default domain is the account in use's, chosen among its domains.
  const account = accounts?.list.length ? inUse(accounts) : undefined;

  const saved = (card: 'prefs' | 'qr') => setSaves((s) => ({ ...s, [card]: s[card] + 1 }));
  /** Saves a change to the preferences at once; `card` says which card's note shows it. */
  const change = async (patch: Partial<Preferences>, card: 'prefs' | 'qr') => {
    const next = { ...(current.current as Preferences), ...patch };
    current.current = next;
    setPrefs(next);
    applyTheme(next.theme);
    await savePreferences(next);
    saved(card);
  };
  /** Saved on the account in use: another account's domain would be refused. */
  const chooseDefaultDomain = async (domainId: number | null) => {
    if (!account) return;
    setAccounts(await chooseDomain(account.id, domainId));
    saved('prefs');
  };

  if (!accounts || !prefs) {
    return (
      <main>
        <h1>{t('options.title')}</h1>
        <p role="status">{t('options.loading')}</p>
      </main>
    );
  }
  return (
    <main>
      <h1>{welcome ? t('options.welcomeTitle') : t('options.title')}</h1>
      {welcome && (
        <p className="welcome">
          {accounts.list.length > 0 ? t('options.welcomeDone') : t('options.welcome')}
        </p>
      )}
      <Connections accounts={accounts} onAccounts={setAccounts} />
      <HostAccessNote />
      <section className="settings">
        <PreferencesCard
          prefs={prefs}
          account={account}
          several={accounts.list.length > 1}
          saved={saves.prefs}
          onChange={(patch) => void change(patch, 'prefs')}
          onDomain={(domainId) => void chooseDefaultDomain(domainId)}
        />
        <fieldset className="grid">
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
