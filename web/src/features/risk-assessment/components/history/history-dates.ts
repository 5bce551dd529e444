// Day-first and in the reader's time zone, as the design's examples read ("+8 since 3 Mar").
const DAY = new Intl.DateTimeFormat('en-GB', { day: 'numeric', month: 'short', year: 'numeric' });
const SHORT_DAY = new Intl.DateTimeFormat('en-GB', { day: 'numeric', month: 'short' });
const DAY_AND_TIME = new Intl.DateTimeFormat('en-GB', { dateStyle: 'medium', timeStyle: 'short' });

/** "3 Mar 2026" */
export function formatDay(iso: string): string {
  return DAY.format(new Date(iso));
}

/** "3 Mar" */
export function formatShortDay(iso: string): string {
  return SHORT_DAY.format(new Date(iso));
}

/** "3 Mar 2026, 14:05" */
export function formatDayAndTime(iso: string): string {
  return DAY_AND_TIME.format(new Date(iso));
}

/** YYYY-MM-DD of the reader's today, for file names. */
export function localIsoDay(date: Date): string {
  const month = String(date.getMonth() + 1).padStart(2, '0');
  const day = String(date.getDate()).padStart(2, '0');
  return `${date.getFullYear()}-${month}-${day}`;
}
