import { accountScope, inScope } from '../account';
import { dropQueued } from '../background/offline/queue';
import { forgetAccountLinks } from '../history';
import { forgetNoLinkEdit } from '../link-edit';
import { dropIndex } from '../link-index/stored-index';
import { dropPanelCache } from '../panel/saved-panel';
import { dropAccount, loadAccounts } from '../storage/accounts';
import { dropDomainCache } from './domain-choices';

const scopeOf = (connection: Parameters<typeof accountScope>[0]) =>
  accountScope(connection).catch(() => undefined);

/**
 * Removes an account: its key, its queued requests, and what was kept of its links here (history,
 * the index, the panel's and the domains' caches, what its service can't do). Another saved
 * account of the same service and key keeps those, as they are its own too.
 */
export async function removeAccount(id: string): Promise<void> {
  const { list } = await loadAccounts();
  const gone = list.find((a) => a.id === id);
  if (!gone) return;
  await dropAccount(id);
  await dropQueued(id);
  // A base URL that can't be used kept nothing.
  const scope = await scopeOf(gone);
  if (!scope) return;
  const others = await Promise.all(list.filter((a) => a.id !== id).map(scopeOf));
  if (others.some((s) => s && inScope(s, scope))) return;
  const forget = [forgetAccountLinks, dropIndex, dropPanelCache, dropDomainCache, forgetNoLinkEdit];
  await Promise.all(forget.map((drop) => drop(scope)));
}
