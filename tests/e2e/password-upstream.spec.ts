import { createHash } from 'node:crypto';
import net from 'node:net';
import { type Browser, type BrowserContext, type Page, expect, test } from '@playwright/test';
import {
  type FakePwnedPasswordsUpstream,
  startFakePwnedPasswordsUpstream,
} from '../../functions/src/features/pwned-passwords/testing/fake-pwned-passwords-upstream';
import { PASSWORD, signUpThroughApi } from '../support/fixtures';
import { waitForMail } from '../support/mailbox';
import { ServerProcess } from '../support/server-process';

/**
 * Breached passwords from the first minute: a server of its own with no local Pwned Passwords
 * store (the shared e2e server ingests one, and a local store always wins), whose upstream is a
 * local stand-in for api.pwnedpasswords.com started here. Each password below has its own hash
 * prefix, so the stand-in can answer, hang or fail for one of them only.
 */
const BREACHED = 'lighthouse keeper nineteen 84';
const SLOW = 'quiet orchard under snowfall 12';
const FAILING = 'copper kettle on a cold stove 3';

let upstream: FakePwnedPasswordsUpstream;
let server: ServerProcess;

const prefixOf = (password: string) =>
  createHash('sha1').update(password, 'utf8').digest('hex').slice(0, 5).toUpperCase();

function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const listener = net.createServer().listen(0, '127.0.0.1', () => {
      const address = listener.address();
      listener.close(() => resolve(typeof address === 'object' && address ? address.port : 0));
    });
  });
}

// Its own server, mail round trips and a 3 s time-out: slower than the shared-server specs.
test.describe.configure({ mode: 'serial', timeout: 120_000 });

test.beforeAll(async () => {
  test.setTimeout(150_000);
  upstream = await startFakePwnedPasswordsUpstream();
  upstream.addPassword(BREACHED, 31);
  upstream.behave(prefixOf(SLOW), 'hang');
  upstream.behave(prefixOf(FAILING), { status: 502 });
  server = new ServerProcess(await freePort(), 'e2e-password-upstream', {
    PWNED_PASSWORDS_UPSTREAM: upstream.url,
  });
  await server.start();
});

test.afterAll(async () => {
  await server?.stop();
  await upstream?.close();
});

/** Registers through the API, follows the verification mail and signs in. */
async function signedInPage(
  browser: Browser,
  label: string,
): Promise<{ context: BrowserContext; page: Page }> {
  const email = `${label}-${Date.now()}@example.com`;
  const ip = `203.0.113.${1 + Math.floor(Math.random() * 254)}`;
  const context = await browser.newContext({
    baseURL: server.origin,
    extraHTTPHeaders: { 'x-forwarded-for': ip },
  });
  const headers = { origin: server.origin };
  const signUp = await signUpThroughApi(context.request, { email, name: label }, server.origin);
  expect(signUp.status()).toBe(200);
  const mail = await waitForMail((m) => m.to.includes(email) && /verify/i.test(m.subject), {
    mailDir: server.mailDir,
  });
  await context.request.get((mail.link ?? '').replace(/^https?:\/\/[^/]+/, server.origin), {
    maxRedirects: 0,
  });
  expect(
    (
      await context.request.post('/api/auth/sign-in/email', {
        data: { email, password: PASSWORD },
        headers,
      })
    ).status(),
  ).toBe(200);
  return { context, page: await context.newPage() };
}

async function checkPassword(page: Page, password: string): Promise<void> {
  await page.goto('/dashboard/password-strength-checker');
  await page.getByLabel('Password to check').fill(password);
  await page.getByRole('button', { name: 'Check breaches' }).click();
}

async function recordCheck(page: Page, label: string): Promise<void> {
  const form = page.getByRole('form', { name: 'Record this check' });
  await form.getByRole('textbox', { name: /Label/ }).fill(label);
  const recorded = page.waitForResponse((response) =>
    response.url().endsWith('/v1/call/passwordChecks.record'),
  );
  await form.getByRole('button', { name: 'Record check' }).click();
  expect((await recorded).ok()).toBe(true);
}

test('with no local store, a password the upstream knows shows as breached, and is recorded as found', async ({
  browser,
}) => {
  const { context, page } = await signedInPage(browser, 'upstream-found');
  await checkPassword(page, BREACHED);
  await expect(page.getByText('Seen 31 times in breaches. Do not use this password.')).toBeVisible({
    timeout: 20_000,
  });
  await expect(page.getByText('Fails: Not in known breaches')).toBeVisible();
  await recordCheck(page, 'Bank');
  const list = page.getByRole('list', { name: 'Recorded checks' });
  await expect(list.getByText(/Found in breaches · Not reused · Still in use/)).toBeVisible();
  // Only the prefix left Bulwark, padded.
  const asked = upstream.requests.find(
    (request) => request.path === `/range/${prefixOf(BREACHED)}`,
  );
  expect(asked?.headers['add-padding']).toBe('true');
  await context.close();
});

test('an upstream that never answers shows "unavailable" after about 3 s, and the check is recorded as unknown', async ({
  browser,
}) => {
  const { context, page } = await signedInPage(browser, 'upstream-slow');
  await checkPassword(page, SLOW);
  const started = Date.now();
  await expect(page.getByText('Breach check unavailable right now.')).toBeVisible({
    timeout: 15_000,
  });
  expect(Date.now() - started).toBeGreaterThan(2500);
  await expect(page.getByText('Breach check unavailable right now', { exact: true })).toBeVisible();
  await expect(page.getByText(/^Not found/)).toHaveCount(0);
  await recordCheck(page, 'Mail');
  const list = page.getByRole('list', { name: 'Recorded checks' });
  await expect(list.getByText(/Breaches unknown \(check was unavailable\)/)).toBeVisible();
  await context.close();
});

test('an upstream 5xx shows "unavailable" at once, the check is recorded, and About names the failure', async ({
  browser,
}) => {
  const { context, page } = await signedInPage(browser, 'upstream-failing');
  await checkPassword(page, FAILING);
  await expect(page.getByText('Breach check unavailable right now.')).toBeVisible({
    timeout: 15_000,
  });
  await recordCheck(page, 'Shop');
  await expect(
    page.getByRole('list', { name: 'Recorded checks' }).getByText(/Breaches unknown/),
  ).toBeVisible();

  await page.goto('/dashboard/about');
  const host = new URL(upstream.url).host;
  await expect(
    page.getByText(`Answered by Pwned Passwords at ${host}`, { exact: false }),
  ).toBeVisible();
  await expect(page.getByText(/^Last failure .+ answered HTTP 502\.$/)).toBeVisible();
  await context.close();
});

test('registration refuses a password the upstream knows as breached, with the exact reason', async ({
  page,
}) => {
  await page.goto(`${server.origin}/register`);
  await page.getByLabel('Display name').fill('Ada Lovelace');
  await page.getByLabel('Email address').fill(`upstream-register-${Date.now()}@example.com`);
  await page.getByLabel('Password', { exact: true }).fill(BREACHED);
  await page.getByRole('button', { name: 'Create account' }).click();
  await expect(
    page.getByText('This password has appeared in a data breach. Choose a different one.'),
  ).toBeVisible();
});
