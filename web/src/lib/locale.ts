/**
 * The person's language as the browser reports it, for every date and number Bulwark formats, so
 * one page never mixes "11/25/2026" with "25 Nov 2026". Undefined lets Intl pick its default.
 */
export function userLocale(): string | undefined {
  return typeof navigator === 'undefined' ? undefined : navigator.language || undefined;
}
