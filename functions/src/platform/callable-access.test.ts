import { generateId } from '@bulwark/contracts/ids';
import { randomBytes } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, expect, test } from 'vitest';
import { contracts } from '@bulwark/contracts/contracts';
import { queryRows } from '@/db/client';
import { type TestServer, startTestServer } from '@/testing/test-server';
import type { TestClient } from '@/testing/test-client';
import { signUpAndSignIn } from '@/testing/users';

/**
 * The access matrix over every callable (SECURITY.md §6 #10): anonymous callers are refused by
 * every one of them, and a second user who presents the first user's ids gets nothing back and
 * changes nothing. Every callable must be named in exactly one of the lists below, so a new one
 * cannot slip in without a decision about how it is attacked.
 */

type Ids = Awaited<ReturnType<typeof seedVictim>>;
type Attack = (ids: Ids) => unknown;

/** Callables that take no id: they read or change only the caller's own rows. */
const OWN_SCOPE_ONLY = [
  'articles.getProgress',
  'articles.setChecklistItem',
  'articles.markRead',
  'emailBreachCheck.status',
  'emailBreachCheck.describeBreaches',
  'emailBreachCheck.getBreach',
  'emailBreachCheck.check',
  'emailBreachCheck.listMonitoredAddresses',
  'emailBreachCheck.addMonitoredAddress',
  'emailBreachCheck.listAlerts',
  'emailBreachCheck.getAlertSettings',
  'emailBreachCheck.updateAlertSettings',
  'feedback.submit',
  'feedback.list',
  'passwordChecks.list',
  'passwordChecks.record',
  'profileSettings.get',
  'profileSettings.update',
  'profileSettings.uploadAvatar',
  'profileSettings.removeAvatar',
  'profileSettings.listSessions',
  'profileSettings.revokeOtherSessions',
  'profileSettings.exportData',
  'riskAssessment.getOverview',
  'riskAssessment.start',
  'riskAssessment.setActionState',
  'riskAssessment.getHistory',
  'savedBreaches.list',
  'savedBreaches.add',
  'savedBreaches.getExposureSummary',
] as const;

/** Callables that name a row: the attacker names the victim's. */
const ATTACKS: Record<string, Attack> = {
  'emailBreachCheck.removeMonitoredAddress': (ids) => ({ id: ids.monitoredAddressId }),
  'emailBreachCheck.verifyMonitoredAddress': (ids) => ({ token: ids.verifyToken }),
  'emailBreachCheck.markAlertsRead': (ids) => ({ ids: [ids.alertId] }),
  'passwordChecks.remove': (ids) => ({ id: ids.passwordCheckId }),
  'profileSettings.revokeSession': (ids) => ({ id: ids.sessionId }),
  'riskAssessment.saveAnswers': (ids) => ({ id: ids.draftId, answers: { A1: ['reused'] } }),
  'riskAssessment.submit': (ids) => ({ id: ids.draftId, idempotencyKey: generateId() }),
  'riskAssessment.discardDraft': (ids) => ({ id: ids.draftId }),
  'savedBreaches.remove': (ids) => ({ id: ids.savedBreachId }),
  'savedBreaches.updateStep': (ids) => ({
    id: ids.savedBreachId,
    stepId: 'change-password',
    state: 'skipped',
  }),
  'savedBreaches.updateNotes': (ids) => ({
    id: ids.savedBreachId,
    notes: 'written by someone else',
  }),
  'savedBreaches.setStatus': (ids) => ({ id: ids.savedBreachId, status: 'fixed' }),
  'savedBreaches.resolveMany': (ids) => ({ ids: [ids.savedBreachId] }),
};

/** The callables that read; the attacker's own reads must never carry the victim's data. */
const READS = [
  'articles.getProgress',
  'emailBreachCheck.listMonitoredAddresses',
  'emailBreachCheck.listAlerts',
  'emailBreachCheck.getAlertSettings',
  'feedback.list',
  'passwordChecks.list',
  'profileSettings.get',
  'profileSettings.listSessions',
  'profileSettings.exportData',
  'riskAssessment.getOverview',
  'riskAssessment.getHistory',
  'savedBreaches.list',
  'savedBreaches.getExposureSummary',
] as const;

let server: TestServer;
let victim: { client: TestClient; ids: Ids };
let attacker: TestClient;

