import {
  PASSWORD,
  expect,
  registerVerifyAndSignIn,
  signIn,
  signOut,
  test,
} from '../support/fixtures';

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

test('signing out in one tab signs another tab out within seconds, through its change stream', async ({
  page,
}) => {
  await registerVerifyAndSignIn(page, 'two-tabs');
  const otherTab = await page.context().newPage();
  await otherTab.goto('/dashboard');
  await expect(otherTab.getByTestId('connection-status')).toHaveText('Online');
  await signOut(page);
  // The stream's own re-check comes every 30 s; the session notice ends it at once.
  await expect(otherTab).toHaveURL(/\/login/, { timeout: 5000 });
});

// A 1×1 PNG: real image bytes, so the server's type check passes.
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);

test('a new name and picture reach the header at once, and another tab through the change stream', async ({
  page,
}) => {
  await registerVerifyAndSignIn(page, 'header');
  const otherTab = await page.context().newPage();
  await otherTab.goto('/dashboard');
  await expect(otherTab.getByRole('button', { name: 'Ada Lovelace' })).toBeVisible();
  await page.goto('/dashboard/profile-settings');

  await page.getByLabel('Display name').fill('Grace Hopper');
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  for (const tab of [page, otherTab])
    await expect(
      tab.getByRole('banner').getByRole('button', { name: 'Grace Hopper' }),
    ).toBeVisible();

  // Keyboard only: the picker is a real button; Enter opens the file chooser.
  const choose = page.getByRole('button', { name: 'Choose a picture…' });
  await choose.focus();
  let chooser = page.waitForEvent('filechooser');
  await page.keyboard.press('Enter');
  await (
    await chooser
  ).setFiles({ name: 'notes.txt', mimeType: 'text/plain', buffer: Buffer.from('hi') });
  await expect(page.getByRole('alert')).toHaveText(
    '“notes.txt” is not a PNG, JPEG or WebP image. Choose one that is.',
  );

  chooser = page.waitForEvent('filechooser');
  await choose.click();
  await (await chooser).setFiles({ name: 'me.png', mimeType: 'image/png', buffer: PNG });
  await expect(page.getByText('me.png, 1 KB: this is how it will look.')).toBeVisible();
  await expect(page.getByRole('img', { name: 'Preview of the new picture' })).toBeVisible();
  await page.getByRole('button', { name: 'Save picture' }).click();
  for (const tab of [page, otherTab])
    await expect(tab.getByRole('banner').locator('img[src^="/v1/avatar"]')).toBeVisible();

  await page.getByRole('button', { name: 'Remove picture' }).click();
  for (const tab of [page, otherTab])
    await expect(tab.getByRole('banner').locator('img[src^="/v1/avatar"]')).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Choose a picture…' })).toBeFocused();
});
