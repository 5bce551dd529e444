import { PASSWORD, expect, registerVerifyAndSignIn, signIn, test } from '../support/fixtures';
import { waitForMail } from '../support/mailbox';

const SAFARI_IPHONE =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 18_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.1 Mobile/15E148 Safari/604.1';

test('a sign-in from a new phone is mailed; "This wasn\'t me" signs out everywhere and the activity shows it all', async ({
  page,
  browser,
}) => {
  // Three browsers (the owner's, a phone, the mail link's) and two mails: 29 s alone, over the
  // default minute beside another worker on two busy cores.
  test.setTimeout(150_000);
  const email = await registerVerifyAndSignIn(page, 'activity');
  await page.goto('/dashboard/profile-settings#security-activity');
  const activity = page.getByRole('list', { name: 'Security activity' });
  await expect(activity.getByRole('listitem').first()).toContainText(
    'Signed in from the link that verified your address',
  );

  // Someone else, on an iPhone, with the password.
  const phone = await browser.newContext({
    userAgent: SAFARI_IPHONE,
    viewport: { width: 375, height: 812 },
    extraHTTPHeaders: { 'x-forwarded-for': '198.51.100.23' },
  });
  const phonePage = await phone.newPage();
  await signIn(phonePage, email);
  await expect(phonePage).toHaveURL(/\/dashboard/);
  // The open page hears of it over the event stream.
  await expect(activity.getByRole('listitem').first()).toContainText('New device');
  await expect(activity.getByRole('listitem').first()).toContainText(
    'Safari on iOS · 198.51.100.23',
  );

  const mail = await waitForMail(
    (m) => m.to.includes(email) && m.subject === 'New sign-in to your Bulwark account',
  );
  expect(mail.link).toContain('/security/not-me?token=');
  // The owner opens the mail's link in a browser with no session at all.
  const owner = await browser.newContext({
    extraHTTPHeaders: { 'x-forwarded-for': '198.51.100.99' },
  });
  const ownerPage = await owner.newPage();
  await ownerPage.goto(mail.link ?? '');
  await expect(ownerPage.getByRole('heading', { name: "Wasn't this you?" })).toBeVisible();
  const secure = ownerPage.getByRole('button', { name: 'Secure my account' });
  await secure.dblclick();
  await expect(
    ownerPage.getByRole('heading', { name: 'Your account is signed out everywhere' }),
  ).toBeVisible();
  await expect(ownerPage.getByText(/We ended all 2 sessions of your account/)).toBeVisible();
  await waitForMail((m) => m.to.includes(email) && /reset your/i.test(m.subject));

  // Both sessions are over: the phone's next step is the sign-in page.
  await phonePage.goto('/dashboard/profile-settings');
  await expect(phonePage).toHaveURL(/\/login/);
  await page.reload();
  await expect(page).toHaveURL(/\/login/);

  await signIn(page, email, PASSWORD);
  await expect(page).toHaveURL(/\/dashboard/);
  await page.goto('/dashboard/profile-settings#security-activity');
  await expect(activity.getByRole('listitem').nth(1)).toContainText('signed out everywhere');
  await phone.close();
  await owner.close();
});
