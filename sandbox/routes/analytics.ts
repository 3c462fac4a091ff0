import { Hono } from 'hono';
import type { AuthEnv, Clock } from '../auth.ts';
import type { Db } from '../db.ts';
import { isoMicros } from '../db.ts';
import { idParam, notFound } from '../http.ts';
import { findLink, serializeLink } from '../links.ts';

const DAY_MS = 86_400_000;
const regionNames = new Intl.DisplayNames(['en'], { type: 'region' });

function countryName(code: string): string {
  try {
    return regionNames.of(code) ?? code;
  } catch {
    return code;
  }
}

/**
 * Shares of 100 with one decimal that add up to exactly 100.0: each count gets its floor in
 * tenths, and the tenths left over go to the largest remainders.
 */
function percentages(counts: number[]): number[] {
  const total = counts.reduce((a, b) => a + b, 0);
  if (total === 0) return counts.map(() => 0);
  const exact = counts.map((n) => (n * 1000) / total);
  const tenths = exact.map(Math.floor);
  let left = 1000 - tenths.reduce((a, b) => a + b, 0);
  const order = exact.map((x, i) => [x - Math.floor(x), i] as const).sort((a, b) => b[0] - a[0]);
  for (const [, i] of order) {
    if (left-- <= 0) break;
    tenths[i] = (tenths[i] ?? 0) + 1;
  }
  return tenths.map((t) => t / 10);
}

export function analyticsRoutes(db: Db, clock: Clock) {
  // Each breakdown covers all time and counts unknown values, so it sums to total_clicks.
  const breakdown = (column: string) =>
    db.prepare<[number], { value: string | null; count: number }>(
      `SELECT ${column} AS value, COUNT(*) AS count FROM clicks WHERE link_id = ? GROUP BY ${column} ORDER BY count DESC, value`,
    );
  const devices = breakdown('device_type');
  const browsers = breakdown('browser');
  const systems = breakdown('os');
  const countries = breakdown('country_code');
  const perDay = db.prepare<[number, number], { day: number; count: number }>(
    'SELECT clicked_at / 86400000 AS day, COUNT(*) AS count FROM clicks WHERE link_id = ? AND clicked_at >= ? GROUP BY day',
  );
  const recent = db.prepare<[number], Record<string, string | number | null>>(
    `SELECT clicked_at, device_type, browser, os, country_code, referrer FROM clicks
     WHERE link_id = ? ORDER BY clicked_at DESC, id DESC LIMIT 20`,
  );

  return new Hono<AuthEnv>().get('/:id/analytics', (c) => {
    const link = findLink(db, c.get('account').id, idParam(c, 'Link'));
    if (!link) throw notFound('Link');

    // 30 UTC days, from 29 days ago up to today, today last, with empty days as 0.
    const today = Math.floor(clock.now() / DAY_MS);
    const counts = new Map(perDay.all(link.id, (today - 29) * DAY_MS).map((r) => [r.day, r.count]));
    const clicksOverTime = Array.from({ length: 30 }, (_, i) => {
      const day = today - 29 + i;
      return {
        date: new Date(day * DAY_MS).toISOString().slice(0, 10),
        count: counts.get(day) ?? 0,
      };
    });

    const osRows = systems.all(link.id);
    const shares = percentages(osRows.map((r) => r.count));
    return c.json({
      link: serializeLink(link, new URL(c.req.url).origin),
      summary: { total_clicks: link.total_clicks, unique_clicks: link.unique_clicks },
      breakdown: {
        clicks_over_time: clicksOverTime,
        devices: devices
          .all(link.id)
          .map((r) => ({ device_type: r.value ?? 'unknown', count: r.count })),
        countries: countries
          .all(link.id)
          .map((r) =>
            r.value
              ? { country: countryName(r.value), country_code: r.value, count: r.count }
              : { country: 'Unknown', country_code: null, count: r.count },
          ),
        browsers: browsers
          .all(link.id)
          .map((r) => ({ browser: r.value ?? 'unknown', count: r.count })),
        operating_systems: osRows.map((r, i) => ({
          os: r.value ?? 'unknown',
          count: r.count,
          percentage: shares[i],
        })),
      },
      recent_clicks: recent
        .all(link.id)
        .map((r) => ({ ...r, clicked_at: isoMicros(Number(r.clicked_at)) })),
    });
  });
}
