import { BreachDataStatusSchema } from '@bulwark/contracts/schemas/breach.schema';
import { afterAll, beforeAll, expect, test } from 'vitest';
import type { ReadMail } from '@/testing/mail-outbox';
import { type TestServer, startTestServer } from '@/testing/test-server';
import { until } from '@/testing/until';
import type { TestClient } from '@/testing/test-client';
import { signUpAndSignIn } from '@/testing/users';
import { checkIngest } from '@/features/breach-monitoring/breach-rechecks.service';
import { ingestAddresses, writeBreachFile } from '@/testing/breach-fixtures';
import { untilAddressChecked } from '@/testing/monitoring';
import { type FakeHibp, hibpEntry, startFakeHibp } from '@/testing/fake-hibp-server';
import { refreshBreachCatalogDaily } from '@/features/breach-catalog/breach-catalog.schedules';
import { recheckMonitoredAddressesDaily } from '@/features/breach-monitoring/breach-monitoring.schedules';

let server: TestServer;
let hibp: FakeHibp;
beforeAll(async () => {
  hibp = await startFakeHibp();
  server = await startTestServer({
    env: { HIBP_API_KEY: 'k'.repeat(32), HIBP_BASE_URL: hibp.url, HIBP_TIMEOUT_MS: '2000' },
  });
  await ingestAddresses(server.services, 'Adobe', ['merge@example.com']);
  await ingestAddresses(server.services, 'AshleyMadison', ['merge@example.com']);
  await ingestAddresses(server.services, 'LinkedIn', ['watched@example.com']);
});
afterAll(async () => {
  await server?.close();
  await hibp?.close();
});

async function mailsAbout(text: string): Promise<ReadMail[]> {
  return (await server.mails()).filter(
    (mail) => mail.subject.includes(text) || mail.raw.includes(text),
  );
}

async function verifyAddress(client: TestClient, email: string) {
  const added = await client.call('emailBreachCheck.addMonitoredAddress', { email });
  expect(added.status).toBe(200);
  const mail = await server.waitForMail(
    (m) => m.to.includes(email) && /Confirm the address/.test(m.subject),
  );
  const token = new URL(mail.link ?? '').searchParams.get('verify') ?? '';
  return client.call('emailBreachCheck.verifyMonitoredAddress', { token });
}

test('merges the local index and HIBP by breach name, saying where each came from', async () => {
  hibp.respond('merge@example.com', {
    status: 200,
    body: [hibpEntry('Adobe'), hibpEntry('NewLeak'), hibpEntry('Acuity', { IsSpamList: true })],
  });
  const client = await signUpAndSignIn(server, 'checker@example.com');
  const { body } = await client.call('emailBreachCheck.check', { email: ' Merge@Example.com ' });
  expect(body.sources).toEqual([
    { source: 'local', status: 'ok', dataUpdatedAt: expect.any(String) },
    { source: 'hibp', status: 'ok' },
  ]);
  const found = Object.fromEntries(
    body.breaches.map((match) => [match.breach.name, match.sources]),
  );
  expect(found).toEqual({ Adobe: ['local', 'hibp'], NewLeak: ['hibp'] });
  expect(body).toMatchObject({ sensitiveHidden: 1, hiddenByDefault: 1 });
  const all = await client.call('emailBreachCheck.check', {
    email: 'merge@example.com',
    includeHidden: true,
  });
  expect(all.body.breaches.map((match) => match.breach.name)).toContain('Acuity');
});

test('when HIBP fails the answer says so, and the local index still answers', async () => {
  hibp.respond('merge@example.com', { status: 503 });
  const client = await signUpAndSignIn(server, 'checker-two@example.com');
  const { body } = await client.call('emailBreachCheck.check', { email: 'merge@example.com' });
  expect(body.sources[1]).toMatchObject({
    source: 'hibp',
    status: 'unavailable',
    detail: expect.stringMatching(/503/),
  });
  expect(body.breaches.map((match) => match.breach.name)).toEqual(['Adobe']);
});

