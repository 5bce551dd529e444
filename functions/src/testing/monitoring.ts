import { sql } from 'drizzle-orm';
import { queryRows } from '@/db/client';
import type { AppServices } from '@/platform/context';
import { until } from './until';

/**
 * Waits until the monitoring has checked this address once. Verifying an address starts its first
 * check as a job; a test that wants what follows it to count as news (or to control what that
 * first check sees) waits for it first.
 */
export async function untilAddressChecked(
  services: AppServices,
  email: string,
  timeoutMs = 10_000,
): Promise<void> {
  const checked = await until(
    () =>
      queryRows<{ checked: boolean }>(
        services.db,
        sql`select last_checked_at is not null as checked from monitored_address where email = ${email.toLowerCase()}`,
      ),
    (rows) => rows.some((row) => row.checked),
    timeoutMs,
  );
  if (!checked.some((row) => row.checked))
    throw new Error(`${email} was not checked within ${timeoutMs} ms`);
}
