import {
  PASSWORD_MAX_LENGTH,
  PASSWORD_MIN_LENGTH_SINGLE_FACTOR,
  PASSWORD_MIN_LENGTH_WITH_TWO_FACTOR,
  passwordLength,
} from '@bulwark/contracts/schemas/password-policy.schema';

export function minimumPasswordLength(hasTwoFactor: boolean): number {
  return hasTwoFactor ? PASSWORD_MIN_LENGTH_WITH_TWO_FACTOR : PASSWORD_MIN_LENGTH_SINGLE_FACTOR;
}

/**
 * The one rule that applies on this form (NIST SP 800-63B rev 4: length only, no composition
 * rules), never both minimums at once: a form knows whether two-step sign-in is on.
 */
export function describePasswordRule(hasTwoFactor: boolean): string {
  const minimum = minimumPasswordLength(hasTwoFactor);
  const why = hasTwoFactor ? ', as two-step sign-in is on' : '';
  return `At least ${minimum} characters${why}. Spaces and any symbols count; no other rules.`;
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

/** Live progress under the field, against the same minimum as the rule: "9 of 15 characters." */
export function describePasswordProgress(password: string, minimumLength: number): string {
  const length = passwordLength(password);
  if (length > PASSWORD_MAX_LENGTH) return `${length} characters: at most ${PASSWORD_MAX_LENGTH}.`;
  if (length >= minimumLength) return `${length} characters: long enough.`;
  return `${length} of ${minimumLength} characters.`;
}
