import { accountScope } from '../account';
import { type ApiClient, type ClientOptions, createClient } from '../api/client';
import { ApiError } from '../api/errors';
import { isLinkListUnsupported, listLinks } from '../api/links';
import { type Connection, loadConnection } from '../storage/preferences';
import { type IndexedLink, indexedLink, loadIndex, MAX_LINKS, saveIndex } from './stored-index';

/** Brings the index up to date: newest page down to a known link, the last page or MAX_PAGES. */

/** The API's largest page: the fewest requests for the most links. */
export const PER_PAGE = 100;
/** At most 5 requests per refresh, and so at most MAX_LINKS kept. */
export const MAX_PAGES = MAX_LINKS / PER_PAGE;
/** A full read once a day, to drop links deleted on the service. */
export const REBUILD_MS = 24 * 60 * 60 * 1000;

export interface RefreshDeps extends Pick<ClientOptions, 'fetch' | 'now' | 'sleep'> {
  connection?: Connection;
}

export interface RefreshOptions {
  /** Skip the refresh when the index is younger than this (ms): the worker's start, the alarm. */
  ifOlderThan?: number;
}

/** Why a read stopped early, leaving a gap the next refresh fills from the top. */
type Cut = 'rate_limited' | 'reserve' | 'failed';

export type RefreshOutcome =
  | { kind: 'skipped'; why: 'no_key' | 'bad_base_url' | 'fresh' | 'waiting' }
  /** The service has no GET /links (404, 405): asked again after REBUILD_MS. */
  | { kind: 'unsupported' }
  | {
      kind: 'refreshed';
      /** Requests sent (pages read, the failed one included). */
      pages: number;
      rebuilt: boolean;
      cut?: Cut;
    };

export async function refreshLinkIndex(
  deps: RefreshDeps = {},
  options: RefreshOptions = {},
): Promise<RefreshOutcome> {
  const now = deps.now ?? Date.now;
  const connection = deps.connection ?? (await loadConnection());
  if (connection.apiKey.trim() === '') return { kind: 'skipped', why: 'no_key' };
  const scope = await accountScope(connection).catch(() => undefined);
  if (!scope) return { kind: 'skipped', why: 'bad_base_url' };
  const old = await loadIndex(scope);
  const started = now();
  if (old?.wait_until !== undefined && started < old.wait_until) {
    return { kind: 'skipped', why: 'waiting' };
  }
  if (
    old &&
    options.ifOlderThan !== undefined &&
    started - old.refreshed_at < options.ifOlderThan
  ) {
    return { kind: 'skipped', why: 'fresh' };
  }
  const rebuild = !old?.gapless || started - old.rebuilt_at >= REBUILD_MS;
  const known = new Set(rebuild ? [] : old.links.map((l) => l.id));
  const client = createClient({ ...connection, fetch: deps.fetch, now, sleep: deps.sleep });
  const read = await readNewest(client, known, now);
  if (read === 'unsupported') {
    const base = old ?? { ...scope, rebuilt_at: 0 };
    await saveIndex({
      ...base,
      links: [],
      refreshed_at: started,
      gapless: false,
      wait_until: started + REBUILD_MS,
    });
    return { kind: 'unsupported' };
  }
  const { fresh, pages, end, waitUntil } = read;
  const whole = end === 'whole';
  const complete = whole || end === 'overlap';
  const newest = [...fresh.values()];
  const links = whole ? newest : [...newest, ...(old?.links ?? []).filter((l) => !fresh.has(l.id))];
  // Cut short before it read anything, the index stays as it was, its age too: tried again.
  const gained = complete || fresh.size > 0;
  await saveIndex({
    ...scope,
    links: links.slice(0, MAX_LINKS),
    refreshed_at: gained ? started : (old?.refreshed_at ?? 0),
    rebuilt_at: whole ? started : (old?.rebuilt_at ?? 0),
    gapless: complete || (!gained && (old?.gapless ?? false)),
    ...(waitUntil === undefined ? {} : { wait_until: waitUntil }),
  });
  return { kind: 'refreshed', pages, rebuilt: whole, ...(complete ? {} : { cut: end as Cut }) };
}

interface Read {
  fresh: Map<number, IndexedLink>;
  pages: number;
  /** At a link already indexed, at the end (or the bound), or cut short. */
  end: 'overlap' | 'whole' | Cut;
  waitUntil?: number;
}

/** GET /links from the newest page down, until a known link, the end, the bound or a stop. */
async function readNewest(
  client: ApiClient,
  known: Set<number>,
  now: () => number,
): Promise<Read | 'unsupported'> {
  const fresh = new Map<number, IndexedLink>();
  for (let pages = 1; ; pages++) {
    let answer: Awaited<ReturnType<typeof listLinks>>;
    try {
      answer = await listLinks(client, { page: pages, per_page: PER_PAGE });
    } catch (e) {
      if (!(e instanceof ApiError)) throw e;
      if (isLinkListUnsupported(e)) return 'unsupported';
      if (e.kind !== 'rate_limited') return { fresh, pages, end: 'failed' };
      return { fresh, pages, end: 'rate_limited', waitUntil: now() + (e.retryAfter ?? 60) * 1000 };
    }
    let overlap = false;
    for (const link of answer.data) {
      overlap ||= known.has(link.id);
      const item = indexedLink(link);
      if (item && !fresh.has(item.id)) fresh.set(item.id, item);
    }
    if (overlap) return { fresh, pages, end: 'overlap' };
    // Past the last page, or at the bound: the newest links, none missing.
    if (answer.data.length === 0 || pages >= answer.last_page || pages >= MAX_PAGES) {
      return { fresh, pages, end: 'whole' };
    }
    // Less than a quarter of the rate limit (or 10) left: the rest is for the person's links.
    const seen = client.rateLimit();
    if (seen?.remaining !== undefined && seen.remaining < Math.max(10, (seen.limit ?? 0) / 4)) {
      return { fresh, pages, end: 'reserve' };
    }
  }
}
