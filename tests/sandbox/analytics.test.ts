import { describe, expect, it } from 'vitest';
import {
  createLink,
  DAY,
  expectError,
  freshPerTest,
  ISO_MICROS,
  isoDate,
  KEYS,
  NOW,
  type Sandbox,
  sharedPerBlock,
  UA,
  visit,
} from './helpers.ts';

let s: Sandbox;
const use = (x: Sandbox) => {
  s = x;
};

const analytics = async (id: number, key: string = KEYS.pro) => {
  const r = await s.api('GET', `/links/${id}/analytics`, { key });
  expect(r.status, r.text).toBe(200);
  return r.body;
};

const sum = (rows: { count: number }[]) => rows.reduce((a, r) => a + r.count, 0);
const keysOf = (o: object) => Object.keys(o).sort();
const startOfDay = (ms: number) => Math.floor(ms / DAY) * DAY;

const seededIds = async () =>
  ((await s.api('GET', '/links')).body.data as { id: number }[]).map((l) => l.id);

describe('GET /links/{id}/analytics: the shape', () => {
  sharedPerBlock(use);

  it('has exactly the reference’s 2.3 fields plus operating_systems and recent_clicks', async () => {
    const a = await analytics(1);
    expect(keysOf(a)).toEqual(['breakdown', 'link', 'recent_clicks', 'summary']);
    expect(keysOf(a.summary)).toEqual(['total_clicks', 'unique_clicks']);
    expect(keysOf(a.breakdown)).toEqual([
      'browsers',
      'clicks_over_time',
      'countries',
      'devices',
      'operating_systems',
    ]);
    for (const row of a.breakdown.clicks_over_time) expect(keysOf(row)).toEqual(['count', 'date']);
    for (const row of a.breakdown.devices) expect(keysOf(row)).toEqual(['count', 'device_type']);
    for (const row of a.breakdown.countries)
      expect(keysOf(row)).toEqual(['count', 'country', 'country_code']);
    for (const row of a.breakdown.browsers) expect(keysOf(row)).toEqual(['browser', 'count']);
    for (const row of a.breakdown.operating_systems)
      expect(keysOf(row)).toEqual(['count', 'os', 'percentage']);
    for (const row of a.recent_clicks)
      expect(keysOf(row)).toEqual([
        'browser',
        'clicked_at',
        'country_code',
        'device_type',
        'os',
        'referrer',
      ]);
  });

  it('has the types of 2.3', async () => {
    const a = await analytics(1);
    expect(Number.isInteger(a.summary.total_clicks)).toBe(true);
    expect(Number.isInteger(a.summary.unique_clicks)).toBe(true);
    for (const { date, count } of a.breakdown.clicks_over_time) {
      expect(date).toMatch(/^\d{4}-\d{2}-\d{2}$/);
      expect(Number.isInteger(count)).toBe(true);
    }
    for (const row of a.breakdown.countries) {
      expect(typeof row.country).toBe('string');
      if (row.country_code !== null) expect(row.country_code).toMatch(/^[A-Z]{2}$/);
    }
    for (const group of ['devices', 'countries', 'browsers', 'operating_systems'])
      for (const row of a.breakdown[group]) expect(Number.isInteger(row.count)).toBe(true);
    for (const c of a.recent_clicks) expect(c.clicked_at).toMatch(ISO_MICROS);
  });

  it('its link is the 2.2 link, the same as GET /links/{id}', async () => {
    const a = await analytics(2);
    const link = (await s.api('GET', '/links/2')).body;
    expect(a.link).toEqual(link);
    for (const f of ['id', 'total_clicks', 'unique_clicks'])
      expect(Number.isInteger(a.link[f])).toBe(true);
    for (const f of ['title', 'short_code', 'short_url', 'original_url'])
      expect(typeof a.link[f]).toBe('string');
    // demo2 is on the seeded domain go.example.com.
    expect(a.link.short_url).toBe('http://go.example.com/demo2');
  });

  it('its summary agrees with the link’s counts', async () => {
    for (const id of await seededIds()) {
      const a = await analytics(id);
      expect(a.summary).toEqual({
        total_clicks: a.link.total_clicks,
        unique_clicks: a.link.unique_clicks,
      });
    }
  });

  it.each(['999999', '0', 'abc'])('an unknown link id (%s) → 404', async (id) => {
    expectError(await s.api('GET', `/links/${id}/analytics`), 404);
  });

  it('another account’s link → 404', async () => {
    expectError(await s.api('GET', '/links/1/analytics', { key: KEYS.pro2 }), 404);
  });
});

