import { useEffect, useState } from 'react';
import { type AccountScope, inScope } from '../lib/account';
import { type HistoryEntry, recentLinks, watchHistory } from '../lib/history';

/**
 * This account's recent links on this device, newest first, kept current as any page changes
 * them; null until first read, and while the scope is not known yet (the popup works it out from
 * the stored connection). Another key's or service's links are never listed: their ids mean
 * nothing to this account.
 */
export function useRecentLinks(scope: AccountScope | undefined): HistoryEntry[] | null {
  const [history, setHistory] = useState<HistoryEntry[] | null>(null);
  useEffect(() => {
    if (!scope) return;
    let live = true;
    void recentLinks(scope).then((entries) => {
      if (live) setHistory(entries);
    });
    const unwatch = watchHistory((all) => setHistory(all.filter((e) => inScope(e, scope))));
    return () => {
      live = false;
      unwatch();
    };
  }, [scope]);
  return history;
}
