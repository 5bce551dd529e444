import { afterAll, beforeAll, expect, test } from 'vitest';
import { type TestServer, startTestServer } from '@/testing/test-server';
import { signUpAndSignIn } from '@/testing/users';

/** Mail to an address that has agreed to nothing carries no text its requester chose (issue 13, finding 2). */
let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(async () => {
  await server?.close();
});

test('the confirmation mail to a monitored address leaves out the requester’s name and address', async () => {
  const requester = 'phisher-account@example.com';
  const client = await signUpAndSignIn(server, requester);
  const lure = 'Bulwark Security Team. URGENT: sign in at https://evil.example/login';
  expect((await client.call('profileSettings.update', { displayName: lure })).status).toBe(200);

  const target = 'someone-else@example.com';
  expect(
    (await client.call('emailBreachCheck.addMonitoredAddress', { email: target })).status,
  ).toBe(200);
  const mail = await server.waitForMail(
    (m) => m.to.includes(target) && /Confirm the address/.test(m.subject),
  );
  for (const chosen of ['evil.example', 'URGENT', 'Bulwark Security Team', requester])
    expect(mail.raw).not.toContain(chosen);
  expect(mail.raw).toContain('Someone using Bulwark Security asked to watch this address');
  expect(mail.raw).toContain('nothing is watched until the address is confirmed');
  expect(new URL(mail.link ?? '').origin).toBe(new URL(server.url).origin);
});
