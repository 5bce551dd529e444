import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, expect, test } from 'vitest';
import { queryRows } from '@/db/client';
import { MAIL_TIMEOUT_MS } from '@/testing/auth-helpers';
import { type TestServer, startTestServer } from '@/testing/test-server';
import { until } from '@/testing/until';
import { signUpAndSignIn } from '@/testing/users';
import { sendAlertMail } from './breach-alert-mail.service';
import { type QuietReason, findAlert, insertFindingOnce } from './breach-alerts.repository';
import { hashEmail, maskEmail } from '@/lib/email-hash';
import { untilAddressChecked } from '@/testing/monitoring';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(async () => {
  await server?.close();
});

/**
 * A user and an alert for their account address, written straight to the table: no change event,
 * so no job mails it behind the test's back. The account address is monitored once verified;
 * `monitored: false` then stops monitoring it, so the alert has nobody to go to.
 */
async function alertFor(
  email: string,
  options: { monitored?: boolean; breachName?: string; quietReason?: QuietReason } = {},
) {
  await signUpAndSignIn(server, email);
  await untilAddressChecked(server.services, email);
  if (options.monitored === false) {
    await server.services.db.execute(sql`delete from monitored_address where email = ${email}`);
  }
  const [user] = await queryRows<{ id: string }>(
    server.services.db,
    sql`select id from "user" where email = ${email}`,
  );
  const alert = await insertFindingOnce(server.services.db, {
    userId: user?.id ?? '',
    emailHash: hashEmail(email),
    maskedEmail: maskEmail(email),
    breachName: options.breachName ?? 'Adobe',
    source: 'local',
    createdAt: new Date(),
    quietReason: options.quietReason ?? null,
  });
  if (!alert) throw new Error('alert not created');
  return alert;
}

/** Alert mails only: each user's verification mail went to the same address. */
async function mailsTo(email: string) {
  return (await server.mails()).filter(
    (mail) => mail.to === email && mail.subject.startsWith('Bulwark found'),
  );
}

test(
  'a failed delivery is retried by the mail queue; the alert is mailed once, under its own Message-ID',
  async () => {
    const alert = await alertFor('retry@example.com');
    const mailer = server.services.mailer;
    const realSend = mailer.send.bind(mailer);
    let failures = 0;
    mailer.send = async (message) => {
      if (message.to === 'retry@example.com' && failures === 0) {
        failures += 1;
        throw new Error('SMTP refused the connection');
      }
      return realSend(message);
    };
    try {
      expect(await sendAlertMail(server.services, alert.id)).toBe('queued');
      // The job ran again after it had queued (a crash before it was acknowledged): nothing more goes out.
      expect(await sendAlertMail(server.services, alert.id)).toBe('already-claimed');
      await until(
        () => mailsTo('retry@example.com'),
        (mails) => mails.length > 0,
        MAIL_TIMEOUT_MS,
      );
      expect(failures).toBe(1);
      await new Promise((resolve) => setTimeout(resolve, 500));
      const mails = await mailsTo('retry@example.com');
      expect(mails.map((mail) => mail.subject)).toEqual([
        'Bulwark found r***@example.com in the Adobe breach',
      ]);
      expect(mails[0]?.raw).toMatch(
        new RegExp(`^Message-ID: <breach-alert\\.${alert.id}@127\\.0\\.0\\.1>`, 'mi'),
      );
    } finally {
      mailer.send = realSend;
    }
  },
  MAIL_TIMEOUT_MS + 10_000,
);

test('jobs racing for the same alert send one mail', async () => {
  const alert = await alertFor('twice@example.com');
  const outcomes = await Promise.all([1, 2, 3].map(() => sendAlertMail(server.services, alert.id)));
  expect(outcomes.filter((outcome) => outcome === 'queued')).toHaveLength(1);
  await until(
    () => mailsTo('twice@example.com'),
    (mails) => mails.length > 0,
    MAIL_TIMEOUT_MS,
  );
  await new Promise((resolve) => setTimeout(resolve, 500));
  expect(await mailsTo('twice@example.com')).toHaveLength(1);
});

test('an alert with no address to mail is left unmailed, not marked as sent', async () => {
  const alert = await alertFor('nowhere@example.com', { monitored: false });
  expect(await sendAlertMail(server.services, alert.id)).toBe('no-recipient');
  expect((await findAlert(server.services.db, alert.id))?.mailedAt).toBeNull();
  expect(await mailsTo('nowhere@example.com')).toHaveLength(0);
});

test('a breach only HIBP knows is mailed by its name', async () => {
  const alert = await alertFor('hibp-only@example.com', { breachName: 'NotInOurCatalog' });
  expect(await sendAlertMail(server.services, alert.id)).toBe('queued');
  const [mail] = await until(
    () => mailsTo('hibp-only@example.com'),
    (mails) => mails.length > 0,
    MAIL_TIMEOUT_MS,
  );
  expect(mail?.subject).toBe('Bulwark found h***@example.com in the NotInOurCatalog breach');
});

test('a quiet finding (first check, or a breach already on the list) is never mailed', async () => {
  for (const [email, quietReason] of [
    ['first-look@example.com', 'first-check'],
    ['already-listed@example.com', 'on-list'],
  ] as const) {
    const finding = await alertFor(email, { quietReason });
    expect(await sendAlertMail(server.services, finding.id)).toBe('quiet');
    expect((await findAlert(server.services.db, finding.id))?.mailedAt).toBeNull();
  }
  await new Promise((resolve) => setTimeout(resolve, 500));
  expect([
    ...(await mailsTo('first-look@example.com')),
    ...(await mailsTo('already-listed@example.com')),
  ]).toEqual([]);
});
