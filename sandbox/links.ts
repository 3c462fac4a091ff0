import { randomInt } from 'node:crypto';
import type { Db } from './db.ts';
import { isoMicros } from './db.ts';

/** A link row with its click counts and its domain's name, as the queries below return it. */
export interface LinkRow {
  id: number;
  account_id: number;
  domain_id: number | null;
  domain_name: string | null;
  short_code: string;
  original_url: string;
  title: string;
  created_at: number;
  total_clicks: number;
  unique_clicks: number;
}

export const LINK_SELECT = `
  SELECT l.*, d.name AS domain_name,
    (SELECT COUNT(*) FROM clicks c WHERE c.link_id = l.id) AS total_clicks,
    (SELECT COUNT(DISTINCT c.visitor) FROM clicks c WHERE c.link_id = l.id) AS unique_clicks
  FROM links l LEFT JOIN domains d ON d.id = l.domain_id`;

/** One of the account's links, or undefined: another account's link is as good as absent. */
export function findLink(db: Db, accountId: number, id: number): LinkRow | undefined {
  return db
    .prepare<[number, number], LinkRow>(`${LINK_SELECT} WHERE l.id = ? AND l.account_id = ?`)
    .get(id, accountId);
}

/**
 * The contract's link object. Short links live on the API's own origin, or on
 * `http://{domain}` when the link uses one of the account's domains.
 */
export function serializeLink(row: LinkRow, origin: string) {
  const base = row.domain_name ? `http://${row.domain_name}` : origin;
  return {
    id: row.id,
    title: row.title,
    short_code: row.short_code,
    short_url: `${base}/${row.short_code}`,
    original_url: row.original_url,
    total_clicks: row.total_clicks,
    unique_clicks: row.unique_clicks,
    domain_id: row.domain_id,
    created_at: isoMicros(row.created_at),
  };
}

/**
 * A link's short URL moved (a new code, or another domain): each of its dynamic QR codes that
 * carries exactly the old short URL carries the new one, since the old one no longer
 * resolves. Content of any other shape is the user's and stays as it is.
 */
export function followShortUrl(db: Db, linkId: number, before: string, after: string): void {
  if (before === after) return;
  db.prepare('UPDATE qrcodes SET content = ? WHERE link_id = ? AND content = ?').run(
    after,
    linkId,
    before,
  );
}

const ALPHABET = 'abcdefghijkmnpqrstuvwxyzABCDEFGHJKLMNPQRSTUVWXYZ23456789';

/** A fresh 7-character code, without look-alike characters, unique in the sandbox. */
export function newShortCode(db: Db): string {
  const taken = db.prepare<[string], { one: number }>(
    'SELECT 1 AS one FROM links WHERE short_code = ?',
  );
  for (;;) {
    let code = '';
    for (let i = 0; i < 7; i++) code += ALPHABET[randomInt(ALPHABET.length)];
    if (!taken.get(code)) return code;
  }
}
