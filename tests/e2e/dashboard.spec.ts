import { generateId } from '@bulwark/contracts/ids';
import type { Page } from '@playwright/test';
import { seriousAxeViolations } from '../support/axe';
import { call } from '../support/call';
import { expect, registerVerifyAndSignIn, test } from '../support/fixtures';

/**
 * The dashboard as a new person meets it, in Chromium against the production build: the honest
 * headline on a server with no breach data, then, from a second tab, a breach saved by hand, a
 * quick assessment and a recorded password check; the first tab follows each live, never
 * reloaded. Screenshots go to SCREENSHOT_DIR when it is set.
 */

const SCREENSHOT_DIR = process.env['SCREENSHOT_DIR'];

// Each test signs up and loads the whole dashboard more than once; on a busy two-core machine
// that alone came close to the default minute.
test.describe.configure({ timeout: 150_000 });

async function screenshot(page: Page, name: string): Promise<void> {
  if (SCREENSHOT_DIR)
    await page.screenshot({ path: `${SCREENSHOT_DIR}/${name}.png`, fullPage: true });
}

function headline(page: Page, name: string | RegExp) {
  return page.getByRole('main').getByRole('heading', { level: 2, name });
}

test('headline, next step, risk card and checklist follow the person’s data live', async ({
  page,
  context,
}) => {
  await registerVerifyAndSignIn(page, 'dashboard');
  await expect(page.getByRole('heading', { level: 1, name: 'Welcome, Ada Lovelace' })).toBeVisible({
    timeout: 30_000,
  });
  // The e2e server has no breach index and no HIBP key, as a default install.
  await expect(
    headline(page, 'This server can’t search breach data for addresses yet'),
  ).toBeVisible();
  await expect(headline(page, 'No breaches found')).toHaveCount(0);
  const checklist = page.getByRole('region', { name: 'Get started' });
  await expect(checklist.getByText('1 of 5 done')).toBeVisible();
  const risk = page.getByRole('region', { name: 'Your risk score' });
  await expect(risk.getByRole('link', { name: 'Take the quick assessment' })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Alerts' }).getByText('No alerts')).toBeVisible();
  await screenshot(page, 'dashboard-new-desktop');

  const other = await context.newPage();
  await other.goto('/dashboard/breaches/Adobe');
  await other.getByRole('button', { name: 'Save Adobe to your list' }).click();
  await expect(other.getByRole('link', { name: 'Adobe is saved: open your list' })).toBeVisible();

  // The first tab was never reloaded: the change arrived over the stream.
  await expect(headline(page, '1 breach needs your attention')).toBeVisible();
  await expect(
    page
      .getByRole('navigation', { name: 'Dashboard' })
      .getByRole('link', { name: 'Saved breaches, 1 needs action' }),
  ).toBeVisible();
  const nextStep = page.getByRole('link', { name: /^Start this step: .+ \(Adobe\)$/ });
  await expect(nextStep).toBeVisible();
  const stepTitle =
    /^Start this step: (.+) \(Adobe\)$/.exec(
      (await nextStep.getAttribute('aria-label')) ?? '',
    )?.[1] ?? '';
  expect(stepTitle).not.toBe('');
  await expect(
    page.getByText(
      /can’t search breach data for your addresses yet, so the list holds only breaches you saved by hand/,
    ),
  ).toBeVisible();
  await expect(
    page
      .getByRole('list', { name: 'Exposed data by kind, most often first' })
      .getByText('Passwords'),
  ).toBeVisible();

  const draft = await call<{ id: string }>(other, 'riskAssessment.start', { mode: 'quick' });
  await call(other, 'riskAssessment.saveAnswers', {
    id: draft.id,
    answers: { A1: ['reused'], A2: ['password-only'], B1: ['few-everywhere'], G1: ['none'] },
  });
  await call(other, 'riskAssessment.submit', { id: draft.id, idempotencyKey: generateId() });
  await call(other, 'passwordChecks.record', {
    label: 'Bank',
    score: 4,
    pwned: false,
    reused: false,
    inUse: true,
  });

  await expect(risk.getByText(/^\d+ out of 100$/)).toBeVisible();
  await expect(risk.getByText('Higher is safer.')).toBeVisible();
  await expect(
    risk.getByRole('list', { name: 'Your top 3 actions' }).getByRole('listitem'),
  ).toHaveCount(3);
  await expect(checklist.getByText('3 of 5 done')).toBeVisible();
  await screenshot(page, 'dashboard-open-desktop');

  await nextStep.click();
  await expect(page).toHaveURL(/\/dashboard\/saved-breaches\?breach=Adobe$/);
  await expect(
    page.getByRole('list', { name: 'Steps for Adobe' }).getByText(stepTitle, { exact: true }),
  ).toBeVisible();
});

test('the alert centre: a bell with its count in the header, an empty state that explains itself', async ({
  page,
}) => {
  await registerVerifyAndSignIn(page, 'alerts');
  await page.getByRole('button', { name: 'Alerts', exact: true }).click();
  const popover = page.getByRole('dialog', { name: 'Alerts' });
  await expect(popover.getByText('No alerts')).toBeVisible();
  await popover.getByRole('link', { name: 'Open the alert centre' }).click();
  await expect(page).toHaveURL(/\/dashboard\/alerts$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Alerts' })).toBeVisible();
  await expect(
    page
      .getByRole('main')
      .getByText(/Breaches found at the first check go straight to your saved breaches/),
  ).toBeVisible();
  // On a phone the section starts below the fold: the link lands on it, below the sticky header.
  await page.setViewportSize({ width: 375, height: 740 });
  await page.getByRole('main').getByRole('link', { name: 'Monitor another address' }).click();
  await expect(page).toHaveURL(/\/dashboard\/email-breach-check#monitored-addresses$/);
  const section = page.getByRole('heading', { name: 'Monitored addresses' });
  await expect(section).toBeInViewport();
  expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(0);
  expect(await section.evaluate((el) => el.getBoundingClientRect().top)).toBeGreaterThanOrEqual(56);
});

test('at 375 px the dashboard and the alert centre fit without sideways scrolling', async ({
  page,
}) => {
  await page.setViewportSize({ width: 375, height: 740 });
  await registerVerifyAndSignIn(page, 'dashboard-phone');
  await call(page, 'savedBreaches.add', { breachName: 'Adobe' });
  for (const route of ['/dashboard', '/dashboard/alerts']) {
    await page.goto(route);
    // A page's code loads on first visit; under load that took longer than the default wait.
    await expect(page.locator('main h1').first()).toBeVisible({ timeout: 30_000 });
    if (route === '/dashboard')
      await expect(headline(page, '1 breach needs your attention')).toBeVisible();
    await expect(page.getByText(/^Loading /)).toHaveCount(0);
    expect(
      await page.evaluate(() => document.documentElement.scrollWidth),
      route,
    ).toBeLessThanOrEqual(375);
    await screenshot(page, `phone${route.replaceAll('/', '-')}`);
    // With a count in the nav: its name must still contain what the link shows (label in name).
    expect(await seriousAxeViolations(page), route).toEqual([]);
  }
  await page.getByRole('button', { name: 'Open navigation' }).click();
  await expect(
    page
      .getByRole('dialog', { name: 'Navigation' })
      .getByRole('link', { name: 'Saved breaches, 1 needs action' }),
  ).toBeVisible();
  await page.keyboard.press('Escape');
  await page.getByRole('button', { name: 'Alerts', exact: true }).click();
  await expect(page.getByRole('dialog', { name: 'Alerts' })).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
  await screenshot(page, 'phone-bell-open');
});

for (const viewport of [
  { width: 412, height: 823 },
  { width: 1280, height: 823 },
]) {
  test(`at ${viewport.width} px the overview holds still while its sections load (layout shift under 0.05)`, async ({
    page,
  }) => {
    await page.setViewportSize(viewport);
    await registerVerifyAndSignIn(page, 'dashboard-shift');
    // Every layout shift the browser reports from the start of the load, as Lighthouse sums them.
    await page.addInitScript(() => {
      const shifts: number[] = [];
      Object.assign(window, { layoutShifts: shifts });
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries() as (PerformanceEntry & {
          value: number;
          hadRecentInput: boolean;
        })[]) {
          if (!entry.hadRecentInput) shifts.push(entry.value);
        }
      }).observe({ type: 'layout-shift', buffered: true });
    });
    // The sections' data is held until their skeletons are painted, as on a slow phone; then
    // each answer replaces a skeleton, which must have held the loaded section's place.
    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route('**/v1/**', async (route) => {
      await held;
      await route.continue();
    });
    await page.goto('/dashboard');
    await expect(page.getByText('Loading your breaches…')).toBeAttached({ timeout: 30_000 });
    await expect(page.getByText('Loading your checklist…')).toBeAttached();
    await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(resolve)));
    release();
    await expect(page.getByRole('heading', { name: 'Get started' })).toBeVisible();
    await expect(page.locator('main [aria-busy="true"]')).toHaveCount(0);
    await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(resolve)));
    const shifts = await page.evaluate(
      () => (window as unknown as { layoutShifts: number[] }).layoutShifts,
    );
    const total = shifts.reduce((sum, shift) => sum + shift, 0);
    expect(
      total,
      `layout shifts ${shifts.map((shift) => shift.toFixed(4)).join(', ')}`,
    ).toBeLessThan(0.05);
  });
}

