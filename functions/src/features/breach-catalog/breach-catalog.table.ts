import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  customType,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';

export const bytea = customType<{ data: Buffer; driverData: Buffer }>({ dataType: () => 'bytea' });

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

/** Small facts about the data: catalog snapshot loaded, last refresh, last ingest. */
export const breachDataState = pgTable('breach_data_state', {
  key: text('key').primaryKey(),
  value: text('value').notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

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
