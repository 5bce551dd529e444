import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, expect, test } from 'vitest';
import { queryRows } from '@/db/client';
import { onBreachFoundAddToList } from '@/features/saved-breaches/saved-breaches.triggers';
import type { TriggerEvent } from '@/platform/define-trigger';
import type { TestClient } from '@/testing/test-client';
import { type TestServer, startTestServer } from '@/testing/test-server';
import { until } from '@/testing/until';
import { signUpAndSignIn } from '@/testing/users';
import { onBreachAlertCreated } from '@/features/breach-alerts/breach-alerts.triggers';
import { checkIngest, recheckDueAddresses } from './breach-rechecks.service';
import { ingestAddresses, writeBreachFile } from '@/testing/breach-fixtures';
import { untilAddressChecked } from '@/testing/monitoring';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(async () => {
  await server?.close();
});

/** Lets trigger jobs still queued run, so "none" and "exactly one" mean it. */
const settle = () => new Promise((resolve) => setTimeout(resolve, 2500));

async function alertMailsTo(email: string) {
  return (await server.mails()).filter(
    (mail) => mail.to === email && mail.subject.startsWith('Bulwark found'),
  );
}

async function metaFile(title: string) {
  const meta = {
    Title: title,
    BreachDate: '2026-05-01',
    AddedDate: '2026-05-02T00:00:00Z',
    ModifiedDate: '2026-05-02T00:00:00Z',
    PwnCount: 2,
    DataClasses: ['Email addresses', 'Passwords'],
  };
  return writeBreachFile([JSON.stringify(meta)], `${title.replaceAll(' ', '-')}.json`);
}

async function listNames(client: TestClient) {
  return (await client.call('savedBreaches.list', {})).body.map((saved) => [
    saved.breach.name,
    saved.status,
  ]);
}

/** Every trigger event a finding raised, as the job runner hands them to handlers. */
async function findingEvents(userId: string): Promise<TriggerEvent[]> {
  const rows = await queryRows<{
    id: string;
    user_id: string;
    collection: string;
    op: 'insert';
    row_id: string;
    before: unknown;
    after: unknown;
  }>(
    server.services.db,
    sql`select id, user_id, collection, op, row_id, before, after from outbox where user_id = ${userId} and collection = 'breach-alerts' order by id`,
  );
  return rows.map((row) => ({
    outboxId: Number(row.id),
    userId: row.user_id,
    collection: row.collection,
    op: row.op,
    rowId: row.row_id,
    before: row.before,
    after: row.after,
  }));
}

async function userIdOf(email: string): Promise<string> {
  const [row] = await queryRows<{ id: string }>(
    server.services.db,
    sql`select id from "user" where email = ${email}`,
  );
  if (!row) throw new Error(`no user ${email}`);
  return row.id;
}

test('verifying the account address checks it at once: its breaches join the list, with no alert and no mail', async () => {
  await ingestAddresses(server.services, 'Adobe', ['newcomer@example.com']);
  await ingestAddresses(
    server.services,
    'OldLeak',
    ['newcomer@example.com'],
    await metaFile('Old Leak'),
  );
  const client = await signUpAndSignIn(server, 'newcomer@example.com');
  await untilAddressChecked(server.services, 'newcomer@example.com');
  const listed = await until(
    () => listNames(client),
    (names) => names.length === 2,
  );
  expect(listed.sort()).toEqual([
    ['Adobe', 'action-needed'],
    ['OldLeak', 'action-needed'],
  ]);
  const [adobe] = (await client.call('savedBreaches.list', {})).body.filter(
    (saved) => saved.breach.name === 'Adobe',
  );
  expect(adobe?.history.map((event) => event.kind)).toEqual(['found']);
  await settle();
  expect((await client.call('emailBreachCheck.listAlerts', {})).body).toEqual({
    alerts: [],
    unreadCount: 0,
  });
  expect(await alertMailsTo('newcomer@example.com')).toEqual([]);
  const [account] = (await client.call('emailBreachCheck.listMonitoredAddresses', {})).body;
  expect(account).toMatchObject({ isAccountAddress: true, lastCheckedAt: expect.any(String) });
});

