import { and, eq, lt } from 'drizzle-orm';
import type { AppDb } from '@/db/client';
import { totpCodeUse } from './auth.table';

/**
 * Records `code` as used by `userId` unless it already is. The primary key makes this atomic:
 * of two concurrent submissions of one code exactly one inserts. Rows older than `forgetBefore`
 * (the code's acceptance window has closed) are cleared first, so a six-digit value that comes
 * round again in a later time step is not refused.
 */
export async function claimTotpCode(
  db: AppDb,
  claim: { userId: string; code: string; now: Date; forgetBefore: Date },
): Promise<boolean> {
  await db
    .delete(totpCodeUse)
    .where(and(eq(totpCodeUse.userId, claim.userId), lt(totpCodeUse.usedAt, claim.forgetBefore)));
  const inserted = await db
    .insert(totpCodeUse)
    .values({ userId: claim.userId, code: claim.code, usedAt: claim.now })
    .onConflictDoNothing()
    .returning({ userId: totpCodeUse.userId });
  return inserted.length === 1;
}

/** Gives a claimed code back when it turned out not to be the right one. */
export async function releaseTotpCode(db: AppDb, userId: string, code: string): Promise<void> {
  await db
    .delete(totpCodeUse)
    .where(and(eq(totpCodeUse.userId, userId), eq(totpCodeUse.code, code)));
}
