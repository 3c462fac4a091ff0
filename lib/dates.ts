import { perLanguage } from './i18n';

// Dates in the text's language; a service's calendar day is that day anywhere.

const CALENDAR_DAY = /^(\d{4})-(\d{2})-(\d{2})$/;

const formatter = (options: Intl.DateTimeFormatOptions) =>
  perLanguage((language) => new Intl.DateTimeFormat(language, options));
const SHORT_DAY = { day: 'numeric', month: 'short', timeZone: 'UTC' } as const;
const dayFormat = formatter(SHORT_DAY);
const longDayFormat = formatter({ ...SHORT_DAY, year: 'numeric' });
const fullTimeFormat = formatter({ dateStyle: 'medium', timeStyle: 'medium' });

function calendarDay(date: string): Date | undefined {
  const m = CALENDAR_DAY.exec(date);
  // Four-digit years, two-digit months and days: always a valid date.
  return m ? new Date(Date.UTC(Number(m[1]), Number(m[2]) - 1, Number(m[3]))) : undefined;
}

/** "12 Nov" (or "Nov 12"): a service day, short. */
export function dayText(date: string, withYear = false): string {
  const d = calendarDay(date);
  if (!d) return date;
  return (withYear ? longDayFormat : dayFormat)().format(d);
}

/** A run of days, "3 – 9 Nov", or one day. */
export function daysText(first: string, last: string, withYear = false): string {
  if (first === last) return dayText(first, withYear);
  const a = calendarDay(first);
  const b = calendarDay(last);
  if (!a || !b || b < a) return `${dayText(first, withYear)} – ${dayText(last, withYear)}`;
  return (withYear ? longDayFormat : dayFormat)().formatRange(a, b);
}

function instant(value: string): Date | undefined {
  // Only ISO 8601 with a time: Date.parse reads many other shapes differently per engine.
  if (!/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}/.test(value)) return undefined;
  const d = new Date(value);
  return Number.isNaN(d.getTime()) ? undefined : d;
}

/** The same instant in full, for a tooltip. */
export function fullTimeText(value: string): string {
  const d = instant(value);
  return d ? fullTimeFormat().format(d) : value;
}

// Every instant said one way (components/When.tsx): "3 days ago", with the full time for a
// tooltip and <time datetime>.

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
  const machine = value ? instant(value)?.toISOString() : undefined;
  if (!value || !machine) return undefined;
  // A clock a little ahead of the service's would say "in 2 minutes": nothing shown is future.
  const past = Math.max(0, now - Date.parse(machine));
  const [unit, size] = UNITS.find(([, ms]) => past >= ms) ?? ['second', 1000];
  const ago = relative().format(-Math.floor(unit === 'second' ? 0 : past / size), unit);
  return { ago, full: fullTimeText(value), machine };
}