test('a breach already on the list, fixed or not, raises no alert when an address turns up in it, also when jobs replay', async () => {
  const client = await signUpAndSignIn(server, 'resolver@example.com');
  await untilAddressChecked(server.services, 'resolver@example.com');
  const meta = await metaFile('Fixed Leak');
  // The breach is in the catalog (and on the list, fixed) before anyone knew this address was in it.
  await ingestAddresses(server.services, 'FixedLeak', ['someone-else@example.com'], meta);
  const saved = await client.call('savedBreaches.add', { breachName: 'FixedLeak' });
  await client.call('savedBreaches.setStatus', { id: saved.body.id, status: 'fixed' });
  await client.call('savedBreaches.add', { breachName: 'Adobe' });

  const fixedIngest = await ingestAddresses(
    server.services,
    'FixedLeak',
    ['resolver@example.com'],
    meta,
  );
  const adobeIngest = await ingestAddresses(server.services, 'Adobe', ['resolver@example.com']);
  await settle();
  // Replays: the ingest check, and every trigger of every finding event, run again.
  expect(await checkIngest(server.services, fixedIngest.ingestId ?? '')).toBe(0);
  expect(await checkIngest(server.services, adobeIngest.ingestId ?? '')).toBe(0);
  const events = await findingEvents(await userIdOf('resolver@example.com'));
  expect(events.map((event) => (event.after as { breachName: string }).breachName).sort()).toEqual([
    'Adobe',
    'FixedLeak',
  ]);
  for (const event of events) {
    const ctx = { services: server.services, eventKey: `replay:${event.outboxId}` };
    await onBreachAlertCreated.handler(event, ctx);
    await onBreachFoundAddToList.handler(event, ctx);
  }
  await settle();

  expect(await alertMailsTo('resolver@example.com')).toEqual([]);
  expect((await client.call('emailBreachCheck.listAlerts', {})).body).toEqual({
    alerts: [],
    unreadCount: 0,
  });
  expect((await listNames(client)).sort()).toEqual([
    ['Adobe', 'action-needed'],
    ['FixedLeak', 'fixed'],
  ]);
});

test('a new breach holding two of a person’s addresses is one alert and one mail; once removed from the list it stays removed', async () => {
  const client = await signUpAndSignIn(server, 'two-inboxes@example.com');
  await untilAddressChecked(server.services, 'two-inboxes@example.com');
  await client.call('emailBreachCheck.addMonitoredAddress', {
    email: 'second-inbox@example.com',
  });
  const confirmation = await server.waitForMail((m) => m.to === 'second-inbox@example.com');
  await client.call('emailBreachCheck.verifyMonitoredAddress', {
    token: new URL(confirmation.link ?? '').searchParams.get('verify') ?? '',
  });
  await untilAddressChecked(server.services, 'second-inbox@example.com');

  await ingestAddresses(
    server.services,
    'TwinLeak',
    ['two-inboxes@example.com', 'second-inbox@example.com'],
    await metaFile('Twin Leak'),
  );
  await server.waitForMail((m) => m.subject.includes('Twin Leak'));
  const listed = await until(
    () => listNames(client),
    (names) => names.length === 1,
  );
  expect(listed).toEqual([['TwinLeak', 'action-needed']]);
  await settle();
  expect((await server.mails()).filter((mail) => mail.subject.includes('Twin Leak'))).toHaveLength(
    1,
  );
  const alerts = (await client.call('emailBreachCheck.listAlerts', {})).body;
  expect(alerts.alerts.map((alert) => alert.breachName)).toEqual(['TwinLeak']);
  expect(alerts.unreadCount).toBe(1);

  // "Not mine": removed, it does not come back with the next re-check of either address.
  const [twin] = (await client.call('savedBreaches.list', {})).body;
  await client.call('savedBreaches.remove', { id: twin?.id ?? '' });
  await server.services.db.execute(
    sql`update monitored_address set last_checked_at = now() - interval '2 days' where user_id = ${await userIdOf('two-inboxes@example.com')}`,
  );
  await recheckDueAddresses(server.services);
  await settle();
  expect(await listNames(client)).toEqual([]);
  expect((await client.call('emailBreachCheck.listAlerts', {})).body.alerts).toHaveLength(1);
});
