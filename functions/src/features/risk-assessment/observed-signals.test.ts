import { generateId } from '@bulwark/contracts/ids';
import { scoreAssessment } from '@bulwark/contracts/risk-assessment/score';
import type { RiskOverview } from '@bulwark/contracts/schemas/risk-assessment.schema';
import { afterAll, beforeAll, expect, test } from 'vitest';
import { findUserById } from '@/auth/user.repository';
import type { TestClient } from '@/testing/test-client';
import { type TestServer, startTestServer } from '@/testing/test-server';
import { untilAddressChecked } from '@/testing/monitoring';
import { until } from '@/testing/until';
import { signUpAndSignIn } from '@/testing/users';
import { ingestAddresses } from '@/testing/breach-fixtures';
import { startFakeHibp } from '@/testing/fake-hibp-server';
import { readObservedInputs } from './observed-signals.service';
import { answersFor } from './testing/answers';
import { recheckDueAddresses } from '@/features/breach-monitoring/breach-monitoring.service';

/**
 * Issue 5: where a signal's source is not there yet, the item is "not available" and left out of
 * the score, never faked. These tests run in order: the first ones see a default install.
 */
let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(async () => {
  await server?.close();
});

async function submitQuickCheck(client: TestClient) {
  const draft = await client.call('riskAssessment.start', { mode: 'quick' });
  await client.call('riskAssessment.saveAnswers', {
    id: draft.body.id,
    answers: answersFor('quick', 'best'),
  });
  await client.call('riskAssessment.submit', {
    id: draft.body.id,
    idempotencyKey: generateId(),
  });
}

function score(overview: RiskOverview, observed = overview.observed) {
  return scoreAssessment({
    answers: overview.latest?.answers ?? {},
    answeredAt: overview.latest?.answeredAt ?? {},
    observed,
    actionStates: overview.actionStates,
    now: new Date(overview.serverTime),
  });
}

function item(overview: RiskOverview, id: string) {
  return score(overview).items.find((candidate) => candidate.id === id);
}

async function overviewOf(client: TestClient): Promise<RiskOverview> {
  return (await client.call('riskAssessment.getOverview', {})).body;
}

test('on a default install (no breach ingested, no HIBP key) breach exposure is not available and left out of the score', async () => {
  const client = await signUpAndSignIn(server, 'default-install@example.com');
  await submitQuickCheck(client);
  const overview = await overviewOf(client);
  expect(overview.observed).toMatchObject({
    verifiedMonitoredAddresses: 1,
    monitoringGap: 'no-breach-data',
    breaches: null,
  });
  expect(item(overview, 'S1')).toMatchObject({
    status: 'unavailable',
    value: null,
    summary: 'No breach data is loaded on this server yet, so your addresses cannot be checked.',
  });
  expect(item(overview, 'S2')?.status).toBe('unavailable');
  // Scoring the same user as "no breaches found" would be a different, faked score.
  const faked = score(overview, { ...overview.observed, monitoringGap: null, breaches: [] });
  expect(faked.items.find((candidate) => candidate.id === 'S1')?.value).toBe(1);
  expect(score(overview).raw).toBeLessThan(faked.raw ?? 0);
  expect(score(overview).confidence.value).toBeLessThan(faked.confidence.value);
});

test('saved breaches count for S2 with or without a verified address, while S1 stays not available', async () => {
  const client = await signUpAndSignIn(server, 'saver@example.com');
  await client.call('savedBreaches.add', { breachName: 'Adobe' });
  const overview = await overviewOf(client);
  expect(overview.observed.monitoringGap).toBe('no-breach-data');
  expect(overview.observed.breaches).toEqual([
    expect.objectContaining({ name: 'Adobe', resolved: false }),
  ]);
  expect(item(overview, 'S1')?.status).toBe('unavailable');
  expect(item(overview, 'S2')).toMatchObject({ status: 'scored', value: expect.any(Number) });
  expect(item(overview, 'S2')?.value).toBeLessThan(1);

  // The same user as if no address were verified (sign-in needs one, so read the service itself).
  const owner = await findUserById(server.services.db, await userId(client));
  if (!owner) throw new Error('no user');
  const unverified = await readObservedInputs(
    { db: server.services.db, services: server.services },
    { ...owner, emailVerified: false },
  );
  expect(unverified).toMatchObject({
    verifiedMonitoredAddresses: 0,
    monitoringGap: 'no-verified-address',
    breaches: [expect.objectContaining({ name: 'Adobe', resolved: false })],
  });
});

async function userId(client: TestClient): Promise<string> {
  return (await client.call('profileSettings.get')).body.id;
}

test('with a breach ingested, a breach of the address counts at once and a clean address after its first check, which verifying starts', async () => {
  await ingestAddresses(server.services, 'Adobe', ['in-adobe@example.com']);
  const exposed = await signUpAndSignIn(server, 'in-adobe@example.com');
  const clean = await signUpAndSignIn(server, 'not-in-adobe@example.com');

  const found = await overviewOf(exposed);
  expect(found.observed.monitoringGap).toBeNull();
  expect(item(found, 'S1')).toMatchObject({ status: 'scored', value: expect.any(Number) });
  expect(item(found, 'S1')?.value).toBeLessThan(1);

  // Nobody ran the re-check: verifying the address started its first check.
  await untilAddressChecked(server.services, 'not-in-adobe@example.com');
  const checked = await overviewOf(clean);
  expect(checked.observed).toMatchObject({ monitoringGap: null, breaches: [] });
  expect(item(checked, 'S1')).toMatchObject({
    status: 'scored',
    value: 1,
    summary: 'No breaches found for your monitored addresses.',
  });
  expect(item(checked, 'S2')).toMatchObject({ status: 'scored', value: 1 });
});

// A second server boots inside this test, hence the longer time-out.
test(
  'with HIBP configured, an address HIBP could not answer for is not checked yet, then measured once it answers, though the local index is empty',
  { timeout: 60_000 },
  async () => {
    const hibp = await startFakeHibp();
    const withHibp = await startTestServer({
      env: { HIBP_API_KEY: 'k'.repeat(32), HIBP_BASE_URL: hibp.url, HIBP_TIMEOUT_MS: '2000' },
    });
    try {
      hibp.respond('hibp-clean@example.com', { status: 503 });
      const client = await signUpAndSignIn(withHibp, 'hibp-clean@example.com');
      await until(
        () =>
          Promise.resolve(
            hibp.requests.filter((request) => request.path.includes('hibp-clean%40example.com'))
              .length,
          ),
        (asked) => asked > 0,
      );
      const unchecked = (await client.call('riskAssessment.getOverview', {})).body;
      expect(unchecked.observed.monitoringGap).toBe('not-checked-yet');
      expect(item(unchecked, 'S1')?.summary).toBe(
        'Your monitored addresses have not been checked yet; this counts after their first check.',
      );
      hibp.respond('hibp-clean@example.com', { status: 404 });
      await recheckDueAddresses(withHibp.services);
      const overview = (await client.call('riskAssessment.getOverview', {})).body;
      expect(overview.observed).toMatchObject({ monitoringGap: null, breaches: [] });
    } finally {
      await withHibp.close();
      await hibp.close();
    }
  },
);