describe('breakdowns of the seeded links', () => {
  sharedPerBlock(use);

  it('every breakdown sums to summary.total_clicks, for every link', async () => {
    for (const id of await seededIds()) {
      const { summary, breakdown } = await analytics(id);
      for (const group of ['devices', 'countries', 'browsers', 'operating_systems'])
        expect(sum(breakdown[group]), `${group} of link ${id}`).toBe(summary.total_clicks);
      expect(summary.unique_clicks).toBeLessThanOrEqual(summary.total_clicks);
    }
  });

  it('operating-system percentages have one decimal, match the counts and sum to 100', async () => {
    for (const id of await seededIds()) {
      const { summary, breakdown } = await analytics(id);
      const rows = breakdown.operating_systems as { count: number; percentage: number }[];
      if (summary.total_clicks === 0) {
        expect(rows).toEqual([]);
        continue;
      }
      let total = 0;
      for (const { count, percentage } of rows) {
        expect(typeof percentage).toBe('number');
        expect(Math.abs(percentage * 10 - Math.round(percentage * 10))).toBeLessThan(1e-9);
        expect(Math.abs(percentage - (count / summary.total_clicks) * 100)).toBeLessThanOrEqual(
          0.1 + 1e-9,
        );
        total += percentage;
      }
      expect(Math.abs(total - 100)).toBeLessThanOrEqual(0.1 + 1e-9);
    }
  });

  it('device types are desktop, mobile, tablet or unknown', async () => {
    for (const id of await seededIds()) {
      for (const { device_type } of (await analytics(id)).breakdown.devices)
        expect(['desktop', 'mobile', 'tablet', 'unknown']).toContain(device_type);
    }
  });

  it('each value appears once per breakdown', async () => {
    const a = await analytics(1);
    const unique = (xs: unknown[]) => new Set(xs).size === xs.length;
    expect(unique(a.breakdown.devices.map((r: { device_type: string }) => r.device_type))).toBe(
      true,
    );
    expect(unique(a.breakdown.browsers.map((r: { browser: string }) => r.browser))).toBe(true);
    expect(unique(a.breakdown.countries.map((r: { country: string }) => r.country))).toBe(true);
    expect(unique(a.breakdown.operating_systems.map((r: { os: string }) => r.os))).toBe(true);
  });

  it('countries carry English names, and an unknown country is Unknown with a null code', async () => {
    const names = new Map<string | null, string>();
    for (const id of await seededIds())
      for (const c of (await analytics(id)).breakdown.countries)
        names.set(c.country_code, c.country);
    expect(names.get('US')).toBe('United States');
    expect(names.get('DE')).toBe('Germany');
    expect(names.get('GB')).toBe('United Kingdom');
    expect(names.get('FR')).toBe('France');
    expect(names.get(null)).toBe('Unknown');
  });

  it('recent_clicks: at most 20, newest first', async () => {
    const a = await analytics(1);
    expect(a.summary.total_clicks).toBeGreaterThan(20);
    expect(a.recent_clicks).toHaveLength(20);
    const times = a.recent_clicks.map((c: { clicked_at: string }) => Date.parse(c.clicked_at));
    expect(times).toEqual([...times].sort((x, y) => y - x));
    for (const t of times) expect(t).toBeLessThanOrEqual(s.clock.now());
  });

  it('a link without clicks has zeros, empty breakdowns and 30 zero days', async () => {
    const ten = (await s.api('GET', '/links', { query: { search: 'demo10' } })).body.data[0];
    const a = await analytics(ten.id);
    expect(a.summary).toEqual({ total_clicks: 0, unique_clicks: 0 });
    expect(a.breakdown.clicks_over_time).toHaveLength(30);
    expect(a.breakdown.clicks_over_time.every((d: { count: number }) => d.count === 0)).toBe(true);
    for (const group of ['devices', 'countries', 'browsers', 'operating_systems'])
      expect(a.breakdown[group]).toEqual([]);
    expect(a.recent_clicks).toEqual([]);
  });
});

