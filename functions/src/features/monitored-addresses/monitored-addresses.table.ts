import { boolean, index, pgTable, text, timestamp, unique, uniqueIndex } from 'drizzle-orm/pg-core';
import { user } from '@/auth/auth.table';
import { bytea } from '@/db/column-types';

/**
 * Addresses a user watches. The account address has a row too (`is_account`), kept in step with
 * the account by the re-check, so every monitored address is handled the same way.
 */
export const monitoredAddress = pgTable(
  'monitored_address',
  {
    id: text('id').primaryKey(),
    userId: text('user_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    email: text('email').notNull(),
    /** SHA-1 of the normalised address: how the index and alerts find it. */
    emailHash: bytea('email_hash').notNull(),
    isAccount: boolean('is_account').notNull().default(false),
    verifiedAt: timestamp('verified_at', { withTimezone: true }),
    /** SHA-256 of the emailed token; the token itself is never stored. */
    verifyTokenHash: text('verify_token_hash'),
    verifyExpiresAt: timestamp('verify_expires_at', { withTimezone: true }),
    lastCheckedAt: timestamp('last_checked_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    unique('monitored_address_user_email_unique').on(table.userId, table.email),
    index('monitored_address_hash_idx').on(table.emailHash),
    uniqueIndex('monitored_address_token_idx').on(table.verifyTokenHash),
  ],
);
