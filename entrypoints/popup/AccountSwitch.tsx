import { useEffect, useState } from 'react';
import { t } from '../../lib/i18n';
import { type Account, type Accounts, chooseAccount, inUse } from '../../lib/storage/accounts';

/** The accounts as the popup read them; `choose` makes one the one in use, and says which. */
export function useAccounts(start: Promise<Accounts>, chosen: (account: Account) => void) {
  const [accounts, setAccounts] = useState<Accounts>();
  useEffect(() => void start.then(setAccounts), [start]);
  const choose = (id: string) =>
    void chooseAccount(id).then((next) => {
      setAccounts(next);
      chosen(inUse(next));
    });
  return { accounts, choose };
}

/** The accounts by name (two or more), the one in use pressed: a click makes another in use. */
export function AccountSwitch(props: { accounts: Accounts; onSwitch(id: string): void }) {
  const { list, defaultId } = props.accounts;
  return (
    <fieldset className="account-switch">
      <legend className="visually-hidden">{t('popup.account')}</legend>
      {list.map((a) => (
        <button
          key={a.id}
          type="button"
          aria-pressed={a.id === defaultId}
          title={a.name}
          onClick={() => a.id !== defaultId && props.onSwitch(a.id)}
        >
          {a.name}
        </button>
      ))}
    </fieldset>
  );
}
