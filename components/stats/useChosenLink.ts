import { useEffect, useState } from 'react';
import { browser } from 'wxt/browser';
import { type HistoryEntry, recentLinks, watchHistory } from '../../lib/history';
import { panelLinkItem } from '../../lib/storage/handoffs';
import { useApi } from '../ApiContext';

/** A popup "Stats" click older than this no longer outranks the current tab. */
const ASK_FRESH_MS = 5 * 60_000;

const bare = (url: string) => url.replace(/\/+$/, '');

/** The history entry whose long or short URL is this tab's, if the panel may see its URL. */
export function forTab(history: HistoryEntry[], url: string | undefined) {
  if (!url) return undefined;
  return history.find((e) => bare(e.original_url) === bare(url) || bare(e.short_url) === bare(url));
}

async function activeTabUrl(): Promise<string | undefined> {
  try {
    const [tab] = await browser.tabs.query({ active: true, currentWindow: true });
    return tab?.url; // absent without activeTab or host access: then the tab is skipped
  } catch {
    return undefined;
  }
}

/**
 * Which link the section shows, and the scope's history for the picker. The first pick, all
 * from storage and tabs (no request): the link the popup just asked for, else the current
 * tab's link, else an older ask, else the newest in history. A later popup "Stats" click changes the pick.
 */
export function useChosenLink() {
  const { scope } = useApi();
  const [history, setHistory] = useState<HistoryEntry[] | null>(null);
  const [linkId, setLinkId] = useState<number | null>(null);

  useEffect(() => {
    let live = true;
    void Promise.all([recentLinks(scope), panelLinkItem.getValue(), activeTabUrl()]).then(
      ([entries, asked, url]) => {
        if (!live) return;
        setHistory(entries);
        const fresh = asked && Date.now() - asked.at < ASK_FRESH_MS ? asked : null;
        const pick = fresh?.link_id ?? forTab(entries, url)?.link_id ?? asked?.link_id;
        setLinkId(pick ?? entries[0]?.link_id ?? null);
      },
    );
    const unwatchAsked = panelLinkItem.watch((asked) => {
      if (asked) setLinkId(asked.link_id);
    });
    const unwatchHistory = watchHistory((all) =>
      setHistory(all.filter((e) => e.base_url === scope.base_url && e.account === scope.account)),
    );
    return () => {
      live = false;
      unwatchAsked();
      unwatchHistory();
    };
  }, [scope]);

  return { history, linkId, setLinkId };
}
