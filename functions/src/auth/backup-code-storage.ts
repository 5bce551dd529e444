import { randomBytes } from 'node:crypto';
import { z } from 'zod';
import { keyedHash } from './auth-keys';

/**
 * Backup codes: how they look, and how they are stored and compared.
 *
 * Stored hashed, not encrypted (NIST 800-63B rev 4 §3.1.2.2; ASVS 5.0 6.5.2). better-auth's
 * `storeBackupCodes` hook pair is named encrypt/decrypt, but nothing requires it to be reversible:
 * `encrypt` receives the codes (plain when generated, already hashed when the remaining ones are
 * written back after a use) and stores a keyed hash of each; `decrypt` hands the hashes back
 * unchanged. better-auth then checks `hashes.includes(submitted)`, so a before-hook replaces the
 * submitted code with the stored hash it matches ({@link matchingBackupCodeHash}) first.
 *
 * Why a keyed HMAC rather than scrypt: the codes are random (60 bits each, never chosen by a
 * person), so a dictionary or precomputed attack has nothing to work with, and the key lives
 * outside the database. A per-code password hash would cost up to ten scrypt runs per attempt.
 */
const HASH_PREFIX = 'hmac-sha256:';

/**
 * Crockford's base32: digits and capitals without I, L, O and U, so no two characters look alike
 * and no word forms by accident. 32 symbols: each random byte's low 5 bits pick one uniformly.
 */
const CODE_ALPHABET = '0123456789ABCDEFGHJKMNPQRSTVWXYZ';
const GROUP_COUNT = 3;
const GROUP_LENGTH = 4;
export const BACKUP_CODE_COUNT = 10;

const CodeList = z.array(z.string());

/** Ten codes like `7KQ4-M2XD-9TRH` (60 bits each), for `backupCodeOptions.customBackupCodesGenerate`. */
export function generateBackupCodes(): string[] {
  return Array.from({ length: BACKUP_CODE_COUNT }, () => {
    const symbols = [...randomBytes(GROUP_COUNT * GROUP_LENGTH)].map(
      (byte) => CODE_ALPHABET[byte % CODE_ALPHABET.length],
    );
    return Array.from({ length: GROUP_COUNT }, (_, group) =>
      symbols.slice(group * GROUP_LENGTH, (group + 1) * GROUP_LENGTH).join(''),
    ).join('-');
  });
}

/**
 * The form a code is hashed in: any case, spaces and dashes ignored, and Crockford's reading of
 * look-alikes (I and L are 1, O is 0), so what a person copies or types by hand still matches.
 */
export function canonicalBackupCode(code: string): string {
  return code
    .toUpperCase()
    .replace(/[\s\-_.]/g, '')
    .replace(/[IL]/g, '1')
    .replace(/O/g, '0');
}

/**
 * The forms a code issued before the Crockford alphabet (`lCUR1-3ZKYo`: ten case-sensitive
 * letters and digits, a dash after five) was hashed in. Its case carries information, so it is
 * kept; only surrounding or inner spaces and a missing dash are forgiven.
 */
function legacyBackupCodeForms(code: string): string[] {
  const compact = code.replace(/\s/g, '');
  const forms = new Set([code.trim(), compact]);
  if (/^[A-Za-z0-9]{10}$/.test(compact)) forms.add(`${compact.slice(0, 5)}-${compact.slice(5)}`);
  return [...forms];
}

export function hashBackupCode(key: Buffer, canonicalCode: string): string {
  return `${HASH_PREFIX}${keyedHash(key, canonicalCode)}`;
}

/**
 * The stored hash the submitted code matches: under each key of the ring (current first), the
 * current form first, then the forms of codes issued before. Without a match it is the current
 * key's hash of the current form, which better-auth then refuses.
 */
export function matchingBackupCodeHash(
  keys: Buffer[],
  code: string,
  storedHashes: string[],
): string {
  const stored = new Set(storedHashes);
  const forms = [canonicalBackupCode(code), ...legacyBackupCodeForms(code)];
  for (const key of keys) {
    const match = forms.map((form) => hashBackupCode(key, form)).find((hash) => stored.has(hash));
    if (match) return match;
  }
  const [current] = keys;
  if (!current) throw new Error('No backup-code key.');
  return hashBackupCode(current, canonicalBackupCode(code));
}

/** The hashes kept for a user (the column as better-auth's `storeBackupCodes.encrypt` wrote it). */
export function parseStoredBackupCodes(column: string): string[] {
  try {
    const parsed = CodeList.safeParse(JSON.parse(column));
    return parsed.success ? parsed.data : [];
  } catch {
    // Not JSON: nothing can match, and better-auth refuses the code as it would anyway.
    return [];
  }
}

export function createBackupCodeStorage(key: Buffer): {
  encrypt: (codes: string) => Promise<string>;
  decrypt: (stored: string) => Promise<string>;
} {
  return {
    encrypt: (codes) => {
      const list = CodeList.parse(JSON.parse(codes));
      return Promise.resolve(
        JSON.stringify(
          list.map((code) =>
            code.startsWith(HASH_PREFIX) ? code : hashBackupCode(key, canonicalBackupCode(code)),
          ),
        ),
      );
    },
    decrypt: (stored) => Promise.resolve(stored),
  };
}
