import { perLanguage } from '../entrypoints/sidepanel/stats/breakdowns';

/*
 * Dates and times as the reader reads them: in the language of the text (lib/plain-text.ts) and,
 * for instants, the browser's time zone. A calendar day from the service ("2026-11-12") is not an
 * instant, so it is formatted as that day wherever the reader is. Anything that doesn't parse is
 * shown as the service sent it.
 */

const DAY = /^(\d{4})-(\d{2})-(\d{2})$/;

const formatter = (options: Intl.DateTimeFormatOptions) =>
  perLanguage((language) => new Intl.DateTimeFormat(language, options));
const dayFormat = formatter({ day: 'numeric', month: 'short', timeZone: 'UTC' });
const longDayFormat = formatter({
  day: 'numeric',
  month: 'short',
  year: 'numeric',
  timeZone: 'UTC',
});
const timeFormat = formatter({
  day: 'numeric',
  month: 'short',
  hour: 'numeric',
  minute: '2-digit',
});
const dateFormat = formatter({ day: 'numeric', month: 'short', year: 'numeric' });
const fullTimeFormat = formatter({ dateStyle: 'medium', timeStyle: 'medium' });

function calendarDay(date: string): Date | undefined {
  const m = DAY.exec(date);
  if (!m) return undefined;
  const d = new Date(Date.UTC(Number(m[1]), Number(m[2]) - 1, Number(m[3])));
  return Number.isNaN(d.getTime()) ? undefined : d;
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

/** "12 Nov, 14:03": an instant, short, in the reader's time zone. */
export function timeText(value: string): string {
  const d = instant(value);
  return d ? timeFormat().format(d) : value;
}

/** The same instant in full, for a tooltip. */
export function fullTimeText(value: string): string {
  const d = instant(value);
  return d ? fullTimeFormat().format(d) : value;
}

/** "12 Nov 2026": an instant's day, in the reader's time zone. */
export function dateText(value: string): string {
  const d = instant(value);
  return d ? dateFormat().format(d) : value;
}

/** An instant for a <time datetime>, as the browser reads it; none for what doesn't parse. */
export const machineTime = (value: string): string | undefined => instant(value)?.toISOString();
