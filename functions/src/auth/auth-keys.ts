import { createHmac, hkdfSync } from 'node:crypto';

/**
 * One key per purpose, derived from the auth secret, so a value keyed for one use (a log
 * fingerprint) can never be replayed as another (a backup code or a throttle key).
 */
export type AuthKeyPurpose = 'sign-in-throttle' | 'backup-codes' | 'log-fingerprint';

export type AuthKeys = Record<AuthKeyPurpose, Buffer>;

export function deriveAuthKeys(secret: string): AuthKeys {
  const derive = (purpose: AuthKeyPurpose) =>
    Buffer.from(hkdfSync('sha256', secret, 'bulwark-auth', `bulwark:${purpose}`, 32));
  return {
    'sign-in-throttle': derive('sign-in-throttle'),
    'backup-codes': derive('backup-codes'),
    'log-fingerprint': derive('log-fingerprint'),
  };
}

export function keyedHash(key: Buffer, value: string): string {
  return createHmac('sha256', key).update(value, 'utf8').digest('base64url');
}

/** How email addresses are compared everywhere in identity: better-auth lower-cases them too. */
export function normaliseEmail(email: string): string {
  return email.trim().toLowerCase();
}
