import { CallableError } from '@bulwark/contracts/errors';
import { RISK_ACTIONS } from '@bulwark/contracts/risk-assessment/actions';
import { staleAnswersSince } from '@bulwark/contracts/risk-assessment/answer-age';
import { RISK_MODEL_VERSION } from '@bulwark/contracts/risk-assessment/model';
import type {
  RiskActionId,
  RiskAnswers,
  RiskMode,
} from '@bulwark/contracts/risk-assessment/model-types';
import { validateAnswers } from '@bulwark/contracts/risk-assessment/question-bank';
import type {
  RiskAssessment,
  RiskOverview,
  RiskSnapshot,
  SnapshotTrigger,
} from '@bulwark/contracts/schemas/risk-assessment.schema';
import type { AppDb } from '@/db/client';
import { recordChange } from '@/platform/changes';
import type { AppServices, SessionUser } from '@/platform/context';
import { readRiskInputs } from './observed-signals.service';
import {
  type AssessmentRow,
  deleteDraft,
  findBySubmitKey,
  findDraft,
  findLatestCompleted,
  insertDraft,
  listActionStates,
  listSnapshots,
  lockAssessment,
  lockDraft,
  toAssessmentDto,
  updateDraft,
  upsertActionState,
} from './risk-assessment.repository';

/**
 * Change events the browser refetches the overview on. Scored events (submitted, action decided)
 * are inserts carrying `after.trigger`; autosaves are updates, which no trigger listens to, so
 * typing answers never queues a job.
 */
export const RISK_ASSESSMENT_COLLECTION = 'risk-assessment';
/** A new score snapshot: the history chart refetches. */
export const RISK_HISTORY_COLLECTION = 'risk-history';

export interface RiskContext {
  db: AppDb;
  services: AppServices;
  user: SessionUser;
}

/** What a scored event says about itself in the outbox: read by the snapshot trigger. */
export interface ScoredEventPayload {
  trigger: SnapshotTrigger;
  detail: string | null;
}

async function announce(ctx: RiskContext, rowId: string, scored?: ScoredEventPayload) {
  await recordChange(ctx.db, {
    userId: ctx.user.id,
    collection: RISK_ASSESSMENT_COLLECTION,
    op: scored ? 'insert' : 'update',
    rowId,
    after: scored ?? null,
  });
}

/** The date of the oldest scored answer when over 180 days old: live, not waiting for the weekly mail. */
function staleSinceOf(latest: AssessmentRow, now: Date): string | null {
  const fallback = (latest.completedAt ?? latest.updatedAt).toISOString();
  return staleAnswersSince(latest.answers, latest.answeredAt, fallback, now);
}

export async function getOverview(ctx: RiskContext): Promise<RiskOverview> {
  const { draft, latest, observed, actionStates } = await readRiskInputs(ctx, ctx.user);
  return {
    draft: draft ? toAssessmentDto(draft) : null,
    latest: latest ? toAssessmentDto(latest) : null,
    observed,
    actionStates,
    staleSince: latest ? staleSinceOf(latest, ctx.services.clock.now()) : null,
    serverTime: ctx.services.clock.now().toISOString(),
  };
}

/** Returns the open draft, or opens one pre-filled with the latest submitted answers (a retake). */
export async function startAssessment(ctx: RiskContext, mode: RiskMode): Promise<RiskAssessment> {
  const open = await findDraft(ctx.db, ctx.user.id);
  if (open) return toAssessmentDto(open);
  const latest = await findLatestCompleted(ctx.db, ctx.user.id);
  const draft = await insertDraft(ctx.db, {
    userId: ctx.user.id,
    mode,
    modelVersion: RISK_MODEL_VERSION,
    answers: latest?.answers ?? {},
    answeredAt: latest?.answeredAt ?? {},
    startedAt: ctx.services.clock.now(),
  });
  // Another tab opened one a moment ago: continue that one.
  const row = draft ?? (await findDraft(ctx.db, ctx.user.id));
  if (!row)
    throw new CallableError('aborted', 'The assessment changed while opening it. Try again.');
  await announce(ctx, row.id);
  return toAssessmentDto(row);
}

const NOT_OPEN_MESSAGE = 'That assessment is not open any more. Start again from the results page.';

async function requireDraft(ctx: RiskContext, id: string) {
  const row = await lockDraft(ctx.db, ctx.user.id, id);
  if (!row) throw new CallableError('not-found', NOT_OPEN_MESSAGE);
  return row;
}