async function seedVictim(client: TestClient, email: string) {
  const profile = await client.call('profileSettings.get');
  await client.call('feedback.submit', {
    idempotencyKey: generateId(),
    category: 'idea',
    rating: 4,
    message: 'Only the victim wrote this.',
  });
  await client.call('articles.setChecklistItem', {
    slug: 'raas',
    itemId: 'back-up-files',
    checked: true,
  });
  const saved = await client.call('savedBreaches.add', { breachName: 'Adobe' });
  const check = await client.call('passwordChecks.record', {
    label: 'Bank',
    score: 3,
    pwned: false,
    reused: false,
    inUse: true,
  });
  const second = `victim-second-${randomBytes(4).toString('hex')}@example.com`;
  const added = await client.call('emailBreachCheck.addMonitoredAddress', { email: second });
  const mail = await server.waitForMail(
    (m) => m.to.includes(second) && /Confirm the address/.test(m.subject),
  );
  const verifyToken = new URL(mail.link ?? '').searchParams.get('verify');
  const draft = await client.call('riskAssessment.start', { mode: 'quick' });
  await client.call('riskAssessment.saveAnswers', {
    id: draft.body.id,
    answers: { A1: ['unique'] },
  });
  const sessions = await client.call('profileSettings.listSessions');
  const alertId = randomBytes(15).toString('base64url').slice(0, 20);
  await server.services.db.execute(
    sql`insert into breach_alert (id, user_id, email_hash, masked_email, breach_name, source)
        values (${alertId}, ${profile.body.id}, ${randomBytes(20)}, 'v***@example.com', 'Adobe', 'local')`,
  );
  for (const value of [
    saved.body.id,
    check.body.id,
    added.body.id,
    verifyToken,
    draft.body.id,
    sessions.body[0]?.id,
  ]) {
    expect(value, 'seeding failed').toEqual(expect.any(String));
  }
  return {
    userId: profile.body.id as string,
    email,
    savedBreachId: saved.body.id as string,
    passwordCheckId: check.body.id as string,
    monitoredAddressId: added.body.id as string,
    verifyToken: verifyToken as string,
    draftId: draft.body.id as string,
    sessionId: sessions.body[0].id as string,
    alertId,
  };
}

/** Every row the victim owns, as the database holds it (read as the superuser, past RLS). */
/**
 * Every row the victim owns, as the database holds it (read as the superuser, past RLS), in every
 * table that names a user. Sessions only by what an attacker could change: their last-activity
 * time moves with the victim's own requests.
 */
async function victimRows(): Promise<string> {
  const owned = await queryRows<{ table_name: string }>(
    server.services.db,
    sql`select distinct table_name from information_schema.columns
        where table_schema = 'public' and column_name = 'user_id' and table_name <> 'session'
        order by table_name`,
  );
  const snapshot: Record<string, unknown[]> = {};
  for (const table of ['user', ...owned.map((row) => row.table_name)]) {
    const owner = sql.identifier(table === 'user' ? 'id' : 'user_id');
    snapshot[table] = await queryRows(
      server.services.db,
      sql`select * from ${sql.identifier(table)} where ${owner} = ${victim.ids.userId} order by 1`,
    );
  }
  snapshot.session = await queryRows(
    server.services.db,
    sql`select id, token, expires_at from session where user_id = ${victim.ids.userId} order by id`,
  );
  return JSON.stringify(snapshot);
}

async function settledVictimRows(): Promise<string> {
  let previous = await victimRows();
  for (let attempt = 0; attempt < 50; attempt += 1) {
    await new Promise((resolve) => setTimeout(resolve, 300));
    const current = await victimRows();
    if (current === previous) return current;
    previous = current;
  }
  throw new Error('the victim’s rows kept changing: a trigger never settled');
}

beforeAll(async () => {
  server = await startTestServer();
  const victimClient = await signUpAndSignIn(server, 'victim@example.com');
  victim = { client: victimClient, ids: await seedVictim(victimClient, 'victim@example.com') };
  attacker = await signUpAndSignIn(server, 'attacker@example.com');
  await attacker.call('savedBreaches.add', { breachName: 'LinkedIn' });
});
afterAll(async () => {
  await server?.close();
});

test('every callable is classified: own scope only, or attacked with the victim’s ids', () => {
  const classified = [...OWN_SCOPE_ONLY, ...Object.keys(ATTACKS)].sort();
  expect(classified).toEqual(Object.keys(contracts).sort());
  expect(new Set(classified).size).toBe(classified.length);
  for (const read of READS) expect(OWN_SCOPE_ONLY).toContain(read);
});

test.each(Object.keys(contracts))('%s refuses an anonymous caller with 401', async (name) => {
  const anonymous = server.client();
  const input = name in ATTACKS ? ATTACKS[name]?.(victim.ids) : {};
  const response = await anonymous.call(name, input);
  expect(response.status).toBe(401);
  expect(response.body).toMatchObject({ error: { code: 'unauthenticated' } });
});

test('a second user naming the first user’s rows in every callable gets nothing and changes nothing', async () => {
  // Triggers from the seeding (exposure summary, snapshots) settle before the picture is taken.
  const before = await settledVictimRows();

  const leaked = [
    victim.ids.userId,
    victim.ids.email,
    victim.ids.savedBreachId,
    victim.ids.passwordCheckId,
    victim.ids.monitoredAddressId,
    victim.ids.draftId,
    victim.ids.sessionId,
    victim.ids.alertId,
  ];
  for (const [name, attack] of Object.entries(ATTACKS)) {
    const response = await attacker.call(name, attack(victim.ids));
    expect(response.status, `${name} answered ${JSON.stringify(response.body)}`).toBeLessThan(500);
    if (response.status === 200) {
      expect(JSON.stringify(response.body), name).not.toMatch(/"(removed|revoked|discarded)":true/);
    }
    for (const secret of leaked) expect(JSON.stringify(response.body), name).not.toContain(secret);
  }
  for (const name of READS) {
    const response = await attacker.call(name);
    expect(response.status, name).toBe(200);
    for (const secret of leaked) expect(JSON.stringify(response.body), name).not.toContain(secret);
  }

  expect(await victimRows()).toBe(before);
  expect((await victim.client.call('profileSettings.get')).status).toBe(200);
}, 60_000);
