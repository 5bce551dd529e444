import { index, integer, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { FEEDBACK_CATEGORIES } from '@bulwark/contracts/schemas/feedback.schema';
import { user } from '@/auth/auth.table';

export const feedback = pgTable(
  'feedback',
  {
    id: text('id').primaryKey(),
    userId: text('user_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    category: text('category', { enum: FEEDBACK_CATEGORIES }).notNull(),
    rating: integer('rating').notNull(),
    message: text('message').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    /** Set once the team inbox has been notified (by the onFeedbackCreated trigger). */
    handledAt: timestamp('handled_at', { withTimezone: true }),
    /** The client's key for this message: a retried or doubled submit finds it and stores nothing. */
    idempotencyKey: text('idempotency_key'),
  },
  (table) => [
    index('feedback_user_created_idx').on(table.userId, table.createdAt),
    uniqueIndex('feedback_user_idempotency_key_idx').on(table.userId, table.idempotencyKey),
  ],
);
