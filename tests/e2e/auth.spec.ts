import { waitForMail } from '../support/mailbox';
import {
  PASSWORD,
  expect,
  register,
  registerVerifyAndSignIn,
  signIn,
  signOut,
  test,
  uniqueEmail,
  verifyFromMail,
} from '../support/fixtures';

test('register, verify by the mail in the outbox, sign in, reach a protected page, sign out', async ({ page }) => {
  const email = uniqueEmail('journey');
  await register(page, email);
  await signIn(page, email);
  await expect(page.getByText(/verify your email/i).first()).toBeVisible();
  await verifyFromMail(page, email);
  await expect(page.getByRole('heading', { name: 'Email address verified' })).toBeVisible();
  await signIn(page, email);
  await expect(page).toHaveURL(/\/dashboard$/);
  await page.goto('/dashboard/feedback');
  await expect(page.getByRole('heading', { level: 1, name: /feedback/i })).toBeVisible();
  await signOut(page);
  await page.goto('/dashboard/feedback');
  await expect(page).toHaveURL(/\/login$/);
});

test('a signed-out visit to a protected page goes to sign-in and back to where it started', async ({ page }) => {
  const email = uniqueEmail('origin');
  await register(page, email);
  await verifyFromMail(page, email);
  await page.goto('/dashboard/about');
  await expect(page).toHaveURL(/\/login$/);
  // The redirect replaced the history entry: Back does not return to the protected page.
  await signIn(page, email);
  await expect(page).toHaveURL(/\/dashboard\/about$/);
});

test('forgot password answers the same for any address, and the reset link sets a new password', async ({ page }) => {
  const email = await registerVerifyAndSignIn(page, 'reset');
  await signOut(page);
  for (const address of ['nobody-here@example.com', email]) {
    await page.goto('/forgot-password');
    await page.getByLabel('Email address').fill(address);
    await page.getByRole('button', { name: 'Send the link' }).click();
    await expect(page.getByRole('heading', { name: 'Check your inbox' })).toBeVisible();
  }
  const mail = await waitForMail((m) => m.to.includes(email) && /reset/i.test(m.subject));
  await page.goto(mail.link ?? '/');
  const newPassword = 'another long passphrase, quite new';
  await page.getByLabel('New password').fill(newPassword);
  await page.getByRole('button', { name: 'Set the new password' }).click();
  await expect(page.getByRole('heading', { name: 'Password changed' })).toBeVisible();
  await signIn(page, email, PASSWORD);
  await expect(page.getByText(/not correct/i).first()).toBeVisible();
  await signIn(page, email, newPassword);
  await expect(page).toHaveURL(/\/dashboard/);
});
