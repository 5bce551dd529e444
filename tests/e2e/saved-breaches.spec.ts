import type { Locator, Page } from '@playwright/test';
import { seriousAxeViolations } from '../support/axe';
import { expect, registerVerifyAndSignIn, test } from '../support/fixtures';

const PHONE_WIDTH = 375;

/** Presses Tab (or Shift+Tab) until the focused element's accessible name matches, as a keyboard user would. */
async function tabTo(page: Page, name: RegExp, key: 'Tab' | 'Shift+Tab' = 'Tab'): Promise<void> {
  for (let presses = 0; presses < 30; presses += 1) {
    await page.keyboard.press(key);
    const focused = await page.evaluate(() => {
      const element = document.activeElement;
      return element?.getAttribute('aria-label') ?? element?.textContent ?? '';
    });
    if (name.test(focused)) return;
  }
  throw new Error(`Tab never reached ${name}`);
}

/** axe on one part of the page (the whole page is slow to analyse on a busy machine). */
async function expectNoSeriousAxeViolations(page: Page, selector: string): Promise<void> {
  expect(await seriousAxeViolations(page, selector)).toEqual([]);
}

/** Nothing wider than the phone: no sideways scrolling, and these elements fully on screen. */
async function expectNoHorizontalClipping(page: Page, elements: Locator[]): Promise<void> {
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
    PHONE_WIDTH,
  );
  for (const element of elements) {
    const box = await element.boundingBox();
    expect(box, String(element)).not.toBeNull();
    expect(box?.x ?? -1, String(element)).toBeGreaterThanOrEqual(0);
    expect((box?.x ?? 0) + (box?.width ?? Infinity), String(element)).toBeLessThanOrEqual(
      PHONE_WIDTH,
    );
  }
}

test('a saved breach guides: current step only, links to the site, keyboard through, a confirmation, the fixed moment', async ({
  page,
}, testInfo) => {
  test.setTimeout(180_000);
  await page.setViewportSize({ width: PHONE_WIDTH, height: 800 });
  await registerVerifyAndSignIn(page, 'guided');
  await page.goto('/dashboard/breaches/Dropbox');
  await page.getByRole('button', { name: 'Save Dropbox to your list' }).click();
  await expect(page.getByRole('link', { name: 'Dropbox is saved: open your list' })).toBeVisible();

  // The link the dashboard uses for "the most urgent next step" of one breach.
  await page.goto('/dashboard/saved-breaches?breach=dropbox');
  const steps = page.getByRole('list', { name: 'Steps for Dropbox' });
  // A full page load: on a busy machine the app itself can take several seconds to start.
  await expect(steps).toBeVisible({ timeout: 30_000 });
  await expect(page.getByRole('heading', { name: 'Dropbox', level: 3 })).toBeFocused();
  await expect(page.getByText('0 of 3 steps done')).toBeVisible();
  await expect(steps.getByRole('button', { name: /^Change password/ })).toHaveAttribute(
    'aria-expanded',
    'true',
  );
  await expect(steps.getByRole('button', { name: /^Turn on two-step/ })).toHaveAttribute(
    'aria-expanded',
    'false',
  );
  await expect(steps.getByRole('button', { name: /^Done: / })).toHaveCount(1);
  const site = steps.getByRole('link', { name: /^Change it on dropbox\.com/ });
  await expect(site).toHaveAttribute('href', 'https://dropbox.com/');
  await expect(site).toHaveAttribute('target', '_blank');
  await expect(site).toHaveAttribute('rel', 'noopener noreferrer');

  await expectNoSeriousAxeViolations(page, 'main');
  await page.screenshot({ path: testInfo.outputPath('saved-breaches-375.png'), fullPage: true });
  await expectNoHorizontalClipping(page, [
    page.getByRole('tab', { name: 'Fixed (0)' }),
    steps.getByRole('button', { name: /^Change password/ }),
    steps.getByRole('button', { name: /^Watch for phishing/ }),
    site,
    steps.getByRole('button', { name: /^Done: / }),
    page.getByRole('button', { name: 'Mark fixed: Dropbox' }),
  ]);

  // Keyboard only from here.
  await tabTo(page, /^Done: Change this password everywhere you used it$/);
  await expect(page.locator(':focus')).toHaveText('Done');
  await page.keyboard.press('Enter');
  await expect(page.getByText('1 of 3 steps done')).toBeVisible();
  await expect(steps.getByText('Turn on two-step verification', { exact: true })).toBeFocused();
  await expect(
    steps.getByText(/^Dropbox offers a security key \/ passkey, an authenticator app, or SMS\./),
  ).toBeVisible();
  await expect(
    steps.getByRole('link', { name: /^How to turn it on \(help\.dropbox\.com\)/ }),
  ).toHaveAttribute(
    'href',
    'https://help.dropbox.com/account-access/enable-2-factor-authentication',
  );
  await tabTo(page, /^Done: Turn on two-step verification$/);
  await page.keyboard.press('Enter');
  await expect(page.getByText('2 of 3 steps done')).toBeVisible();

  await tabTo(page, /^Mark fixed: Dropbox$/);
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('alertdialog', {
    name: 'Mark Dropbox fixed with 1 step still open?',
  });
  await expect(dialog).toContainText('Watch for phishing');
  await expect(dialog.getByRole('button', { name: 'Keep working' })).toBeFocused();
  await expectNoSeriousAxeViolations(page, '[role="alertdialog"]');
  await page.keyboard.press('Tab');
  await page.keyboard.press('Tab');
  await page.keyboard.press('Tab');
  await expect(dialog.locator(':focus')).toHaveCount(1);
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(page.getByRole('button', { name: 'Mark fixed: Dropbox' })).toBeFocused();
  await expect(page.getByRole('tab', { name: 'Action needed (1)' })).toBeVisible();

  await tabTo(page, /^Done: Be wary of phishing$/, 'Shift+Tab');
  await page.keyboard.press('Enter');
  const fixed = page.getByText('Dropbox is fixed — 3 of 3 steps done');
  await expect(fixed).toBeFocused();
  await expect(page.getByRole('status').filter({ has: fixed })).toContainText(
    'Nothing else on your list needs action.',
  );
  await expect(page.getByRole('tab', { name: 'Fixed (1)' })).toBeVisible();
  await page.screenshot({ path: testInfo.outputPath('fixed-moment-375.png'), fullPage: true });
  await expectNoSeriousAxeViolations(page, 'main ul > li');
  await expectNoHorizontalClipping(page, [fixed, page.getByRole('button', { name: 'Continue' })]);

  await page.keyboard.press('Tab');
  await expect(page.getByRole('button', { name: 'Continue' })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page.getByText(/^Nothing needs your attention/)).toBeFocused();
  await page.getByRole('tab', { name: 'Fixed (1)' }).click();
  await expect(page.getByRole('button', { name: 'Reopen Dropbox' })).toBeVisible();
});
