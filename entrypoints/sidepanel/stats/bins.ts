import type { Analytics } from '../../../lib/api/schemas/analytics';
import { daysText } from '../../../lib/dates';
import { countText, plural, t } from '../../../lib/i18n';
import { isolate } from '../../../lib/web-url';

export type Day = Analytics['breakdown']['clicks_over_time'][number];

/** A run of consecutive days drawn as one bar (one day, when they fit). */
export interface Bin {
  first: string;
  last: string;
  count: number;
}

/** About what a 300-unit-wide chart can show as separate bars at panel width. */
export const MAX_BARS = 60;

/** Days in at most `maxBars` bars: a hostile 250,000 stays readable; a negative count is 0. */
export function binDays(days: readonly Day[], maxBars = MAX_BARS): Bin[] {
  const size = Math.max(1, Math.ceil(days.length / maxBars));
  const bins: Bin[] = [];
  for (let i = 0; i < days.length; i += size) {
    const end = Math.min(days.length, i + size);
    let count = 0;
    for (let j = i; j < end; j++) count += Math.max(0, (days[j] as Day).count);
    bins.push({ first: (days[i] as Day).date, last: (days[end - 1] as Day).date, count });
  }
  return bins;
}

/** The largest count, by a loop: Math.max(...list) overflows the stack on long lists. */
export function largest(bins: readonly Bin[]): Bin | undefined {
  let top: Bin | undefined;
  for (const b of bins) if (!top || b.count > top.count) top = b;
  return top;
}

/** A bar's dates as a person reads them: one day, or the first and last of its run. */
export const binLabel = (b: Bin, withYear = false) => daysText(b.first, b.last, withYear);

/** "12 Nov: 34 clicks": a bar's name, its tooltip and its table row say the same. */
export const barText = (b: Bin) => `${isolate(binLabel(b))}: ${plural('common.clicks', b.count)}`;

/** Up to three date ticks under the chart: the first bar, the middle one and the last. */
export function ticks(bins: Bin[]): { at: number; bin: Bin }[] {
  if (bins.length === 0) return [];
  const picks =
    bins.length < 3 ? [...bins.keys()] : [0, Math.floor(bins.length / 2), bins.length - 1];
  return picks.map((i) => ({ at: (i + 0.5) / bins.length, bin: bins[i] as Bin }));
}

/** The chart in one sentence for screen readers: its days, its clicks, and its peak. */
export function chartSummary(bins: Bin[], peak: Bin | undefined): string {
  const total = countText(bins.reduce((sum, b) => sum + b.count, 0));
  // The dates are the service's text: isolated wherever they sit in a sentence.
  const [start, end] = [bins[0], bins.at(-1)];
  const first = isolate(start ? binLabel({ ...start, last: start.first }, true) : '');
  const last = isolate(end ? binLabel({ ...end, first: end.last }, true) : '');
  if (!peak || peak.count === 0) return t('stats.chartSummary', { first, last, total });
  const at = { peak: isolate(binLabel(peak)), count: countText(peak.count) };
  return t('stats.chartSummaryPeak', { first, last, total, ...at });
}
