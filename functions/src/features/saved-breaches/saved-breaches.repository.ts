import { type SQL, and, asc, desc, eq, inArray, sql } from 'drizzle-orm';
import type { SavedBreachStatus, StepState } from '@bulwark/contracts/schemas/saved-breach.schema';
import { generateId } from '@bulwark/contracts/ids';
import type { AppDb } from '@/db/client';
import {
  exposureSummary,
  savedBreach,
  savedBreachEvent,
  savedBreachStep,
} from './saved-breaches.table';

export type SavedBreachRow = typeof savedBreach.$inferSelect;
export type StepRow = typeof savedBreachStep.$inferSelect;
export type EventRow = typeof savedBreachEvent.$inferSelect;
export type ExposureRow = typeof exposureSummary.$inferSelect;

export async function listSavedBreachRows(
  db: AppDb,
  userId: string,
  ids?: string[],
): Promise<SavedBreachRow[]> {
  const where = ids
    ? and(eq(savedBreach.userId, userId), inArray(savedBreach.id, ids))
    : eq(savedBreach.userId, userId);
  return db
    .select()
    .from(savedBreach)
    .where(where)
    .orderBy(desc(savedBreach.createdAt), asc(savedBreach.id));
}

/**
 * The user's saved breaches for another feature's statement: columns `name`, `status` and
 * `position` (1 for the newest, the order of `listSavedBreachRows`).
 */
export function savedBreachStatusesQuery(userId: string): SQL {
  return sql`select ${savedBreach.breachName} as name, ${savedBreach.status} as status,
      row_number() over (order by ${savedBreach.createdAt} desc, ${savedBreach.id}) as position
    from ${savedBreach} where ${savedBreach.userId} = ${userId}`;
}

export async function findSavedBreachRow(
  db: AppDb,
  userId: string,
  id: string,
): Promise<SavedBreachRow | undefined> {
  const [row] = await db
    .select()
    .from(savedBreach)
    .where(and(eq(savedBreach.userId, userId), eq(savedBreach.id, id)));
  return row;
}

export async function findSavedBreachByName(
  db: AppDb,
  userId: string,
  name: string,
): Promise<SavedBreachRow | undefined> {
  const [row] = await db
    .select()
    .from(savedBreach)
    .where(and(eq(savedBreach.userId, userId), eq(savedBreach.breachName, name)));
  return row;
}

/** Inserts unless the breach is on the list already; returns the new row or undefined. */
export async function insertSavedBreach(db: AppDb, userId: string, breachName: string, at: Date) {
  const [row] = await db
    .insert(savedBreach)
    .values({ id: generateId(), userId, breachName, createdAt: at, updatedAt: at })
    .onConflictDoNothing()
    .returning();
  return row;
}

export async function deleteSavedBreach(db: AppDb, userId: string, id: string): Promise<boolean> {
  const rows = await db
    .delete(savedBreach)
    .where(and(eq(savedBreach.userId, userId), eq(savedBreach.id, id)))
    .returning({ id: savedBreach.id });
  return rows.length === 1;
}

export async function updateSavedBreach(
  db: AppDb,
  row: Pick<SavedBreachRow, 'id' | 'userId'>,
  changes: {
    status?: SavedBreachStatus;
    notes?: string;
    resolvedAt?: Date | null;
    updatedAt: Date;
  },
): Promise<void> {
  await db
    .update(savedBreach)
    .set(changes)
    .where(and(eq(savedBreach.userId, row.userId), eq(savedBreach.id, row.id)));
}

export async function listStepRows(db: AppDb, savedBreachIds: string[]): Promise<StepRow[]> {
  if (savedBreachIds.length === 0) return [];
  return db
    .select()
    .from(savedBreachStep)
    .where(inArray(savedBreachStep.savedBreachId, savedBreachIds));
}

export async function upsertStep(
  db: AppDb,
  row: Pick<SavedBreachRow, 'id' | 'userId'>,
  step: { stepId: string; state: StepState; at: Date },
): Promise<void> {
  const { stepId, state, at } = step;
  await db
    .insert(savedBreachStep)
    .values({ savedBreachId: row.id, userId: row.userId, stepId, state, changedAt: at })
    .onConflictDoUpdate({
      target: [savedBreachStep.savedBreachId, savedBreachStep.stepId],
      set: { state, changedAt: at },
    });
}

export async function listEventRows(db: AppDb, savedBreachIds: string[]): Promise<EventRow[]> {
  if (savedBreachIds.length === 0) return [];
  return db
    .select()
    .from(savedBreachEvent)
    .where(inArray(savedBreachEvent.savedBreachId, savedBreachIds))
    .orderBy(asc(savedBreachEvent.at), asc(savedBreachEvent.id));
}

export async function insertEvents(
  db: AppDb,
  row: Pick<SavedBreachRow, 'id' | 'userId'>,
  events: { kind: EventRow['kind']; at: Date; stepId?: string | null }[],
): Promise<void> {
  if (events.length === 0) return;
  await db.insert(savedBreachEvent).values(
    events.map((event) => ({
      savedBreachId: row.id,
      userId: row.userId,
      kind: event.kind,
      stepId: event.stepId ?? null,
      at: event.at,
    })),
  );
}

export async function findExposureSummary(
  db: AppDb,
  userId: string,
): Promise<ExposureRow | undefined> {
  const [row] = await db.select().from(exposureSummary).where(eq(exposureSummary.userId, userId));
  return row;
}

/** Writes the summary unless a newer event's summary is there already (jobs may run late). */
export async function upsertExposureSummary(
  db: AppDb,
  summary: typeof exposureSummary.$inferInsert,
): Promise<void> {
  await db
    .insert(exposureSummary)
    .values(summary)
    .onConflictDoUpdate({
      target: exposureSummary.userId,
      set: { ...summary, updatedAt: sql`now()` },
      setWhere: sql`${exposureSummary.sourceEventId} <= ${summary.sourceEventId ?? 0}`,
    });
}

/** One recomputation per user at a time (transaction-scoped), so two runs never interleave. */
export async function lockUserSummary(db: AppDb, userId: string): Promise<void> {
  await db.execute(sql`select pg_advisory_xact_lock(hashtext(${`exposure:${userId}`}))`);
}
