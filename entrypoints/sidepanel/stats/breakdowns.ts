import type { Analytics } from '../../../lib/api/schemas/analytics';
import { perLanguage, t } from '../../../lib/i18n';

export type Click = NonNullable<Analytics['recent_clicks']>[number];

/** One line of a breakdown, as the tables draw it and the CSV writes it: one shape for both. */
export interface BreakdownRow {
  /** Referrers are the recent clicks' only (the API has no breakdown of them): not in the CSV. */
  breakdown: 'devices' | 'countries' | 'browsers' | 'operating_systems' | 'referrers';
  name: string;
  /** Only countries have a code; null for "Unknown". */
  code: string | null;
  count: number;
  /** Share of all clicks, one decimal. */
  percentage: number;
}

/** A breakdown's heading, made at render: t() answers in the browser's language. */
export const BREAKDOWN_TITLES: Record<BreakdownRow['breakdown'], () => string> = {
  devices: () => t('stats.breakdown.devices'),
  countries: () => t('stats.breakdown.countries'),
  browsers: () => t('stats.breakdown.browsers'),
  operating_systems: () => t('stats.breakdown.operatingSystems'),
  referrers: () => t('stats.breakdown.referrers'),
};

const VALUE_NAMES: Partial<Record<string, () => string>> = {
  desktop: () => t('stats.value.desktop'),
  mobile: () => t('stats.value.mobile'),
  tablet: () => t('stats.value.tablet'),
  unknown: () => t('stats.value.unknown'),
};

/** A value the service sends in English, translated when known (devices, "unknown"). */
export const valueName = (value: string): string => VALUE_NAMES[value]?.() ?? value;

// Country names from the code, in the language of the text around them (the service's are English).
const regionNames = perLanguage(
  (language) => new Intl.DisplayNames([language], { type: 'region', fallback: 'none' }),
);
function countryName(code: string): string | undefined {
  try {
    return regionNames().of(code);
  } catch {
    return undefined; // not a region code, or no Intl.DisplayNames
  }
}

/** A row's name as the tables show it; the CSV keeps the service's own. */
export function displayName(r: BreakdownRow): string {
  if (r.breakdown === 'referrers') return r.name || t('stats.value.noReferrer');
  if (r.breakdown !== 'countries') return valueName(r.name);
  if (r.code === null) return t('stats.value.unknownCountry');
  return countryName(r.code) ?? r.name;
}

const percentFormat = perLanguage(
  (language) =>
    new Intl.NumberFormat(language, {
      style: 'percent',
      minimumFractionDigits: 1,
      maximumFractionDigits: 1,
    }),
);

/** A row's share in the text's language ("12,5 %" in German); the CSV keeps the number. */
export const shareText = (percentage: number): string => percentFormat().format(percentage / 100);

const share = (count: number, total: number) =>
  total > 0 ? Math.round((count / total) * 1000) / 10 : 0;

const byCount = (x: BreakdownRow, y: BreakdownRow) => y.count - x.count;

/** The breakdowns' rows, largest first, shares of all clicks (the OS ones the service's own). */
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

/** The recent clicks' referrers, largest first, as shares of those clicks ('' for none). */
export function referrerRows(clicks: Click[]): BreakdownRow[] {
  const counts = new Map<string, number>();
  for (const c of clicks) counts.set(c.referrer ?? '', (counts.get(c.referrer ?? '') ?? 0) + 1);
  return [...counts]
    .map(([name, count]): BreakdownRow => {
      const percentage = share(count, clicks.length);
      return { breakdown: 'referrers', name, code: null, count, percentage };
    })
    .sort(byCount);
}
