import type { Page } from '@playwright/test';
import {
  EMOTION_KEY,
  PRERENDERED_STYLE_ATTRIBUTE,
} from '../../web/src/components/ui/emotion-cache';
import { expect, registerVerifyAndSignIn, test } from '../support/fixtures';

// Issue 12: public pages are prerendered at build time, and so is the signed-in frame of the
// dashboard's pages (decision 026), so a phone paints them before any JavaScript has arrived;
// the app then renders over them.

/** Holds back the app's entry script until the returned function is called. */
async function holdAppScript(page: Page): Promise<() => void> {
  let release = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(/\/assets\/index-[^/]*\.js$/, async (route) => {
    await held;
    await route.continue();
  });
  return release;
}

test('a public page shows before its script has run, inert, and the app takes over in place', async ({
  page,
}) => {
  const release = await holdAppScript(page);
  await page.goto('/login', { waitUntil: 'commit' });
  const root = page.locator('#root');
  const heading = page.locator('h1');
  const submit = page.locator('button[type="submit"]');
  await expect(heading).toHaveText('Sign in');
  await expect(submit).toBeVisible();
  // Nothing can be used before the app is there: a form sent now would lose what was typed.
  await expect(root).toHaveAttribute('inert', '');
  // Its styles are all in <head>, so the page is styled once and painted whole.
  expect(await page.locator('#root style').count()).toBe(0);
  expect(await page.locator(`head style[${PRERENDERED_STYLE_ATTRIBUTE}]`).count()).toBeGreaterThan(
    10,
  );
  await page.locator('input[type="email"]').click({ force: true });
  expect(await page.evaluate(() => document.activeElement?.tagName)).toBe('BODY');
  const headingBefore = await heading.boundingBox();
  const submitBefore = await submit.boundingBox();

  release();
  await expect(root).not.toHaveAttribute('inert');
  await expect(page.getByRole('heading', { level: 1, name: 'Sign in' })).toBeVisible();
  // The app drew the same page in the same place: nothing moved.
  expect(await heading.boundingBox()).toEqual(headingBefore);
  expect(await submit.boundingBox()).toEqual(submitBefore);
  await page.getByLabel('Email address').fill('not-an-address');
  await expect(page.getByLabel('Email address')).toHaveValue('not-an-address');
});

test('the app renders over a prerendered page without moving its styles or inserting them again', async ({
  page,
}) => {
  const release = await holdAppScript(page);
  await page.goto('/login', { waitUntil: 'commit' });
  await expect(page.locator('#root')).toHaveAttribute('inert', '');
  // Every removal of a prerendered style element from <head> (a move is a removal, then an
  // insertion): each one makes the browser parse the page's styles again.
  await page.evaluate(() => {
    const removed: string[] = [];
    Object.assign(window, { removedStyles: removed });
    new MutationObserver((records) => {
      for (const record of records)
        for (const node of record.removedNodes)
          if (node instanceof HTMLStyleElement) removed.push(node.outerHTML.slice(0, 80));
    }).observe(document.head, { childList: true });
  });

  release();
  await expect(page.locator('#root')).not.toHaveAttribute('inert');
  await expect(page.getByRole('heading', { level: 1, name: 'Sign in' })).toBeVisible();
  const { removed, prerenderedNames, insertedSelectors } = await page.evaluate(
    ([attribute, key]) => ({
      removed: (window as unknown as { removedStyles: string[] }).removedStyles,
      prerenderedNames: [...document.querySelectorAll(`style[${attribute}^="${key} "]`)].flatMap(
        (element) => (element.getAttribute(attribute) ?? '').split(' ').slice(1),
      ),
      insertedSelectors: [...document.querySelectorAll(`style[data-emotion="${key}"]`)].flatMap(
        (element) =>
          [...((element as HTMLStyleElement).sheet?.cssRules ?? [])].map(
            (rule) => (rule as CSSStyleRule).selectorText ?? '',
          ),
      ),
    }),
    [PRERENDERED_STYLE_ATTRIBUTE, EMOTION_KEY] as const,
  );
  expect(removed).toEqual([]);
  expect(prerenderedNames.length).toBeGreaterThan(10);
  // The app's own rules are only those the prerendered page did not have.
  const twice = prerenderedNames.filter((name) =>
    insertedSelectors.some((selector) => selector.includes(`.${EMOTION_KEY}-${name}`)),
  );
  expect(twice).toEqual([]);
});

