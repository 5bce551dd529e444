import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, expect, test } from 'vitest';
import { queryRows } from '@/db/client';
import { fixedClock } from '@/lib/clock';
import { type TestServer, startTestServer } from '@/testing/test-server';
import { signUpAndSignIn } from '@/testing/users';
import { purgeExpiredRecordsHourly } from './maintenance.schedules';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(async () => {
  await server?.close();
});

test('removes expired sessions and keeps live ones, judged by the injected clock', async () => {
  await signUpAndSignIn(server, 'sweep-a@example.com');
  await signUpAndSignIn(server, 'sweep-b@example.com');
  const sessions = await queryRows<{ id: string; expires_at: Date }>(
    server.services.db,
    sql`select id, expires_at from session order by expires_at`,
  );
  expect(sessions.length).toBeGreaterThanOrEqual(2);
  const [first] = sessions;
  await server.services.db.execute(
    sql`update session set expires_at = ${new Date('2030-01-01T00:00:00Z')} where id = ${first?.id ?? ''}`,
  );
  await server.services.db.execute(
    sql`update session set expires_at = ${new Date('2030-01-03T00:00:00Z')} where id <> ${first?.id ?? ''}`,
  );
  await purgeExpiredRecordsHourly.handler({
    ...server.services,
    clock: fixedClock('2030-01-02T00:00:00Z'),
  });
  const left = await queryRows<{ id: string }>(server.services.db, sql`select id from session`);
  expect(left.map((row) => row.id)).not.toContain(first?.id);
  expect(left).toHaveLength(sessions.length - 1);
});

test('removes the shared limits whose window has ended and keeps the running ones', async () => {
  await server.services.db.execute(
    sql`insert into shared_rate_limit (key, points, expire) values
        ('sweep:ended', 3, ${new Date('2030-01-01T00:00:00Z')}),
        ('sweep:running', 3, ${new Date('2030-01-03T00:00:00Z')})`,
  );
  await purgeExpiredRecordsHourly.handler({
    ...server.services,
    clock: fixedClock('2030-01-02T00:00:00Z'),
  });
  const left = await queryRows<{ key: string }>(
    server.services.db,
    sql`select key from shared_rate_limit where key like 'sweep:%'`,
  );
  expect(left.map((row) => row.key)).toEqual(['sweep:running']);
});
