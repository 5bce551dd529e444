import { DataDirLockedError, assertDataDirFree } from '@/db/data-dir-lock';
import { loadEnv } from '@/env';
import { createLogger, describeError } from '@/lib/logger';

/** Hard limit for a graceful stop; Docker sends SIGKILL after 10 s. */
const SHUTDOWN_DEADLINE_MS = 9000;

async function main(): Promise<void> {
  const env = loadEnv();
  const logger = createLogger(env.LOG_LEVEL);
  const usesEmbeddedFiles = !env.DATABASE_URL && !env.PGLITE_DIR?.startsWith('memory://');
  if (usesEmbeddedFiles) assertDataDirFree(env.DATA_DIR);
  // Loaded only now, so the check above answers before the slow part of start-up.
  const { startServer } = await import('@/server');
  const server = await startServer(env, { logger });
  let stopping = false;
  const shutdown = (signal: string) => {
    if (stopping) return;
    stopping = true;
    logger.info('shutting down', { signal });
    const deadline = setTimeout(() => {
      logger.error('graceful shutdown took too long; exiting');
      process.exit(1);
    }, SHUTDOWN_DEADLINE_MS);
    server
      .stop()
      .then(() => {
        clearTimeout(deadline);
        process.exit(0);
      })
      .catch((error: unknown) => {
        logger.error('shutdown failed', describeError(error));
        process.exit(1);
      });
  };
  process.on('SIGTERM', () => shutdown('SIGTERM'));
  process.on('SIGINT', () => shutdown('SIGINT'));
  // Last-resort handlers (ASVS 16.5.4): log and keep serving rather than die on one bad request.
  process.on('unhandledRejection', (reason) =>
    logger.error('unhandled rejection', describeError(reason)),
  );
}

main().catch((error: unknown) => {
  const message = error instanceof Error ? error.message : String(error);
  process.stderr.write(
    `${error instanceof DataDirLockedError ? '' : 'Bulwark could not start: '}${message}\n`,
  );
  process.exit(1);
});
