import { afterAll, beforeAll, expect, test } from 'vitest';
import {
  HEAVY_TIMEOUT_MS,
  MAIL_TIMEOUT_MS,
  createVerifiedUser,
  nextIp,
  postFrom,
  signedInClient,
} from '@/testing/auth-helpers';
import type { ReadMail } from '@/testing/mail-outbox';
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

/**
 * The link as a person copying it from the raw .eml file sees it: a whole line of the file, read
 * without any decoding (no quoted-printable folding, no `=3D`).
 */
function linkLineOf(mail: ReadMail): string {
  const lines = mail.raw.split(/\r?\n/).filter((line) => /^https?:\/\/\S+$/.test(line));
  expect(lines).toHaveLength(1);
  expect(lines[0]).toBe(mail.link);
  return lines[0] ?? '';
}

function followLink(link: string) {
  return server.client(nextIp()).request(link.replace(/^https?:\/\/[^/]+/, ''));
}

test(
  'every action mail carries its link as one unbroken line of the raw file, and that line works',
  async () => {
    const email = 'raw-links@example.com';
    await createVerifiedUser(server, email);
    const verify = await server.waitForMail(
      (m) => m.to.includes(email) && /verify your email/i.test(m.subject),
    );
    expect(linkLineOf(verify)).toContain('/api/auth/verify-email?token=');

    await postFrom(server.client(nextIp()), '/api/auth/request-password-reset', {
      email,
      redirectTo: '/reset-password',
    });
    const reset = await server.waitForMail(
      (m) => m.to.includes(email) && /reset your bulwark password/i.test(m.subject),
      MAIL_TIMEOUT_MS,
    );
    const resetAnswer = await followLink(linkLineOf(reset));
    expect(resetAnswer.status).toBe(302);
    expect(resetAnswer.headers.get('location')).toMatch(/\/reset-password\?token=[^&]+$/);

    const next = 'raw-links-new@example.com';
    const client = await signedInClient(server, email);
    expect(
      (
        await postFrom(client, '/api/auth/change-email', {
          newEmail: next,
          callbackURL: '/dashboard',
        })
      ).status,
    ).toBe(200);
    const confirm = await server.waitForMail(
      (m) => m.to.includes(next) && /confirm your new email/i.test(m.subject),
      MAIL_TIMEOUT_MS,
    );
    const confirmAnswer = await client.request(
      linkLineOf(confirm).replace(/^https?:\/\/[^/]+/, ''),
    );
    expect(confirmAnswer.status).toBe(302);
    expect(confirmAnswer.headers.get('location')).toBe('/dashboard');
  },
  HEAVY_TIMEOUT_MS,
);
