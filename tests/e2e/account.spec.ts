import { PASSWORD, expect, registerVerifyAndSignIn, signIn, test } from '../support/fixtures';

test('deleting the account signs the person out and the account is gone', async ({ page }) => {
  const email = await registerVerifyAndSignIn(page, 'delete');
  await page.goto('/dashboard/profile-settings');
  await page.getByRole('button', { name: 'Delete my account…' }).click();
  await page.getByLabel('Your password').fill(PASSWORD);
  await page.getByRole('button', { name: 'Delete my account', exact: true }).click();
  await expect(page).toHaveURL(/\/(login)?$/);
  await signIn(page, email);
  await expect(page.getByText(/not correct/i).first()).toBeVisible();
});
