import { type Account, inUse, loadAccounts, saveAccount } from '../../lib/storage/accounts';

/**
 * Stores a connection as the options page does: these fields change the account in use, or make
 * the first account (lib/storage/accounts.ts).
 */
export async function storeConnection(fields: Partial<Account>): Promise<Account> {
  const accounts = await loadAccounts();
  const base: Account =
    accounts.list.length > 0
      ? inUse(accounts)
      : {
          id: 'a1',
          name: 'Account',
          baseUrl: '',
          apiKey: '',
          authMethod: 'bearer',
          domainId: null,
        };
  const account = { ...base, ...fields };
  await saveAccount(account);
  return account;
}