test('a confirmed address: its first check lists what it finds quietly; each later breach is one alert and one mail, never twice', async () => {
  const client = await signUpAndSignIn(server, 'watcher@example.com');
  await untilAddressChecked(server.services, 'watcher@example.com');
  const verified = await verifyAddress(client, 'watched@example.com');
  expect(verified.body).toMatchObject({
    email: 'watched@example.com',
    verifiedAt: expect.any(String),
  });
  await untilAddressChecked(server.services, 'watched@example.com');
  // LinkedIn was out there before the address was watched: it joins the list, it is not news.
  const listed = await until(
    () => client.call('savedBreaches.list', {}),
    (list) => list.body.length > 0,
  );
  expect(
    listed.body.map((saved) => [
      saved.breach.name,
      saved.status,
      saved.history.map((event) => event.kind),
    ]),
  ).toEqual([['LinkedIn', 'action-needed', ['found']]]);

  await client.call('emailBreachCheck.updateAlertSettings', { mailTo: 'account' });
  const meta = await writeBreachFile(
    [
      JSON.stringify({
        Title: 'Fresh Leak',
        BreachDate: '2026-03-01',
        AddedDate: '2026-03-02T00:00:00Z',
        ModifiedDate: '2026-03-02T00:00:00Z',
        PwnCount: 2,
        DataClasses: ['Email addresses', 'Passwords'],
      }),
    ],
    'fresh.json',
  );
  const summary = await ingestAddresses(
    server.services,
    'FreshLeak',
    ['watched@example.com', 'someone-else@example.com'],
    meta,
  );
  const freshMail = await server.waitForMail((m) => m.subject.includes('Fresh Leak'));
  expect(freshMail.to).toBe('watcher@example.com');

  // Retries, restarts and the daily re-check find the same matches and add nothing.
  await checkIngest(server.services, summary.ingestId ?? '');
  await server.jobs.dispatchPending();
  await recheckMonitoredAddressesDaily.handler(server.services);
  await new Promise((resolve) => setTimeout(resolve, 2500));
  expect(await mailsAbout('in the LinkedIn breach')).toHaveLength(0);
  expect(await mailsAbout('in the Fresh Leak breach')).toHaveLength(1);
  const alerts = await client.call('emailBreachCheck.listAlerts', {});
  expect(alerts.body.alerts.map((alert) => alert.breachName)).toEqual(['FreshLeak']);
  expect(alerts.body.unreadCount).toBe(1);
  expect(
    (await client.call('savedBreaches.list', {})).body.map((saved) => saved.breach.name).sort(),
  ).toEqual(['FreshLeak', 'LinkedIn']);
  const read = await client.call('emailBreachCheck.markAlertsRead', {});
  expect(read.body.unreadCount).toBe(0);
});

test('the account address is always monitored; up to 20 more, each removable', async () => {
  const client = await signUpAndSignIn(server, 'collector@example.com');
  for (let index = 0; index < 20; index += 1) {
    expect(
      (
        await client.call('emailBreachCheck.addMonitoredAddress', {
          email: `extra${index}@example.com`,
        })
      ).status,
    ).toBe(200);
  }
  const tooMany = await client.call('emailBreachCheck.addMonitoredAddress', {
    email: 'extra20@example.com',
  });
  expect(tooMany.status).toBe(412);
  const listed = (await client.call('emailBreachCheck.listMonitoredAddresses')).body;
  expect(listed).toHaveLength(21);
  const account = listed[0];
  expect(account).toMatchObject({
    email: 'collector@example.com',
    isAccountAddress: true,
    verifiedAt: expect.any(String),
  });
  expect(
    (await client.call('emailBreachCheck.removeMonitoredAddress', { id: account?.id ?? '' }))
      .status,
  ).toBe(412);
  expect(
    (await client.call('emailBreachCheck.removeMonitoredAddress', { id: listed[1]?.id ?? '' }))
      .body,
  ).toEqual({ removed: true });
  const bad = await client.call('emailBreachCheck.verifyMonitoredAddress', {
    token: 'x'.repeat(43),
  });
  expect(bad.status).toBe(404);
});

test('the daily catalog refresh brings in new and changed HIBP breaches and never loses local ones', async () => {
  const meta = await writeBreachFile(
    [
      JSON.stringify({
        Title: 'Office Leak',
        BreachDate: '2026-01-01',
        AddedDate: '2026-01-02T00:00:00Z',
        ModifiedDate: '2026-01-02T00:00:00Z',
        PwnCount: 1,
      }),
    ],
    'office.json',
  );
  await ingestAddresses(server.services, 'OfficeLeak', ['office@example.com'], meta);
  hibp.setCatalog({
    status: 200,
    body: [
      hibpEntry('BrandNewBreach'),
      hibpEntry('OfficeLeak', { Title: 'Not ours', ModifiedDate: '2030-01-01T00:00:00Z' }),
      hibpEntry('Adobe', {
        Title: 'Adobe (updated)',
        Domain: 'adobe.com',
        ModifiedDate: '2030-01-01T00:00:00Z',
      }),
    ],
  });
  await refreshBreachCatalogDaily.handler(server.services);
  const client = await signUpAndSignIn(server, 'catalog-reader@example.com');
  const described = await client.call('emailBreachCheck.describeBreaches', {
    names: ['BrandNewBreach', 'OfficeLeak', 'Adobe', 'LinkedIn'],
  });
  expect(described.body.map((breach) => [breach.title, breach.source])).toEqual([
    ['BrandNewBreach', 'hibp'],
    ['Office Leak', 'local'],
    ['Adobe (updated)', 'hibp'],
    ['LinkedIn', 'hibp'],
  ]);
  hibp.setCatalog({ status: 503 });
  await expect(refreshBreachCatalogDaily.handler(server.services)).resolves.toBeUndefined();
  // Public, for the About page and the signed-in screens alike: no session, nothing personal.
  const response = await server.client().request('/v1/breach-data/status');
  expect(response.status).toBe(200);
  const status = BreachDataStatusSchema.parse(await response.json());
  expect(status).toMatchObject({
    hibpConfigured: true,
    catalogUpdatedAt: expect.any(String),
    indexUpdatedAt: expect.any(String),
    indexedBreachCount: 5,
    indexedAddressCount: 6,
  });
  expect(status.catalogCount).toBeGreaterThan(955);
});
