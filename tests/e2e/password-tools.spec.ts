import { expect, registerVerifyAndSignIn, test, uniqueEmail } from '../support/fixtures';

/** In tests/fixtures/pwned-passwords.txt, ingested into the e2e server before it starts. */
const BREACHED = 'purple monkey dishwasher 1987';

test('generate a password, copy it, and check its strength', async ({ page, context }) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  await registerVerifyAndSignIn(page, 'generator');
  await page.goto('/dashboard/password-generator');
  const generated = page.getByTestId('generated-password');
  await expect(generated).toHaveText(/^.{20}$/);
  const password = await generated.innerText();
  await page.getByRole('button', { name: 'Copy', exact: true }).first().click();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(password);

  // Navigate inside the app: generated passwords are remembered in memory only, never stored.
  await page.getByRole('link', { name: 'Password strength' }).click();
  await page.getByLabel('Password to check').fill(password);
  await expect(page.getByText(/score 4 of 4/)).toBeVisible({ timeout: 20_000 });
  await expect(
    page.getByText('This password came from the generator, so its strength is known exactly.'),
  ).toBeVisible();
  await page.getByRole('button', { name: 'Check breaches' }).click();
  await expect(page.getByText(/^Not found in the 3 hashes loaded/)).toBeVisible();
});

test('a password from the ingested corpus shows as breached', async ({ page }) => {
  await registerVerifyAndSignIn(page, 'exposure');
  await page.goto('/dashboard/password-strength-checker');
  await page.getByLabel('Password to check').fill(BREACHED);
  await page.getByRole('button', { name: 'Check breaches' }).click();
  await expect(
    page.getByText('Seen 4,242 times in breaches. Do not use this password.'),
  ).toBeVisible();
});

test('registration refuses a breached password with the exact reason', async ({ page }) => {
  await page.goto('/register');
  await page.getByLabel('Display name').fill('Ada Lovelace');
  await page.getByLabel('Email address').fill(uniqueEmail('breached'));
  await page.getByLabel('Password', { exact: true }).fill(BREACHED);
  await page.getByRole('button', { name: 'Create account' }).click();
  await expect(
    page.getByText('This password has appeared in a data breach. Choose a different one.'),
  ).toBeVisible();
  await expect(page).toHaveURL(/\/register$/);
});
