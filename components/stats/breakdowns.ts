import type { Analytics } from '../../lib/api/schemas/analytics';

/** One line of a breakdown, as the tables draw it and the CSV writes it: one shape for both. */
export interface BreakdownRow {
  breakdown: 'devices' | 'countries' | 'browsers' | 'operating_systems';
  name: string;
  /** Only countries have a code; null for "Unknown". */
  code: string | null;
  count: number;
  /** Share of all clicks, one decimal. */
  percentage: number;
}

export const BREAKDOWN_TITLES: Record<BreakdownRow['breakdown'], string> = {
  devices: 'Devices',
  countries: 'Countries',
  browsers: 'Browsers',
  operating_systems: 'Operating systems',
};

const share = (count: number, total: number) =>
  total > 0 ? Math.round((count / total) * 1000) / 10 : 0;

/**
 * The breakdowns as rows, largest first. Percentages are ours, of summary.total_clicks (the
 * contract says each breakdown sums to it), except the OS ones, where the service's own win.
 * Absent operating_systems gives no rows rather than an empty table.
 */
export function breakdownRows(a: Analytics): BreakdownRow[] {
  const total = a.summary.total_clicks;
  const row = (
    breakdown: BreakdownRow['breakdown'],
    name: string,
    count: number,
    code: string | null = null,
    percentage = share(count, total),
  ): BreakdownRow => ({ breakdown, name, code, count, percentage });
  const b = a.breakdown;
  const byCount = (x: BreakdownRow, y: BreakdownRow) => y.count - x.count;
  return [
    ...b.devices.map((d) => row('devices', d.device_type, d.count)).sort(byCount),
    ...b.countries
      .map((c) => row('countries', c.country, c.count, c.country_code?.toUpperCase() || null))
      .sort(byCount),
    ...b.browsers.map((x) => row('browsers', x.browser, x.count)).sort(byCount),
    ...(b.operating_systems ?? [])
      .map((o) =>
        row('operating_systems', o.os, o.count, null, o.percentage ?? share(o.count, total)),
      )
      .sort(byCount),
  ];
}

/** A flag from the two regional-indicator letters of an ISO code; none for anything else. */
export function flagEmoji(code: string | null): string {
  if (!code || !/^[A-Za-z]{2}$/.test(code)) return '';
  const base = 0x1f1e6 - 'A'.charCodeAt(0);
  return String.fromCodePoint(...[...code.toUpperCase()].map((c) => base + c.charCodeAt(0)));
}
