import { type ChildProcess, spawn, spawnSync } from 'node:child_process';
import { writeFileSync } from 'node:fs';
import fs from 'node:fs/promises';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { type Browser, type BrowserContext, type Page, expect, test } from '@playwright/test';
import { signUpThroughApi } from '../support/fixtures';
import { waitForMail } from '../support/mailbox';

/**
 * Breach intelligence end to end, on a server of its own: the embedded database lets only one
 * process in, so ingesting a new breach means stop, ingest, start — the documented workflow
 * (docs/decisions/006). The server is the production build; the ingest is the real command.
 */
const ROOT = path.resolve(import.meta.dirname, '../..');
const TSX = path.join(ROOT, 'node_modules/.bin/tsx');
const PASSWORD = 'correct horse battery staple 42';

let dataDir = '';
let baseUrl = '';
let server: ChildProcess | undefined;

function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const listener = net.createServer().listen(0, '127.0.0.1', () => {
      const address = listener.address();
      listener.close(() => resolve(typeof address === 'object' && address ? address.port : 0));
    });
  });
}

function ingest(breach: string, lines: string[], meta?: object): void {
  const file = path.join(dataDir, `${breach}.txt`);
  const args = [
    '--tsconfig',
    'functions/tsconfig.json',
    'functions/src/features/breach-index/ingest.cli.ts',
    '--breach',
    breach,
  ];
  writeFileSync(file, `${lines.join('\n')}\n`);
  if (meta) {
    const metaFile = path.join(dataDir, `${breach}.json`);
    writeFileSync(metaFile, JSON.stringify(meta));
    args.push('--meta', metaFile);
  }
  const result = spawnSync(TSX, [...args, file], {
    cwd: ROOT,
    env: { ...process.env, DATA_DIR: dataDir },
    encoding: 'utf8',
  });
  if (result.status !== 0) throw new Error(`ingest failed: ${result.stderr}`);
}

async function startServer(port: number): Promise<void> {
  baseUrl = `http://localhost:${port}`;
  server = spawn('node', [path.join(ROOT, 'functions/dist/index.js')], {
    cwd: ROOT,
    stdio: 'ignore',
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      APP_URL: baseUrl,
      DATA_DIR: dataDir,
      WEB_DIST: path.join(ROOT, 'web/dist'),
      LOG_LEVEL: 'warn',
      TRUST_PROXY: 'true',
    },
  });
  await expect
    .poll(
      () =>
        fetch(`${baseUrl}/readyz`)
          .then((response) => response.status)
          .catch(() => 0),
      { timeout: 60_000 },
    )
    .toBe(200);
}

async function stopServer(): Promise<void> {
  const running = server;
  server = undefined;
  if (!running || running.exitCode !== null) return;
  const exited = new Promise((resolve) => running.once('exit', resolve));
  running.kill('SIGTERM');
  await exited;
}

/** Registers through the API, follows the verification mail, signs in: a signed-in context. */
async function signedInContext(
  browser: Browser,
  email: string,
  register = true,
): Promise<BrowserContext> {
  // Each context is its own client (TEST-NET-3 address behind the trusted proxy), so the per-address
  // sign-in limits of one test do not hold up the next.
  const ip = `203.0.113.${1 + Math.floor(Math.random() * 254)}`;
  const context = await browser.newContext({
    baseURL: baseUrl,
    extraHTTPHeaders: { 'x-forwarded-for': ip },
  });
  const headers = { origin: baseUrl };
  if (register) {
    await signUpThroughApi(
      context.request,
      { email, password: PASSWORD, name: email.split('@')[0] ?? email },
      baseUrl,
    );
    const mail = await waitForMail((m) => m.to.includes(email) && /verify/i.test(m.subject), {
      mailDir: path.join(dataDir, 'mail'),
    });
    await context.request.get((mail.link ?? '').replace(/^https?:\/\/[^/]+/, baseUrl), {
      maxRedirects: 0,
    });
  }
  const signIn = await context.request.post('/api/auth/sign-in/email', {
    data: { email, password: PASSWORD },
    headers,
  });
  expect(signIn.status()).toBe(200);
  return context;
}

async function openBreachCheck(page: Page): Promise<void> {
  await page.goto('/dashboard/email-breach-check');
  await expect(page.getByRole('textbox', { name: /email address/i }).first()).toBeVisible({
    timeout: 15_000,
  });
}

async function check(page: Page, email: string): Promise<void> {
  await page
    .getByRole('textbox', { name: /email address/i })
    .first()
    .fill(email);
  await page.getByRole('button', { name: 'Check', exact: true }).click();
}

test.describe.configure({ mode: 'serial' });

test.beforeAll(async () => {
  dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'bulwark-e2e-breaches-'));
  ingest('Adobe', ['listed@example.com', 'someone@example.com']);
  await startServer(await freePort());
});

test.afterAll(async () => {
  await stopServer();
  await fs.rm(dataDir, { recursive: true, force: true });
});

