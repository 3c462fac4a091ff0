import type { Analytics } from '../../../lib/api/schemas/analytics';
import { csvLines } from '../../../lib/csv';
import { breakdownRows } from './breakdowns';
import { RECENT_CLICKS } from './RecentClicks';

/** Every table of Stats in one CSV file (a second download may be blocked). */
export function statsCsv(a: Analytics): string {
  const blocks: string[][][] = [
    [
      ['total_clicks', 'unique_clicks'],
      [String(a.summary.total_clicks), String(a.summary.unique_clicks)],
    ],
    [['date', 'clicks'], ...a.breakdown.clicks_over_time.map((d) => [d.date, String(d.count)])],
    [
      ['breakdown', 'name', 'code', 'count', 'percentage'],
      ...breakdownRows(a).map((r) => [
        r.breakdown,
        r.name,
        r.code ?? '',
        String(r.count),
        r.percentage.toFixed(1),
      ]),
    ],
  ];
  const recent = (a.recent_clicks ?? []).slice(0, RECENT_CLICKS);
  if (recent.length > 0) {
    blocks.push([
      ['clicked_at', 'country_code', 'device_type', 'browser', 'os', 'referrer'],
      ...recent.map((c) => [
        c.clicked_at,
        c.country_code ?? '',
        c.device_type ?? '',
        c.browser ?? '',
        c.os ?? '',
        c.referrer ?? '',
      ]),
    ]);
  }
  // Each block ends with a line end; one more between blocks leaves an empty line.
  return blocks.map(csvLines).join('\r\n');
}
