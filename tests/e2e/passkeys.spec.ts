import { addVirtualAuthenticator } from '../support/virtual-authenticator';
import { E2E_PORT } from '../support/environment';
import { expect, registerVerifyAndSignIn, signOut, test } from '../support/fixtures';

test("add a passkey, sign in with it alone from the login form's autofill, rename it and remove it", async ({
  page,
}) => {
  await registerVerifyAndSignIn(page, 'passkey');
  const authenticator = await addVirtualAuthenticator(page);
  await page.goto('/dashboard/profile-settings');
  const passkeys = page.getByRole('region', { name: 'Passkeys' });
  await expect(passkeys.getByText('You have no passkeys yet.')).toBeVisible();

  await passkeys.getByRole('button', { name: 'Add a passkey' }).click();
  await passkeys.getByLabel('Name').fill('Test laptop');
  await passkeys.getByRole('button', { name: 'Create passkey' }).click();
  await expect(passkeys.getByRole('listitem')).toHaveCount(1);
  await expect(passkeys.getByRole('listitem')).toContainText('Test laptop');
  await expect(passkeys.getByText(/not used to sign in yet/)).toBeVisible();
  expect(await authenticator.credentialCount()).toBe(1);

  // The login form asks the browser for passkeys in the email field's autofill (conditional
  // mediation); the virtual authenticator answers at once, as a person picking it would.
  await signOut(page);
  await expect(page).toHaveURL(/\/dashboard/);
  await expect(page.getByTestId('connection-status')).toBeVisible();

  await page.goto('/dashboard/profile-settings');
  await expect(passkeys.getByText(/last used/)).toBeVisible();
  await passkeys.getByRole('button', { name: 'Rename Test laptop' }).click();
  await passkeys.getByLabel('New name').fill('Work laptop');
  await passkeys.getByRole('button', { name: 'Save name' }).click();
  await expect(passkeys.getByRole('listitem')).toContainText('Work laptop');

  await passkeys.getByRole('button', { name: 'Remove Work laptop' }).click();
  await expect(passkeys.getByText(/It will no longer sign you in/)).toBeVisible();
  await passkeys.getByRole('button', { name: 'Remove passkey' }).click();
  await expect(passkeys.getByText('You have no passkeys yet.')).toBeVisible();
  // Each step is in the account's security activity, newest first.
  const activity = page.getByRole('list', { name: 'Security activity' });
  await expect(activity.getByRole('listitem').nth(0)).toContainText('Passkey removed');
  await expect(activity.getByRole('listitem').nth(1)).toContainText('Signed in with a passkey');
  await expect(activity.getByRole('listitem').nth(2)).toContainText('Passkey "Test laptop" added');

  // The credential is still on the device, but Bulwark no longer accepts it.
  await signOut(page);
  await expect(page.getByRole('alert')).toContainText('not registered with Bulwark');
  await expect(page).toHaveURL(/\/login/);
});

test('a passkey dialog that ends without a passkey is not an error', async ({ page }) => {
  // An authenticator with no passkey for this site: the browser's request ends unanswered.
  await addVirtualAuthenticator(page);
  await page.goto('/login');
  await page.getByRole('button', { name: 'Sign in with a passkey' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'No passkey was used' })).toBeVisible({
    timeout: 20_000,
  });
  await expect(page.getByRole('alert')).toHaveCount(0);
});

test('at an IP address the login page says nothing of passkeys until the person asks', async ({
  page,
}) => {
  // Note when the browser answers the autofill's passkey request, to look only after that.
  await page.addInitScript(() => {
    const get = navigator.credentials.get.bind(navigator.credentials);
    navigator.credentials.get = (options) =>
      get(options).finally(() => document.documentElement.setAttribute('data-passkey-asked', ''));
  });
  // Browsers refuse passkeys at an IP address, whatever the person does.
  await page.goto(`http://127.0.0.1:${E2E_PORT}/login`);
  await expect(page.locator('html[data-passkey-asked]')).toHaveCount(1);
  await page.evaluate(
    () => new Promise((painted) => requestAnimationFrame(() => requestAnimationFrame(painted))),
  );
  await expect(page.getByRole('alert')).toHaveCount(0);

  await page.getByRole('button', { name: 'Sign in with a passkey' }).click();
  await expect(page.getByRole('alert')).toContainText(
    'Passkeys need the address Bulwark was set up with',
  );
});
