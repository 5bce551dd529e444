import fs from 'node:fs';
import path from 'node:path';
import { randomBytes } from 'node:crypto';

/**
 * The secret that signs cookies and encrypts TOTP seeds, as a key ring: the current secret first,
 * then the ones it replaced (`npm run secret:rotate`), kept only to read what they sealed.
 * Versions number the ring the way better-auth's `secrets` option does; version 0 is the secret
 * that sealed everything before the first rotation (better-auth's "legacy" secret).
 */
export interface AuthSecret {
  version: number;
  value: string;
}

/** better-auth's own minimum, and what NIST SP 800-131A needs for a 128-bit-strong key in base64. */
const MIN_AUTH_SECRET_LENGTH = 32;

export class AuthSecretError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'AuthSecretError';
  }
}

/** Refuses a secret too short to protect anything (a tampered file, a typo, a test value). */
export function assertStrongAuthSecret(value: string, where: string): void {
  if (value.length < MIN_AUTH_SECRET_LENGTH) {
    throw new AuthSecretError(
      `The auth secret in ${where} has ${value.length} characters; it needs at least ${MIN_AUTH_SECRET_LENGTH}. Restore the file from a backup, or remove it to generate a new one (everyone is then signed out and must set up two-step sign-in again).`,
    );
  }
}

/** Where the generated secret is kept (mode 0600) when BETTER_AUTH_SECRET is not set. */
export function authSecretFile(dataDir: string): string {
  return path.join(dataDir, 'auth-secret');
}

/**
 * A key ring as kept on disk: one secret a line, newest first, each `<version>:<secret>`. A line
 * without a version (every file written before rotation existed) is version 0.
 */
export function parseAuthSecrets(text: string, where: string): AuthSecret[] {
  const lines = text
    .split('\n')
    .map((line) => line.trim())
    .filter((line) => line.length > 0);
  if (lines.length === 0) throw new AuthSecretError(`${where} holds no auth secret.`);
  const secrets = lines.map((line) => {
    const versioned = /^(\d{1,9}):(.*)$/.exec(line);
    return versioned
      ? { version: Number(versioned[1]), value: versioned[2] ?? '' }
      : { version: 0, value: line };
  });
  for (const secret of secrets) assertStrongAuthSecret(secret.value, where);
  if (new Set(secrets.map((secret) => secret.version)).size !== secrets.length) {
    throw new AuthSecretError(`${where} lists a secret version twice.`);
  }
  return secrets;
}

export function formatAuthSecrets(secrets: AuthSecret[]): string {
  return secrets.map((secret) => `${secret.version}:${secret.value}\n`).join('');
}

/** The key ring generated into `dataDir` earlier, if there is one; a weak or garbled one throws. */
export function readGeneratedAuthSecrets(dataDir: string): AuthSecret[] | undefined {
  const file = authSecretFile(dataDir);
  return fs.existsSync(file) ? parseAuthSecrets(fs.readFileSync(file, 'utf8'), file) : undefined;
}

/** Keeps `secrets` in `dataDir`; never replaces a file that is there. */
export function storeGeneratedAuthSecrets(dataDir: string, secrets: AuthSecret[]): void {
  fs.mkdirSync(dataDir, { recursive: true, mode: 0o700 });
  fs.writeFileSync(authSecretFile(dataDir), formatAuthSecrets(secrets), {
    mode: 0o600,
    flag: 'wx',
  });
}

function newSecretValue(): string {
  return randomBytes(48).toString('base64url');
}

/**
 * The key ring, current secret first. Given by BETTER_AUTH_SECRET in production (one secret);
 * for the embedded default one is generated on first start and kept (mode 0600) in the data
 * directory, so `npm start` needs no set-up and restarts keep sessions valid.
 */
export function resolveAuthSecrets(configured: string | undefined, dataDir: string): AuthSecret[] {
  if (configured) {
    assertStrongAuthSecret(configured, 'BETTER_AUTH_SECRET');
    return [{ version: 0, value: configured }];
  }
  const existing = readGeneratedAuthSecrets(dataDir);
  if (existing) return existing;
  const secrets = [{ version: 0, value: newSecretValue() }];
  storeGeneratedAuthSecrets(dataDir, secrets);
  return secrets;
}

/** The secret new cookies, keys and encryptions use. */
export function currentAuthSecret(secrets: AuthSecret[]): string {
  const [current] = secrets;
  if (!current) throw new AuthSecretError('The auth key ring is empty.');
  return current.value;
}

/**
 * Puts a new secret at the head of the generated key ring; the old ones stay to read what they
 * sealed. Written to a temporary file and renamed, so a crash leaves the old ring or the new one.
 */
export function rotateGeneratedAuthSecret(dataDir: string): AuthSecret[] {
  const existing = readGeneratedAuthSecrets(dataDir);
  if (!existing) {
    throw new AuthSecretError(
      `${authSecretFile(dataDir)} does not exist: there is no generated secret to rotate.`,
    );
  }
  const version = Math.max(...existing.map((secret) => secret.version)) + 1;
  const rotated = [{ version, value: newSecretValue() }, ...existing];
  const file = authSecretFile(dataDir);
  const temporary = `${file}.${process.pid}.tmp`;
  fs.writeFileSync(temporary, formatAuthSecrets(rotated), { mode: 0o600, flag: 'wx' });
  fs.renameSync(temporary, file);
  return rotated;
}
