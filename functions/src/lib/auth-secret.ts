import fs from 'node:fs';
import path from 'node:path';
import { randomBytes } from 'node:crypto';

/** Where the generated secret is kept (mode 0600) when BETTER_AUTH_SECRET is not set. */
export function authSecretFile(dataDir: string): string {
  return path.join(dataDir, 'auth-secret');
}

/** The secret generated into `dataDir` earlier, if there is one. */
export function readGeneratedAuthSecret(dataDir: string): string | undefined {
  const file = authSecretFile(dataDir);
  return fs.existsSync(file) ? fs.readFileSync(file, 'utf8').trim() : undefined;
}

/** Keeps `secret` in `dataDir`; never replaces one that is there. */
export function storeGeneratedAuthSecret(dataDir: string, secret: string): void {
  fs.mkdirSync(dataDir, { recursive: true, mode: 0o700 });
  fs.writeFileSync(authSecretFile(dataDir), secret, { mode: 0o600, flag: 'wx' });
}

/**
 * The secret that signs cookies and encrypts TOTP seeds. Given by BETTER_AUTH_SECRET in
 * production; for the embedded default one is generated on first start and kept (mode 0600)
 * in the data directory, so `npm start` needs no set-up and restarts keep sessions valid.
 */
export function resolveAuthSecret(configured: string | undefined, dataDir: string): string {
  if (configured) return configured;
  const existing = readGeneratedAuthSecret(dataDir);
  if (existing) return existing;
  const secret = randomBytes(48).toString('base64url');
  storeGeneratedAuthSecret(dataDir, secret);
  return secret;
}
