import { scopeKey } from './account';
import { getAnalyticsGlance } from './api/analytics-glance';
import { createClient } from './api/client';
import type { HistoryEntry } from './history';
import { type GlanceCacheEntry, glanceCacheItem } from './storage/caches';
import type { Connection } from './storage/preferences';

/** What the popup's clicks at a glance draw: the total and the last 7 days. */
export type Glance = Omit<GlanceCacheEntry, 'saved_at'>;

/** How long a link's figures are shown again without asking. */
export const GLANCE_MAX_AGE_MS = 5 * 60_000;

/** Which link: its id, in its service and account. */
export type GlanceLink = Pick<HistoryEntry, 'link_id' | 'base_url' | 'account'>;

const keyOf = (link: GlanceLink) => `${scopeKey(link)} ${link.link_id}`;
const fresh = (e: GlanceCacheEntry, now: number) =>
  e.saved_at <= now && now - e.saved_at < GLANCE_MAX_AGE_MS;

/**
 * A link's total clicks and last 7 days: from the session's cache when they are under 5 minutes
 * old, else one GET /links/{id}/analytics, parsed only as far as these figures (and cached). Any
 * failure rejects (network, 4xx including a plan without analytics, 5xx, a body that doesn't
 * parse): the popup says only that the stats are unavailable, and the next open asks again.
 */
export async function clicksGlance(
  connection: Connection,
  link: GlanceLink,
  options: { fetch?: typeof fetch; signal?: AbortSignal; now?: () => number } = {},
): Promise<Glance> {
  const now = options.now ?? Date.now;
  const key = keyOf(link);
  const cached = (await glanceCacheItem.getValue())[key];
  if (cached && fresh(cached, now())) return cached;
  const client = createClient({ ...connection, fetch: options.fetch });
  const answer = await getAnalyticsGlance(client, link.link_id, { signal: options.signal });
  // The service's own UTC days, as the side panel's chart draws them: the contract sends 30,
  // today last, days without clicks as 0. A negative count (a broken service) is drawn as 0.
  const glance = {
    total: Math.max(0, answer.summary.total_clicks),
    days: answer.breakdown.clicks_over_time.slice(-7).map((d) => Math.max(0, d.count)),
  };
  // Read again (another popup may have saved meanwhile); what is stale goes.
  const saved_at = now();
  const kept = Object.entries(await glanceCacheItem.getValue()).filter(([, e]) =>
    fresh(e, saved_at),
  );
  await glanceCacheItem.setValue(Object.fromEntries([...kept, [key, { saved_at, ...glance }]]));
  return glance;
}
