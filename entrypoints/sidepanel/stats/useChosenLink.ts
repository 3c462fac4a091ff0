import { useEffect, useState } from 'react';
import { browser } from 'wxt/browser';
import { useRecentLinks } from '../../../components/useRecentLinks';
import { type AccountScope, inScope } from '../../../lib/account';
import type { Link } from '../../../lib/api/schemas/link';
import { type HistoryEntry, recentLinks } from '../../../lib/history';
import { panelLinkItem } from '../../../lib/panel/panel-asks';
import { useApi } from '../ApiContext';

/** A link as the picker lists it: from history, or the account's newest. */
export type Choice = Pick<HistoryEntry, 'link_id' | 'title' | 'short_url' | 'original_url'>;
export const choiceOf = (l: Link): Choice => ({ ...l, link_id: l.id, title: l.title ?? null });

/** A popup "Stats" click older than this no longer outranks the current tab. */
const ASK_FRESH_MS = 5 * 60_000;

const bare = (url: string) => url.replace(/\/+$/, '');

/** The link whose long or short URL is this tab's, if the panel may see its URL. */
export function forTab<T extends Choice>(links: T[], url: string | undefined): T | undefined {
  if (!url) return undefined;
  return links.find((e) => bare(e.original_url) === bare(url) || bare(e.short_url) === bare(url));
}

async function activeTabUrl(): Promise<string | undefined> {
  try {
    const [tab] = await browser.tabs.query({ active: true, currentWindow: true });
    return tab?.url; // absent without activeTab or host access: then the tab is skipped
  } catch {
    return undefined;
  }
}

type Ask = NonNullable<Awaited<ReturnType<typeof panelLinkItem.getValue>>>;
const mine = (asked: Ask, scope: AccountScope) => inScope(asked.scope, scope);

type Start = { asked: Ask | null; url: string | undefined };

/** The link chosen, or none for an ask of another account's. */
type Chosen = { linkId: number | null; foreign?: boolean };
const ANOTHERS: Chosen = { linkId: null, foreign: true };

const readStart = (): Promise<Start> =>
  Promise.all([panelLinkItem.getValue(), activeTabUrl()]).then(([asked, url]) => ({ asked, url }));

// What the first pick needs, read beside the panel's settings (App.tsx): Stats then draws its
// link in the panel's first render, not after a render without it and the reads it would start.
let first: { start: Start; history: HistoryEntry[] } | undefined;
export async function readFirstPick(): Promise<void> {
  const [start, history] = await Promise.all([readStart(), recentLinks()]);
  first = { start, history };
}
/** The reads made for the panel's opening, used once, by the Stats it opens on. */
function takeFirstPick(scope: AccountScope) {
  const taken = first;
  first = undefined;
  return taken && { ...taken, history: taken.history.filter((e) => inScope(e, scope)) };
}

/**
 * Which link Stats shows: the one asked for, the tab's, an older ask, history's newest, else the
 * account's newest; an ask of another account's sets `foreign`.
 */
export function useChosenLink(account: Choice[] | undefined) {
  const { scope } = useApi();
  const [early] = useState(() => takeFirstPick(scope));
  const history = useRecentLinks(scope, early?.history);
  const [start, setStart] = useState(early?.start);
  // Once a link is chosen, by the first pick or by the person, later answers don't move it.
  const [chosen, choose] = useState<Chosen>();

  useEffect(() => {
    if (!early) void readStart().then(setStart);
    return panelLinkItem.watch((asked) => {
      if (asked) choose(mine(asked, scope) ? { linkId: asked.link_id } : ANOTHERS);
    });
  }, [scope, early]);

  // The first pick is made while rendering, not in an effect: no frame of "no link" first.
  if (!chosen && history && start) {
    const { asked, url } = start;
    const fresh = asked && Date.now() - asked.at < ASK_FRESH_MS ? asked : null;
    if (fresh && !mine(fresh, scope)) choose(ANOTHERS);
    else {
      const pick =
        fresh?.link_id ??
        forTab(history, url)?.link_id ??
        (asked && mine(asked, scope) ? asked.link_id : undefined) ??
        history[0]?.link_id ??
        (account && (forTab(account, url) ?? account[0])?.link_id);
      if (pick !== undefined) choose({ linkId: pick });
    }
  }

  return {
    history: start ? history : null,
    linkId: chosen?.linkId ?? null,
    setLinkId: (id: number) => choose({ linkId: id }),
    foreign: !!chosen?.foreign,
  };
}
