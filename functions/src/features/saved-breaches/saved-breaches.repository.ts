import { type SQL, and, asc, desc, eq, getTableName, inArray, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { SavedBreachStatus, StepState } from '@bulwark/contracts/schemas/saved-breach.schema';
import { generateId } from '@bulwark/contracts/ids';
import type { AppDb } from '@/db/client';
import { type StatementValue, selectOnce } from '@/db/statement-once';
import { catalogVersionValue } from '@/features/breach-catalog/breach-catalog.service';
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

/** The user's saved breaches, or those of them among `ids`. */
function usersBreaches(userId: string, ids: string[] | undefined) {
  return ids
    ? and(eq(savedBreach.userId, userId), inArray(savedBreach.id, ids))
    : eq(savedBreach.userId, userId);
}

/** Newest first: the order of the list. */
const newestFirst = [desc(savedBreach.createdAt), asc(savedBreach.id)];

export async function listSavedBreachRows(
  db: AppDb,
  userId: string,
  ids?: string[],
): Promise<SavedBreachRow[]> {
  return db
    .select()
    .from(savedBreach)
    .where(usersBreaches(userId, ids))
    .orderBy(...newestFirst);
}

/** A step's state and a history entry, as a saved breach's answer shows them. */
export type StepStateRow = Pick<StepRow, 'stepId' | 'state' | 'changedAt'>;
export type HistoryEntry = Pick<EventRow, 'kind' | 'stepId' | 'at'>;

/** A saved breach with what its answer shows besides the catalog entry: its row, steps and history. */
export interface SavedBreachWhole {
  row: SavedBreachRow;
  steps: StepStateRow[];
  history: HistoryEntry[];
}

interface StepJson {
  stepId: string;
  state: StepRow['state'];
  changedAt: string;
}
interface EventJson {
  kind: EventRow['kind'];
  stepId: string | null;
  at: string;
}

/** Which saved breaches to read (all when `ids` is left out), and whether with their history. */
export interface WholeListOptions {
  ids?: string[] | undefined;
  history?: boolean;
}

// drizzle writes a one-table select's columns unqualified, and in a subquery an unqualified `id`
// is the inner table's: the saved breach's own columns are named in full there.
const own = (column: AnyPgColumn) =>
  sql`${sql.identifier(getTableName(savedBreach))}.${sql.identifier(column.name)}`;

/** A saved breach's row with its steps and, if asked, its history, and the catalog's version. */
function wholeSelection(history: boolean) {
  return {
    row: savedBreach,
    catalogVersion: catalogVersionValue(),
    steps: sql<StepJson[]>`(select coalesce(json_agg(json_build_object(
        'stepId', ${savedBreachStep.stepId}, 'state', ${savedBreachStep.state},
        'changedAt', ${savedBreachStep.changedAt}) order by ${savedBreachStep.stepId}), '[]'::json)
      from ${savedBreachStep} where ${savedBreachStep.savedBreachId} = ${own(savedBreach.id)})`,
    history: history
      ? sql<EventJson[]>`(select coalesce(json_agg(json_build_object(
        'kind', ${savedBreachEvent.kind}, 'stepId', ${savedBreachEvent.stepId},
        'at', ${savedBreachEvent.at}) order by ${savedBreachEvent.at}, ${savedBreachEvent.id}), '[]'::json)
      from ${savedBreachEvent} where ${savedBreachEvent.savedBreachId} = ${own(savedBreach.id)})`
      : sql<EventJson[]>`'[]'::json`,
  };
}

/** All of a person's saved breaches, whole: the list's read, its SQL built once (`selectOnce`). */
const allWhole = (history: boolean) =>
  selectOnce((qb) =>
    qb
      .select(wholeSelection(history))
      .from(savedBreach)
      .where(eq(savedBreach.userId, sql.placeholder('userId')))
      .orderBy(...newestFirst),
  );
const allWholeWithHistory = allWhole(true);
const allWholeWithoutHistory = allWhole(false);

/**
 * The user's saved breaches (all, or those of `ids`) with their steps and history in one
 * statement, newest first, and the version of the catalog their names are to be looked up in
 * (`catalogAt`): a signed-in read costs about as much per statement as per row on the embedded
 * database, and the list was four statements (docs/benchmarks.md). Without `history` each history
 * is left empty: the exposure summary reads none, and it was a third of the statement.
 */
export async function listWholeSavedBreaches(
  db: AppDb,
  userId: string,
  { ids, history = true }: WholeListOptions = {},
): Promise<{ catalogVersion: string | null; whole: SavedBreachWhole[] }> {
  const rows = ids
    ? await db
        .select(wholeSelection(history))
        .from(savedBreach)
        .where(usersBreaches(userId, ids))
        .orderBy(...newestFirst)
    : await (history ? allWholeWithHistory : allWholeWithoutHistory)(db, { userId });
  return {
    catalogVersion: rows[0]?.catalogVersion ?? null,
    whole: rows.map(({ row, steps, history: events }) => ({
      row,
      steps: steps.map((step) => ({ ...step, changedAt: new Date(step.changedAt) })),
      history: events.map((event) => ({ ...event, at: new Date(event.at) })),
    })),
  };
}

/**
 * The user's saved breaches for another feature's statement: columns `name`, `status` and
 * `position` (1 for the newest, the order of `listSavedBreachRows`).
 */
export function savedBreachStatusesQuery(userId: StatementValue<string>): SQL {
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

const exposureSummaryOf = selectOnce((qb) =>
  qb
    .select()
    .from(exposureSummary)
    .where(eq(exposureSummary.userId, sql.placeholder('userId'))),
);

export async function findExposureSummary(
  db: AppDb,
  userId: string,
): Promise<ExposureRow | undefined> {
  const [row] = await exposureSummaryOf(db, { userId });
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