describe('clicks_over_time: exactly 30 UTC days ending today', () => {
  freshPerTest(use);

  const dates = (a: { breakdown: { clicks_over_time: { date: string }[] } }) =>
    a.breakdown.clicks_over_time.map((d) => d.date);
  const expectedDates = (now: number) =>
    Array.from({ length: 30 }, (_, i) => isoDate(now - (29 - i) * DAY));

  it.each([
    ['at noon', NOW],
    ['at the first millisecond of a day', startOfDay(NOW)],
    ['at the last millisecond of a day', startOfDay(NOW) + DAY - 1],
    ['across a month end', Date.UTC(2026, 2, 1, 0, 30)],
    ['across a year end', Date.UTC(2027, 0, 3, 23, 0)],
    ['across a leap day', Date.UTC(2028, 2, 10, 6)],
  ])('%s the 30 dates run from 29 days ago to today', async (_name, now) => {
    s.clock.set(now);
    const a = await analytics(1);
    expect(dates(a)).toEqual(expectedDates(now));
    expect(a.breakdown.clicks_over_time.at(-1).date).toBe(isoDate(now));
  });

  it('counts clicks by UTC day, zero-fills, and leaves older clicks to the totals', async () => {
    const link = await createLink(s);
    const today = startOfDay(NOW);
    const clicksAt = [
      NOW, // today
      today, // today, first millisecond
      today - 1, // yesterday, last millisecond
      today - DAY, // yesterday, first millisecond
      today - 29 * DAY, // the first day of the window
      today - 29 * DAY + 5, // twice
      today - 29 * DAY - 1, // the day before the window: not in clicks_over_time
      today - 45 * DAY, // long ago: not in clicks_over_time
    ];
    for (const at of clicksAt) {
      s.clock.set(at);
      expect((await visit(s, link.short_code)).status).toBe(302);
    }
    s.clock.set(NOW);
    const a = await analytics(link.id);
    const byDate = Object.fromEntries(
      a.breakdown.clicks_over_time.map((d: { date: string; count: number }) => [d.date, d.count]),
    );
    expect(byDate[isoDate(NOW)]).toBe(2);
    expect(byDate[isoDate(NOW - DAY)]).toBe(2);
    expect(byDate[isoDate(NOW - 29 * DAY)]).toBe(2);
    expect(sum(a.breakdown.clicks_over_time)).toBe(6);
    const zeroDays = a.breakdown.clicks_over_time.filter((d: { count: number }) => d.count === 0);
    expect(zeroDays).toHaveLength(27);
    // The other breakdowns and the summary cover all time.
    expect(a.summary.total_clicks).toBe(8);
    expect(sum(a.breakdown.devices)).toBe(8);
    expect(sum(a.breakdown.operating_systems)).toBe(8);
  });

  it('moves with the clock: a day later, today’s clicks are one entry earlier', async () => {
    const link = await createLink(s);
    await visit(s, link.short_code);
    await visit(s, link.short_code);
    const before = (await analytics(link.id)).breakdown.clicks_over_time;
    expect(before[29]).toEqual({ date: isoDate(NOW), count: 2 });

    s.clock.advance(DAY);
    const after = (await analytics(link.id)).breakdown.clicks_over_time;
    expect(after).toHaveLength(30);
    expect(after[29]).toEqual({ date: isoDate(NOW + DAY), count: 0 });
    expect(after[28]).toEqual({ date: isoDate(NOW), count: 2 });

    s.clock.advance(29 * DAY); // the click day has left the window
    const later = await analytics(link.id);
    expect(sum(later.breakdown.clicks_over_time)).toBe(0);
    expect(later.summary.total_clicks).toBe(2);
  });
});

