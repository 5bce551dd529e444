import { boolean, index, pgTable, smallint, text, timestamp } from 'drizzle-orm/pg-core';
import { user } from '@/auth/auth.table';

/**
 * A password check the user chose to record for the risk assessment: a label, the strength score
 * and flags, measured in their browser. There is no column for the password or any hash of it.
 */
export const passwordCheck = pgTable(
  'password_check',
  {
    id: text('id').primaryKey(),
    userId: text('user_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    label: text('label').notNull(),
    score: smallint('score').notNull(),
    /** Null: the breach check could not answer when the check was recorded (unknown). */
    pwned: boolean('pwned'),
    reused: boolean('reused').notNull(),
    inUse: boolean('in_use').notNull(),
    checkedAt: timestamp('checked_at', { withTimezone: true }).notNull(),
  },
  (table) => [index('password_check_user_checked_idx').on(table.userId, table.checkedAt)],
);
