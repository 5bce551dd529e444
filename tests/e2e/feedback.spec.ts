import type { Page } from '@playwright/test';
import { FEEDBACK_MESSAGE_MAX } from '@bulwark/contracts/schemas/feedback.schema';
import { expect, registerVerifyAndSignIn, test } from '../support/fixtures';
import { listMail, waitForMail } from '../support/mailbox';

/**
 * Feedback end to end: a double click stores and mails one message with no error, and a paste
 * longer than the limit is cut with a message that says so.
 */

const FEEDBACK_PAGE = '/dashboard/feedback';
const FEEDBACK_INBOX = 'feedback@bulwark.local';

async function fillForm(page: Page, message: string): Promise<void> {
  await page.getByLabel('What is it about?').selectOption('idea');
  await page.getByText('4 – Very good', { exact: true }).click();
  await page.getByRole('textbox', { name: /Your message/ }).fill(message);
}

test('a double click on Send feedback stores one message, mails the inbox once and shows no error', async ({
  page,
}) => {
  await registerVerifyAndSignIn(page, 'feedback-double');
  await page.goto(FEEDBACK_PAGE);
  const message = `Double-clicked feedback ${Date.now()}: keep exactly one of me.`;
  await fillForm(page, message);
  const statuses: number[] = [];
  page.on('response', (response) => {
    if (response.url().endsWith('/v1/call/feedback.submit')) statuses.push(response.status());
  });

  await page.getByRole('button', { name: 'Send feedback' }).dblclick();

  await expect(page.getByText('Thank you. Your feedback has been sent.')).toBeVisible();
  const earlier = page.getByRole('region', { name: 'Your earlier feedback' });
  await expect(earlier.getByText(message, { exact: true })).toHaveCount(1);
  await waitForMail((mail) => mail.to === FEEDBACK_INBOX && mail.text.includes(message));
  // Long enough for a second mail to be written, had one been queued.
  await page.waitForTimeout(2000);
  expect(await listMail((mail) => mail.text.includes(message))).toHaveLength(1);
  await page.reload();
  await expect(earlier.getByText(message, { exact: true })).toHaveCount(1);
  expect(statuses.every((status) => status === 200)).toBe(true);
  await expect(page.getByRole('alert')).toHaveCount(0);
});

test('a paste longer than the limit is cut to fit, with a message that says so', async ({
  page,
}) => {
  await registerVerifyAndSignIn(page, 'feedback-paste');
  await page.goto(FEEDBACK_PAGE);
  const message = page.getByRole('textbox', { name: /Your message/ });
  await message.click();
  await page.keyboard.insertText('x'.repeat(20_000));

  await expect(message).toHaveValue('x'.repeat(FEEDBACK_MESSAGE_MAX));
  await expect(
    page.getByRole('status').filter({ hasText: 'Your text was cut to 2,000 characters' }),
  ).toHaveText('Your text was cut to 2,000 characters: 18,000 more did not fit.');
  await expect(page.getByText('2,000 / 2,000')).toBeVisible();
  await expect(message).toHaveAccessibleDescription(/2,000 \/ 2,000 characters/);
});
