import { userLocale } from './locale';

/**
 * The one place web/ turns a date into words, in the person's language (navigator.language), so
 * one page never mixes "11/25/2026" with "25 Nov 2026". A lint rule keeps Intl.DateTimeFormat and
 * toLocale*String for dates out of every other file.
 */

type DateInput = string | number | Date;

/** "2013-10-04" (a breach date, an article's review date) names a day, not an instant. */
const DAY_ONLY = /^\d{4}-\d{2}-\d{2}$/;

const formatters = new Map<string, Intl.DateTimeFormat>();

function format(value: DateInput, options: Intl.DateTimeFormatOptions): string {
  const isDayOnly = typeof value === 'string' && DAY_ONLY.test(value);
  // A bare day parses as midnight UTC: shown in UTC it stays that day in every time zone.
  const withZone: Intl.DateTimeFormatOptions = isDayOnly
    ? { ...options, timeZone: 'UTC' }
    : options;
  const locale = userLocale();
  const key = JSON.stringify([locale, withZone]);
  let formatter = formatters.get(key);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat(locale, withZone);
    formatters.set(key, formatter);
  }
  return formatter.format(value instanceof Date ? value : new Date(value));
}

/** The day: "Nov 25, 2026" (en-US), "25 Nov 2026" (en-GB). */
export function formatDate(value: DateInput): string {
  return format(value, { dateStyle: 'medium' });
}

/** The day without its year, where the year goes without saying (chart axes): "Nov 25". */
export function formatShortDate(value: DateInput): string {
  return format(value, { day: 'numeric', month: 'short' });
}

/** The day and the time: "Nov 25, 2026, 5:03 PM" (en-US), "25 Nov 2026, 17:03" (en-GB). */
export function formatDateTime(value: DateInput): string {
  return format(value, { dateStyle: 'medium', timeStyle: 'short' });
}

/** YYYY-MM-DD of the person's own day, for file names ("bulwark-data-2026-11-25.json"). */
export function isoDay(date: Date = new Date()): string {
  const month = String(date.getMonth() + 1).padStart(2, '0');
  const day = String(date.getDate()).padStart(2, '0');
  return `${date.getFullYear()}-${month}-${day}`;
}
