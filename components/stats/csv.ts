import type { BreakdownRow } from './breakdowns';

/**
 * The export: one CSV (RFC 4180, CRLF line ends) with a header line
 * `breakdown,name,code,count,percentage`, then every row of every breakdown in the order the
 * panel shows them. `code` is the country code, empty elsewhere; `percentage` is a share of all
 * clicks with one decimal. One file rather than one per breakdown, so a spreadsheet filter on
 * the first column is all a reader needs.
 */
export function breakdownsCsv(rows: BreakdownRow[]): string {
  const lines = [['breakdown', 'name', 'code', 'count', 'percentage']];
  for (const r of rows) {
    lines.push([r.breakdown, r.name, r.code ?? '', String(r.count), r.percentage.toFixed(1)]);
  }
  return `${lines.map((l) => l.map(field).join(',')).join('\r\n')}\r\n`;
}

// Quote when a field holds a comma, quote or line break; a leading = + - @ is prefixed with '
// so a spreadsheet never runs a browser or country name as a formula.
function field(value: string): string {
  const safe = /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
  return /[",\r\n]/.test(safe) ? `"${safe.replaceAll('"', '""')}"` : safe;
}
