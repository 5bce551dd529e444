import { totp } from '../support/totp';
import {
  PASSWORD,
  expect,
  registerVerifyAndSignIn,
  signIn,
  signOut,
  test,
} from '../support/fixtures';

test('turn on two-step sign-in with an authenticator, then sign in with a code', async ({
  page,
}) => {
  const email = await registerVerifyAndSignIn(page, 'twostep');
  await page.goto('/dashboard/profile-settings');
  await page.getByRole('button', { name: 'Turn on two-step sign-in' }).click();
  await page.getByLabel('Your password').fill(PASSWORD);
  await page.getByRole('button', { name: 'Continue' }).click();
  const secret = (await page.getByLabel('Setup key').innerText()).replace(/\s/g, '');
  expect(secret).toMatch(/^[A-Z2-7]{16,}$/);
  await page.getByLabel('Code from your app').fill(totp(secret));
  await page.getByRole('button', { name: 'Turn on two-step sign-in' }).click();
  // The confirmation itself: once the account has refreshed, the password rule's hint also says
  // "…as two-step sign-in is on.", so a substring match would find two.
  await expect(page.getByText('Two-step sign-in is on.', { exact: true })).toBeVisible();
  await page.getByRole('button', { name: 'I have saved my codes' }).click();
  // The codes close: the keyboard lands on the status that says it is on, not on nothing.
  const status = page.locator('[data-status="success"]');
  await expect(status, 'the status takes the focus').toBeFocused();
  await expect(status).toContainText('Two-step sign-in is on');
  await expect(page.getByRole('button', { name: 'Turn off' })).toBeVisible();

  await signOut(page);
  await signIn(page, email);
  await expect(page.getByText('Two-step sign-in is on for this account.')).toBeVisible();
  // A code works once: the enrolment code is spent, so use the next time step's code (accepted
  // within the ±1 step window) as an authenticator would show it a moment later.
  await page.getByLabel('Code from your authenticator app').fill(totp(secret, Date.now(), 1));
  await page.getByRole('button', { name: 'Verify' }).click();
  await expect(page).toHaveURL(/\/dashboard/);
  await expect(page.getByTestId('connection-status')).toBeVisible();

  // Turning it off replaces the session as well. The old one ends before the answer sets the new
  // cookie, and the live connection hears of it at once: the person must stay signed in, and the
  // connection opens again on the new session (it once signed them out here).
  await page.goto('/dashboard/profile-settings');
  await expect(page.getByTestId('connection-status')).toHaveText('Online');
  await page.getByRole('button', { name: 'Turn off' }).click();
  await page.getByLabel('Your password').fill(PASSWORD);
  const reopened = page.waitForRequest((request) => request.url().endsWith('/v1/stream'));
  await page.getByRole('button', { name: 'Turn off two-step sign-in' }).click();
  await expect(page.locator('[data-status="warning"]'), 'the status takes the focus').toBeFocused();
  await reopened;
  await expect(page.getByTestId('connection-status')).toHaveText('Online');
  await expect(page).toHaveURL(/\/dashboard\/profile-settings/);
  await expect(page.getByText('Your session has ended.')).toHaveCount(0);
});
