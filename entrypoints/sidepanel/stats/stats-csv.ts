import type { Analytics } from '../../../lib/api/schemas/analytics';
import { csvField as field } from '../../../lib/csv';
import { breakdownRows } from './breakdowns';
import { RECENT_CLICKS } from './RecentClicks';

/**
 * The export: every table the Stats tab shows, in its order, in one CSV file (RFC 4180 fields,
 * CRLF line ends). Each table is a block with its own header line, and a blank line comes
 * between blocks, so a spreadsheet shows them one under another:
 * - `total_clicks,unique_clicks`: the totals;
 * - `date,clicks`: every day the service sent (the chart groups long answers; this does not);
 * - `breakdown,name,code,count,percentage`: every row of every breakdown, largest first, with the
 *   country code (empty elsewhere) and the share of all clicks with one decimal;
 * - `clicked_at,country_code,device_type,browser,os,referrer`: the recent clicks the tab lists.
 * Values are the service's own (English names, ISO times), not the tab's translations. One file
 * rather than one per table: a browser may block a page's second download.
 */
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
  const line = (fields: string[]) => fields.map(field).join(',');
  return `${blocks.map((b) => b.map(line).join('\r\n')).join('\r\n\r\n')}\r\n`;
}
