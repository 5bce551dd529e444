import { eq } from 'drizzle-orm';
import type { AppDb } from '@/db/client';
import { inDatabaseTransaction } from '@/db/transaction';
import { signInFailure } from './auth.table';

export type SignInFailureRow = typeof signInFailure.$inferSelect;

/**
 * Reads the account's row under a row lock (creating it if absent), lets `decide` compute the
 * next state, and writes it in the same transaction: concurrent attempts on one account queue
 * up here, so none can slip past a lock another one is about to set.
 */
export async function updateSignInFailures<T>(
  db: AppDb,
  accountKey: string,
  now: Date,
  decide: (row: SignInFailureRow) => { next: SignInFailureRow | null; result: T },
): Promise<T> {
  return inDatabaseTransaction(db, async (tx) => {
    await tx
      .insert(signInFailure)
      .values({
        accountKey,
        windowStart: now,
        failures: 0,
        consecutiveFailures: 0,
        lockedUntil: null,
      })
      .onConflictDoNothing();
    const [row] = await tx
      .select()
      .from(signInFailure)
      .where(eq(signInFailure.accountKey, accountKey))
      .for('update');
    if (!row) throw new Error('sign_in_failure row vanished inside its own transaction');
    const { next, result } = decide(row);
    if (next)
      await tx.update(signInFailure).set(next).where(eq(signInFailure.accountKey, accountKey));
    return result;
  });
}

export async function deleteSignInFailures(db: AppDb, accountKey: string): Promise<void> {
  await db.delete(signInFailure).where(eq(signInFailure.accountKey, accountKey));
}
