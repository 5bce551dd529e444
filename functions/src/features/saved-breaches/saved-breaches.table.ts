import { sql } from 'drizzle-orm';
import {
  bigint,
  bigserial,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  unique,
} from 'drizzle-orm/pg-core';
import {
  SAVED_BREACH_EVENT_KINDS,
  SAVED_BREACH_STATUSES,
  STEP_SEVERITIES,
  STEP_STATES,
} from '@bulwark/contracts/schemas/saved-breach.schema';
import { user } from '@/auth/auth.table';

/**
 * A breach on the user's list. `breach_name` refers to the catalog by name; no foreign key,
 * because the catalog belongs to another feature and its rows are never deleted.
 */
export const savedBreach = pgTable(
  'saved_breach',
  {
    id: text('id').primaryKey(),
    userId: text('user_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    breachName: text('breach_name').notNull(),
    status: text('status', { enum: SAVED_BREACH_STATUSES }).notNull().default('action-needed'),
    notes: text('notes').notNull().default(''),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    resolvedAt: timestamp('resolved_at', { withTimezone: true }),
  },
  (table) => [unique('saved_breach_user_breach_unique').on(table.userId, table.breachName)],
);

/** The state of one guided step; a missing row means "open". */
export const savedBreachStep = pgTable(
  'saved_breach_step',
  {
    savedBreachId: text('saved_breach_id')
      .notNull()
      .references(() => savedBreach.id, { onDelete: 'cascade' }),
    userId: text('user_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    stepId: text('step_id').notNull(),
    state: text('state', { enum: STEP_STATES }).notNull(),
    changedAt: timestamp('changed_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [primaryKey({ columns: [table.savedBreachId, table.stepId] })],
);

/** History (found, saved, steps, fixed, reopened): kept when a breach is resolved. */
export const savedBreachEvent = pgTable(
  'saved_breach_event',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    savedBreachId: text('saved_breach_id')
      .notNull()
      .references(() => savedBreach.id, { onDelete: 'cascade' }),
    userId: text('user_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    kind: text('kind', { enum: SAVED_BREACH_EVENT_KINDS }).notNull(),
    stepId: text('step_id'),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('saved_breach_event_breach_idx').on(table.savedBreachId, table.id)],
);

/** Refreshed by a trigger whenever the list changes; read by the risk assessment. */
export const exposureSummary = pgTable('exposure_summary', {
  userId: text('user_id')
    .primaryKey()
    .references(() => user.id, { onDelete: 'cascade' }),
  actionNeeded: integer('action_needed').notNull(),
  fixed: integer('fixed').notNull(),
  openSteps: integer('open_steps').notNull(),
  exposedDataClasses: jsonb('exposed_data_classes')
    .$type<Record<string, number>>()
    .notNull()
    .default(sql`'{}'::jsonb`),
  highestOpenSeverity: text('highest_open_severity', { enum: STEP_SEVERITIES }),
  /** The outbox event the summary was computed for: stale job runs do not overwrite newer ones. */
  sourceEventId: bigint('source_event_id', { mode: 'number' }).notNull().default(0),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});
