import { sql } from 'drizzle-orm';
import { bigserial, index, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * Transactional outbox: a row is written in the same transaction as the data change it
 * describes, so a trigger can never miss a committed change nor fire for a rolled-back one.
 */
export const outbox = pgTable(
  'outbox',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    userId: text('user_id').notNull(),
    collection: text('collection').notNull(),
    op: text('op').notNull(),
    rowId: text('row_id').notNull(),
    before: jsonb('before'),
    after: jsonb('after'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    dispatchedAt: timestamp('dispatched_at', { withTimezone: true }),
  },
  (table) => [
    index('outbox_pending_idx')
      .on(table.id)
      .where(sql`dispatched_at is null`),
  ],
);
