import { loadEnv } from '@/env';
import { AuthSecretError, authSecretFile, rotateGeneratedAuthSecret } from '@/lib/auth-secret';

const err = (text: string) => process.stderr.write(`${text}\n`);

/**
 * `npm run secret:rotate`: a new auth secret at the head of DATA_DIR/auth-secret. The previous
 * ones stay in the file, read-only: two-step secrets and backup codes they sealed keep working,
 * so nobody sets up two-step sign-in again. Cookies are signed with the current secret alone, so
 * once the server restarts every open session ends and people sign in again.
 */
function main(): number {
  const env = loadEnv();
  if (env.BETTER_AUTH_SECRET) {
    err(
      'BETTER_AUTH_SECRET is set, so the secret is yours to keep, not in DATA_DIR. Rotating it there is not supported yet: replacing it would make every two-step secret unreadable. Unset it to let Bulwark keep a key ring in DATA_DIR/auth-secret (copy its value into that file first), then run this again.',
    );
    return 1;
  }
  const ring = rotateGeneratedAuthSecret(env.DATA_DIR);
  err(
    `${authSecretFile(env.DATA_DIR)} now starts with secret version ${ring[0]?.version ?? 0}; ${ring.length - 1} earlier one(s) are kept to read what they sealed.
Restart Bulwark to use it. Everyone is then signed out (their cookies were signed with the old secret) and signs in again; two-step sign-in and backup codes keep working.
Make a new backup (npm run data:export): older backups hold only the old secret.`,
  );
  return 0;
}

try {
  process.exit(main());
} catch (error) {
  err(
    error instanceof AuthSecretError
      ? `Stopped: ${error.message}`
      : `Failed: ${error instanceof Error ? error.message : String(error)}`,
  );
  process.exit(1);
}
