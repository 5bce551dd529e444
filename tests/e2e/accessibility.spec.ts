import type { Page } from '@playwright/test';
import { seriousAxeViolations } from '../support/axe';
import { expect, registerVerifyAndSignIn, test } from '../support/fixtures';

const PUBLIC_ROUTES = [
  '/',
  '/login',
  '/register',
  '/forgot-password',
  // Opened without a token, as from a mangled link: the page explains what to do instead.
  '/reset-password',
  '/verify-email',
  '/about',
  '/how-we-score',
  '/terms',
  '/privacy',
  '/no-such-page',
];
const APP_ROUTES = [
  '/dashboard',
  '/dashboard/alerts',
  '/dashboard/email-breach-check',
  '/dashboard/risk-assessment',
  '/dashboard/risk-assessment/print',
  '/dashboard/breaches/Adobe',
  '/dashboard/saved-breaches',
  '/dashboard/password-generator',
  '/dashboard/password-strength-checker',
  '/dashboard/profile-settings',
  '/dashboard/about',
  '/dashboard/feedback',
];
/** Serious and critical axe findings on one route, loaded afresh. */
async function seriousViolations(page: Page, route: string) {
  await page.goto(route);
  await expect(page.locator('main h1').first()).toBeVisible();
  return (await seriousAxeViolations(page)).map((finding) => `${route} ${finding}`);
}

/** Dark mode shares every component with light; these cover each layout and component kind. */
const DARK_SAMPLE = [
  '/dashboard',
  '/dashboard/profile-settings',
  '/dashboard/feedback',
  '/dashboard/risk-mitigation',
  '/dashboard/about',
];

for (const theme of ['light', 'dark']) {
  test(`public routes have no serious or critical axe violations (${theme})`, async ({ page }) => {
    // Eleven pages, each loaded and scanned: 43 s alone, over the default minute beside another
    // worker on two cores (the dashboard loop below has long had its own, larger budget).
    test.setTimeout(180_000);
    await page.addInitScript((value) => localStorage.setItem('vite-ui-theme', value), theme);
    const found: string[] = [];
    for (const route of PUBLIC_ROUTES) found.push(...(await seriousViolations(page, route)));
    expect(found).toEqual([]);
  });

  // The sixteen articles and their group pages are scanned in light where articles.spec.ts
  // loads each of them anyway.
  const dashboardSets = theme === 'light' ? { 'app pages': APP_ROUTES } : { sample: DARK_SAMPLE };
  for (const [name, routes] of Object.entries(dashboardSets)) {
    test(`dashboard routes (${name}) have no serious or critical axe violations (${theme})`, async ({
      page,
    }) => {
      test.setTimeout(300_000);
      await page.addInitScript((value) => localStorage.setItem('vite-ui-theme', value), theme);
      await registerVerifyAndSignIn(page, `axe-${theme}`);
      const found: string[] = [];
      for (const route of routes) found.push(...(await seriousViolations(page, route)));
      expect(found).toEqual([]);
    });
  }
}

test('a 375 px phone gets the whole page without sideways scrolling', async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 740 });
  await registerVerifyAndSignIn(page, 'phone');
  for (const route of [
    '/dashboard',
    '/dashboard/alerts',
    '/dashboard/profile-settings',
    '/dashboard/risk-mitigation',
  ]) {
    await page.goto(route);
    await expect(page.locator('main h1').first()).toBeVisible();
    const overflow = await page.evaluate(
      () => document.documentElement.scrollWidth - window.innerWidth,
    );
    expect(overflow, route).toBeLessThanOrEqual(0);
  }
});

test('the scans report what they are for: an image without alt text and faint text', async ({
  page,
}) => {
  await page.goto('/about');
  await expect(page.locator('main h1').first()).toBeVisible();
  expect(await seriousAxeViolations(page)).toEqual([]);
  await page.evaluate(() => {
    const main = document.querySelector('main');
    const image = document.createElement('img');
    image.src = '/icon.svg';
    const faint = document.createElement('p');
    faint.id = 'faint';
    faint.textContent = 'Barely there';
    faint.style.color = '#eeeeee';
    faint.style.background = '#ffffff';
    main?.append(image, faint);
  });
  const found = await seriousAxeViolations(page);
  expect(found).toEqual([
    expect.stringMatching(/^\[serious\] color-contrast: #faint /),
    expect.stringMatching(/^\[critical\] image-alt: /),
  ]);
  expect(await seriousAxeViolations(page, '#faint')).toEqual([
    expect.stringMatching(/^\[serious\] color-contrast: #faint /),
  ]);
});
