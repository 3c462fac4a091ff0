import { useCallback, useEffect, useRef, useState } from 'react';
import { browser } from 'wxt/browser';
import { QrStyleFields } from '../../components/QrStyleFields';
import { t } from '../../lib/i18n';
import {
  type ConnectionCheck,
  originPattern,
  testConnection,
} from '../../lib/settings/connection-test';
import { domainChoices } from '../../lib/settings/domain-choices';
import { removeAccount } from '../../lib/settings/remove-account';
import { applyTheme } from '../../lib/settings/theme';
import {
  type Account,
  type Accounts,
  accountsItem,
  chooseAccount,
  inUse,
  loadAccounts,
  newAccountId,
  readAccounts,
  saveAccount,
} from '../../lib/storage/accounts';
import {
  type Connection,
  loadPreferences,
  type Preferences,
  savePreferences,
} from '../../lib/storage/preferences';
import { AccountList } from './AccountList';
import { ConnectionCard } from './ConnectionCard';
import { HostAccessNote } from './HostAccessNote';
import { PreferencesCard } from './PreferencesCard';
import { SavedNote } from './SavedNote';
import { UtmPresetList } from './UtmPresetList';
import { useUnsaved } from './useUnsaved';

type Loaded = { preferences: Preferences; welcome: boolean };

const blankAccount = (): Account => ({
  id: newAccountId(),
  name: '',
  baseUrl: '',
  apiKey: '',
  authMethod: 'bearer',
});

/** A new account's name until it is given one: the service's host, and its plan when known. */
const nameFor = (check: ConnectionCheck) =>
  check.plan ? `${check.host} (${check.plan})` : check.host;

export function App() {
  const [loaded, setLoaded] = useState<Loaded>();
  const [accounts, setAccounts] = useState<Accounts>({ defaultId: '', list: [] });
  // The account in the Connection card: a saved one, or a new one (an id not in the list yet).
  const [editing, setEditing] = useState<Account>(blankAccount);
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
    void Promise.all([loadAccounts(), loadPreferences()]).then(([saved, preferences]) => {
      applyTheme(preferences.theme);
      current.current = preferences;
      setPrefs(preferences);
      setAccounts(saved);
      if (saved.list.length > 0) setEditing(inUse(saved));
      // No key yet: the page greets (it opens by itself on install, lib/background/welcome.ts).
      setLoaded({ preferences, welcome: saved.list.length === 0 });
      listDomains(inUse(saved));
    });
    // The popup's header switches the account in use: the list follows.
    return accountsItem.watch((stored) => setAccounts(readAccounts(stored)));
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
    async (account: Account, check: ConnectionCheck) => {
      const saved = await saveAccount({ ...account, name: account.name || nameFor(check) });
      setAccounts(saved);
      setEditing(saved.list.find((a) => a.id === account.id) ?? account);
      setConnected(true);
      listDomains(inUse(saved));
    },
    [listDomains],
  );
  const remove = async (id: string) => {
    await removeAccount(id);
    const rest = await loadAccounts();
    setAccounts(rest);
    if (id === editing.id) setEditing(rest.list.length > 0 ? inUse(rest) : blankAccount());
  };
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

  const adding = !accounts.list.some((a) => a.id === editing.id);
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
      {accounts.list.length > 1 && (
        <AccountList
          accounts={accounts}
          editing={editing.id}
          onChoose={(id) => void chooseAccount(id).then(setAccounts)}
          onEdit={(id) => setEditing(accounts.list.find((a) => a.id === id) ?? editing)}
          onRemove={(id) => void remove(id)}
        />
      )}
      <ConnectionCard
        key={editing.id}
        saved={editing}
        legend={
          adding && accounts.list.length > 0
            ? t('options.newAccount')
            : accounts.list.length > 1
              ? editing.name
              : t('options.connection')
        }
        named={accounts.list.length > 1 || (adding && accounts.list.length > 0)}
        onTest={onTest}
        onSave={onSave}
        onCancel={
          adding && accounts.list.length > 0 ? () => setEditing(inUse(accounts)) : undefined
        }
        onAskAccess={onAskAccess}
        onUnsaved={unsaved.connection}
      />
      {!adding && (
        <p>
          <button type="button" onClick={() => setEditing(blankAccount())}>
            {t('options.addAccount')}
          </button>
        </p>
      )}
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
