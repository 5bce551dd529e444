import { eq } from 'drizzle-orm';
import type { AppDb } from '@/db/client';
import { twoFactor } from './auth.table';
import { parseStoredBackupCodes } from './backup-code-storage';

/** The backup-code hashes kept for a user with two-step sign-in (none without it). */
export async function findBackupCodeHashes(db: AppDb, userId: string): Promise<string[]> {
  const [row] = await db
    .select({ backupCodes: twoFactor.backupCodes })
    .from(twoFactor)
    .where(eq(twoFactor.userId, userId))
    .limit(1);
  return row ? parseStoredBackupCodes(row.backupCodes) : [];
}
