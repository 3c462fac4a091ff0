import { storage } from 'wxt/utils/storage';
import { type AccountScope, inScope } from '../account';
import { isObject } from '../api/is-object';
import type { Link } from '../api/schemas/link';
import { isTime } from '../storage/checked';
import { withoutOlderHalf, writeShrinking } from '../storage/quota';
import { webUrl } from '../web-url';

/**
 * The index of the account's links: a page with a link made elsewhere gets it, no request. Read
 * by hand, not with zod, which the popup would carry.
 */

/** One link as the index keeps it: what reuse matches on and what the popup shows. */
export type IndexedLink = Required<
  Pick<Link, 'id' | 'short_url' | 'original_url' | 'domain_id' | 'title' | 'created_at'>
>;

export interface LinkIndex extends AccountScope {
  links: IndexedLink[];
  /** When it was last brought up to date (ms). */
  refreshed_at: number;
  /** When it was last read from the top down to its end or its bound, dropping deleted links. */
  rebuilt_at: number;
  /** None missing between them, so a refresh may stop at a known one; false after a cut. */
  gapless: boolean;
  /** No refresh before this time (ms): the service asked to wait, or has no GET /links. */
  wait_until?: number;
}

/** The most links kept: the refresh's bound (5 pages of 100). */
export const MAX_LINKS = 500;

export const linkIndexItem = storage.defineItem<unknown>('local:linkIndex', {
  fallback: null,
  version: 1,
});

// A line per link, tab-separated: 0.8 ms for 500 links, where objects take 3.8 ms.
const lineStart = (domainId: number | null, url: string) => `${domainId ?? ''}\t${url}\t`;
const BREAKS = /[\t\n\r]/;
const ID = 2;

function encodeLine(l: IndexedLink): string | undefined {
  if (BREAKS.test(l.original_url) || webUrl(l.short_url) !== l.short_url) return undefined;
  const title = l.title?.replace(/[\t\n\r]/g, ' ') ?? '';
  return `${lineStart(l.domain_id, l.original_url)}${l.id}\t${l.short_url}\t${l.created_at ?? ''}\t${title}`;
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

const lineId = (line: string) => line.split('\t')[ID];

/** A link from GET /links as the index keeps it; only one whose short link is a web address. */
export function indexedLink(link: Link): IndexedLink | undefined {
  const shortUrl = webUrl(link.short_url);
  if (!shortUrl) return undefined;
  return {
    id: link.id,
    short_url: shortUrl,
    original_url: link.original_url,
    domain_id: link.domain_id ?? null,
    title: link.title ?? null,
    created_at: link.created_at ?? null,
  };
}

/** The stored value as it is, for findIndexed, which tests every field it uses. */
export const storedIndex = (): Promise<unknown> => linkIndexItem.getValue();

type Stored = Record<string, unknown> & { links: string };

/** The stored value when it is this scope's index (its links as lines); undefined otherwise. */
function ofScope(stored: unknown, scope: AccountScope): Stored | undefined {
  if (!isObject(stored) || typeof stored.links !== 'string') return undefined;
  return inScope(stored as unknown as AccountScope, scope) ? (stored as Stored) : undefined;
}

/** The newest indexed link for this page and domain choice, in this scope, from storedIndex(). */
export function findIndexed(
  stored: unknown,
  scope: AccountScope,
  originalUrl: string,
  domainId: number | null,
): IndexedLink | undefined {
  const v = ofScope(stored, scope);
  if (!v) return undefined;
  const text = `\n${v.links}`;
  const start = `\n${lineStart(domainId, originalUrl)}`;
  // The first line for the page that reads as a link (a damaged one is passed over).
  for (let at = text.indexOf(start); at >= 0; at = text.indexOf(start, at + 1)) {
    const end = text.indexOf('\n', at + 1);
    const link = decodeLine(text.slice(at + 1, end < 0 ? undefined : end));
    if (link?.original_url === originalUrl && link.domain_id === domainId) return link;
  }
  return undefined;
}

/** This scope's index, or undefined (none yet, another account's, or of a foreign shape). */
export async function loadIndex(scope: AccountScope): Promise<LinkIndex | undefined> {
  const v = ofScope(await storedIndex(), scope);
  if (!v) return undefined;
  return {
    ...scope,
    links: v.links.split('\n').flatMap((line) => decodeLine(line) ?? []),
    refreshed_at: isTime(v.refreshed_at) ? v.refreshed_at : 0,
    rebuilt_at: isTime(v.rebuilt_at) ? v.rebuilt_at : 0,
    gapless: v.gapless === true,
    ...(isTime(v.wait_until) && { wait_until: v.wait_until }),
  };
}

/** Lines newest first: with storage full, the older half goes (what is left is gapless). */
const store = (index: object, lines: string[]) =>
  writeShrinking(
    (kept) => linkIndexItem.setValue({ ...index, links: kept.join('\n') }),
    lines,
    withoutOlderHalf,
  );

export const saveIndex = (index: LinkIndex): Promise<void> =>
  store(
    index,
    index.links.flatMap((l) => encodeLine(l) ?? []),
  );

/** Rewrites this scope's stored lines, the rest of the index as stored. */
async function changeLines(
  scope: AccountScope,
  change: (lines: string[]) => string[],
): Promise<void> {
  const v = ofScope(await storedIndex(), scope);
  if (!v) return;
  const changed = change(v.links.split('\n'));
  if (changed.join('\n') !== v.links) await store(v, changed);
}

/** A link made here, first at once; no longer gapless, so the next refresh reads from the top. */
export async function indexMade(scope: AccountScope, link: IndexedLink): Promise<void> {
  const line = encodeLine(link);
  if (!line) return;
  const v = ofScope(await storedIndex(), scope);
  const old = v?.links ? v.links.split('\n', MAX_LINKS - 1) : [];
  const base = v ?? { ...scope, refreshed_at: 0, rebuilt_at: 0 };
  await store({ ...base, gapless: false }, [line, ...old]);
}

export const forgetIndexed = (scope: AccountScope, linkId: number): Promise<void> =>
  changeLines(scope, (lines) => lines.filter((line) => lineId(line) !== String(linkId)));

/** An account removed: its index goes (another account's stays). */
export async function dropIndex(scope: AccountScope): Promise<void> {
  if (ofScope(await storedIndex(), scope)) await linkIndexItem.removeValue();
}

/** What an edit may change of a link (lib/link-edit.ts): the service's updated link. */
export type EditedLink = Pick<Link, 'id' | 'short_url' | 'original_url' | 'title' | 'domain_id'>;

/** A link edited here: its line takes the new values in place (dropped if it can't be held). */
export const updateIndexed = (scope: AccountScope, link: EditedLink): Promise<void> =>
  changeLines(scope, (lines) =>
    lines.flatMap((line) => {
      if (lineId(line) !== String(link.id)) return [line];
      const old = decodeLine(line);
      if (!old) return [line];
      const edited = encodeLine({
        ...old,
        short_url: link.short_url,
        original_url: link.original_url,
        title: link.title ?? null,
        domain_id: link.domain_id === undefined ? old.domain_id : link.domain_id,
      });
      return edited ? [edited] : [];
    }),
  );
