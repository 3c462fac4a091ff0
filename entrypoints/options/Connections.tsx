import { useState } from 'react';
import { browser } from 'wxt/browser';
import { t } from '../../lib/i18n';
import {
  type ConnectionCheck,
  originPattern,
  testConnection,
} from '../../lib/settings/connection-test';
import { removeAccount } from '../../lib/settings/remove-account';
import {
  type Account,
  type Accounts,
  accountsItem,
  chooseAccount,
  inUse,
  newAccountId,
  readAccounts,
  saveAccount,
} from '../../lib/storage/accounts';
import type { Connection } from '../../lib/storage/preferences';
import { AccountList } from './AccountList';
import { ConnectionCard } from './ConnectionCard';

const blankAccount = (): Account => ({
  id: newAccountId(),
  name: '',
  baseUrl: '',
  apiKey: '',
  authMethod: 'bearer',
  domainId: null,
});

/** A new account's name until it is given one: the service's host, and its plan when known. */
const nameFor = (check: ConnectionCheck) =>
  check.plan ? `${check.host} (${check.plan})` : check.host;

const test = (connection: Connection, signal: AbortSignal) =>
  testConnection(connection, { signal });
// Never awaited before the test: a prompt may stay unanswered (headless, or ignored).
const askAccess = (connection: Connection) =>
  browser.permissions.request({ origins: [originPattern(connection.baseUrl)] }).catch(() => false);

/**
 * The accounts (the page's, kept current): the card for the one edited (a new one: an id not in
 * the list yet), the list above it once there are two, and a way to add another.
 */
export function Connections(props: { accounts: Accounts; onAccounts(accounts: Accounts): void }) {
  const { accounts, onAccounts } = props;
  const [editing, setEditing] = useState(() =>
    accounts.list.length > 0 ? inUse(accounts) : blankAccount(),
  );
  const onSave = async (account: Account, check: ConnectionCheck) => {
    const saved = await saveAccount({ ...account, name: account.name || nameFor(check) });
    onAccounts(saved);
    setEditing(saved.list.find((a) => a.id === account.id) ?? account);
  };
  const remove = async (id: string) => {
    await removeAccount(id);
    const rest = readAccounts(await accountsItem.getValue());
    onAccounts(rest);
    if (id === editing.id) setEditing(rest.list.length > 0 ? inUse(rest) : blankAccount());
  };

  const several = accounts.list.length > 1;
  const adding = !accounts.list.some((a) => a.id === editing.id);
  const another = adding && accounts.list.length > 0;
  return (
    <>
      {several && (
        <AccountList
          accounts={accounts}
          editing={editing.id}
          onChoose={(id) => void chooseAccount(id).then(onAccounts)}
          onEdit={(id) => setEditing(accounts.list.find((a) => a.id === id) ?? editing)}
          onRemove={(id) => void remove(id)}
        />
      )}
      <ConnectionCard
        key={editing.id}
        saved={editing}
        legend={
          another ? t('options.newAccount') : several ? editing.name : t('options.connection')
        }
        named={several || another}
        onTest={test}
        onSave={onSave}
        onCancel={another ? () => setEditing(inUse(accounts)) : undefined}
        onAskAccess={askAccess}
      />
      {!adding && (
        <p>
          <button type="button" onClick={() => setEditing(blankAccount())}>
            {t('options.addAccount')}
          </button>
        </p>
      )}
    </>
  );
}
