import { and, count, desc, eq, gte, lt, sql } from 'drizzle-orm';
import { generateId } from '@bulwark/contracts/ids';
import type {
  SecurityEventDetails,
  SecurityEventKind,
} from '@bulwark/contracts/schemas/security-activity.schema';
import { user } from '@/auth/auth.table';
import type { AppDb } from '@/db/client';
import { securityEvent } from './security-activity.table';

export type SecurityEventRow = typeof securityEvent.$inferSelect;

export interface NewSecurityEvent {
  userId: string;
  kind: SecurityEventKind;
  occurredAt: Date;
  ip: string | null;
  userAgent: string | null;
  device: string | null;
  details: SecurityEventDetails;
  reportTokenHash: string | null;
}

export async function insertSecurityEvent(
  db: AppDb,
  event: NewSecurityEvent,
): Promise<SecurityEventRow> {
  const [row] = await db
    .insert(securityEvent)
    .values({ id: generateId(), ...event })
    .returning();
  if (!row) throw new Error('security_event insert returned no row');
  return row;
}

/** The newest `limit` events since `since`, newest first. */
export function listSecurityEventRows(
  db: AppDb,
  userId: string,
  since: Date,
  limit: number,
): Promise<SecurityEventRow[]> {
  return db
    .select()
    .from(securityEvent)
    .where(and(eq(securityEvent.userId, userId), gte(securityEvent.occurredAt, since)))
    .orderBy(desc(securityEvent.occurredAt), desc(securityEvent.id))
    .limit(limit);
}

export async function findSecurityEvent(
  db: AppDb,
  userId: string,
  id: string,
): Promise<SecurityEventRow | null> {
  const [row] = await db
    .select()
    .from(securityEvent)
    .where(and(eq(securityEvent.userId, userId), eq(securityEvent.id, id)))
    .limit(1);
  return row ?? null;
}

/** This account's sign-ins since `since`: all of them, and those from `device`, in one read. */
export async function countSignInsFromDevice(
  db: AppDb,
  userId: string,
  device: string,
  since: Date,
): Promise<{ fromDevice: number; any: number }> {
  const [row] = await db
    .select({
      any: count(),
      fromDevice: sql<number>`count(*) filter (where ${securityEvent.device} = ${device})`.mapWith(
        Number,
      ),
    })
    .from(securityEvent)
    .where(
      and(
        eq(securityEvent.userId, userId),
        eq(securityEvent.kind, 'sign-in'),
        gte(securityEvent.occurredAt, since),
      ),
    );
  return { fromDevice: row?.fromDevice ?? 0, any: row?.any ?? 0 };
}

export async function findEventByReportToken(
  db: AppDb,
  reportTokenHash: string,
): Promise<SecurityEventRow | null> {
  const [row] = await db
    .select()
    .from(securityEvent)
    .where(eq(securityEvent.reportTokenHash, reportTokenHash))
    .limit(1);
  return row ?? null;
}

/** The most recent event of one kind, to make a repeated report a no-op. */
export async function latestEventOfKind(
  db: AppDb,
  userId: string,
  kind: SecurityEventKind,
): Promise<SecurityEventRow | null> {
  const [row] = await db
    .select()
    .from(securityEvent)
    .where(and(eq(securityEvent.userId, userId), eq(securityEvent.kind, kind)))
    .orderBy(desc(securityEvent.occurredAt))
    .limit(1);
  return row ?? null;
}

export async function findUserByEmail(
  db: AppDb,
  email: string,
): Promise<{ id: string; email: string } | null> {
  const [row] = await db
    .select({ id: user.id, email: user.email })
    .from(user)
    .where(eq(user.email, email))
    .limit(1);
  return row ?? null;
}

export async function findUserEmail(db: AppDb, userId: string): Promise<string | null> {
  const [row] = await db.select({ email: user.email }).from(user).where(eq(user.id, userId));
  return row?.email ?? null;
}

/** Retention: events older than `before` go (privileged connection; the app role cannot delete). */
export async function deleteSecurityEventsBefore(db: AppDb, before: Date): Promise<number> {
  const deleted = await db
    .delete(securityEvent)
    .where(lt(securityEvent.occurredAt, before))
    .returning({ id: securityEvent.id });
  return deleted.length;
}
