import { eq, sql } from 'drizzle-orm';
import type { AppDb } from '@/db/client';
import { twoFactor, user } from './auth.table';

export interface UserSummary {
  id: string;
  email: string;
  emailVerified: boolean;
  twoFactorEnabled: boolean;
  disabledAt: Date | null;
}

const summary = {
  id: user.id,
  email: user.email,
  emailVerified: user.emailVerified,
  twoFactorEnabled: user.twoFactorEnabled,
  disabledAt: user.disabledAt,
};

export async function findUserById(db: AppDb, id: string): Promise<UserSummary | null> {
  const [row] = await db.select(summary).from(user).where(eq(user.id, id)).limit(1);
  return row ?? null;
}

export async function findUserByEmail(db: AppDb, email: string): Promise<UserSummary | null> {
  const [row] = await db.select(summary).from(user).where(eq(user.email, email)).limit(1);
  return row ?? null;
}

/** Sets or clears `disabled_at`; returns the user's id, or null when no account has that email. */
export async function setUserDisabledAt(
  db: AppDb,
  email: string,
  disabledAt: Date | null,
): Promise<string | null> {
  const [row] = await db
    .update(user)
    .set({ disabledAt, updatedAt: new Date() })
    .where(eq(user.email, email))
    .returning({ id: user.id });
  return row?.id ?? null;
}

export async function markEmailVerified(db: AppDb, id: string): Promise<void> {
  await db.update(user).set({ emailVerified: true, updatedAt: new Date() }).where(eq(user.id, id));
}

/** When better-auth's second-factor lockout for this user ends, if one is in force. */
export async function findTwoFactorLockedUntil(db: AppDb, userId: string): Promise<Date | null> {
  const [row] = await db
    .select({ lockedUntil: twoFactor.lockedUntil })
    .from(twoFactor)
    .where(eq(twoFactor.userId, userId))
    .limit(1);
  return row?.lockedUntil ?? null;
}

/**
 * What a deleted account leaves outside the tables that cascade from `user`: its change events
 * in the outbox (which carry row images) and its unused reset links. Deleting the account deletes
 * these too, rather than leaving them to expire.
 */
export async function deleteAccountLeftovers(db: AppDb, userId: string): Promise<void> {
  await db.execute(sql`delete from outbox where user_id = ${userId}`);
  await db.execute(sql`delete from verification where value = ${userId}`);
}
