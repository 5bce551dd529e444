import { and, asc, desc, eq, isNull, sql } from 'drizzle-orm';
import { generateId } from '@bulwark/contracts/ids';
import type {
  RiskActionState,
  RiskActionStatus,
  RiskAnswers,
} from '@bulwark/contracts/risk-assessment/model-types';
import type {
  RiskAssessment,
  RiskSnapshot,
} from '@bulwark/contracts/schemas/risk-assessment.schema';
import { type AppDb, queryRows } from '@/db/client';
import { riskActionState, riskAssessment, riskSnapshot } from './risk-assessment.table';

export type AssessmentRow = typeof riskAssessment.$inferSelect;
type SnapshotRow = typeof riskSnapshot.$inferSelect;

export function toAssessmentDto(row: AssessmentRow): RiskAssessment {
  return {
    id: row.id,
    mode: row.mode,
    status: row.status,
    modelVersion: row.modelVersion,
    answers: row.answers,
    answeredAt: row.answeredAt,
    step: row.step,
    startedAt: row.startedAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
    completedAt: row.completedAt?.toISOString() ?? null,
  };
}

export async function findDraft(db: AppDb, userId: string): Promise<AssessmentRow | undefined> {
  const [row] = await db
    .select()
    .from(riskAssessment)
    .where(and(eq(riskAssessment.userId, userId), eq(riskAssessment.status, 'in-progress')));
  return row;
}

export async function findLatestCompleted(
  db: AppDb,
  userId: string,
): Promise<AssessmentRow | undefined> {
  const [row] = await db
    .select()
    .from(riskAssessment)
    .where(and(eq(riskAssessment.userId, userId), eq(riskAssessment.status, 'completed')))
    .orderBy(desc(riskAssessment.completedAt))
    .limit(1);
  return row;
}

/** Opens a draft; returns undefined when another request opened one first (one draft per user). */
export async function insertDraft(
  db: AppDb,
  draft: Pick<
    AssessmentRow,
    'userId' | 'mode' | 'modelVersion' | 'answers' | 'answeredAt' | 'startedAt'
  >,
): Promise<AssessmentRow | undefined> {
  const [row] = await db
    .insert(riskAssessment)
    .values({
      id: generateId(),
      status: 'in-progress',
      step: 0,
      updatedAt: draft.startedAt,
      ...draft,
    })
    .onConflictDoNothing()
    .returning();
  return row;
}

/** Locks the draft row for a read-modify-write, so two tabs saving at once both keep their answers. */
export async function lockDraft(
  db: AppDb,
  userId: string,
  id: string,
): Promise<AssessmentRow | undefined> {
  const [row] = await db
    .select()
    .from(riskAssessment)
    .where(
      and(
        eq(riskAssessment.userId, userId),
        eq(riskAssessment.id, id),
        eq(riskAssessment.status, 'in-progress'),
      ),
    )
    .for('update');
  return row;
}

/**
 * Locks the assessment, open or submitted, for its submit: a second submit waits for the first to
 * commit and then sees it completed, with the key it was submitted under.
 */
export async function lockAssessment(
  db: AppDb,
  userId: string,
  id: string,
): Promise<AssessmentRow | undefined> {
  const [row] = await db
    .select()
    .from(riskAssessment)
    .where(and(eq(riskAssessment.userId, userId), eq(riskAssessment.id, id)))
    .for('update');
  return row;
}

/** The assessment this user submitted with this idempotency key, if any. */
export async function findBySubmitKey(
  db: AppDb,
  userId: string,
  submitKey: string,
): Promise<AssessmentRow | undefined> {
  const [row] = await db
    .select()
    .from(riskAssessment)
    .where(and(eq(riskAssessment.userId, userId), eq(riskAssessment.submitKey, submitKey)));
  return row;
}

export async function updateDraft(
  db: AppDb,
  id: string,
  changes: Partial<
    Pick<
      AssessmentRow,
      | 'mode'
      | 'answers'
      | 'answeredAt'
      | 'step'
      | 'updatedAt'
      | 'status'
      | 'completedAt'
      | 'submitKey'
    >
  >,
): Promise<AssessmentRow> {
  const [row] = await db
    .update(riskAssessment)
    .set(changes)
    .where(eq(riskAssessment.id, id))
    .returning();
  if (!row) throw new Error('risk assessment update returned no row');
  return row;
}