test('every prerendered page opens without a console error (its styles carry the nonce)', async ({
  page,
}) => {
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  for (const route of ['/', '/login', '/register', '/forgot-password', '/about', '/terms']) {
    await page.goto(route);
    await expect(page.locator('h1')).toBeVisible();
  }
  expect(errors).toEqual([]);
});

test('a prerendered page shows the theme button of the stored choice, as the app does', async ({
  page,
}) => {
  const release = await holdAppScript(page);
  await page.addInitScript(() => localStorage.setItem('vite-ui-theme', 'system'));
  await page.goto('/login', { waitUntil: 'commit' });
  const themeButton = page.locator('header button[title^="Theme"]');
  await expect(page.locator('#root')).toHaveAttribute('inert', '');
  await expect(themeButton.locator('svg.lucide-monitor')).toBeVisible();
  await expect(themeButton.locator('svg:visible')).toHaveCount(1);

  release();
  await expect(page.locator('#root')).not.toHaveAttribute('inert');
  await expect(page.getByRole('button', { name: /^Theme: System/ })).toBeVisible();
  await expect(themeButton.locator('svg.lucide-monitor')).toBeVisible();
  await expect(themeButton.locator('svg:visible')).toHaveCount(1);
});

test("Chakra's global styles come with the page, once, and the app does not write them again", async ({
  page,
}) => {
  // Decision 020: the browser build's system leaves out the reset, the global rules and the
  // token variables; index.html carries them, so every page (the app shell too) has them first.
  const release = await holdAppScript(page);
  await page.addInitScript(() => localStorage.setItem('vite-ui-theme', 'dark'));
  await page.goto('/no-such-page', { waitUntil: 'commit' });
  const tokenVariable = () =>
    page.evaluate(() =>
      getComputedStyle(document.documentElement).getPropertyValue('--chakra-colors-bg').trim(),
    );
  const elementsDefiningTokens = () =>
    page.evaluate(
      () =>
        [...document.querySelectorAll('style')].filter((style) =>
          style.textContent?.includes('--chakra-colors-blue-500:'),
        ).length,
    );
  await expect.poll(tokenVariable).not.toBe('');
  expect(await elementsDefiningTokens()).toBe(1);

  release();
  await expect(page.getByRole('heading', { level: 1, name: 'Page not found' })).toBeVisible();
  expect(await elementsDefiningTokens()).toBe(1);
  // The dark theme's semantic tokens apply: the page background is the dark one.
  expect(await page.evaluate(() => getComputedStyle(document.body).backgroundColor)).not.toBe(
    'rgb(255, 255, 255)',
  );
});

test('a signed-in dashboard page paints its frame before its script, with nothing of the person in it', async ({
  page,
}) => {
  const email = await registerVerifyAndSignIn(page, 'frame');
  const release = await holdAppScript(page);
  await page.addInitScript(() => localStorage.setItem('vite-ui-theme', 'dark'));
  await page.goto('/dashboard/email-breach-check', { waitUntil: 'commit' });
  const root = page.locator('#root');
  const heading = page.locator('h1');
  await expect(heading).toHaveText('Email breach check');
  await expect(root).toHaveAttribute('inert', '');
  await expect(page.locator('aside nav')).toBeVisible();
  // The same file for everyone: no name, no address, and a dark page for a dark theme.
  expect(await root.innerText()).not.toContain(email);
  expect(await root.innerText()).not.toContain('Ada');
  expect(await page.evaluate(() => getComputedStyle(document.body).backgroundColor)).not.toBe(
    'rgb(255, 255, 255)',
  );
  const headingBefore = await heading.boundingBox();

  release();
  await expect(root).not.toHaveAttribute('inert');
  // The person's own page, drawn where the frame was.
  await expect(page.getByText(email).first()).toBeVisible();
  expect(await heading.boundingBox()).toEqual(headingBefore);
});

test('without a session cookie a dashboard page sends the shell, and the app asks to sign in', async ({
  page,
}) => {
  const release = await holdAppScript(page);
  await page.goto('/dashboard/email-breach-check', { waitUntil: 'commit' });
  await expect(page.locator('#root')).toBeEmpty();
  release();
  await expect(page).toHaveURL(/\/login/);
  await expect(page.getByRole('heading', { level: 1, name: 'Sign in' })).toBeVisible();
});
