import { sql } from 'drizzle-orm';
import { defineSchedule } from './define-schedule';

/** Processed outbox rows are kept this long for diagnosis, then removed. */
const OUTBOX_RETENTION_DAYS = 7;

/**
 * Removes what has expired: sessions, verification tokens, TOTP replay records, spent rate-limit
 * windows and old outbox rows. Bounded per table so one run never holds locks for long.
 */
export const purgeExpiredRecordsHourly = defineSchedule(
  'purgeExpiredRecordsHourly',
  { cron: '17 * * * *' },
  async ({ db, clock, logger }) => {
    const now = clock.now();
    const outboxCutoff = new Date(now.getTime() - OUTBOX_RETENTION_DAYS * 86_400_000);
    const statements = [
      sql`delete from session where id in (select id from session where expires_at < ${now} limit 5000)`,
      sql`delete from verification where id in (select id from verification where expires_at < ${now} limit 5000)`,
      sql`delete from totp_code_use where used_at < ${new Date(now.getTime() - 10 * 60_000)}`,
      sql`delete from sign_in_failure where window_start < ${new Date(now.getTime() - 3_600_000)} and (locked_until is null or locked_until < ${now})`,
      sql`delete from rate_limit where last_request < ${now.getTime() - 3_600_000}`,
      sql`delete from shared_rate_limit where expire < ${now}`,
      sql`delete from outbox where id in (select id from outbox where dispatched_at < ${outboxCutoff} limit 5000)`,
    ];
    let removed = 0;
    for (const statement of statements) {
      const result = await db.execute(statement);
      removed +=
        (result as { affectedRows?: number; rowCount?: number }).affectedRows ??
        (result as { rowCount?: number }).rowCount ??
        0;
    }
    logger.info('purged expired records', { removed });
  },
);
