import { userLocale } from './locale';

const formatters = new Map<string | undefined, Intl.NumberFormat>();

/**
 * A count in the person's language ("1,234", "1.234"), as format-date.ts does for dates. The
 * formatter is made on first use and kept: two modules that built one in their top level cost the
 * breach check's start-up about 90 ms at Lighthouse's 4× CPU slowdown (a CPU profile of the page),
 * before the page had a number to show. A lint rule (no-raw-number-formatting) keeps
 * Intl.NumberFormat and a number's toLocaleString out of every other file.
 */
export function formatNumber(value: number): string {
  const locale = userLocale();
  let formatter = formatters.get(locale);
  if (!formatter) {
    formatter = new Intl.NumberFormat(locale);
    formatters.set(locale, formatter);
  }
  return formatter.format(value);
}
