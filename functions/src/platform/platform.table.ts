import { sql } from 'drizzle-orm';
import { bigserial, index, integer, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

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

/**
 * The counters of the limits every instance shares (lib/shared-rate-limiter.ts), in the shape
 * rate-limiter-flexible's Drizzle store reads and writes: one row per purpose and key, `points`
 * used in the window that ends at `expire`. Keys are SHA-256 hashes, so the table holds no API
 * key, address or user id in the clear. Only the owner connection touches it (no grant to
 * bulwark_app); the hourly clean-up removes spent windows.
 */
export const sharedRateLimit = pgTable('shared_rate_limit', {
  key: text('key').primaryKey(),
  points: integer('points').notNull(),
  expire: timestamp('expire', { withTimezone: true }),
});
