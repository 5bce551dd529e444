import { dictionary } from '@zxcvbn-ts/language-common';

/**
 * The 49,233 common passwords shipped with zxcvbn-ts (MIT), lower-cased once into a Set on
 * first use. Offline, so sign-up never depends on a third party being reachable.
 */
let commonPasswords: ReadonlySet<string> | undefined;

export function isCommonPassword(password: string): boolean {
  commonPasswords ??= new Set(dictionary['passwords-common'].map((entry) => entry.toLowerCase()));
  return commonPasswords.has(password.toLowerCase());
}
