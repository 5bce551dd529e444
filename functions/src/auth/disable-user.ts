import type { AppDb } from '@/db/client';
import { inDatabaseTransaction } from '@/db/transaction';
import { normaliseEmail } from './auth-keys';
import { deleteUserSessions } from './session.repository';
import { setUserDisabledAt } from './user.repository';

/**
 * Operator actions (ASVS 5.0 7.4.2, 7.4.5). A disabled account keeps its data but cannot sign in,
 * and every session it has ends in the same transaction. Sign-in reports `auth/user-disabled`
 * only after a correct password, so the state is not revealed to someone guessing.
 */
export async function disableUser(
  db: AppDb,
  email: string,
  at = new Date(),
): Promise<{ found: boolean; sessionsEnded: number }> {
  return inDatabaseTransaction(db, async (tx) => {
    const transaction = tx as unknown as AppDb;
    const userId = await setUserDisabledAt(transaction, normaliseEmail(email), at);
    if (!userId) return { found: false, sessionsEnded: 0 };
    return { found: true, sessionsEnded: await deleteUserSessions(transaction, userId) };
  });
}

export async function enableUser(db: AppDb, email: string): Promise<{ found: boolean }> {
  return { found: (await setUserDisabledAt(db, normaliseEmail(email), null)) !== null };
}
