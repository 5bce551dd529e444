import { sql } from 'drizzle-orm';
import {
  doublePrecision,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  unique,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import {
  RISK_ACTION_STATUSES,
  RISK_BAND_IDS,
  RISK_MODES,
  type RiskAnswers,
} from '@bulwark/contracts/risk-assessment/model-types';
import {
  ASSESSMENT_STATUSES,
  SNAPSHOT_TRIGGERS,
} from '@bulwark/contracts/schemas/risk-assessment.schema';
import { user } from '@/auth/auth.table';

/**
 * One pass through the questionnaire: a draft ("in-progress", at most one per user, resumable on
 * any device) until submitted ("completed"). Completed ones are kept; the latest is scored.
 */
export const riskAssessment = pgTable(
  'risk_assessment',
  {
    id: text('id').primaryKey(),
    userId: text('user_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    mode: text('mode', { enum: RISK_MODES }).notNull(),
    status: text('status', { enum: ASSESSMENT_STATUSES }).notNull(),
    modelVersion: text('model_version').notNull(),
    /** Question id → chosen option ids. */
    answers: jsonb('answers')
      .$type<RiskAnswers>()
      .notNull()
      .default(sql`'{}'::jsonb`),
    /** Question id → when it was last answered or re-confirmed. */
    answeredAt: jsonb('answered_at')
      .$type<Record<string, string>>()
      .notNull()
      .default(sql`'{}'::jsonb`),
    step: integer('step').notNull().default(0),
    startedAt: timestamp('started_at', { withTimezone: true }).notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
    completedAt: timestamp('completed_at', { withTimezone: true }),
    /** When the weekly schedule told the user these answers are over 180 days old (once). */
    staleNudgedAt: timestamp('stale_nudged_at', { withTimezone: true }),
    /** The client's key for the submit that completed it: a repeat of that submit answers as the first did. */
    submitKey: text('submit_key'),
  },
  (table) => [
    uniqueIndex('risk_assessment_one_draft_idx')
      .on(table.userId)
      .where(sql`${table.status} = 'in-progress'`),
    uniqueIndex('risk_assessment_user_submit_key_idx').on(table.userId, table.submitKey),
    index('risk_assessment_user_completed_idx').on(table.userId, table.completedAt),
  ],
);

/** The user's decision on one action: done, risk accepted or not applicable, with the reason. */
export const riskActionState = pgTable(
  'risk_action_state',
  {
    userId: text('user_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    actionId: text('action_id').notNull(),
    status: text('status', { enum: RISK_ACTION_STATUSES }).notNull(),
    reason: text('reason'),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
  },
  (table) => [primaryKey({ columns: [table.userId, table.actionId] })],
);

/**
 * The score as it was after an event. Never recomputed: each row keeps the model version it was
 * scored with, so a change of weights does not rewrite history. `event_key` makes a retried job
 * find its snapshot already there.
 */
export const riskSnapshot = pgTable(
  'risk_snapshot',
  {
    id: text('id').primaryKey(),
    userId: text('user_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    eventKey: text('event_key').notNull(),
    computedAt: timestamp('computed_at', { withTimezone: true }).notNull(),
    trigger: text('trigger', { enum: SNAPSHOT_TRIGGERS }).notNull(),
    detail: text('detail'),
    modelVersion: text('model_version').notNull(),
    raw: doublePrecision('raw').notNull(),
    score: integer('score').notNull(),
    band: text('band', { enum: RISK_BAND_IDS }).notNull(),
    caps: jsonb('caps').$type<string[]>().notNull(),
    categoryScores: jsonb('category_scores').$type<Record<string, number | null>>().notNull(),
    /** The live signals the score used (counts and flags only), for "what changed". */
    observed: jsonb('observed').notNull(),
    confidence: doublePrecision('confidence').notNull(),
    assessmentId: text('assessment_id'),
    /** `scoreInputsKey` of what the score was computed from; null for snapshots older than it. */
    inputsKey: text('inputs_key'),
  },
  (table) => [
    unique('risk_snapshot_event_once').on(table.userId, table.eventKey),
    index('risk_snapshot_user_computed_idx').on(table.userId, table.computedAt),
  ],
);
