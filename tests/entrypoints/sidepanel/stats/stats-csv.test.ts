import { beforeAll, describe, expect, it } from 'vitest';
import { statsCsv } from '../../../../entrypoints/sidepanel/stats/stats-csv';
import { Analytics } from '../../../../lib/api/schemas/analytics';
import { apiJson, newSandbox } from '../../../support/panel-sandbox';

// The export against the sandbox's own answer for demo1: every table the Stats tab shows.

let answer: Analytics;
beforeAll(async () => {
  answer = Analytics.parse(await apiJson(newSandbox(), '/links/1/analytics'));
});

/** The CSV's blocks, each as its lines (the header first). */
const blocks = (csv: string) =>
  csv
    .replace(/\r\n$/, '')
    .split('\r\n\r\n')
    .map((b) => b.split('\r\n'));

describe('statsCsv', () => {
  it('holds the totals, every day, every breakdown row and the recent clicks, each with its header', () => {
    const a = answer;
    const [totals, days, breakdowns, recent, ...more] = blocks(statsCsv(a));
    expect(more).toEqual([]);
    expect(totals).toEqual([
      'total_clicks,unique_clicks',
      `${a.summary.total_clicks},${a.summary.unique_clicks}`,
    ]);
    expect(days).toEqual([
      'date,clicks',
      ...a.breakdown.clicks_over_time.map((d) => `${d.date},${d.count}`),
    ]);
    expect(days).toHaveLength(31);
    const b = a.breakdown;
    expect(breakdowns?.[0]).toBe('breakdown,name,code,count,percentage');
    expect(breakdowns).toHaveLength(
      1 +
        b.devices.length +
        b.countries.length +
        b.browsers.length +
        (b.operating_systems?.length ?? 0),
    );
    const clicks = a.recent_clicks ?? [];
    expect(clicks.length).toBeGreaterThan(0);
    expect(recent).toEqual([
      'clicked_at,country_code,device_type,browser,os,referrer',
      ...clicks.map((c) =>
        [c.clicked_at, c.country_code, c.device_type, c.browser, c.os, c.referrer]
          .map((v) => v ?? '')
          .join(','),
      ),
    ]);
  });

  it('keeps every day of a long answer, but only the 20 recent clicks the tab lists', () => {
    const day = (i: number) => ({
      date: new Date(Date.UTC(2025, 0, 1 + i)).toISOString().slice(0, 10),
      count: i,
    });
    const click = { clicked_at: '2026-03-15T12:00:00Z', country_code: 'DE' };
    const long = Analytics.parse({
      ...answer,
      breakdown: {
        ...answer.breakdown,
        clicks_over_time: Array.from({ length: 400 }, (_, i) => day(i)),
      },
      recent_clicks: Array.from({ length: 50 }, () => click),
    });
    const [, days, , recent] = blocks(statsCsv(long));
    expect(days).toHaveLength(401);
    expect(days?.at(-1)).toBe(`${day(399).date},399`);
    expect(recent).toHaveLength(21);
  });

  it('leaves out the recent clicks when the service sends none', () => {
    const { recent_clicks: _, ...rest } = answer;
    expect(blocks(statsCsv(Analytics.parse(rest)))).toHaveLength(3);
  });

  it('quotes fields with commas, quotes and line breaks, and defuses formulas', () => {
    const hostile = Analytics.parse({
      ...answer,
      breakdown: {
        ...answer.breakdown,
        browsers: [
          { browser: 'Korea, Republic of', count: 3 },
          { browser: 'say "hi"\n', count: 2 },
          { browser: '=HYPERLINK("x")', count: 1 },
        ],
      },
      recent_clicks: [{ clicked_at: '2026-03-15T12:00:00Z', referrer: '@SUM(A1)' }],
    });
    const csv = statsCsv(hostile);
    expect(csv).toContain('\r\nbrowsers,"Korea, Republic of",,3,');
    expect(csv).toContain('\r\nbrowsers,"say ""hi""\n",,2,');
    expect(csv).toContain(`\r\nbrowsers,"'=HYPERLINK(""x"")",,1,`);
    expect(csv.endsWith("\r\n2026-03-15T12:00:00Z,,,,,'@SUM(A1)\r\n")).toBe(true);
  });
});