test('check a listed address, save it, work through its steps; another tab sees it live', async ({
  browser,
}) => {
  const context = await signedInContext(browser, 'e2e-saver@example.com');
  const page = await context.newPage();
  await openBreachCheck(page);
  await check(page, 'listed@example.com');
  await expect(
    page.getByRole('heading', { name: 'listed@example.com was found in 1 breach' }),
  ).toBeVisible();
  await expect(page.getByText('Breach data: Have I Been Pwned (CC BY 4.0)').first()).toBeVisible();
  await page.getByRole('button', { name: 'Save Adobe to your list' }).click();

  const other = await (await signedInContext(browser, 'e2e-saver@example.com', false)).newPage();
  await other.goto('/dashboard/saved-breaches');
  await expect(other.getByRole('tab', { name: 'Action needed (1)' })).toBeVisible();

  await page.goto('/dashboard/saved-breaches');
  const steps = page.getByRole('list', { name: 'Steps for Adobe' });
  // Only the current step is open; each Done opens the next, the last shows the fixed moment.
  for (let done = 1; done <= 3; done += 1) {
    await steps.getByRole('button', { name: /^Done: / }).click();
    await expect(page.getByText(`${done} of 3 steps done`)).toBeVisible();
  }
  await expect(page.getByText('Adobe is fixed — 3 of 3 steps done')).toBeVisible();
  await expect(page.getByRole('tab', { name: 'Fixed (1)' })).toBeVisible();
  // The second context was never reloaded: the change arrived over the stream.
  await expect(other.getByRole('tab', { name: 'Fixed (1)' })).toBeVisible({ timeout: 5_000 });
});

test('an unlisted address: none found, naming the sources and the date of their data', async ({
  browser,
}) => {
  const page = await (await signedInContext(browser, 'e2e-clean@example.com')).newPage();
  await openBreachCheck(page);
  await check(page, 'unlisted@example.com');
  await expect(
    page.getByRole('heading', { name: 'No breaches found for unlisted@example.com' }),
  ).toBeVisible();
  await expect(
    page.getByText(/Sources checked: Bulwark’s breach index \(updated .+\)\./),
  ).toBeVisible();
  await expect(
    page.getByText(/^Bulwark’s breach index: 1 breach, 2 addresses indexed, catalog updated .+\.$/),
  ).toBeVisible();
});

test('a new account whose address is in the index sees the breach on the dashboard, without opening the check page', async ({
  browser,
}) => {
  const page = await (await signedInContext(browser, 'someone@example.com')).newPage();
  await page.goto('/dashboard');
  const headline = page
    .getByRole('main')
    .getByRole('heading', { level: 2, name: '1 breach needs your attention' });
  await expect(headline).toBeVisible({ timeout: 15_000 });
  await expect(
    page
      .getByRole('list', { name: 'Needs action, most urgent first' })
      .getByRole('link', { name: 'Adobe' }),
  ).toBeVisible();
  await expect(
    page.getByText(/^Bulwark checks your address s\*\*\*@example\.com every day/),
  ).toBeVisible();
  // The first check's findings join the list quietly: no alert for what was there before.
  await expect(page.getByRole('region', { name: 'Alerts' }).getByText('No alerts')).toBeVisible();
  await expect(
    page
      .getByRole('region', { name: 'Get started' })
      .getByText('Done: Check your addresses for breaches'),
  ).toBeAttached();
});

test('a new ingest raises one notification and one mail; a breach already on the list raises none', async ({
  browser,
}) => {
  // Three process starts (two ingests, then the server) of about 6 s each here, besides the
  // browser work: over the default minute on two busy cores.
  test.setTimeout(180_000);
  const context = await signedInContext(browser, 'e2e-watcher@example.com');
  const page = await context.newPage();
  await openBreachCheck(page);
  await expect(page.getByText('e2e-watcher@example.com', { exact: true })).toBeVisible();
  // The person saved Adobe already (found for another address) and fixed it.
  await check(page, 'listed@example.com');
  await page.getByRole('button', { name: 'Save Adobe to your list' }).click();
  await expect(page.getByRole('link', { name: 'Adobe is saved: open your list' })).toBeVisible();
  await stopServer();
  ingest('Adobe', ['e2e-watcher@example.com']);
  ingest('FreshLeak', ['e2e-watcher@example.com'], {
    Title: 'Fresh Leak',
    BreachDate: '2026-03-01',
    AddedDate: '2026-03-02T00:00:00Z',
    ModifiedDate: '2026-03-02T00:00:00Z',
    PwnCount: 1,
    DataClasses: ['Email addresses', 'Passwords'],
  });
  await startServer(Number(new URL(baseUrl).port));
  // Alerts live in the alert centre; the nav and the header's bell carry the count on every page.
  await page.goto('/dashboard/alerts');
  await expect(page.getByText('e***@example.com found in')).toBeVisible({ timeout: 15_000 });
  await expect(page.getByText('1 unread', { exact: true })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Alerts, 1 unread' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Alerts, 1 unread' })).toBeVisible();
  const mailDir = path.join(dataDir, 'mail');
  await waitForMail((m) => m.subject.includes('Fresh Leak'), { mailDir });
  await page.waitForTimeout(3_000);
  const files = await fs.readdir(mailDir);
  const alerts = await Promise.all(
    files.map((name) => fs.readFile(path.join(mailDir, name), 'utf8')),
  );
  expect(alerts.filter((raw) => /^Subject: .*Fresh Leak/m.test(raw))).toHaveLength(1);
  expect(alerts.filter((raw) => /^Subject: .*Adobe/m.test(raw))).toHaveLength(0);
  await expect(
    page.getByRole('main').getByRole('listitem').filter({ hasText: 'found in Adobe' }),
  ).toHaveCount(0);
});
