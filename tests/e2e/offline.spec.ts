import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { chromium } from '@playwright/test';
import { isNetworkOnlyPath } from '../../web/src/service-worker/network-only-paths';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../support/environment';
import { expect, registerVerifyAndSignIn, test } from '../support/fixtures';
import { cachedUrls, precachedUrls, waitForServiceWorker } from '../support/service-worker';

// Issue 12: installable, opens offline, and nothing of a person's at rest (decision 008).
test.describe.configure({ timeout: 120_000 });
// These specs are about the service worker, which the config blocks for every other spec.
test.use({ serviceWorkers: 'allow' });

test('after one visit the app opens offline: the tools and articles work, data pages say why they are empty', async ({
  page,
  context,
}) => {
  await registerVerifyAndSignIn(page, 'offline');
  await waitForServiceWorker(page);

  await context.setOffline(true);
  await page.goto('/dashboard/password-generator');
  await expect(page.getByTestId('connection-status')).toHaveText('Offline');
  await expect(page.getByTestId('generated-password')).toHaveText(/^.{20}$/);

  await page.getByRole('link', { name: 'Password strength' }).click();
  await page.getByLabel('Password to check').fill('correct horse battery staple 9');
  await expect(page.getByText(/score \d of 4/)).toBeVisible({ timeout: 20_000 });
  await page.getByRole('button', { name: 'Check breaches' }).click();
  await expect(page.getByText('Breach check unavailable right now.')).toBeVisible();

  await page.goto('/dashboard/password-security');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.getByRole('heading', { level: 1 })).not.toHaveText('');

  await page.goto('/dashboard/saved-breaches');
  await expect(
    page.getByText('Failed to get document because the client is offline.').first(),
  ).toBeVisible();
  await expect(page.getByRole('status').filter({ hasText: /loading/i })).toHaveCount(0);

  // Back online, the session is checked again and the same page loads its data.
  await context.setOffline(false);
  await expect(page.getByTestId('connection-status')).toHaveText('Online', { timeout: 20_000 });
  await expect(page).toHaveURL(/\/dashboard\/saved-breaches/);
});

test("the service worker installs once the page has started, not while the page's data loads", async ({
  page,
  browser,
  baseURL,
}) => {
  await registerVerifyAndSignIn(page, 'worker-waits');
  // A first visit of the signed-in person: their session, no worker yet.
  const firstVisit = await browser.newContext({
    baseURL,
    serviceWorkers: 'allow',
    storageState: await page.context().storageState(),
  });
  const dashboard = await firstVisit.newPage();
  let release = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  await dashboard.route(/\/v1\//, async (route) => {
    await held;
    await route.continue();
  });
  const registered = () =>
    dashboard.evaluate(async () => (await navigator.serviceWorker.getRegistration()) !== undefined);

  await dashboard.goto('/dashboard');
  await expect(dashboard.locator('#root')).not.toHaveAttribute('data-prerendered');
  await expect(dashboard.getByRole('heading', { level: 1 })).toBeVisible();
  await dashboard.waitForTimeout(3_000);
  expect(await registered()).toBe(false);

  release();
  await waitForServiceWorker(dashboard);
  expect(await registered()).toBe(true);
  await firstVisit.close();
});

test('the service worker never caches an API answer', async ({ page, baseURL }) => {
  const precached = await precachedUrls(baseURL ?? '');
  expect(precached).toContain('index.html');
  expect(precached.filter((url) => isNetworkOnlyPath(`/${url.replace(/^\//, '')}`))).toEqual([]);

  await registerVerifyAndSignIn(page, 'api-not-cached');
  await waitForServiceWorker(page);
  // Pages that call /v1 and /api while the worker controls them.
  await page.goto('/dashboard/saved-breaches');
  await page.goto('/dashboard/email-breach-check');
  await page.goto('/dashboard');
  await expect(page.getByTestId('connection-status')).toHaveText('Online', { timeout: 20_000 });

  const cached = await cachedUrls(page);
  expect(cached.length).toBeGreaterThan(0);
  expect(cached.filter((pathname) => isNetworkOnlyPath(pathname))).toEqual([]);
});

test('the web app manifest is valid and the app installable', async ({ baseURL }) => {
  // A profile on disk: Chromium never offers to install from an incognito context, which a
  // default Playwright context is.
  const profile = fs.mkdtempSync(path.join(os.tmpdir(), 'bulwark-install-'));
  const context = await chromium.launchPersistentContext(profile, {
    executablePath: CHROMIUM_PATH,
    args: CHROMIUM_ARGS,
  });
  const page = context.pages()[0] ?? (await context.newPage());
  await page.goto(`${baseURL ?? ''}/`);
  await waitForServiceWorker(page);
  const cdp = await context.newCDPSession(page);
  const manifest = (await cdp.send('Page.getAppManifest')) as {
    errors: unknown[];
    data?: string;
  };
  expect(manifest.errors).toEqual([]);
  const data = JSON.parse(manifest.data ?? '{}') as {
    name?: string;
    short_name?: string;
    icons?: Array<{ purpose?: string }>;
  };
  expect(data.name).toBe('Bulwark Security');
  expect(data.short_name).toBe('Bulwark');
  expect(data.icons?.some((icon) => icon.purpose === 'maskable')).toBe(true);
  const { installabilityErrors } = (await cdp.send('Page.getInstallabilityErrors')) as {
    installabilityErrors: unknown[];
  };
  expect(installabilityErrors).toEqual([]);
  await context.close();
  fs.rmSync(profile, { recursive: true, force: true });
});
