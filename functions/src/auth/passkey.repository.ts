import { type SQL, eq, sql } from 'drizzle-orm';
import type { AppDb } from '@/db/client';
import type { StatementValue } from '@/db/statement-once';
import { passkey } from './auth.table';

/** Whether the person has at least one passkey (phishing-resistant sign-in), as an SQL condition. */
export function hasPasskeyCondition(userId: StatementValue<string>): SQL {
  return sql`exists (select from ${passkey} where ${passkey.userId} = ${userId})`;
}

/** Stamps the passkey that just signed someone in; the settings list shows when each was last used. */
export async function markPasskeyUsed(db: AppDb, credentialId: string, at: Date): Promise<void> {
  await db.update(passkey).set({ lastUsedAt: at }).where(eq(passkey.credentialID, credentialId));
}

/** The person's passkeys for "export my data": what each is, never anything that signs in. */
export function listPasskeysForExport(db: AppDb, userId: string) {
  return db
    .select({
      id: passkey.id,
      name: passkey.name,
      createdAt: passkey.createdAt,
      lastUsedAt: passkey.lastUsedAt,
      deviceType: passkey.deviceType,
      backedUp: passkey.backedUp,
      transports: passkey.transports,
      aaguid: passkey.aaguid,
      credentialId: passkey.credentialID,
      publicKey: passkey.publicKey,
    })
    .from(passkey)
    .where(eq(passkey.userId, userId))
    .orderBy(sql`${passkey.createdAt} asc`);
}
