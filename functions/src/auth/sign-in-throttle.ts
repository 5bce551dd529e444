import type { AppDb } from '@/db/client';
import { keyedHash, normaliseEmail } from './auth-keys';
import {
  type SignInFailureRow,
  deleteSignInFailures,
  updateSignInFailures,
} from './sign-in-failure.repository';

/**
 * Per-account brute-force protection for password sign-in, which better-auth lacks (it limits per
 * IP only). Kept in the database, so it holds across restarts and instances, and keyed by a keyed
 * hash of the address, so unknown addresses are throttled exactly like real ones (no enumeration).
 *
 * Every attempt is counted before the password is checked (a success gives it back): concurrent
 * guesses cannot all slip in before the lock lands.
 */
export const LOCK_AFTER_CONSECUTIVE_FAILURES = 10;
const FIRST_LOCK_SECONDS = 30;
const MAX_LOCK_SECONDS = 15 * 60;
/** NIST 800-63B §5.2.2 and ASVS 4.0.3 2.2.1: no more than 100 failed attempts per hour. */
export const MAX_ATTEMPTS_PER_HOUR = 100;
const HOUR_MS = 3_600_000;

export type AttemptDecision =
  | { allowed: true }
  | { allowed: false; reason: 'locked' | 'hourly-limit'; retryAfterSeconds: number };

/** 30 s after the 10th consecutive failure, doubling with each further one, at most 15 min. */
export function lockSeconds(consecutiveFailures: number): number {
  const beyond = consecutiveFailures - LOCK_AFTER_CONSECUTIVE_FAILURES;
  return Math.min(MAX_LOCK_SECONDS, FIRST_LOCK_SECONDS * 2 ** Math.max(0, beyond));
}

/** The pure decision, exported so the hourly bound can be checked over a simulated hour. */
export function decideAttempt(
  row: SignInFailureRow,
  now: Date,
): { next: SignInFailureRow | null; result: AttemptDecision } {
  const windowExpired = now.getTime() - row.windowStart.getTime() >= HOUR_MS;
  const windowStart = windowExpired ? now : row.windowStart;
  const attempts = windowExpired ? 0 : row.failures;
  if (row.lockedUntil && row.lockedUntil.getTime() > now.getTime()) {
    const retryAfterSeconds = (row.lockedUntil.getTime() - now.getTime()) / 1000;
    return { next: null, result: { allowed: false, reason: 'locked', retryAfterSeconds } };
  }
  if (attempts >= MAX_ATTEMPTS_PER_HOUR) {
    const retryAfterSeconds = (windowStart.getTime() + HOUR_MS - now.getTime()) / 1000;
    return { next: null, result: { allowed: false, reason: 'hourly-limit', retryAfterSeconds } };
  }
  const consecutiveFailures = row.consecutiveFailures + 1;
  // The lock is set as the 10th attempt starts; if it succeeds, the success lifts it again.
  const lockedUntil =
    consecutiveFailures >= LOCK_AFTER_CONSECUTIVE_FAILURES
      ? new Date(now.getTime() + lockSeconds(consecutiveFailures) * 1000)
      : null;
  return {
    next: { ...row, windowStart, failures: attempts + 1, consecutiveFailures, lockedUntil },
    result: { allowed: true },
  };
}

export function reserveSignInAttempt(
  db: AppDb,
  accountKey: string,
  now: Date,
): Promise<AttemptDecision> {
  return updateSignInFailures(db, accountKey, now, (row) => decideAttempt(row, now));
}

/** The password was right: the attempt does not count, and the consecutive run starts over. */
export async function recordSignInSuccess(db: AppDb, accountKey: string, now: Date): Promise<void> {
  await updateSignInFailures(db, accountKey, now, (row) => ({
    next: {
      ...row,
      failures: Math.max(0, row.failures - 1),
      consecutiveFailures: 0,
      lockedUntil: null,
    },
    result: undefined,
  }));
}

/** A completed password reset proves control of the mailbox: the lock must not outlive it. */
export function clearSignInFailures(db: AppDb, accountKey: string): Promise<void> {
  return deleteSignInFailures(db, accountKey);
}

/** The table is keyed by a keyed hash of the normalised address, never the address itself. */
export function signInThrottleKey(key: Buffer, email: string): string {
  return keyedHash(key, normaliseEmail(email));
}
