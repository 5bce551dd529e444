import { generateId } from '@bulwark/contracts/ids';
import { afterAll, beforeAll, expect, test } from 'vitest';
import {
  GOOD_PASSWORD,
  HEAVY_TIMEOUT_MS,
  createVerifiedUser,
  enableTwoFactor,
  nextIp,
  postFrom,
  requestResetToken,
  sessionTokenOf,
  signIn,
  signedInClient,
} from '@/testing/auth-helpers';
import { type TestServer, startTestServer } from '@/testing/test-server';
import { base32Encode, totpCode } from '@/testing/totp';

/**
 * SECURITY.md §6 #13: after a run through every identity flow, at debug level, the log holds no
 * password, session token, reset or verification token, TOTP secret or backup code, no raw
 * address; each line is one JSON object (CR/LF in input cannot forge a line); and sign-in
 * successes, failures and lockouts, refused requests and invalid input all leave a line.
 */
const logLines: string[] = [];

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer({ logLines });
});
afterAll(async () => {
  await server?.close();
});

test(
  'identity flows leave structured lines and no secret in the log',
  async () => {
    const email = 'log-hygiene@example.com';
    const secrets: string[] = [GOOD_PASSWORD];
    await createVerifiedUser(server, email);
    const verifyMail = (await server.mails()).find(
      (m) => m.to.includes(email) && /verify/i.test(m.subject),
    );
    const verifyToken = new URL(verifyMail?.link ?? 'http://x/?token=').searchParams.get('token');
    expect(verifyToken).toMatch(/.{20,}/);
    secrets.push(verifyToken ?? '');

    const wrong = 'definitely not the password 123';
    secrets.push(wrong);
    for (let attempt = 0; attempt < 11; attempt += 1) await signIn(server, email, wrong);
    const forged = 'evil\r\n{"level":"error","message":"forged line"}';
    await signIn(server, `${forged}@example.com`, 'x');

    const resetToken = await requestResetToken(server, email);
    secrets.push(resetToken);
    const newPassword = 'a fresh and private passphrase 9';
    secrets.push(newPassword);
    const reset = await postFrom(server.client(nextIp()), '/api/auth/reset-password', {
      token: resetToken,
      newPassword,
    });
    expect(reset.status).toBe(200);

    const client = await signedInClient(server, email, newPassword);
    secrets.push(sessionTokenOf(client));
    const { secret, backupCodes } = await enableTwoFactor(client, newPassword);
    secrets.push(base32Encode(secret), secret.toString('hex'), ...backupCodes);

    await client.call('feedback.submit', {
      idempotencyKey: generateId(),
      category: 'bug',
      rating: 2,
      message: forged,
    });
    await client.call('feedback.submit', {
      idempotencyKey: generateId(),
      category: 'bug',
      rating: 9,
      message: 'short',
    });
    await server.client().call('feedback.list');
    // Refused before better-auth runs: a code already spent, replayed.
    const spent = totpCode(secret, 1);
    const verifyWith = (code: string) =>
      postFrom(client, '/api/auth/two-factor/verify-totp', { code });
    expect((await verifyWith(spent)).status).toBe(200);
    expect((await verifyWith(spent)).status).toBe(401);
    const crossSite = await client.postJson(
      '/v1/call/feedback.list',
      {},
      { origin: 'https://evil.example' },
    );
    expect(crossSite.status).toBe(403);
    await new Promise((resolve) => setTimeout(resolve, 300));

    expect(logLines.length).toBeGreaterThan(20);
    const entries = logLines.map((line) => JSON.parse(line) as Record<string, unknown>);
    expect(entries.some((entry) => entry['message'] === 'forged line')).toBe(false);
    for (const line of logLines) {
      for (const secretValue of secrets) expect(line).not.toContain(secretValue);
      expect(line).not.toContain(email);
    }
    const authEvents = entries.filter((entry) => entry['message'] === 'auth event');
    const outcomes = new Set(
      authEvents.map((entry) => `${String(entry['event'])}:${String(entry['outcome'])}`),
    );
    expect([...outcomes].some((outcome) => /sign-in.*:success/.test(outcome))).toBe(true);
    expect([...outcomes].some((outcome) => /sign-in.*:failure/.test(outcome))).toBe(true);
    expect(
      authEvents.some((entry) => entry['outcome'] === 'refused' && entry['reason'] === 'locked'),
    ).toBe(true);
    expect(
      authEvents.some(
        (entry) =>
          entry['event'] === 'two-factor/verify-totp' &&
          entry['outcome'] === 'refused' &&
          entry['code'] === 'auth/invalid-verification-code',
      ),
    ).toBe(true);
    const refused = entries.filter((entry) => entry['message'] === 'request refused');
    expect(
      refused.some(
        (entry) =>
          entry['code'] === 'permission-denied' && entry['path'] === '/v1/call/feedback.list',
      ),
    ).toBe(true);
    expect(refused.some((entry) => entry['code'] === 'unauthenticated')).toBe(true);
    expect(
      refused.some((entry) => entry['code'] === 'invalid-argument' && entry['field'] === 'rating'),
    ).toBe(true);
    for (const entry of entries) expect(entry['time']).toMatch(/^\d{4}-\d\d-\d\dT.*Z$/);
  },
  HEAVY_TIMEOUT_MS,
);
