import type { Page } from '@playwright/test';
import { expect, registerVerifyAndSignIn, test } from '../support/fixtures';

// Issue 12: the strict CSP stays (no `unsafe-inline` or `unsafe-eval` scripts), and nothing the
// app does runs into it: a refused eval or style is an error in the browser's Issues panel (and
// Lighthouse's best practices), and a sign that something relies on what the policy forbids.

/** Every CSP violation any document of this page reports, from its first script on. */
async function collectViolations(page: Page): Promise<string[]> {
  const violations: string[] = [];
  await page.exposeBinding('reportCspViolation', (_source, violation: string) => {
    violations.push(violation);
  });
  await page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (event) => {
      const report = (window as unknown as { reportCspViolation: (text: string) => void })
        .reportCspViolation;
      report(
        `${event.violatedDirective} ${event.blockedURI} at ${event.sourceFile}:${event.lineNumber}`,
      );
    });
  });
  return violations;
}

test('registering, signing in and opening the dashboard and a data page break no CSP rule', async ({
  page,
}) => {
  const violations = await collectViolations(page);
  await page.goto('/register');
  // The registration form's schemas (zod) are built once its page's code has loaded.
  await expect(page.getByLabel('Display name')).toBeEditable();
  await registerVerifyAndSignIn(page, 'csp');
  await expect(page.getByTestId('connection-status')).toBeVisible();
  await page.goto('/dashboard/email-breach-check');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await page.goto('/dashboard/password-generator');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  expect(violations).toEqual([]);
});