test('on a phone the header fits while the live connection is still connecting', async ({
  page,
}) => {
  await registerVerifyAndSignIn(page, 'dashboard-connecting');
  // The stream never answers: the badge stays on "Connecting…", its longest state.
  await page.route('**/v1/stream**', () => new Promise<void>(() => {}));
  for (const width of [320, 375]) {
    await page.setViewportSize({ width, height: 740 });
    await page.goto('/dashboard');
    await expect(page.getByTestId('connection-status')).toHaveText('Connecting…');
    expect(
      await page.evaluate(() => document.documentElement.scrollWidth),
      `${width} px`,
    ).toBeLessThanOrEqual(width);
    await expect(page.getByRole('button', { name: /Ada|account/i }).first()).toBeInViewport({
      ratio: 1,
    });
  }
});

test("the header's menus stay under their buttons when a live update shortens the page", async ({
  page,
}) => {
  await registerVerifyAndSignIn(page, 'header-popups');
  await page.goto('/dashboard/profile-settings');
  const lastSection = page.getByRole('main').getByRole('region', { name: 'Delete account' });
  await expect(lastSection).toBeVisible();
  const popups = [
    {
      button: page.getByRole('button', { name: /Ada|account/i }).first(),
      popup: page.getByRole('menu'),
    },
    { button: page.getByRole('button', { name: /Change theme/ }), popup: page.getByRole('menu') },
    {
      button: page.getByRole('button', { name: 'Alerts', exact: true }),
      popup: page.getByRole('dialog', { name: 'Alerts' }),
    },
  ];
  for (const { button, popup } of popups) {
    // A person at the foot of the page opens the menu; then the page loses its last section, as
    // when a removed passkey or a revoked session leaves a list. The browser pulls the scroll up
    // at once, in the same frame: a popup placed at page coordinates moves under the pointer.
    await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
    await button.click();
    await expect(popup).toBeVisible();
    const moved = await popup.evaluate(
      (element, section) => {
        const before = { top: element.getBoundingClientRect().top, scrollY: window.scrollY };
        section.style.display = 'none';
        const after = { top: element.getBoundingClientRect().top, scrollY: window.scrollY };
        section.style.display = '';
        return { scrolledBy: before.scrollY - after.scrollY, movedBy: after.top - before.top };
      },
      await lastSection.elementHandle(),
    );
    expect(moved.scrolledBy, 'the shorter page pulled the scroll up').toBeGreaterThan(100);
    expect(Math.abs(moved.movedBy), 'the open popup stayed where it was').toBeLessThan(1);
    await page.keyboard.press('Escape');
    await expect(popup).toBeHidden();
  }
});
