import { createHash, randomBytes } from 'node:crypto';
import { isAPIError } from 'better-auth/api';
import { setSessionCookie } from 'better-auth/cookies';
import { z } from 'zod';
import type { AppDb } from '@/db/client';
import type { AuthAudit } from './auth-audit';
import { normaliseEmail } from './auth-keys';
import type { HookContext } from './hook-context';
import { findUserByEmail, findUserById } from './user.repository';
import { type SecurityEventSink, clientOfHeaders } from './security-events';

/**
 * Signed in straight after verifying the address, but only in the browser that signed up.
 *
 * better-auth's `autoSignInAfterVerification` signs in whoever opens the link: a mail scanner
 * following it, or someone else's device the mail was forwarded to, would get a session, and the
 * account's second factor would be skipped. Instead the browser that signs up (or that signs in
 * with the right password before verifying) gets a random value in an HttpOnly, SameSite=Lax
 * cookie, stored server-side as a single-use claim on that account. Opening the link signs in only
 * when the request carries that value, this very request verified the address (a replayed link
 * verifies nothing), and the account has no second factor. Everyone else sees "verified — sign in".
 */
/** How long a verification link works (better-auth `emailVerification.expiresIn`) and the cookie lives. */
export const VERIFICATION_LINK_SECONDS = 60 * 60;
/** better-auth cookie key; auth-cookies.ts gives it its `__Host-bulwark.` name. */
export const VERIFYING_BROWSER_COOKIE = 'verifying_browser';
/** Where a person signed in by their verification link lands (the web app's dashboard). */
const SIGNED_IN_LANDING = '/dashboard';
const CLAIM_PREFIX = 'verifying-browser:';

/** The account a verification link is about, as it was before this request verified it. */
export interface PendingVerification {
  userId: string;
  wasVerified: boolean;
}

/** The claims of a better-auth verification token; the signature is better-auth's to check. */
const VerificationClaims = z.object({
  email: z.string(),
  userId: z.string().optional(),
  updateTo: z.string().optional(),
});

function claimIdentifier(value: string): string {
  // A hash, so a read of the verification table yields no cookie value to present.
  return `${CLAIM_PREFIX}${createHash('sha256').update(value).digest('base64url')}`;
}

/** Gives this browser the value that later lets its verification link sign it in. */
export async function rememberVerifyingBrowser(ctx: HookContext, userId: string, now: Date) {
  const value = randomBytes(32).toString('base64url');
  await ctx.context.internalAdapter.createVerificationValue({
    identifier: claimIdentifier(value),
    value: userId,
    expiresAt: new Date(now.getTime() + VERIFICATION_LINK_SECONDS * 1000),
  });
  const cookie = ctx.context.createAuthCookie(VERIFYING_BROWSER_COOKIE, {
    maxAge: VERIFICATION_LINK_SECONDS,
  });
  ctx.setCookie(cookie.name, value, cookie.attributes);
}

/** After a sign-in refused only because the address is unverified: the password was right. */
export async function rememberUnverifiedSignIn(ctx: HookContext, db: AppDb, now: Date) {
  const email = (ctx.body as { email?: unknown } | undefined)?.email;
  if (typeof email !== 'string') return;
  const owner = await findUserByEmail(db, normaliseEmail(email));
  if (owner) await rememberVerifyingBrowser(ctx, owner.id, now);
}

/** Before /verify-email: whose address the link is for, and whether it was verified already. */
export async function pendingVerificationOf(
  db: AppDb,
  query: unknown,
): Promise<PendingVerification | null> {
  const token = (query as { token?: unknown } | undefined)?.token;
  const payload = typeof token === 'string' ? token.split('.')[1] : undefined;
  if (!payload) return null;
  let claims: z.infer<typeof VerificationClaims>;
  try {
    const parsed = VerificationClaims.safeParse(
      JSON.parse(Buffer.from(payload, 'base64url').toString('utf8')),
    );
    if (!parsed.success) return null;
    claims = parsed.data;
  } catch {
    return null;
  }
  // A change of address is confirmed by someone already signed in: nothing to sign in.
  if (claims.updateTo) return null;
  const owner = claims.userId
    ? await findUserById(db, claims.userId)
    : await findUserByEmail(db, normaliseEmail(claims.email));
  return owner ? { userId: owner.id, wasVerified: owner.emailVerified } : null;
}

function isSuccessfulVerification(returned: unknown): boolean {
  if (!isAPIError(returned)) return true;
  const headers = returned.headers as ConstructorParameters<typeof Headers>[0];
  const redirectTo = new Headers(headers).get('location');
  // better-auth answers a bad or expired link with a redirect that carries `?error=`.
  return returned.statusCode === 302 && redirectTo !== null && !/[?&]error=/.test(redirectTo);
}

/**
 * After /verify-email: signs this browser in when every condition holds, and answers with the
 * redirect to the dashboard; otherwise null (the person sees "verified — sign in").
 */
export async function signInVerifyingBrowser(
  ctx: HookContext,
  deps: { db: AppDb; audit: AuthAudit; securityEvents: SecurityEventSink },
  pending: PendingVerification | null,
): Promise<Error | null> {
  if (!pending || pending.wasVerified || !isSuccessfulVerification(ctx.context.returned))
    return null;
  const cookie = ctx.context.createAuthCookie(VERIFYING_BROWSER_COOKIE);
  const value = ctx.getCookie(cookie.name);
  if (!value) return null;
  // Spent whatever happens next: one link, one chance.
  ctx.setCookie(cookie.name, '', { ...cookie.attributes, maxAge: 0 });
  const claim = await ctx.context.internalAdapter.consumeVerificationValue(claimIdentifier(value));
  const owner = await findUserById(deps.db, pending.userId);
  if (!claim || claim.value !== pending.userId || !owner?.emailVerified) return null;
  if (owner.twoFactorEnabled || owner.disabledAt) {
    deps.audit.record('verify-email/sign-in', 'refused', {
      reason: owner.twoFactorEnabled ? 'second-factor' : 'user-disabled',
      userId: owner.id,
    });
    return null;
  }
  const user = await ctx.context.internalAdapter.findUserById(owner.id);
  // A browser-session cookie: nobody chose "keep me signed in" here.
  const session = user ? await ctx.context.internalAdapter.createSession(owner.id, true) : null;
  if (!user || !session) return null;
  await setSessionCookie(ctx, { session, user }, true);
  deps.audit.record('verify-email/sign-in', 'success', { userId: owner.id });
  await deps.securityEvents.record({
    account: { userId: owner.id },
    kind: 'sign-in',
    details: { signInMethod: 'email-link' },
    ...clientOfHeaders(ctx.headers),
  });
  return ctx.redirect(SIGNED_IN_LANDING);
}
