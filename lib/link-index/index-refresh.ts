import { accountScope } from '../account';
import { type ClientOptions, createClient } from '../api/client';
import { type Connection, loadConnection } from '../storage/preferences';
import { type Cut, MAX_PAGES, PER_PAGE, readNewest } from './index-pages';
import { loadIndex, saveIndex } from './stored-index';

export { MAX_PAGES, PER_PAGE } from './index-pages';

/**
 * Brings the index of the account's links up to date (lib/link-index.ts): GET /links from the
 * newest page down, stopping at the first page that holds a link already indexed, at the last
 * page, or at MAX_PAGES. Once a day (REBUILD_MS) it reads from the top to its end or its bound
 * whatever it finds, so links deleted elsewhere leave the index. It runs in the worker only
 * (lib/background/index-triggers.ts), never while the popup waits.
 */

export const MAX_LINKS = PER_PAGE * MAX_PAGES;
/** A full read once a day, to drop links deleted on the service. */
export const REBUILD_MS = 24 * 60 * 60 * 1000;

export interface RefreshDeps {
  connection?: Connection;
  fetch?: ClientOptions['fetch'];
  now?: () => number;
  sleep?: ClientOptions['sleep'];
}

export interface RefreshOptions {
  /** Skip the refresh when the index is younger than this (ms): the worker's start, the alarm. */
  ifOlderThan?: number;
}

export type RefreshOutcome =
  | { kind: 'skipped'; why: 'no_key' | 'bad_base_url' | 'fresh' | 'waiting' }
  /** The service has no GET /links (404, 405): asked again after REBUILD_MS. */
  | { kind: 'unsupported' }
  | {
      kind: 'refreshed';
      /** Requests sent (pages read, the failed one included). */
      pages: number;
      rebuilt: boolean;
      /** Why it stopped early, leaving a gap the next refresh fills from the top. */
      cut?: Cut;
    };

export async function refreshLinkIndex(
  deps: RefreshDeps = {},
  options: RefreshOptions = {},
): Promise<RefreshOutcome> {
  const now = deps.now ?? Date.now;
  const connection = deps.connection ?? (await loadConnection());
  if (connection.apiKey.trim() === '') return { kind: 'skipped', why: 'no_key' };
  let scope: Awaited<ReturnType<typeof accountScope>>;
  try {
    scope = await accountScope(connection);
  } catch {
    return { kind: 'skipped', why: 'bad_base_url' };
  }
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

  const newest = [...fresh.values()];
  const whole = end === 'whole';
  const complete = whole || end === 'overlap';
  const links = whole ? newest : [...newest, ...(old?.links ?? []).filter((l) => !fresh.has(l.id))];
  // A refresh cut short before it read anything leaves the index as it was, its age too, so
  // the next trigger tries again.
  const gained = complete || fresh.size > 0;
  await saveIndex({
    ...scope,
    links: links.slice(0, MAX_LINKS),
    refreshed_at: gained ? started : (old?.refreshed_at ?? 0),
    rebuilt_at: whole ? started : (old?.rebuilt_at ?? 0),
    gapless: complete || (!gained && (old?.gapless ?? false)),
    ...(waitUntil === undefined ? {} : { wait_until: waitUntil }),
  });
  const cut = end === 'whole' || end === 'overlap' ? undefined : end;
  return { kind: 'refreshed', pages, rebuilt: whole, ...(cut ? { cut } : {}) };
}
