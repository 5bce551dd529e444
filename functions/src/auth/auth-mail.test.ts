import { afterAll, beforeAll, expect, test } from 'vitest';
import { MAIL_TIMEOUT_MS, createVerifiedUser, nextIp } from '@/testing/auth-helpers';
import { type TestServer, startTestServer } from '@/testing/test-server';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(async () => {
  await server?.close();
});

test(
  'identity mail is queued: a delivery that fails is retried, and the message arrives once',
  async () => {
    const email = 'outage@example.com';
    await createVerifiedUser(server, email);
    const mailer = server.services.mailer;
    const realSend = mailer.send.bind(mailer);
    let failures = 0;
    mailer.send = async (message) => {
      if (message.to === email && failures === 0) {
        failures += 1;
        throw new Error('421 SMTP server unavailable');
      }
      return realSend(message);
    };
    try {
      const asked = await server
        .client(nextIp())
        .postJson('/api/auth/request-password-reset', { email, redirectTo: '/reset-password' });
      expect(asked.status).toBe(200);
      const mail = await server.waitForMail(
        (m) => m.to.includes(email) && /Reset your Bulwark password/.test(m.subject),
        MAIL_TIMEOUT_MS,
      );
      expect(failures).toBe(1);
      expect(mail.link).toContain('/reset-password');
      await new Promise((resolve) => setTimeout(resolve, 500));
      const resets = (await server.mails()).filter(
        (m) => m.to.includes(email) && /Reset your Bulwark password/.test(m.subject),
      );
      expect(resets).toHaveLength(1);
    } finally {
      mailer.send = realSend;
    }
  },
  MAIL_TIMEOUT_MS + 10_000,
);
