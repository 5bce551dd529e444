import { expect, registerVerifyAndSignIn, test } from '../support/fixtures';

test('the theme defaults to light, and a chosen dark theme survives a reload as a class on <html>', async ({
  page,
}) => {
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

test('an unknown path, and an unknown dashboard child, show the not-found page', async ({
  page,
}) => {
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

test('every page carries its title with the product name, and the description', async ({
  page,
}) => {
  const titles = {
    '/': 'Bulwark Security',
    '/login': 'Sign in · Bulwark Security',
    '/privacy': 'Privacy policy · Bulwark Security',
  };
  for (const [route, title] of Object.entries(titles)) {
    await page.goto(route);
    await expect(page).toHaveTitle(title);
    await expect(page.locator('meta[name="description"]')).toHaveAttribute(
      'content',
      'A dashboard to monitor breaches, generate passwords and improve online security.',
    );
  }
});

test('while the session is being checked only a full-screen spinner shows, then the page', async ({
  page,
}) => {
  let release = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route('**/api/auth/get-session*', async (route) => {
    await held;
    await route.continue();
  });
  await page.goto('/login');
  await expect(page.getByText('Checking your session')).toBeAttached();
  await expect(page.getByRole('heading', { level: 1 })).toHaveCount(0);
  release();
  await expect(page.getByRole('heading', { level: 1, name: /sign in/i })).toBeVisible();
  await expect(page.getByText('Checking your session')).toHaveCount(0);
});

test('an unreachable server at start-up shows the public pages and a warning toast', async ({
  page,
}) => {
  await page.route('**/api/auth/get-session*', (route) => route.abort('connectionrefused'));
  await page.goto('/login');
  await expect(page.getByRole('heading', { level: 1, name: /sign in/i })).toBeVisible();
  const toast = page.getByTestId('toast');
  await expect(toast).toHaveCount(1);
  await expect(toast).toHaveAttribute('data-variant', 'warning');
  await expect(toast).toContainText('We could not reach the server.');
});

test('a page whose code is still loading shows a centred spinner in its place', async ({
  page,
}) => {
  await registerVerifyAndSignIn(page, 'lazy');
  let release = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(/\/assets\/password-generator-page-[^/]*\.js$/, async (route) => {
    await held;
    await route.continue();
  });
  await page
    .getByRole('navigation', { name: 'Dashboard' })
    .getByRole('link', { name: /password generator/i })
    .click();
  await expect(page.getByText('Loading page')).toBeAttached();
  release();
  await expect(page.getByRole('heading', { level: 1, name: /password generator/i })).toBeVisible();
  await expect(page.getByText('Loading page')).toHaveCount(0);
});

test('a page whose code fails to load says so in its place, and the navigation still works', async ({
  page,
}) => {
  await registerVerifyAndSignIn(page, 'chunkfail');
  // A release replaced the files: the page's chunk is gone from the server.
  await page.route(/\/assets\/password-generator-page-[^/]*\.js$/, (route) =>
    route.fulfill({ status: 404, body: 'Not found' }),
  );
  const nav = page.getByRole('navigation', { name: 'Dashboard' });
  await nav.getByRole('link', { name: /password generator/i }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Something went wrong' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Reload the page' })).toBeVisible();

  await page.goBack();
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Something went wrong' })).toHaveCount(
    0,
  );
  await expect(nav).toBeVisible();
});

test('a double click on a link opens its page once: one Back returns', async ({ page }) => {
  await page.goto('/');
  await page.getByRole('banner').getByRole('link', { name: 'Sign in' }).dblclick();
  await expect(page.getByRole('heading', { level: 1, name: 'Sign in' })).toBeVisible();
  await page.goBack();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole('heading', { level: 1 }).first()).not.toHaveText('Sign in');
});

test('moving to another page starts at its top', async ({ page }) => {
  await registerVerifyAndSignIn(page, 'scroll');
  await page.goto('/dashboard/password-security/real-world-examples');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  const next = page
    .getByRole('navigation', { name: 'Previous and next article' })
    .getByRole('link')
    .last();
  await next.scrollIntoViewIfNeeded();
  expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(500);
  await next.click();
  await expect(page).toHaveURL(/security-best-practices/);
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
});

test('the keyboard alone reaches the skip link first and lands in the main content', async ({
  page,
}) => {
  await registerVerifyAndSignIn(page, 'keyboard');
  await page.goto('/dashboard/feedback');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await page.keyboard.press('Tab');
  const skip = page.getByRole('link', { name: 'Skip to main content' });
  await expect(skip).toBeFocused();
  await expect(skip).toBeInViewport();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/#main-content$/);
  await page.keyboard.press('Tab');
  // The next stop is inside the main content, not back in the header or navigation.
  expect(await page.evaluate(() => Boolean(document.activeElement?.closest('#main-content')))).toBe(
    true,
  );
});
