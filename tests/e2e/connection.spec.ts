import { waitForMail } from '../support/mailbox';
import { PASSWORD, expect, test, uniqueEmail } from '../support/fixtures';
import { ServerProcess } from '../support/server-process';

const server = new ServerProcess(3101, 'e2e-connection');

test.beforeAll(async () => {
  await server.start();
});
test.afterAll(async () => {
  await server.stop();
});

test('the connection badge goes Offline when the server stops and Online when it is back', async ({
  page,
}) => {
  test.setTimeout(120_000);
  const email = uniqueEmail('connection');
  await page.goto(`${server.origin}/register`);
  await page.getByLabel('Display name').fill('Ada Lovelace');
  await page.getByLabel('Email address').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
  await page.getByRole('button', { name: 'Create account' }).click();
  const mail = await waitForMail((m) => m.to.includes(email), { mailDir: server.mailDir });
  // Verifying in the browser that signed up signs in.
  await page.goto(mail.link ?? '/');
  await expect(page).toHaveURL(/\/dashboard/);
  const badge = page.getByTestId('connection-status');
  await expect(badge).toHaveText('Online', { timeout: 15_000 });

  await server.stop();
  const stoppedAt = Date.now();
  await expect(badge).toHaveText('Offline', { timeout: 15_000 });
  expect(Date.now() - stoppedAt).toBeLessThan(12_000);

  await server.start();
  // Reconnection backs off 1 s × 1.5 up to 60 s; a few tries cover a short outage.
  await expect(badge).toHaveText('Online', { timeout: 45_000 });
  // The session survived the restart: the page still works without signing in again.
  await page.reload();
  await expect(page).toHaveURL(/\/dashboard/);
});
