import {
  PASSWORD_MAX_LENGTH,
  PASSWORD_MIN_LENGTH_SINGLE_FACTOR,
  PASSWORD_MIN_LENGTH_WITH_TWO_FACTOR,
  passwordLength,
} from '@bulwark/contracts/schemas/password-policy.schema';

/** The whole policy, said once (NIST SP 800-63B rev 4: length only, no composition rules). */
export const NEW_PASSWORD_HINT = `At least ${PASSWORD_MIN_LENGTH_SINGLE_FACTOR} characters; ${PASSWORD_MIN_LENGTH_WITH_TWO_FACTOR} once two-step sign-in is on; no other rules.`;

export function minimumPasswordLength(hasTwoFactor: boolean): number {
  return hasTwoFactor ? PASSWORD_MIN_LENGTH_WITH_TWO_FACTOR : PASSWORD_MIN_LENGTH_SINGLE_FACTOR;
}

/** The problem with a new password, or null. Counts characters as the server does (NFKC). */
export function checkNewPassword(password: string, minimumLength: number): string | null {
  const length = passwordLength(password);
  if (length < minimumLength) {
    return `Use at least ${minimumLength} characters (${length} so far).`;
  }
  if (length > PASSWORD_MAX_LENGTH) return `Use at most ${PASSWORD_MAX_LENGTH} characters.`;
  return null;
}

/** Live progress under the field, e.g. "9 of at least 15 characters". */
export function describePasswordProgress(password: string, minimumLength: number): string {
  const length = passwordLength(password);
  if (length >= minimumLength) return `${length} characters: long enough.`;
  return `${length} of at least ${minimumLength} characters.`;
}