export async function deleteDraft(db: AppDb, userId: string, id: string): Promise<boolean> {
  const rows = await db
    .delete(riskAssessment)
    .where(
      and(
        eq(riskAssessment.userId, userId),
        eq(riskAssessment.id, id),
        eq(riskAssessment.status, 'in-progress'),
      ),
    )
    .returning({ id: riskAssessment.id });
  return rows.length > 0;
}

export async function listActionStates(
  db: AppDb,
  userId: string,
): Promise<Record<string, RiskActionState>> {
  const rows = await db.select().from(riskActionState).where(eq(riskActionState.userId, userId));
  return Object.fromEntries(
    rows.map((row) => [
      row.actionId,
      { status: row.status, reason: row.reason, updatedAt: row.updatedAt.toISOString() },
    ]),
  );
}

export async function upsertActionState(
  db: AppDb,
  state: {
    userId: string;
    actionId: string;
    status: RiskActionStatus;
    reason: string | null;
    updatedAt: Date;
  },
): Promise<void> {
  await db
    .insert(riskActionState)
    .values(state)
    .onConflictDoUpdate({
      target: [riskActionState.userId, riskActionState.actionId],
      set: { status: state.status, reason: state.reason, updatedAt: state.updatedAt },
    });
}

/** Stores the snapshot unless this event already has one; true when it was new. */
export async function insertSnapshotOnce(
  db: AppDb,
  snapshot: Omit<SnapshotRow, 'id'>,
): Promise<boolean> {
  const rows = await db
    .insert(riskSnapshot)
    .values({ id: generateId(), ...snapshot })
    .onConflictDoNothing()
    .returning({ id: riskSnapshot.id });
  return rows.length > 0;
}

export async function listSnapshots(db: AppDb, userId: string): Promise<RiskSnapshot[]> {
  const rows = await db
    .select()
    .from(riskSnapshot)
    .where(eq(riskSnapshot.userId, userId))
    .orderBy(asc(riskSnapshot.computedAt), asc(riskSnapshot.id));
  return rows.map((row) => ({
    id: row.id,
    computedAt: row.computedAt.toISOString(),
    trigger: row.trigger,
    detail: row.detail,
    modelVersion: row.modelVersion,
    raw: row.raw,
    score: row.score,
    band: row.band,
    caps: row.caps,
    categoryScores: row.categoryScores,
    confidence: row.confidence,
  }));
}

export interface StaleCandidate {
  id: string;
  userId: string;
  completedAt: Date;
  answers: RiskAnswers;
  answeredAt: Record<string, string>;
}

/**
 * Each user's latest submitted assessment that nobody nudged about yet and that holds an answer
 * dated before `before` (or was submitted before it): the weekly reminder's candidates, a bounded
 * page after `afterId`. A superset: the caller judges the scored answers' age with the model.
 */
export async function findStaleCandidates(
  db: AppDb,
  before: Date,
  limit: number,
  afterId: string,
): Promise<StaleCandidate[]> {
  const rows = await queryRows<{
    id: string;
    user_id: string;
    completed_at: Date | string;
    answers: RiskAnswers;
    answered_at: Record<string, string>;
  }>(
    db,
    sql`select id, user_id, completed_at, answers, answered_at from (
          select distinct on (user_id) id, user_id, completed_at, stale_nudged_at, answers, answered_at
          from ${riskAssessment}
          where status = 'completed' order by user_id, completed_at desc
        ) latest
        where stale_nudged_at is null and id > ${afterId}
          and least(completed_at, (select min(value::timestamptz) from jsonb_each_text(answered_at))) < ${before.toISOString()}
        order by id limit ${limit}`,
  );
  return rows.map((row) => ({
    id: row.id,
    userId: row.user_id,
    completedAt: new Date(row.completed_at),
    answers: row.answers,
    answeredAt: row.answered_at,
  }));
}

/** Claims the nudge for this assessment; false when another run already sent it. */
export async function claimStaleNudge(db: AppDb, id: string, at: Date): Promise<boolean> {
  const rows = await db
    .update(riskAssessment)
    .set({ staleNudgedAt: at })
    .where(and(eq(riskAssessment.id, id), isNull(riskAssessment.staleNudgedAt)))
    .returning({ id: riskAssessment.id });
  return rows.length > 0;
}

/** Every assessment of the user, drafts included, oldest first (the data export). */
export async function listAllAssessments(db: AppDb, userId: string): Promise<RiskAssessment[]> {
  const rows = await db
    .select()
    .from(riskAssessment)
    .where(eq(riskAssessment.userId, userId))
    .orderBy(asc(riskAssessment.startedAt));
  return rows.map(toAssessmentDto);
}
