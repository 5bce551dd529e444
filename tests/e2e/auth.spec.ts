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
  verificationLink,
  verifyFromMail,
} from '../support/fixtures';

test('register, try to sign in too early, verify by the mail in the same browser: signed in, then sign out', async ({
  page,
}) => {
  const email = uniqueEmail('journey');
  await register(page, email);
  await signIn(page, email);
  await expect(page.getByText(/verify your email/i).first()).toBeVisible();
  await verifyFromMail(page, email);
  await expect(page).toHaveURL(/\/dashboard$/);
  await page.goto('/dashboard/feedback');
  await expect(page.getByRole('heading', { level: 1, name: /feedback/i })).toBeVisible();
  await signOut(page);
  await page.goto('/dashboard/feedback');
  await expect(page).toHaveURL(/\/login$/);
});

test('a signed-out visit to a protected page goes to sign-in and back to where it started', async ({
  page,
}) => {
  const email = await registerVerifyAndSignIn(page, 'origin');
  await signOut(page);
  await page.goto('/dashboard/about');
  await expect(page).toHaveURL(/\/login$/);
  // The redirect replaced the history entry: Back does not return to the protected page.
  await signIn(page, email);
  await expect(page).toHaveURL(/\/dashboard\/about$/);
});

test('forgot password answers the same for any address, and the reset link sets a new password', async ({
  page,
}) => {
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

test('the verification link opened in another browser only verifies, and a replayed link signs nobody in', async ({
  page,
  browser,
}) => {
  const email = uniqueEmail('elsewhere');
  await register(page, email);
  const link = await verificationLink(email);
  const phone = await browser.newContext({
    extraHTTPHeaders: { 'x-forwarded-for': '203.0.113.250' },
  });
  try {
    const other = await phone.newPage();
    await other.goto(link);
    await expect(other.getByRole('heading', { name: 'Email address verified' })).toBeVisible();
    await other.getByRole('main').getByRole('link', { name: 'Sign in' }).click();
    await expect(other).toHaveURL(/\/login$/);
  } finally {
    await phone.close();
  }
  // The sign-up browser, opening the link after it was used: verified already, not signed in.
  await page.goto(link);
  await expect(page.getByRole('heading', { name: 'Email address verified' })).toBeVisible();
  await page.goto('/dashboard');
  await expect(page).toHaveURL(/\/login$/);
  await signIn(page, email);
  await expect(page).toHaveURL(/\/dashboard$/);
});
