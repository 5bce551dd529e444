import { openDatabase } from '@/db/client';
import { loadEnv } from '@/env';
import { currentAuthSecret, resolveAuthSecrets } from '@/lib/auth-secret';
import { createLogger } from '@/lib/logger';
import { createAuthAudit } from './auth-audit';
import { deriveAuthKeys } from './auth-keys';
import { disableUser, enableUser } from './disable-user';

/**
 * `npm run user:disable -- <email>` / `npm run user:enable -- <email>`: the operator's switch for
 * one account. With the embedded database, stop Bulwark first (its data directory is locked
 * while it runs); with PostgreSQL it works while Bulwark runs and ends the sessions at once.
 */
const USAGE = 'Usage: user-admin.cli.ts <disable|enable> <email>\n';

async function main(args: string[]): Promise<number> {
  const [command, email] = args;
  if ((command !== 'disable' && command !== 'enable') || !email?.includes('@')) {
    process.stderr.write(USAGE);
    return 2;
  }
  const env = loadEnv();
  const audit = createAuthAudit(
    createLogger(env.LOG_LEVEL).child({ component: 'user-admin' }),
    deriveAuthKeys(currentAuthSecret(resolveAuthSecrets(env.BETTER_AUTH_SECRET, env.DATA_DIR)))[
      'log-fingerprint'
    ],
  );
  const database = await openDatabase({
    databaseUrl: env.DATABASE_URL,
    dataDir: env.DATA_DIR,
    pgliteDir: env.PGLITE_DIR,
  });
  try {
    const result =
      command === 'disable'
        ? await disableUser(database.db, email)
        : { ...(await enableUser(database.db, email)), sessionsEnded: 0 };
    audit.record(`user-${command}d`, result.found ? 'success' : 'failure', {
      emailHash: audit.fingerprint(email),
      ...result,
    });
    if (!result.found) {
      process.stderr.write(`No account uses ${email}.\n`);
      return 1;
    }
    const ended = command === 'disable' ? ` ${result.sessionsEnded} session(s) ended.` : '';
    process.stdout.write(`${email} is ${command}d.${ended}\n`);
    return 0;
  } finally {
    await database.close();
  }
}

main(process.argv.slice(2)).then(
  (code) => process.exit(code),
  (error: unknown) => {
    process.stderr.write(
      `user-admin failed: ${error instanceof Error ? error.message : String(error)}\n`,
    );
    process.exit(1);
  },
);
