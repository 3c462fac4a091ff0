import { type AccountScope, inScope } from '../account';
import type { HistoryEntry } from '../history';
import { isObject } from '../is-object';
import { webUrl } from '../web-url';

/**
 * The index of the account's links (its newest pages of GET /links, kept by the worker:
 * lib/background/link-index.ts), so a page that already has a link, made on another device or
 * in the service's dashboard, gets that link instead of a second one, with no request
 * (lib/shorten.ts).
 */

/** One link as the index keeps it: what reuse matches on and what the popup shows. */
export interface IndexedLink {
  id: number;
  short_url: string;
  original_url: string;
  domain_id: number | null;
  title: string | null;
  created_at: string | null;
}

/** One account's index, newest link first. */
export interface LinkIndex extends AccountScope {
  links: IndexedLink[];
  /** When it was last brought up to date (ms). */
  refreshed_at: number;
  /** When it was last read from the top down to its end or its bound, dropping deleted links. */
  rebuilt_at: number;
  /**
   * The links are the newest of the account with none missing between them, as of the last
   * refresh, so the next one may stop at the first link it already has. False after a refresh
   * cut short (429, the rate-limit reserve, an error): the next one reads from the top again.
   */
  gapless: boolean;
  /** No refresh before this time (ms): the service asked to wait, or has no GET /links. */
  wait_until?: number;
}

/*
 * Stored as one string, a line per link, newest first, its fields split by tabs: the domain id
 * (empty for the service's own), the original URL, the id, the short URL, created_at, the
 * title. The popup reads it on every click, and Chromium hands 500 links over
 * in 3.8 ms as objects, 2.3 ms as arrays, 0.8 ms as one string (0.7 ms with no index at all).
 * A browser's address holds no tab or line break, so a link whose original URL does could never
 * match, and is left out, as is one whose short link is not a web address in its normal form
 * (lib/web-url.ts); a title's tabs and line breaks are made spaces.
 */
const lineStart = (domainId: number | null, url: string) => `${domainId ?? ''}\t${url}\t`;
const BREAKS = /[\t\n\r]/;

export function encodeLinks(links: IndexedLink[]): string {
  return links
    .filter((l) => !BREAKS.test(l.original_url) && webUrl(l.short_url) === l.short_url)
    .map((l) => {
      const title = l.title?.replace(/[\t\n\r]/g, ' ') ?? '';
      return `${lineStart(l.domain_id, l.original_url)}${l.id}\t${l.short_url}\t${l.created_at ?? ''}\t${title}`;
    })
    .join('\n');
}

/** Every line that reads as a link; only a web address is ever a short link (lib/web-url.ts). */
export function decodeLinks(text: string): IndexedLink[] {
  return text.split('\n').flatMap((line) => decodeLine(line) ?? []);
}

function decodeLine(line: string): IndexedLink | undefined {
  const [domain = '', original_url = '', id = '', short = '', created = '', title] =
    line.split('\t');
  const domain_id = domain === '' ? null : Number(domain);
  const short_url = webUrl(short);
  if (!short_url || !Number.isSafeInteger(Number(id))) return undefined;
  if (domain_id !== null && !Number.isSafeInteger(domain_id)) return undefined;
  return {
    id: Number(id),
    short_url,
    original_url,
    domain_id,
    title: title || null,
    created_at: created || null,
  };
}

/**
 * The newest indexed link for this page and domain choice, in this scope. `stored` is the
 * storage value as read, unchecked: every field used is tested here.
 */
export function findIndexed(
  stored: unknown,
  scope: AccountScope,
  originalUrl: string,
  domainId: number | null,
): IndexedLink | undefined {
  if (!isObject(stored) || typeof stored.links !== 'string') return undefined;
  if (!inScope(stored as unknown as AccountScope, scope)) return undefined;
  const text = `\n${stored.links}`;
  const start = `\n${lineStart(domainId, originalUrl)}`;
  // The first line for the page that reads as a link (a damaged one is passed over).
  for (let at = text.indexOf(start); at >= 0; at = text.indexOf(start, at + 1)) {
    const end = text.indexOf('\n', at + 1);
    const link = decodeLine(text.slice(at + 1, end < 0 ? undefined : end));
    if (link?.original_url === originalUrl && link.domain_id === domainId) return link;
  }
  return undefined;
}

/** An indexed link as history records it once it is handed out, so Recent links show it. */
export const indexedEntry = (
  link: IndexedLink,
  scope: AccountScope,
  now: number,
): HistoryEntry => ({
  short_url: link.short_url,
  original_url: link.original_url,
  link_id: link.id,
  title: link.title,
  domain_id: link.domain_id,
  created_at: link.created_at ?? new Date(now).toISOString(),
  ...scope,
});
