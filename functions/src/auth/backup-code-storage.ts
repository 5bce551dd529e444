import { z } from 'zod';
import { keyedHash } from './auth-keys';

/**
 * Backup codes stored hashed, not encrypted (NIST 800-63B rev 4 §3.1.2.2; ASVS 5.0 6.5.2).
 * better-auth's `storeBackupCodes` hook pair is named encrypt/decrypt, but nothing requires it to
 * be reversible: `encrypt` receives the codes (plain when generated, already hashed when the
 * remaining ones are written back after a use) and stores a keyed hash of each; `decrypt` hands
 * the hashes back unchanged. better-auth then checks `hashes.includes(submitted)`, so a before-hook
 * replaces the submitted code with its hash ({@link hashBackupCode}) first.
 *
 * Why a keyed HMAC rather than scrypt: the codes are random (≈ 59 bits each, never chosen by a
 * person), so a dictionary or precomputed attack has nothing to work with, and the key lives
 * outside the database. A per-code password hash would cost up to ten scrypt runs per attempt.
 */
const HASH_PREFIX = 'hmac-sha256:';

const CodeList = z.array(z.string());

export function hashBackupCode(key: Buffer, code: string): string {
  return `${HASH_PREFIX}${keyedHash(key, code.trim())}`;
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
          list.map((code) => (code.startsWith(HASH_PREFIX) ? code : hashBackupCode(key, code))),
        ),
      );
    },
    decrypt: (stored) => Promise.resolve(stored),
  };
}