/** Autosave: merges the changed answers (each stamped now) after checking them against the model. */
export async function saveAnswers(
  ctx: RiskContext,
  input: {
    id: string;
    answers: Record<string, string[] | null>;
    step?: number | undefined;
    mode?: RiskMode | undefined;
  },
): Promise<RiskAssessment> {
  const changed = Object.fromEntries(
    Object.entries(input.answers).filter((entry): entry is [string, string[]] => entry[1] !== null),
  );
  const problems = validateAnswers(changed);
  if (problems.length > 0) {
    throw new CallableError(
      'invalid-argument',
      problems.map((problem) => `${problem.questionId}: ${problem.message}`).join(' '),
    );
  }
  const row = await requireDraft(ctx, input.id);
  const now = ctx.services.clock.now();
  const answers: RiskAnswers = { ...row.answers };
  const answeredAt: Record<string, string> = { ...row.answeredAt };
  for (const [questionId, options] of Object.entries(input.answers)) {
    if (options === null) {
      delete answers[questionId];
      delete answeredAt[questionId];
    } else {
      answers[questionId] = options;
      answeredAt[questionId] = now.toISOString();
    }
  }
  const updated = await updateDraft(ctx.db, row.id, {
    answers,
    answeredAt,
    updatedAt: now,
    ...(input.step === undefined ? {} : { step: input.step }),
    ...(input.mode === undefined ? {} : { mode: input.mode }),
  });
  await announce(ctx, row.id);
  return toAssessmentDto(updated);
}

/**
 * Submits the draft: its answers become the ones scored, and a snapshot follows from the event.
 * Once per idempotency key: a repeat of the same submit (a retry, a double click, even at the same
 * moment) finds the assessment completed under that key and answers with the overview, as the
 * first did, without a second event.
 */
export async function submitAssessment(
  ctx: RiskContext,
  input: { id: string; idempotencyKey: string },
): Promise<RiskOverview> {
  const row = await lockAssessment(ctx.db, ctx.user.id, input.id);
  if (row?.status === 'completed' && row.submitKey === input.idempotencyKey)
    return getOverview(ctx);
  if (row?.status !== 'in-progress') throw new CallableError('not-found', NOT_OPEN_MESSAGE);
  if (Object.keys(row.answers).length === 0) {
    throw new CallableError(
      'failed-precondition',
      'Answer at least one question before submitting.',
    );
  }
  if (await findBySubmitKey(ctx.db, ctx.user.id, input.idempotencyKey)) {
    throw new CallableError(
      'invalid-argument',
      'This request key was already used for another assessment. Reload the page and try again.',
      {
        field: 'idempotencyKey',
      },
    );
  }
  const now = ctx.services.clock.now();
  await updateDraft(ctx.db, row.id, {
    status: 'completed',
    completedAt: now,
    updatedAt: now,
    submitKey: input.idempotencyKey,
  });
  await announce(ctx, row.id, {
    trigger: 'assessment-submitted',
    detail: row.mode === 'quick' ? 'Quick check' : 'Full assessment',
  });
  return getOverview(ctx);
}

export async function discardDraft(ctx: RiskContext, id: string): Promise<{ discarded: boolean }> {
  const discarded = await deleteDraft(ctx.db, ctx.user.id, id);
  if (discarded) await announce(ctx, id);
  return { discarded };
}

const ACTION_TRIGGERS = {
  done: 'action-done',
  accepted: 'action-accepted',
  na: 'action-not-applicable',
  open: 'action-reopened',
} as const satisfies Record<string, SnapshotTrigger>;

export async function setActionState(
  ctx: RiskContext,
  input: { actionId: RiskActionId; status: keyof typeof ACTION_TRIGGERS; reason: string | null },
): Promise<RiskOverview> {
  const action = RISK_ACTIONS.find((candidate) => candidate.id === input.actionId);
  if (!action) throw new CallableError('invalid-argument', `Unknown action "${input.actionId}".`);
  if (action.verifiedOnly && input.status === 'done') {
    throw new CallableError(
      'failed-precondition',
      `Bulwark checks "${action.title}" itself: it counts as done as soon as the change shows in your account.`,
    );
  }
  const current = (await listActionStates(ctx.db, ctx.user.id))[input.actionId];
  const reason = input.status === 'accepted' || input.status === 'na' ? input.reason : null;
  if (current?.status !== input.status || current.reason !== reason) {
    await upsertActionState(ctx.db, {
      userId: ctx.user.id,
      actionId: input.actionId,
      status: input.status,
      reason,
      updatedAt: ctx.services.clock.now(),
    });
    await announce(ctx, input.actionId, {
      trigger: ACTION_TRIGGERS[input.status],
      detail: action.title,
    });
  }
  return getOverview(ctx);
}

export function getHistory(ctx: RiskContext): Promise<RiskSnapshot[]> {
  return listSnapshots(ctx.db, ctx.user.id);
}
