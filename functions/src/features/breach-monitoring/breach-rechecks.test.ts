import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, expect, test } from 'vitest';
import type { ReadMail } from '@/testing/mail-outbox';
import { type TestServer, startTestServer } from '@/testing/test-server';
import { signUpAndSignIn } from '@/testing/users';
import { listAlertRows } from '@/features/breach-alerts/breach-alerts.repository';
import { checkIngest, recheckDueAddresses } from './breach-rechecks.service';
import { findAddressesDue } from '@/features/monitored-addresses/monitored-addresses.service';
import { ingestAddresses, writeBreachFile } from '@/testing/breach-fixtures';
import { untilAddressChecked } from '@/testing/monitoring';
import { type FakeHibp, hibpEntry, startFakeHibp } from '@/testing/fake-hibp-server';

const DAY_MS = 86_400_000;
/** Longer than the client waits in place (3 s): HIBP blocks the client for this long. */
const LONG_RETRY_AFTER_SECONDS = 4;

let server: TestServer;
let hibp: FakeHibp;
beforeAll(async () => {
  hibp = await startFakeHibp();
  server = await startTestServer({
    env: { HIBP_API_KEY: 'k'.repeat(32), HIBP_BASE_URL: hibp.url, HIBP_TIMEOUT_MS: '2000' },
  });
});
afterAll(async () => {
  await server?.close();
  await hibp?.close();
});

function metaFile(title: string, flags: Record<string, boolean> = {}) {
  const meta = {
    Title: title,
    BreachDate: '2026-02-01',
    AddedDate: '2026-02-02T00:00:00Z',
    ModifiedDate: '2026-02-02T00:00:00Z',
    PwnCount: 1,
    DataClasses: ['Email addresses'],
    ...flags,
  };
  return writeBreachFile([JSON.stringify(meta)], `${title.replaceAll(' ', '-')}.json`);
}

async function alertMails(text: string): Promise<ReadMail[]> {
  return (await server.mails()).filter(
    (mail) => mail.subject.startsWith('Bulwark found') && mail.subject.includes(text),
  );
}

/** As if these addresses were last checked two days ago. */
async function makeDueAgain(emails: string[]) {
  for (const email of emails) {
    await server.services.db.execute(
      sql`update monitored_address set last_checked_at = now() - interval '2 days' where email = ${email}`,
    );
  }
}

/** Lets trigger jobs that are still queued (polled every 2 s) run, so "exactly one" means it. */
const settle = () => new Promise((resolve) => setTimeout(resolve, 2500));

test('a verified user who never opened the breach page is alerted by a new ingest: one alert, one mail', async () => {
  const client = await signUpAndSignIn(server, 'quiet@example.com');
  await untilAddressChecked(server.services, 'quiet@example.com');
  const summary = await ingestAddresses(
    server.services,
    'QuietLeak',
    ['quiet@example.com'],
    await metaFile('Quiet Leak'),
  );
  const mail = await server.waitForMail((m) => m.subject.includes('Quiet Leak'));
  expect(mail.to).toBe('quiet@example.com');
  // A retried trigger job finds the alert there already.
  expect(await checkIngest(server.services, summary.ingestId ?? '')).toBe(0);
  await settle();
  expect(await alertMails('Quiet Leak')).toHaveLength(1);
  const alerts = await client.call('emailBreachCheck.listAlerts', {});
  expect(alerts.body.alerts.map((alert) => [alert.breachName, alert.source])).toEqual([
    ['QuietLeak', 'local'],
  ]);
});

test('after a change of the account’s address, the next ingest watches the new one', async () => {
  await signUpAndSignIn(server, 'old-address@example.com');
  await untilAddressChecked(server.services, 'old-address@example.com');
  // As better-auth leaves it once the new address is confirmed.
  await server.services.db.execute(
    sql`update "user" set email = 'new-address@example.com' where email = 'old-address@example.com'`,
  );
  await ingestAddresses(
    server.services,
    'MovedLeak',
    ['old-address@example.com', 'new-address@example.com'],
    await metaFile('Moved Leak'),
  );
  const mail = await server.waitForMail((m) => m.subject.includes('Moved Leak'));
  expect(mail.subject).toBe('Bulwark found n***@example.com in the Moved Leak breach');
  await settle();
  expect(await alertMails('Moved Leak')).toHaveLength(1);
});

