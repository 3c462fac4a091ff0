import type { ApiClient, RateLimitSnapshot } from '../api/client';
import { ApiError } from '../api/errors';
import { isLinkListUnsupported, listLinks } from '../api/links';
import type { Page } from '../api/schemas/envelopes';
import type { Link } from '../api/schemas/link';
import { webUrl } from '../web-url';
import type { IndexedLink } from './index-format';

/**
 * The reading half of a refresh of the index of the account's links (link-index.ts): GET /links
 * page after page, newest first, within the bound and the rate limit.
 */

/** The API's largest page: the fewest requests for the most links. */
export const PER_PAGE = 100;
/** At most 5 requests per refresh, and so at most 500 links kept. */
export const MAX_PAGES = 5;

/** Why a read stopped early, leaving a gap the next refresh fills from the top. */
export type Cut = 'rate_limited' | 'reserve' | 'failed';

export interface Read {
  /** The links read, newest first. */
  fresh: Map<number, IndexedLink>;
  pages: number;
  /** At a link already indexed, at the end (or the bound), or cut short. */
  end: 'overlap' | 'whole' | Cut;
  waitUntil?: number;
}

/** GET /links from the newest page down, until a known link, the end, the bound or a stop. */
export async function readNewest(
  client: ApiClient,
  known: Set<number>,
  now: () => number,
): Promise<Read | 'unsupported'> {
  const fresh = new Map<number, IndexedLink>();
  for (let pages = 1; ; pages++) {
    let answer: Page<Link>;
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
      const item = indexed(link);
      if (item && !fresh.has(item.id)) fresh.set(item.id, item);
    }
    if (overlap) return { fresh, pages, end: 'overlap' };
    // Past the last page, or at the bound: the newest links, none missing.
    if (answer.data.length === 0 || pages >= answer.last_page || pages >= MAX_PAGES) {
      return { fresh, pages, end: 'whole' };
    }
    if (lowOnRequests(client.rateLimit())) return { fresh, pages, end: 'reserve' };
  }
}

/** A link as the index keeps it; only one whose short link is a web address. */
export function indexed(link: Link): IndexedLink | undefined {
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

/**
 * The index waits while less than a quarter of the rate limit (and at least 10 requests) is
 * left: what remains is for the person's own links.
 */
function lowOnRequests(seen: RateLimitSnapshot | undefined): boolean {
  if (seen?.remaining === undefined) return false;
  return seen.remaining < Math.max(10, (seen.limit ?? 0) / 4);
}
