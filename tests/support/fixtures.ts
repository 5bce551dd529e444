import {
  type APIRequestContext,
  type APIResponse,
  type Page,
  test as base,
  expect,
} from '@playwright/test';
import { E2E_PORT } from './environment';
import { waitForMail } from './mailbox';

export const PASSWORD = 'a long and unusual passphrase 7';

/** A fresh address per test, so tests never share an account. */
export function uniqueEmail(label: string): string {
  return `${label}-${Date.now()}-${Math.floor(Math.random() * 1e6)}@example.com`;
}

/**
 * Each test's browser context presents its own client address (the e2e server trusts one proxy
 * hop), as separate people would, so per-address sign-in limits apply per test.
 */
export const test = base.extend({
  context: async ({ browser }, use) => {
    const context = await browser.newContext({
      extraHTTPHeaders: { 'x-forwarded-for': `203.0.113.${1 + Math.floor(Math.random() * 254)}` },
    });
    await use(context);
    await context.close();
  },
  page: async ({ page }, use) => {
    untilAppRenderedAfterLoads(page);
    await use(page);
  },
});

/**
 * Public pages arrive prerendered and inert, and the app renders over them once it has the
 * session (web/src/main.tsx). A person cannot use them before that; a test that filled a field
 * in between would fill one the app then replaces. So page.goto and page.reload return once the
 * app has rendered, as a person would wait for it (unless the caller asked for `commit`).
 */
function untilAppRenderedAfterLoads(page: Page): void {
  const appRendered = () =>
    page.waitForFunction(() => document.querySelector('#root[data-prerendered]') === null);
  const goto = page.goto.bind(page);
  const reload = page.reload.bind(page);
  page.goto = async (url, options) => {
    const response = await goto(url, options);
    if (options?.waitUntil !== 'commit') await appRendered();
    return response;
  };
  page.reload = async (options) => {
    const response = await reload(options);
    if (options?.waitUntil !== 'commit') await appRendered();
    return response;
  };
}

export { expect };

export async function register(page: Page, email: string, password = PASSWORD): Promise<void> {
  await page.goto('/register');
  await page.getByLabel('Display name').fill('Ada Lovelace');
  await page.getByLabel('Email address').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Create account' }).click();
  await expect(page.getByText(/check your inbox/i).first()).toBeVisible();
}

/** The verification link from the mail outbox. */
export async function verificationLink(email: string): Promise<string> {
  const mail = await waitForMail((m) => m.to.includes(email) && /verify/i.test(m.subject));
  if (!mail.link) throw new Error('verification mail without a link');
  return mail.link;
}

/**
 * Opens the verification link from the mail outbox, as the person would from their inbox. In the
 * browser that signed up (and for an account without two-step sign-in) this signs in and lands on
 * the dashboard; anywhere else it only verifies.
 */
export async function verifyFromMail(page: Page, email: string): Promise<void> {
  await page.goto(await verificationLink(email));
}

export async function signIn(page: Page, email: string, password = PASSWORD): Promise<void> {
  if (!page.url().includes('/login')) await page.goto('/login');
  await page.getByLabel('Email address').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
}

/**
 * The request the register form sends, from `request`'s browser context (its cookies, so that
 * browser's verification link signs it in). `origin` is the server's, which better-auth checks.
 */
export function signUpThroughApi(
  request: APIRequestContext,
  account: { name: string; email: string; password?: string },
  origin = `http://localhost:${E2E_PORT}`,
): Promise<APIResponse> {
  return request.post('/api/auth/sign-up/email', {
    data: { password: PASSWORD, ...account, callbackURL: '/verify-email' },
    headers: { origin },
  });
}

/**
 * A new account, signed in on /dashboard: verifying in the browser that signed up signs in.
 *
 * The sign-up is the request the register form sends, from this browser (its cookies, so the
 * verification link signs it in); auth.spec.ts walks the form itself. Filling the form in every
 * test cost a page load and 2.5-3 s each, for no test's subject.
 */
