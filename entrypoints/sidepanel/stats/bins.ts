import type { Analytics } from '../../../lib/api/schemas/analytics';
import { daysText } from '../../../lib/dates';

type Day = Analytics['breakdown']['clicks_over_time'][number];

/** A run of consecutive days drawn as one bar (one day, when they fit). */
export interface Bin {
  first: string;
  last: string;
  count: number;
}

/** About what a 300-unit-wide chart can show as separate bars at panel width. */
export const MAX_BARS = 60;

/**
 * Days grouped into at most `maxBars` bars of equal runs, in order. A service may send years of
 * days (or a hostile 250,000): the chart and its table then stay the size a person can read, and
 * nothing is spread into a call's arguments, which overflows the stack. A negative count (a
 * broken service) is drawn as 0.
 */
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
