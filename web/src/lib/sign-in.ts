import { paths } from '@/config/paths';
import { AuthError } from './auth-error';
import { authClient } from './auth-client';
import { runPasskeyAction } from './passkey-ceremony';
import { runAuthAction } from './run-auth-action';
import { fetchCurrentSession } from './session/fetch-current-session';
import type { ActiveSession } from './session/session.slice';
import { rememberKeepSignedIn } from './session/sign-in-preference';

export interface PasswordSignIn {
  email: string;
  password: string;
  /** better-auth `rememberMe`: a persistent cookie, or one that ends with the browser session. */
  keepSignedIn: boolean;
}

export type SecondFactorMethod = 'totp' | 'backup-code';

/** Signs in with email and password; resolves `two-factor` when a second step is needed. */
export async function signInWithPassword(
  input: PasswordSignIn,
): Promise<'signed-in' | 'two-factor'> {
  const data = await runAuthAction((fetchOptions) =>
    authClient.signIn.email({
      email: input.email,
      password: input.password,
      rememberMe: input.keepSignedIn,
      // Where the fresh verification link leads, when the address is not verified yet.
      callbackURL: paths.verifyEmail,
      fetchOptions,
    }),
  );
  rememberKeepSignedIn(input.keepSignedIn);
  return data && 'twoFactorRedirect' in data && data.twoFactorRedirect ? 'two-factor' : 'signed-in';
}

/**
 * Signs in with a passkey alone (a discoverable credential, so no address is typed first).
 * `autofill`: wait until the person picks a passkey among the email field's suggestions.
 * Rejects with PasskeyCancelled when they close the browser's dialog instead.
 */
export async function signInWithPasskey(options: { autofill: boolean }): Promise<void> {
  await runPasskeyAction((fetchOptions) =>
    authClient.signIn.passkey({ autoFill: options.autofill, fetchOptions }),
  );
  // The passkey's session cookie is persistent, like "Keep me signed in".
  rememberKeepSignedIn(true);
}

/** Completes a two-step sign-in with an authenticator code or a single-use backup code. */
export async function verifySecondFactor(method: SecondFactorMethod, code: string): Promise<void> {
  const trimmed = code.replace(/\s+/g, '');
  if (method === 'totp') {
    await runAuthAction((fetchOptions) =>
      authClient.twoFactor.verifyTotp({ code: trimmed, fetchOptions }),
    );
  } else {
    await runAuthAction((fetchOptions) =>
      authClient.twoFactor.verifyBackupCode({ code: trimmed, fetchOptions }),
    );
  }
}

/** Reads the session the server just created, for the Redux session slice. */
export async function loadSignedInSession(): Promise<ActiveSession> {
  const check = await fetchCurrentSession();
  if (check.outcome === 'active') return check.session;
  if (check.outcome === 'disabled') throw new AuthError('auth/user-disabled', 403);
  // Signed in, yet no session: the browser refused the cookie (blocked cookies, private mode).
  throw new AuthError(null, 0);
}
