/** Re-check the session this long before it expires (spec §9: token refreshed 5 minutes early). */
export const SESSION_REFRESH_LEAD_MS = 5 * 60_000;
/** Count a session as expired this much before its stated expiry, against clock skew (spec §9). */
export const SESSION_EXPIRY_SKEW_MS = 30_000;
/** setTimeout overflows past 2^31 − 1 ms (~24.8 days) and would fire at once. */
const MAX_TIMER_MS = 2 ** 31 - 1;

/** Milliseconds from `now` until the session should be checked again; 0 when already due. */
export function msUntilSessionCheck(expiresAt: string, now: number): number {
  const due = Date.parse(expiresAt) - SESSION_EXPIRY_SKEW_MS - SESSION_REFRESH_LEAD_MS;
  if (Number.isNaN(due)) return 0;
  return Math.min(Math.max(0, due - now), MAX_TIMER_MS);
}

/** Milliseconds from `now` until the session counts as expired (30 s before the server's expiry). */
export function msUntilSessionExpiry(expiresAt: string, now: number): number {
  const expiry = Date.parse(expiresAt) - SESSION_EXPIRY_SKEW_MS;
  if (Number.isNaN(expiry)) return 0;
  return Math.min(Math.max(0, expiry - now), MAX_TIMER_MS);
}
