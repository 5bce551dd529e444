import { AuthError } from '@/lib/auth-error';
import { authClient } from '@/lib/auth-client';
import { runAuthAction } from '@/lib/run-auth-action';

export interface TwoFactorEnrolment {
  totpUri: string;
  backupCodes: string[];
}

/** Step one: the server creates a secret and backup codes; two-step sign-in is not on yet. */
export async function startTwoFactorEnrolment(password: string): Promise<TwoFactorEnrolment> {
  const data = await runAuthAction((fetchOptions) =>
    authClient.twoFactor.enable({ password, fetchOptions }),
  );
  // The server offers authenticator-app (TOTP) enrolment only; anything else is a setup error.
  if (!data || !('totpURI' in data)) throw new AuthError('auth/operation-not-allowed', 400);
  return { totpUri: data.totpURI, backupCodes: data.backupCodes };
}

/** Step two: a correct code proves the app holds the secret, and turns two-step sign-in on. */
export async function confirmTwoFactorEnrolment(code: string): Promise<void> {
  await runAuthAction((fetchOptions) =>
    authClient.twoFactor.verifyTotp({ code: code.replace(/\s+/g, ''), fetchOptions }),
  );
}

export async function disableTwoFactor(password: string): Promise<void> {
  await runAuthAction((fetchOptions) => authClient.twoFactor.disable({ password, fetchOptions }));
}

export async function regenerateBackupCodes(password: string): Promise<string[]> {
  const data = await runAuthAction((fetchOptions) =>
    authClient.twoFactor.generateBackupCodes({ password, fetchOptions }),
  );
  return data?.backupCodes ?? [];
}

/** The base32 secret inside an otpauth:// URI, for people who type it in instead of scanning. */
export function secretFromTotpUri(uri: string): string {
  try {
    return new URL(uri).searchParams.get('secret') ?? '';
  } catch {
    return '';
  }
}
