import { sql } from 'drizzle-orm';
import { RISK_ACTIONS } from '@bulwark/contracts/risk-assessment/actions';
import { afterAll, beforeAll, expect, test } from 'vitest';
import { findUserById } from '@/auth/user.repository';
import { queryRows } from '@/db/client';
import { insertFindingOnce } from '@/features/breach-alerts/breach-alerts.repository';
import { describeBreaches } from '@/features/breach-catalog/breach-catalog.service';
import { hashEmail } from '@/lib/email-hash';
import { ingestAddresses } from '@/testing/breach-fixtures';
import type { TestClient } from '@/testing/test-client';
import { type TestServer, startTestServer } from '@/testing/test-server';
import { signUpAndSignIn } from '@/testing/users';
import { readRiskInputs } from './observed-signals.service';

/**
 * The overview's inputs come from one statement (risk-inputs.repository.ts): these check it
 * against each feature's own list where the statement has edge cases. In order: the first test
 * needs a server with no breach data yet.
 */
let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(async () => {
  await server?.close();
});

async function ownerOf(client: TestClient) {
  const id = (await client.call('profileSettings.get')).body.id;
  const owner = await findUserById(server.services.db, id);
  if (!owner) throw new Error('no user');
  return owner;
}

test('with nothing recorded the overview is empty, and without a verified address nothing is measured', async () => {
  const client = await signUpAndSignIn(server, 'nothing-yet@example.com');
  const overview = (await client.call('riskAssessment.getOverview', {})).body;
  expect(overview).toMatchObject({ draft: null, latest: null, actionStates: {}, staleSince: null });
  expect(overview.observed).toEqual({
    verifiedMonitoredAddresses: 1,
    monitoringGap: 'no-breach-data',
    breaches: null,
    passwordChecks: [],
    twoFactor: 'none',
  });

  const unverified = await readRiskInputs(
    { db: server.services.db, services: server.services },
    { ...(await ownerOf(client)), emailVerified: false },
  );
  expect(unverified).toMatchObject({ draft: undefined, latest: undefined, actionStates: {} });
  expect(unverified.observed).toMatchObject({
    verifiedMonitoredAddresses: 0,
    monitoringGap: 'no-verified-address',
    breaches: null,
  });
});

async function catalogNames(count: number): Promise<string[]> {
  const rows = await queryRows<{ name: string }>(
    server.services.db,
    sql`select name from breach order by name limit ${count}`,
  );
  return rows.map((row) => row.name);
}

async function saveBreaches(client: TestClient, names: string[]): Promise<void> {
  for (const [index, breachName] of names.entries()) {
    const saved = await client.call('savedBreaches.add', { breachName });
    if (index % 3 === 0)
      await client.call('savedBreaches.setStatus', { id: saved.body.id, status: 'fixed' });
  }
}

async function recordChecks(client: TestClient, count: number): Promise<void> {
  for (let n = 0; n < count; n += 1) {
    await client.call('passwordChecks.record', {
      label: `Check ${n}`,
      score: n % 5,
      pwned: n % 4 === 0 ? null : n % 2 === 0,
      reused: n % 3 === 0,
      inUse: true,
    });
  }
}

async function alert(userId: string, email: string, breachName: string): Promise<void> {
  await insertFindingOnce(server.services.db, {
    userId,
    emailHash: hashEmail(email),
    maskedEmail: 'm***@example.com',
    breachName,
    source: 'hibp',
    createdAt: new Date(),
    quietReason: null,
  });
}

test('many rows: saved breaches and checks in their lists’ order, each breach once, only owned addresses’ findings, unknown names left out', async () => {
  const email = 'many-rows@example.com';
  const client = await signUpAndSignIn(server, email);
  const owner = await ownerOf(client);
  const names = await catalogNames(30);
  const [indexedName = '', alertedName = '', notOwnedName = ''] = names.slice(25);
  await saveBreaches(client, [...names.slice(0, 25), alertedName]);
  await recordChecks(client, 12);
  await ingestAddresses(server.services, indexedName, [email]);
  await alert(owner.id, email, alertedName);
  await alert(owner.id, email, 'Not In The Catalog');
  await alert(owner.id, 'someone-else@example.com', notOwnedName);
  const decided = RISK_ACTIONS.slice(0, 2).map((action) => action.id);
  for (const actionId of decided)
    await client.call('riskAssessment.setActionState', {
      actionId,
      status: 'na',
      reason: 'Not for me.',
    });

  const overview = (await client.call('riskAssessment.getOverview', {})).body;
  const saved = (await client.call('savedBreaches.list', {})).body;
  const checks = (await client.call('passwordChecks.list', {})).body;
  const fixed = new Set(
    saved.filter((row) => row.status === 'fixed').map((row) => row.breach.name),
  );
  const expectedNames = [
    ...new Set([indexedName, alertedName, ...saved.map((row) => row.breach.name)]),
  ];
  expect(overview.observed.monitoringGap).toBeNull();
  expect(overview.observed.verifiedMonitoredAddresses).toBe(1);
  expect(overview.observed.breaches?.map((breach) => [breach.name, breach.resolved])).toEqual(
    expectedNames.map((name) => [name, fixed.has(name)]),
  );
  const catalog = await describeBreaches(
    { db: server.services.db, services: server.services },
    expectedNames,
  );
  expect(overview.observed.breaches).toEqual(
    catalog.map((breach) => ({
      name: breach.name,
      title: breach.title,
      dataClasses: breach.dataClasses,
      addedDate: breach.addedDate,
      isVerified: breach.isVerified,
      isFabricated: breach.isFabricated,
      isSpamList: breach.isSpamList,
      resolved: fixed.has(breach.name),
    })),
  );
  expect(overview.observed.passwordChecks).toEqual(checks.map(({ id: _id, ...check }) => check));
  expect(Object.keys(overview.actionStates).sort()).toEqual([...decided].sort());
  expect(Object.values(overview.actionStates)).toEqual(
    decided.map(() => ({ status: 'na', reason: 'Not for me.', updatedAt: expect.any(String) })),
  );
});
