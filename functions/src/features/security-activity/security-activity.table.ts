import {
  SECURITY_EVENT_KINDS,
  type SecurityEventDetails,
} from '@bulwark/contracts/schemas/security-activity.schema';
import { index, jsonb, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { user } from '@/auth/auth.table';

/**
 * One event on a person's account. Append-only: the app's role may read and add its own rows and
 * nothing else, and a trigger refuses every UPDATE (migration 0012). Rows go with the account
 * (cascade) or after 90 days (the daily prune).
 */
export const securityEvent = pgTable(
  'security_event',
  {
    id: text('id').primaryKey(),
    userId: text('user_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    kind: text('kind', { enum: SECURITY_EVENT_KINDS }).notNull(),
    occurredAt: timestamp('occurred_at', { withTimezone: true }).notNull(),
    ip: text('ip'),
    userAgent: text('user_agent'),
    /** describeUserAgent(userAgent), kept so "a new device" compares like with like. */
    device: text('device'),
    details: jsonb('details').$type<SecurityEventDetails>().notNull().default({}),
    /**
     * A sign-in from a new device is mailed with a "This wasn't me" link; the link's token is
     * kept only as its SHA-256, so the table cannot hand out working links.
     */
    reportTokenHash: text('report_token_hash'),
  },
  (table) => [
    index('security_event_user_occurred_idx').on(table.userId, table.occurredAt),
    uniqueIndex('security_event_report_token_idx').on(table.reportTokenHash),
  ],
);
