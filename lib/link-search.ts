import { accountScope, inScope } from './account';
import { createClient } from './api/client';
import { isLinkListUnsupported, listLinks } from './api/links';
import type { HistoryEntry } from './history';
import type { Connection } from './storage/preferences';
import { webUrl } from './web-url';

/** One match: what the popup's search lists of a link. */
export interface FoundLink {
  id: number;
  title: string | null;
  /** As the service sent it: shown as text, copied only if `copyable`. */
  short_url: string;
  /** The short link when it is an http(s) address (lib/web-url.ts): the only clipboard text. */
  copyable?: string;
  /** Total clicks, when the service said (history doesn't know them). */
  clicks?: number;
}

export interface Found {
  links: FoundLink[];
  /** The service has no GET /links: these are this account's recent links on this device. */
  fromHistory: boolean;
}

/** As many as the popup shows under its header; one of the contract's page sizes. */
const PER_PAGE = 10;

/** A pasted short link is searched by its code: the service matches short_code, not short_url. */
export function searchTerm(input: string): string {
  const text = input.trim();
  const url = webUrl(text);
  return (url && new URL(url).pathname.split('/').filter(Boolean).pop()) || text;
}

/** The account's links matching `input`; without GET /links, its recent links here. */
export async function searchLinks(
  connection: Connection,
  input: string,
  history: HistoryEntry[],
  signal?: AbortSignal,
  perPage: 10 | 25 = PER_PAGE,
  client = createClient(connection),
): Promise<Found> {
  try {
    const query = { search: searchTerm(input), per_page: perPage };
    const page = await listLinks(client, query, { signal });
    const links = page.data.map((l) => ({
      id: l.id,
      title: l.title ?? null,
      short_url: l.short_url,
      copyable: webUrl(l.short_url),
      clicks: l.total_clicks,
    }));
    return { links, fromHistory: false };
  } catch (error) {
    if (!isLinkListUnsupported(error)) throw error;
  }
  const scope = await accountScope(connection);
  const mine = history.filter((e) => inScope(e, scope));
  const links = matchHistory(mine, input)
    .slice(0, perPage)
    .map((e) => ({
      id: e.link_id,
      title: e.title,
      short_url: e.short_url,
      copyable: webUrl(e.short_url),
    }));
  return { links, fromHistory: true };
}

/** The recent links a typed term matches: title, short or long URL (all for none). */
export function matchHistory<T extends Pick<HistoryEntry, 'title' | 'short_url' | 'original_url'>>(
  history: T[],
  input: string,
): T[] {
  const term = input.trim().toLowerCase();
  return history.filter((e) =>
    [e.title ?? '', e.short_url, e.original_url].some((s) => s.toLowerCase().includes(term)),
  );
}
