import { createHash } from 'node:crypto';
import { UAParser } from 'ua-parser-js';
import type { Db } from './db.ts';

export interface Visit {
  ip: string;
  userAgent: string;
  /** The `CF-IPCountry` header, when the request had one. */
  country?: string | null;
  referrer?: string | null;
}

/** What unique clicks count: one visitor is one address with one User-Agent. */
export const visitorHash = (ip: string, userAgent: string) =>
  createHash('sha256').update(`${ip}\n${userAgent}`).digest('hex');

/** The contract's click facts, with ua-parser-js's names and `unknown` for what it can't tell. */
export function describeVisit(visit: Visit) {
  const ua = UAParser(visit.userAgent);
  const type = ua.device.type;
  // ua-parser-js leaves the device type unset for desktops; with no browser or OS either,
  // the agent told us nothing, and the click is `unknown`.
  const device_type =
    type === 'mobile' || type === 'tablet'
      ? type
      : type === undefined && (ua.os.name || ua.browser.name)
        ? 'desktop'
        : 'unknown';
  const country = visit.country?.trim().toUpperCase() ?? '';
  let referrer: string | null = null;
  try {
    referrer = visit.referrer ? new URL(visit.referrer).host || null : null;
  } catch {
    referrer = null;
  }
  return {
    visitor: visitorHash(visit.ip, visit.userAgent),
    device_type,
    browser: ua.browser.name ?? 'unknown',
    os: ua.os.name ?? 'unknown',
    // Cloudflare sends XX for unknown and T1 for Tor: neither is a country.
    country_code:
      /^[A-Z]{2}$/.test(country) && country !== 'XX' && country !== 'T1' ? country : null,
    referrer,
  };
}

export function recordClick(db: Db, linkId: number, at: number, visit: Visit): void {
  const f = describeVisit(visit);
  db.prepare(
    `INSERT INTO clicks (link_id, clicked_at, visitor, device_type, browser, os, country_code, referrer)
     VALUES (?, ?, ?, ?, ?, ?, ?, ?)`,
  ).run(linkId, at, f.visitor, f.device_type, f.browser, f.os, f.country_code, f.referrer);
}
