import { type SQL, and, desc, eq, inArray, isNull, min, sql } from 'drizzle-orm';
import { generateId } from '@bulwark/contracts/ids';
import type { AppDb } from '@/db/client';
import { type StatementValue, selectOnce } from '@/db/statement-once';
import { breachAlert, breachAlertSettings } from './breach-alerts.table';

export type AlertRow = typeof breachAlert.$inferSelect;

/**
 * Why a finding raised no alert: it came from the address's first check (what is already out there
 * joins the person's list, it is not news), the breach was already on their list, or another of
 * their addresses was already found in it.
 */
export const QUIET_REASONS = ['first-check', 'on-list', 'already-found'] as const;
export type QuietReason = (typeof QUIET_REASONS)[number];

/** Alerts are the findings that were announced. */
const isAlert = isNull(breachAlert.quietReason);

/** Records the finding unless this (user, address, breach) has one; returns it only when new. */
export async function insertFindingOnce(
  db: AppDb,
  finding: Pick<
    AlertRow,
    'userId' | 'emailHash' | 'maskedEmail' | 'breachName' | 'source' | 'createdAt'
  > & {
    quietReason: QuietReason | null;
  },
): Promise<AlertRow | undefined> {
  const [row] = await db
    .insert(breachAlert)
    .values({ id: generateId(), ...finding })
    .onConflictDoNothing()
    .returning();
  return row;
}

/** The list's read, built once (`selectOnce`): every dashboard asks for it. */
const alertsOf = selectOnce((qb) =>
  qb
    .select()
    .from(breachAlert)
    .where(and(eq(breachAlert.userId, sql.placeholder('userId')), isAlert))
    .orderBy(desc(breachAlert.createdAt))
    .limit(sql.placeholder('limit')),
);

export async function listAlertRows(db: AppDb, userId: string, limit: number): Promise<AlertRow[]> {
  return alertsOf(db, { userId, limit });
}

/** Every finding of the user (alerts and quiet ones), newest first, for the data export. */
export async function listFindingRows(
  db: AppDb,
  userId: string,
  limit: number,
): Promise<AlertRow[]> {
  return db
    .select()
    .from(breachAlert)
    .where(eq(breachAlert.userId, userId))
    .orderBy(desc(breachAlert.createdAt))
    .limit(limit);
}

/** Whether any of the user's addresses was already found in this breach. */
export async function hasFinding(db: AppDb, userId: string, breachName: string): Promise<boolean> {
  const [row] = await db
    .select({ id: breachAlert.id })
    .from(breachAlert)
    .where(
      and(
        eq(breachAlert.userId, userId),
        sql`lower(${breachAlert.breachName}) = lower(${breachName})`,
      ),
    )
    .limit(1);
  return row !== undefined;
}

const unreadOf = selectOnce((qb) =>
  qb
    .select({ count: sql<number>`count(*)::int` })
    .from(breachAlert)
    .where(
      and(eq(breachAlert.userId, sql.placeholder('userId')), isAlert, isNull(breachAlert.readAt)),
    ),
);

export async function countUnread(db: AppDb, userId: string): Promise<number> {
  const [row] = await unreadOf(db, { userId });
  return row?.count ?? 0;
}

/** Marks these alerts (or all, without ids) read; returns how many changed. */
export async function markAlertsRead(
  db: AppDb,
  userId: string,
  ids: string[] | undefined,
  at: Date,
): Promise<number> {
  const mine = and(eq(breachAlert.userId, userId), isAlert, isNull(breachAlert.readAt));
  const where = ids ? and(mine, inArray(breachAlert.id, ids)) : mine;
  const rows = await db
    .update(breachAlert)
    .set({ readAt: at })
    .where(where)
    .returning({ id: breachAlert.id });
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

export async function findFirstAlertAt(
  db: AppDb,
  userId: string,
  breachName: string,
): Promise<Date | undefined> {
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
    .onConflictDoUpdate({
      target: breachAlertSettings.userId,
      set: { mailTo, updatedAt: sql`now()` },
    });
}

/**
 * The names of the breaches the user was alerted to for the addresses in `hashes` (a query of one
 * bytea column, HIBP's findings too), as a query another feature's statement nests: one `name` column.
 */
export function alertedBreachNamesQuery(userId: StatementValue<string>, hashes: SQL): SQL {
  return sql`select ${breachAlert.breachName} as name from ${breachAlert}
    where ${breachAlert.userId} = ${userId} and ${breachAlert.emailHash} in (${hashes})`;
}
