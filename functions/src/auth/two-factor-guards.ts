import type { AppDb } from '@/db/client';
import { authError } from './auth-error';
import { claimTotpCode, releaseTotpCode } from './totp-code-use.repository';
import { findTwoFactorLockedUntil } from './user.repository';

/**
 * better-auth accepts a TOTP code again for as long as its ±1-step window lasts (better-auth#10387),
 * which ASVS 5.0 6.5.1 forbids. A code must be claimed before better-auth checks it; a second
 * submission of the same code, concurrent or later, finds it claimed and is refused.
 */
/** A code is accepted for at most 90 s (±1 step of 30 s); a claim is kept a little longer. */
const CLAIM_LIFETIME_MS = 3 * 60_000;

export interface TotpClaim {
  userId: string;
  code: string;
}

export async function claimTotpOrRefuse(db: AppDb, claim: TotpClaim, now: Date): Promise<void> {
  const forgetBefore = new Date(now.getTime() - CLAIM_LIFETIME_MS);
  if (!(await claimTotpCode(db, { ...claim, now, forgetBefore }))) {
    throw authError('auth/invalid-verification-code');
  }
}

/** A wrong code is not "used": give the claim back so the same user may still type it correctly. */
export function releaseTotpClaim(db: AppDb, claim: TotpClaim): Promise<void> {
  return releaseTotpCode(db, claim.userId, claim.code);
}

/** Seconds until better-auth's second-factor lockout (10 failures → 15 min) ends for this user. */
export async function twoFactorLockSeconds(
  db: AppDb,
  userId: string,
  now: Date,
): Promise<number | null> {
  const lockedUntil = await findTwoFactorLockedUntil(db, userId);
  if (!lockedUntil || lockedUntil.getTime() <= now.getTime()) return null;
  return Math.ceil((lockedUntil.getTime() - now.getTime()) / 1000);
}
