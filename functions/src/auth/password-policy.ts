import {
  PASSWORD_MAX_LENGTH,
  PASSWORD_MIN_LENGTH_SINGLE_FACTOR,
  PASSWORD_MIN_LENGTH_WITH_TWO_FACTOR,
  breachCheckForms,
  normalisePassword,
} from '@bulwark/contracts/schemas/password-policy.schema';
import { isCommonPassword } from './common-passwords';

/**
 * NIST SP 800-63B rev 4 §3.1.1.2 and ASVS 5.0 V6.2: length only (15 code points when the password
 * is the only factor, 8 with two-step sign-in, at most 128), no composition rules, and a blocklist
 * of common and context-specific passwords. Each refusal says exactly why (NIST: "SHALL give reason").
 */
export interface PasswordContext {
  email?: string | undefined;
  twoFactorEnabled: boolean;
}

export interface PasswordPolicyOptions {
  /** Breached-password lookup (features/pwned-passwords: local store, else the upstream). */
  isPasswordBreached?: ((password: string) => Promise<boolean>) | undefined;
  /** A breach check that fails lets the password through (fail open) and is reported here. */
  onBreachCheckFailed?: ((error: unknown) => void) | undefined;
}

export type PasswordVerdict = { acceptable: true } | { acceptable: false; reason: string };

/** Words anyone attacking a Bulwark account would try first (ASVS 6.2.11). */
const SERVICE_WORDS = ['bulwark'];
/** Shorter local parts ("jo") would refuse too many good passwords by accident. */
const MIN_CONTEXT_WORD_LENGTH = 3;

function refuse(reason: string): PasswordVerdict {
  return { acceptable: false, reason };
}

function emailLocalPart(email: string | undefined): string | null {
  const local = email?.split('@')[0]?.split('+')[0]?.normalize('NFKC').toLowerCase() ?? '';
  return local.length >= MIN_CONTEXT_WORD_LENGTH ? local : null;
}

export function minimumPasswordLength(twoFactorEnabled: boolean): number {
  return twoFactorEnabled ? PASSWORD_MIN_LENGTH_WITH_TWO_FACTOR : PASSWORD_MIN_LENGTH_SINGLE_FACTOR;
}

export async function evaluatePassword(
  password: string,
  context: PasswordContext,
  options: PasswordPolicyOptions = {},
): Promise<PasswordVerdict> {
  const normalised = normalisePassword(password);
  const length = [...normalised].length;
  const minimum = minimumPasswordLength(context.twoFactorEnabled);
  if (length < minimum) return refuse(`Use at least ${minimum} characters (you used ${length}).`);
  if (length > PASSWORD_MAX_LENGTH)
    return refuse(`Use at most ${PASSWORD_MAX_LENGTH} characters (you used ${length}).`);
  const lowered = normalised.toLowerCase();
  if (isCommonPassword(lowered))
    return refuse('This password is on a list of commonly used passwords.');
  if (SERVICE_WORDS.some((word) => lowered.includes(word))) {
    return refuse('Do not use the name of this service in your password.');
  }
  const localPart = emailLocalPart(context.email);
  if (localPart && lowered.includes(localPart))
    return refuse('Do not use your email address, or part of it, in your password.');
  if (options.isPasswordBreached) {
    try {
      if (await isAnyFormBreached(password, options.isPasswordBreached)) {
        return refuse('This password has appeared in a data breach. Choose a different one.');
      }
    } catch (error) {
      options.onBreachCheckFailed?.(error);
    }
  }
  return { acceptable: true };
}

/** Whether the breach store holds any form of the password the policy checks (breachCheckForms). */
async function isAnyFormBreached(
  password: string,
  isPasswordBreached: (password: string) => Promise<boolean>,
): Promise<boolean> {
  const found = await Promise.all(
    breachCheckForms(password).map((form) => isPasswordBreached(form)),
  );
  return found.some(Boolean);
}
