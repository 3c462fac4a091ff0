import { perLanguage } from '../entrypoints/sidepanel/stats/breakdowns';
import { fullTimeText, machineTime } from './dates';

/*
 * When a link was made, as a person reads a list: "3 days ago" in the language of the text
 * (Intl.RelativeTimeFormat), with the full date and time for a tooltip and a <time datetime>.
 */

const relative = perLanguage(
  (language) => new Intl.RelativeTimeFormat(language, { numeric: 'auto' }),
);

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;
// The largest unit that fits is the one said: "3 weeks ago" rather than "21 days ago".
const UNITS: [Intl.RelativeTimeFormatUnit, number][] = [
  ['year', 365 * DAY],
  ['month', 30 * DAY],
  ['week', 7 * DAY],
  ['day', DAY],
  ['hour', HOUR],
  ['minute', MINUTE],
];

export interface When {
  /** "3 days ago", "yesterday", "now". */
  ago: string;
  /** The full date and time, in the reader's language and time zone. */
  full: string;
  /** The instant for <time datetime>. */
  machine: string;
}

/** None for a time that doesn't parse (the service may send none, or another shape). */
export function whenMade(value: string | null | undefined, now = Date.now()): When | undefined {
  const machine = value ? machineTime(value) : undefined;
  if (!value || !machine) return undefined;
  // A clock a little ahead of the service's would say "in 2 minutes": a link is never future.
  const past = Math.max(0, now - Date.parse(machine));
  const [unit, size] = UNITS.find(([, ms]) => past >= ms) ?? ['second', 1000];
  const ago = relative().format(-Math.floor(unit === 'second' ? 0 : past / size), unit);
  return { ago, full: fullTimeText(value), machine };
}
