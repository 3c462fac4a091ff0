import type { AccountScope } from '../../lib/account';
import { isObject } from '../../lib/is-object';
import { knownInIndex } from '../../lib/link-index';
import { reusableFor } from '../../lib/reuse';
import type { EarlyRead } from '../../lib/storage/early';
import { webUrl } from '../../lib/web-url';
import type { CardLink } from './markup';

// What the early script (early.ts) reads of links, before zod has loaded: the one history knows
// for the page, and the one in the service's answer.

/** A link's answer is a few hundred bytes; a bigger one is left to the flow's reading alone. */
const EARLY_BODY_MAX = 16 * 1024;

/**
 * The short link in the service's answer, and its id, drawn as soon as it arrives: read from a copy of the
 * answer, whose original the flow's client parses in full (zod), then records and copies. Only
 * a web address is drawn, and nothing is copied from here. An answer the client then refuses
 * turns into its error message when React takes the page over, a frame later.
 */
export async function answeredLink(
  response: Promise<Response>,
): Promise<{ short_url: string; id?: number } | undefined> {
  try {
    const res = await response;
    if (!res.ok || !/json/i.test(res.headers.get('content-type') ?? '')) return undefined;
    // A copy of what the client reads whole anyway; it is parsed only if it is link-sized.
    const text = await res.clone().text();
    const answer: unknown = text.length > EARLY_BODY_MAX ? undefined : JSON.parse(text);
    // Bare, as the contract has it, or wrapped in `data` (lib/api/schemas/envelopes.ts).
    const link = isObject(answer) && isObject(answer.data) ? answer.data : answer;
    const shortUrl = isObject(link) ? webUrl(link.short_url) : undefined;
    const id = isObject(link) && Number.isInteger(link.id) ? (link.id as number) : undefined;
    return shortUrl ? { short_url: shortUrl, id } : undefined;
  } catch {
    return undefined; // the flow reads the answer too, and says what went wrong
  }
}

/** The link history holds for this page, if Snaplink would reuse it; else the account's (index). */
export function knownLink(
  stored: EarlyRead,
  scope: AccountScope,
  url: string,
): CardLink | undefined {
  const reusable = reusableFor(scope, url);
  for (const entry of stored.history) {
    if (typeof entry !== 'object' || entry === null) continue;
    const e = entry as Parameters<typeof reusable>[0] & {
      short_url?: unknown;
      link_id?: unknown;
      title?: unknown;
    };
    const shortUrl = webUrl(e.short_url);
    if (reusable(e) && shortUrl && Number.isInteger(e.link_id)) {
      const title = typeof e.title === 'string' ? e.title : null;
      return { short_url: shortUrl, title, original_url: e.original_url, page: e.page };
    }
  }
  // Else a link the account already has for the page (made elsewhere): its index.
  return knownInIndex(stored, scope, url);
}
