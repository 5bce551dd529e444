import {
  bigint,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
} from 'drizzle-orm/pg-core';
import { bytea } from '@/db/column-types';

/**
 * The local email index: SHA-1 of the normalised address (never the address) → breach. The key
 * leads with the hash so a 6-hex-character range is one index range scan; no foreign key to
 * `breach`, because checking one per row would halve the ingest rate and catalog rows are never
 * deleted.
 */
export const breachEmailHash = pgTable(
  'breach_email_hash',
  {
    hash: bytea('hash').notNull(),
    breachId: integer('breach_id').notNull(),
  },
  (table) => [primaryKey({ columns: [table.hash, table.breachId] })],
);

/** One run of the ingest command: what it read and what it changed. */
export const breachIngest = pgTable(
  'breach_ingest',
  {
    id: text('id').primaryKey(),
    breachId: integer('breach_id').notNull(),
    /** File names only (no directories): the report shows what was read. */
    files: jsonb('files').notNull(),
    lines: bigint('lines', { mode: 'number' }).notNull(),
    valid: bigint('valid', { mode: 'number' }).notNull(),
    inserted: bigint('inserted', { mode: 'number' }).notNull(),
    alreadyPresent: bigint('already_present', { mode: 'number' }).notNull(),
    invalid: jsonb('invalid').notNull(),
    startedAt: timestamp('started_at', { withTimezone: true }).notNull(),
    finishedAt: timestamp('finished_at', { withTimezone: true }).notNull(),
    /** Set once the re-check of monitored addresses against this breach has run. */
    checkedAt: timestamp('checked_at', { withTimezone: true }),
  },
  (table) => [index('breach_ingest_breach_idx').on(table.breachId)],
);
