import { useEffect, useState } from 'react';
import { type AccountScope, inScope } from '../lib/account';
import { type HistoryEntry, recentLinks, watchHistory } from '../lib/history';

/** This account's recent links, newest first, kept current; null until read (unless `first`). */
export function useRecentLinks(
  scope: AccountScope | undefined,
  first?: HistoryEntry[],
): HistoryEntry[] | null {
  const [history, setHistory] = useState<HistoryEntry[] | null>(first ?? null);
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