export async function registerVerifyAndSignIn(page: Page, label: string): Promise<string> {
  const email = uniqueEmail(label);
  const signUp = await signUpThroughApi(page.request, { name: 'Ada Lovelace', email });
  expect(signUp.ok(), `sign-up: ${await signUp.text()}`).toBe(true);
  await verifyFromMail(page, email);
  await expect(page).toHaveURL(/\/dashboard/);
  return email;
}

/** What a stalled sign-out left on screen, for the failure message. */
async function describeMenu(page: Page): Promise<string> {
  const menus = await page.getByRole('menu').count();
  const items = await page.getByRole('menuitem').allInnerTexts();
  // Where the item is, what a click at its centre would hit, and whether the menu's own state
  // says open: a menu painted open but closed inside, or covered, or never placed, read apart.
  const layout = await page
    .getByRole('menuitem', { name: 'Sign out' })
    .evaluate(
      (item) => {
        const box = item.getBoundingClientRect();
        const hit = document.elementFromPoint(box.x + box.width / 2, box.y + box.height / 2);
        const positioner = item.closest('[data-part=positioner]');
        const content = item.closest('[data-part=content]');
        const trigger = document.querySelector(
          '[data-scope=menu][data-part=trigger][aria-expanded=true]',
        );
        return [
          `item at ${[box.x, box.y, box.width, box.height].map(Math.round).join(',')}`,
          `scrollY ${Math.round(window.scrollY)}`,
          `a click there hits ${hit === item || item.contains(hit) ? 'the item' : (hit?.outerHTML.slice(0, 120) ?? 'nothing')}`,
          `content data-state ${content?.getAttribute('data-state') ?? 'none'}`,
          `an expanded trigger ${trigger ? 'exists' : 'does not exist'}`,
          `positioner style ${positioner?.getAttribute('style') ?? 'none'}`,
        ].join('; ');
      },
      undefined,
      { timeout: 1000 },
    )
    .catch((error: unknown) => `item layout unavailable (${String(error).slice(0, 80)})`);
  return `page ${page.url()}, ${menus} menu(s) open, items: ${items.join(' | ') || 'none'}; ${layout}`;
}

/** Signs out and waits until the app has left the protected pages, so the session is really over. */
export async function signOut(page: Page): Promise<void> {
  await page
    .getByRole('button', { name: /Ada|account/i })
    .first()
    .click();
  // The menu first, then the request's answer, then the page: a failure then says which step
  // stalled (a menu that did not open, a slow server, an app that stayed put). Before, the
  // answer's timer started before the menu item was found, and a menu that never opened read as
  // an unanswered sign-out (CI, 2026-11-27).
  const signOutItem = page.getByRole('menuitem', { name: 'Sign out' });
  await expect(signOutItem, 'the account menu opened').toBeVisible();
  // The request, the click and the answer are awaited apart, so a click the page never took, a
  // click the menu dropped and a server that did not answer read differently. CI saw neither the
  // request nor a closed menu within 10 s of the click several times (two-factor and passkeys
  // specs); the item's layout then showed the menu had moved under the click: the page shortened
  // under a scroll at its foot, and the menu, placed at page coordinates, followed a frame late.
  // The header's popups are fixed to the viewport since (`headerPopupPositioning`).
  const requested = page
    .waitForRequest((request) => request.url().endsWith('/api/auth/sign-out'), {
      timeout: 10_000,
    })
    .catch(async (error: unknown) => {
      throw new Error(`no sign-out request within 10 s of the click; ${await describeMenu(page)}`, {
        cause: error,
      });
    });
  const clicked = signOutItem.click({ timeout: 9_000 }).catch(async (error: unknown) => {
    throw new Error(`the Sign out item took no click within 9 s; ${await describeMenu(page)}`, {
      cause: error,
    });
  });
  const [request] = await Promise.all([requested, clicked]);
  const response = await request.response();
  expect(response?.status(), 'the sign-out request was answered').toBe(200);
  // Without this wait a busy machine raced the sign-out request: the next page.goto('/login')
  // still carried the live session and was sent back to the dashboard.
  await expect(page).toHaveURL(/\/login/);
}