describe('breakdowns and recent clicks from real visits', () => {
  freshPerTest(use);

  it('aggregate what the visits were', async () => {
    const link = await createLink(s);
    const visits: [string, string, string | null][] = [
      [UA.windowsChrome, 'US', 'https://www.google.com/'],
      [UA.windowsChrome, 'US', null],
      [UA.iphone, 'DE', 'https://t.co/abc'],
      [UA.ipad, 'DE', null],
      [UA.androidChrome, '', null],
      [UA.linuxFirefox, 'FR', null],
    ];
    for (const [i, [ua, country, referer]] of visits.entries()) {
      s.clock.advance(1000);
      const headers: Record<string, string> = {
        'User-Agent': ua,
        'X-Forwarded-For': `198.51.100.${i}`,
      };
      if (country) headers['CF-IPCountry'] = country;
      if (referer) headers.Referer = referer;
      await visit(s, link.short_code, headers);
    }
    const a = await analytics(link.id);
    expect(a.summary).toEqual({ total_clicks: 6, unique_clicks: 6 });
    const asMap = (rows: Record<string, unknown>[], key: string) =>
      Object.fromEntries(rows.map((r) => [String(r[key]), r.count]));
    expect(asMap(a.breakdown.devices, 'device_type')).toEqual({ desktop: 3, mobile: 2, tablet: 1 });
    expect(asMap(a.breakdown.browsers, 'browser')).toEqual({
      Chrome: 2,
      'Mobile Safari': 2,
      'Mobile Chrome': 1,
      Firefox: 1,
    });
    expect(asMap(a.breakdown.operating_systems, 'os')).toEqual({
      Windows: 2,
      iOS: 2,
      Android: 1,
      Linux: 1,
    });
    expect(a.breakdown.countries).toEqual(
      expect.arrayContaining([
        { country: 'United States', country_code: 'US', count: 2 },
        { country: 'Germany', country_code: 'DE', count: 2 },
        { country: 'France', country_code: 'FR', count: 1 },
        { country: 'Unknown', country_code: null, count: 1 },
      ]),
    );
    expect(a.breakdown.countries).toHaveLength(4);
    const pct = Object.fromEntries(
      a.breakdown.operating_systems.map((r: { os: string; percentage: number }) => [
        r.os,
        r.percentage,
      ]),
    );
    // 2/6 = 33.33…, 1/6 = 16.66…: one decimal each, and the four still make 100.
    expect(pct.Windows).toBeCloseTo(33.3, 0);
    expect(pct.Linux).toBeCloseTo(16.7, 0);
    const total = Object.values(pct as Record<string, number>).reduce((x, y) => x + y, 0);
    expect(Math.abs(total - 100)).toBeLessThanOrEqual(0.1 + 1e-9);

    // Newest first: the last visit (Firefox, FR) leads.
    expect(a.recent_clicks).toHaveLength(6);
    expect(a.recent_clicks[0]).toEqual({
      clicked_at: new Date(NOW + 6000).toISOString().replace('Z', '000Z'),
      device_type: 'desktop',
      browser: 'Firefox',
      os: 'Linux',
      country_code: 'FR',
      referrer: null,
    });
    expect(a.recent_clicks[5]).toMatchObject({ country_code: 'US', referrer: 'www.google.com' });
    expect(a.recent_clicks[3]).toMatchObject({ device_type: 'mobile', referrer: 't.co' });
  });

  it('keeps only the 20 newest clicks in recent_clicks', async () => {
    const link = await createLink(s);
    for (let i = 0; i < 25; i++) {
      s.clock.advance(1000);
      await visit(s, link.short_code, { 'CF-IPCountry': i === 24 ? 'JP' : 'US' });
    }
    const a = await analytics(link.id);
    expect(a.summary.total_clicks).toBe(25);
    expect(a.recent_clicks).toHaveLength(20);
    expect(a.recent_clicks[0].country_code).toBe('JP');
    expect(Date.parse(a.recent_clicks[0].clicked_at)).toBe(NOW + 25_000);
    expect(Date.parse(a.recent_clicks[19].clicked_at)).toBe(NOW + 6000);
  });
});

describe('the seeded Pro demo', () => {
  sharedPerBlock(use);

  it('has about 10 links with thousands of clicks, over several countries, devices, browsers and OSes', async () => {
    const ids = await seededIds();
    expect(ids.length).toBeGreaterThanOrEqual(8);
    expect(ids.length).toBeLessThanOrEqual(12);
    let total = 0;
    const seen = {
      devices: new Set<string>(),
      countries: new Set<string>(),
      browsers: new Set<string>(),
      os: new Set<string>(),
    };
    for (const id of ids) {
      const a = await analytics(id);
      total += a.summary.total_clicks;
      for (const r of a.breakdown.devices) seen.devices.add(r.device_type);
      for (const r of a.breakdown.countries) seen.countries.add(r.country);
      for (const r of a.breakdown.browsers) seen.browsers.add(r.browser);
      for (const r of a.breakdown.operating_systems) seen.os.add(r.os);
    }
    expect(total).toBeGreaterThanOrEqual(2000);
    expect(seen.countries.size).toBeGreaterThanOrEqual(5);
    expect([...seen.devices]).toEqual(expect.arrayContaining(['desktop', 'mobile', 'tablet']));
    expect(seen.browsers.size).toBeGreaterThanOrEqual(4);
    expect(seen.os.size).toBeGreaterThanOrEqual(4);
    expect([...seen.os]).toEqual(expect.arrayContaining(['Windows', 'iOS', 'Android']));
    expect([...seen.browsers]).toEqual(expect.arrayContaining(['Chrome', 'Firefox']));
  });

  it('repeat visitors make unique clicks fewer than total clicks on a busy link', async () => {
    const a = await analytics(1);
    expect(a.summary.unique_clicks).toBeGreaterThan(0);
    expect(a.summary.unique_clicks).toBeLessThan(a.summary.total_clicks);
  });

  it('spreads its clicks over the last 90 days, and none before', async () => {
    const ids = await seededIds();
    const clicksInWindowEndingAt = async (now: number) => {
      s.clock.set(now);
      let n = 0;
      for (const id of ids) n += sum((await analytics(id)).breakdown.clicks_over_time);
      return n;
    };
    // Three 30-day windows cover the 90 days; each has clicks.
    expect(await clicksInWindowEndingAt(NOW)).toBeGreaterThan(0);
    expect(await clicksInWindowEndingAt(NOW - 30 * DAY)).toBeGreaterThan(0);
    expect(await clicksInWindowEndingAt(NOW - 60 * DAY)).toBeGreaterThan(0);
    expect(await clicksInWindowEndingAt(NOW - 91 * DAY)).toBe(0);
    s.clock.set(NOW + DAY);
  });
});
