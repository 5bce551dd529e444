import { expect, registerVerifyAndSignIn, test } from '../support/fixtures';

test('the theme defaults to light, and a chosen dark theme survives a reload as a class on <html>', async ({ page }) => {
  await page.goto('/');
  await expect(page.locator('html')).toHaveClass(/\blight\b/);
  await page.evaluate(() => localStorage.setItem('vite-ui-theme', 'dark'));
  await page.reload();
  await expect(page.locator('html')).toHaveClass(/\bdark\b/);
  expect(await page.evaluate(() => localStorage.getItem('vite-ui-theme'))).toBe('dark');
});

test('the theme chosen in the dashboard header is remembered', async ({ page }) => {
  await registerVerifyAndSignIn(page, 'theme');
  await page.getByRole('button', { name: /theme/i }).first().click();
  await page.getByRole('menuitemradio', { name: /dark/i }).click();
  await expect(page.locator('html')).toHaveClass(/\bdark\b/);
  await page.reload();
  await expect(page.locator('html')).toHaveClass(/\bdark\b/);
});

test('an unknown path, and an unknown dashboard child, show the not-found page', async ({ page }) => {
  await page.goto('/no/such/page');
  await expect(page.getByRole('heading', { name: 'Page not found' })).toBeVisible();
  await registerVerifyAndSignIn(page, 'notfound');
  await page.goto('/dashboard/no-such-tool');
  await expect(page.getByRole('heading', { name: 'Page not found' })).toBeVisible();
  await page.goto('/dashboard/password-security/no-such-article');
  await expect(page.getByRole('heading', { name: 'Page not found' })).toBeVisible();
});

test('sending feedback shows one toast that leaves on its own', async ({ page }) => {
  await registerVerifyAndSignIn(page, 'toast');
  await page.goto('/dashboard/feedback');
  await page.getByLabel('What is it about?').selectOption('idea');
  await page.getByText(/^4 –/).click();
  await page.getByLabel('Your message').fill('A weekly summary email would be lovely.');
  await page.getByRole('button', { name: 'Send feedback' }).click();
  const toast = page.getByTestId('toast');
  await expect(toast).toHaveCount(1);
  await expect(toast).toContainText('Thank you. Your feedback has been sent.');
  await expect(page.getByText('A weekly summary email would be lovely.')).toBeVisible();
  await expect(toast).toHaveCount(0, { timeout: 8000 });
});

test('visitors can read About, Terms and Privacy without an account', async ({ page }) => {
  await page.goto('/');
  for (const [link, heading] of [
    ['About', 'About Bulwark'],
    ['Terms of service', 'Terms of service'],
    ['Privacy policy', 'Privacy policy'],
  ] as const) {
    await page.getByRole('navigation', { name: 'Legal' }).getByRole('link', { name: link }).click();
    await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
  }
  await page.goto('/about');
  await expect(page.getByText('Creative Commons Attribution 4.0 licence')).toBeVisible();
});