test('spam-list, fabricated and retired breaches alert nobody after an ingest, as in the re-check', async () => {
  const client = await signUpAndSignIn(server, 'listed-in-junk@example.com');
  await client.call('emailBreachCheck.listMonitoredAddresses');
  for (const [name, flag] of [
    ['SpamListLeak', 'IsSpamList'],
    ['MadeUpLeak', 'IsFabricated'],
    ['RetiredLeak', 'IsRetired'],
  ] as const) {
    const summary = await ingestAddresses(
      server.services,
      name,
      ['listed-in-junk@example.com'],
      await metaFile(name, { [flag]: true }),
    );
    expect(await checkIngest(server.services, summary.ingestId ?? '')).toBe(0);
  }
  await recheckDueAddresses(server.services);
  await settle();
  expect((await client.call('emailBreachCheck.listAlerts', {})).body.alerts).toEqual([]);
  expect(
    (await server.mails()).filter(
      (mail) =>
        mail.to === 'listed-in-junk@example.com' && mail.subject.startsWith('Bulwark found'),
    ),
  ).toEqual([]);
});

test(
  'a long HIBP 429 stops the re-check; the addresses not asked stay due and the next run checks them',
  { timeout: 60_000 },
  async () => {
    // Everyone so far is checked first, so only this test's three addresses are due.
    await recheckDueAddresses(server.services);
    const emails = ['pace-1@example.com', 'pace-2@example.com', 'pace-3@example.com'];
    for (const email of emails) await signUpAndSignIn(server, email);
    // Their first checks are done; a day later they are due again, and what turns up now is news.
    for (const email of emails) await untilAddressChecked(server.services, email);
    await makeDueAgain(emails);
    const before = () => new Date(server.services.clock.now().getTime() - DAY_MS + 60_000);
    const [first, second, third] = await findAddressesDue(server.services.db, before(), 10);
    if (!first || !second || !third) throw new Error('three addresses should be due');
    hibp.respond(first.email, { status: 404 });
    hibp.respond(second.email, {
      status: 429,
      headers: { 'retry-after': String(LONG_RETRY_AFTER_SECONDS) },
    });
    hibp.respond(third.email, { status: 200, body: [hibpEntry('Dropbox')] });

    const askedBefore = hibp.requests.length;
    const stopped = await recheckDueAddresses(server.services);
    expect(stopped).toEqual({ checked: 1, alerts: 0, deferred: 1, stoppedEarly: 'hibp-blocked' });
    expect(
      (await findAddressesDue(server.services.db, before(), 10)).map((address) => address.id),
    ).toEqual([second.id, third.id]);
    expect(
      hibp.requests
        .slice(askedBefore)
        .some((request) => request.path.includes(encodeURIComponent(third.email))),
    ).toBe(false);

    hibp.respond(second.email, { status: 404 });
    await new Promise((resolve) => setTimeout(resolve, LONG_RETRY_AFTER_SECONDS * 1000 + 100));
    expect(await recheckDueAddresses(server.services)).toEqual({
      checked: 2,
      alerts: 1,
      deferred: 0,
    });
    expect(await recheckDueAddresses(server.services)).toEqual({
      checked: 0,
      alerts: 0,
      deferred: 0,
    });
    await server.waitForMail((m) => m.to === third.email && m.subject.includes('Dropbox'));
    await settle();
    expect(await alertMails('Dropbox')).toHaveLength(1);
    const alerts = await listAlertRows(server.services.db, third.userId, 10);
    expect(alerts.map((alert) => [alert.breachName, alert.source])).toEqual([['Dropbox', 'hibp']]);
  },
);

test('an address HIBP fails for stays due while the others are checked', async () => {
  await signUpAndSignIn(server, 'flaky@example.com');
  await signUpAndSignIn(server, 'steady@example.com');
  await untilAddressChecked(server.services, 'flaky@example.com');
  await untilAddressChecked(server.services, 'steady@example.com');
  await makeDueAgain(['flaky@example.com', 'steady@example.com']);
  hibp.respond('flaky@example.com', { status: 503 });
  expect(await recheckDueAddresses(server.services)).toEqual({
    checked: 1,
    alerts: 0,
    deferred: 1,
  });
  const due = await findAddressesDue(
    server.services.db,
    new Date(server.services.clock.now().getTime() - DAY_MS + 60_000),
    10,
  );
  expect(due.map((address) => address.email)).toEqual(['flaky@example.com']);
});
