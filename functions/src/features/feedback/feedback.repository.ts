import { and, desc, eq, gt, isNull, sql } from 'drizzle-orm';
import type { Feedback, SubmitFeedbackInput } from '@bulwark/contracts/schemas/feedback.schema';
import { generateId } from '@bulwark/contracts/ids';
import type { AppDb } from '@/db/client';
import { feedback } from './feedback.table';

type FeedbackRow = typeof feedback.$inferSelect;

function toDto(row: FeedbackRow): Feedback {
  return {
    id: row.id,
    category: row.category,
    rating: row.rating,
    message: row.message,
    createdAt: row.createdAt.toISOString(),
  };
}

/**
 * Serialises one user's submissions until the transaction ends, so two at once cannot both
 * count four and both insert a fifth and sixth.
 */
export async function lockFeedbackQuota(db: AppDb, userId: string): Promise<void> {
  await db.execute(sql`select pg_advisory_xact_lock(hashtextextended(${`feedback:${userId}`}, 0))`);
}

/** How many the user sent after `since`, and when the oldest of those was sent. */
export async function countFeedbackSince(
  db: AppDb,
  userId: string,
  since: Date,
): Promise<{ count: number; oldest: Date | null }> {
  const [row] = await db
    .select({
      count: sql<number>`count(*)::int`,
      oldest: sql<string | null>`min(${feedback.createdAt})::text`,
    })
    .from(feedback)
    .where(and(eq(feedback.userId, userId), gt(feedback.createdAt, since)));
  return { count: row?.count ?? 0, oldest: row?.oldest ? new Date(row.oldest) : null };
}

/** The message this user already sent with this idempotency key, if any. */
export async function findFeedbackByKey(
  db: AppDb,
  userId: string,
  idempotencyKey: string,
): Promise<Feedback | undefined> {
  const [row] = await db
    .select()
    .from(feedback)
    .where(and(eq(feedback.userId, userId), eq(feedback.idempotencyKey, idempotencyKey)));
  return row ? toDto(row) : undefined;
}

export async function insertFeedback(
  db: AppDb,
  userId: string,
  input: SubmitFeedbackInput,
  createdAt: Date,
): Promise<Feedback> {
  const [row] = await db
    .insert(feedback)
    .values({ id: generateId(), userId, ...input, createdAt })
    .returning();
  if (!row) throw new Error('feedback insert returned no row');
  return toDto(row);
}

export async function listFeedback(db: AppDb, userId: string, limit?: number): Promise<Feedback[]> {
  const query = db
    .select()
    .from(feedback)
    .where(eq(feedback.userId, userId))
    .orderBy(desc(feedback.createdAt));
  const rows = limit === undefined ? await query : await query.limit(limit);
  return rows.map(toDto);
}

/** Claims the notification for one feedback row; false when it was handled already. */
export async function markFeedbackHandled(db: AppDb, id: string, at: Date): Promise<boolean> {
  const rows = await db
    .update(feedback)
    .set({ handledAt: at })
    .where(and(eq(feedback.id, id), isNull(feedback.handledAt)))
    .returning({ id: feedback.id });
  return rows.length === 1;
}

export async function findFeedback(db: AppDb, id: string): Promise<FeedbackRow | undefined> {
  const [row] = await db.select().from(feedback).where(eq(feedback.id, id));
  return row;
}
