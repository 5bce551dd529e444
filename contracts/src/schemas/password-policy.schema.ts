/**
 * NIST SP 800-63B rev 4 §3.1.1.2: at least 15 characters for a password that is the only
 * factor, 8 when it is one of two; accept at least 64 (we allow 128); no composition rules.
 * Length counts Unicode code points after NFKC normalisation.
 */
export const PASSWORD_MIN_LENGTH_SINGLE_FACTOR = 15;
export const PASSWORD_MIN_LENGTH_WITH_TWO_FACTOR = 8;
export const PASSWORD_MAX_LENGTH = 128;
/**
 * The longest input (UTF-16 units) the server reads as a password at all. Sign-in compares
 * whatever was typed up to this cap and answers anything longer as a wrong password, never with
 * the policy: eight units per character of the policy's maximum leaves room for any realistic
 * text that NFKC shortens (combining marks, Hangul jamo) and still bounds the hashing work.
 */
export const PASSWORD_INPUT_MAX_LENGTH = 1024;

export function normalisePassword(password: string): string {
  return password.normalize('NFKC');
}

/**
 * The forms of a password to look up in a breach corpus: as typed, and after NFKC when that
 * differs. Corpora hash what people typed; Bulwark stores and compares the NFKC form, so either
 * signs in. The server's policy and the browser's checker both ask about exactly these.
 */
export function breachCheckForms(password: string): string[] {
  const normalised = normalisePassword(password);
  return normalised === password ? [password] : [password, normalised];
}

export function passwordLength(password: string): number {
  return [...normalisePassword(password)].length;
}
