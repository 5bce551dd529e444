import path from 'node:path';

/**
 * Where the store lives: PWNED_PASSWORDS_DIR when set, else DATA_DIR/pwned-passwords. Takes the
 * parsed env (functions/src/env.ts) so the variable is read in one place.
 */
export function resolvePwnedPasswordsDirectory(env: {
  DATA_DIR: string;
  PWNED_PASSWORDS_DIR?: string | undefined;
}): string {
  return env.PWNED_PASSWORDS_DIR ?? path.join(env.DATA_DIR, 'pwned-passwords');
}
