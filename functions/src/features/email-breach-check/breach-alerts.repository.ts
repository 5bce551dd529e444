import { and, desc, eq, inArray, isNull, min, sql } from 'drizzle-orm';
import { generateId } from '@bulwark/contracts/ids';
import type { AppDb } from '@/db/client';
import { breachAlert, breachAlertSettings } from './breach-alerts.table';

export type AlertRow = typeof breachAlert.$inferSelect;

/** Creates the alert unless this (user, address, breach) has one; returns it only when new. */
export async function insertAlertOnce(
  db: AppDb,
  alert: Pick<AlertRow, 'userId' | 'emailHash' | 'maskedEmail' | 'breachName' | 'source' | 'createdAt'>,
): Promise<AlertRow | undefined> {
  const [row] = await db
    .insert(breachAlert)
    .values({ id: generateId(), ...alert })
    .onConflictDoNothing()
    .returning();
  return row;
}

export async function listAlertRows(db: AppDb, userId: string, limit: number): Promise<AlertRow[]> {
  return db.select().from(breachAlert).where(eq(breachAlert.userId, userId)).orderBy(desc(breachAlert.createdAt)).limit(limit);
}

export async function countUnread(db: AppDb, userId: string): Promise<number> {
  const [row] = await db
    .select({ count: sql<number>`count(*)::int` })
    .from(breachAlert)
    .where(and(eq(breachAlert.userId, userId), isNull(breachAlert.readAt)));
  return row?.count ?? 0;
}

/** Marks these alerts (or all, without ids) read; returns how many changed. */
export async function markAlertsRead(db: AppDb, userId: string, ids: string[] | undefined, at: Date): Promise<number> {
  const mine = and(eq(breachAlert.userId, userId), isNull(breachAlert.readAt));
  const where = ids ? and(mine, inArray(breachAlert.id, ids)) : mine;
  const rows = await db.update(breachAlert).set({ readAt: at }).where(where).returning({ id: breachAlert.id });
  return rows.length;
}

export async function findAlert(db: AppDb, id: string): Promise<AlertRow | undefined> {
  const [row] = await db.select().from(breachAlert).where(eq(breachAlert.id, id));
  return row;
}

/** Claims the alert's mail; false when it was claimed (sent) already. */
export async function claimAlertMail(db: AppDb, id: string, at: Date): Promise<boolean> {
  const rows = await db
    .update(breachAlert)
    .set({ mailedAt: at })
    .where(and(eq(breachAlert.id, id), isNull(breachAlert.mailedAt)))
    .returning({ id: breachAlert.id });
  return rows.length === 1;
}

export async function findFirstAlertAt(db: AppDb, userId: string, breachName: string): Promise<Date | undefined> {
  const [row] = await db
    .select({ at: min(breachAlert.createdAt) })
    .from(breachAlert)
    .where(and(eq(breachAlert.userId, userId), eq(breachAlert.breachName, breachName)));
  return row?.at ?? undefined;
}

export async function findAlertSettings(db: AppDb, userId: string): Promise<string | undefined> {
  const [row] = await db
    .select({ mailTo: breachAlertSettings.mailTo })
    .from(breachAlertSettings)
    .where(eq(breachAlertSettings.userId, userId));
  return row?.mailTo;
}

export async function saveAlertSettings(db: AppDb, userId: string, mailTo: string): Promise<void> {
  await db
    .insert(breachAlertSettings)
    .values({ userId, mailTo })
    .onConflictDoUpdate({ target: breachAlertSettings.userId, set: { mailTo, updatedAt: sql`now()` } });
}

/** Every breach the user was alerted to, with the address hash it was found for. */
export async function listAlertedBreaches(db: AppDb, userId: string): Promise<{ breachName: string; emailHash: Buffer }[]> {
  const rows = await db
    .select({ breachName: breachAlert.breachName, emailHash: breachAlert.emailHash })
    .from(breachAlert)
    .where(eq(breachAlert.userId, userId));
  return rows.map((row) => ({ breachName: row.breachName, emailHash: Buffer.from(row.emailHash) }));
}
