import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  date,
  integer,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';

/**
 * The breach catalog: Have I Been Pwned's entries (source `hibp`) and the operator's own
 * (source `local`). Public data, not user-owned: requests read it, only jobs and the ingest write.
 */
export const breach = pgTable(
  'breach',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    name: text('name').notNull(),
    title: text('title').notNull(),
    domain: text('domain').notNull().default(''),
    breachDate: date('breach_date', { mode: 'string' }).notNull(),
    addedDate: timestamp('added_date', { withTimezone: true }).notNull(),
    modifiedDate: timestamp('modified_date', { withTimezone: true }).notNull(),
    pwnCount: bigint('pwn_count', { mode: 'number' }).notNull().default(0),
    description: text('description').notNull().default(''),
    logoPath: text('logo_path').notNull().default(''),
    attribution: text('attribution'),
    disclosureUrl: text('disclosure_url'),
    dataClasses: text('data_classes')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    isVerified: boolean('is_verified').notNull().default(false),
    isFabricated: boolean('is_fabricated').notNull().default(false),
    isSensitive: boolean('is_sensitive').notNull().default(false),
    isRetired: boolean('is_retired').notNull().default(false),
    isSpamList: boolean('is_spam_list').notNull().default(false),
    isMalware: boolean('is_malware').notNull().default(false),
    isSubscriptionFree: boolean('is_subscription_free').notNull().default(false),
    isStealerLog: boolean('is_stealer_log').notNull().default(false),
    source: text('source').notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  // HIBP looks names up case-insensitively (/breach/adobe finds Adobe).
  (table) => [uniqueIndex('breach_name_lower_idx').on(sql`lower(${table.name})`)],
);

/**
 * Small facts about the breach data: catalog snapshot loaded, last refresh, and the index's counts
 * and last ingest (written by breach-index, read by the status).
 */
export const breachDataState = pgTable('breach_data_state', {
  key: text('key').primaryKey(),
  value: text('value').notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});
