import { index, pgTable, text, timestamp, unique } from 'drizzle-orm/pg-core';
import { user } from '@/auth/auth.table';
import { bytea } from '@/db/column-types';

/**
 * A monitored address found in a breach (a finding). The unique key makes each (user, address,
 * breach) one row, however often a re-check or a retried job finds it. A finding without a
 * `quiet_reason` is an alert: shown in the alert centre and mailed once (`mailed_at` is claimed in
 * the transaction that queues the mail). A quiet one only puts the breach on the person's list.
 */
export const breachAlert = pgTable(
  'breach_alert',
  {
    id: text('id').primaryKey(),
    userId: text('user_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    emailHash: bytea('email_hash').notNull(),
    maskedEmail: text('masked_email').notNull(),
    breachName: text('breach_name').notNull(),
    source: text('source').notNull(),
    /** Why the finding raised no alert (`QUIET_REASONS`); null for an alert. */
    quietReason: text('quiet_reason'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    readAt: timestamp('read_at', { withTimezone: true }),
    mailedAt: timestamp('mailed_at', { withTimezone: true }),
  },
  (table) => [
    unique('breach_alert_once').on(table.userId, table.emailHash, table.breachName),
    index('breach_alert_user_created_idx').on(table.userId, table.createdAt),
  ],
);

export const breachAlertSettings = pgTable('breach_alert_settings', {
  userId: text('user_id')
    .primaryKey()
    .references(() => user.id, { onDelete: 'cascade' }),
  mailTo: text('mail_to').notNull().default('affected'),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});
