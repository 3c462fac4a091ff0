import type { Context } from 'hono';
import type { Db } from './db.ts';
import { bareHost } from './urls.ts';

/**
 * The host a request reached, bare (no port, brackets or trailing dot, lower case): its Host
 * header, which is what a browser on a custom domain sends, else the URL's host.
 */
export function requestHost(c: Context): string {
  const header = c.req.header('host');
  if (header) {
    try {
      return bareHost(new URL(`http://${header}`).hostname);
    } catch {
      // A Host that is not a host names no domain; the URL's host stands in.
    }
  }
  return bareHost(new URL(c.req.url).hostname);
}

/** The custom domain that owns `host`, if any. */
export function domainByHost(db: Db, host: string) {
  return db
    .prepare<
      [string],
      { id: number; account_id: number; index_page: string | null; not_found_page: string | null }
    >('SELECT id, account_id, index_page, not_found_page FROM domains WHERE name = ?')
    .get(host);
}

/**
 * Whether a (bare) host is the service itself: the host this request reached, which is where
 * its short links live, or any account's custom domain, which the service answers for.
 * A URL there would redirect back into the service.
 */
export function serviceHosts(db: Db, c: Context): (host: string) => boolean {
  const own = new Set([requestHost(c), bareHost(new URL(c.req.url).hostname)]);
  return (host) => own.has(host) || domainByHost(db, host) !== undefined;
}
