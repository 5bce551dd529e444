import path from 'node:path';
import { type ServerType, serve } from '@hono/node-server';
import { createApp } from '@/app';
import { createAuth } from '@/auth/auth';
import type { ScryptCost } from '@/auth/password-hash';
import { type Database, openDatabase } from '@/db/client';
import { type Env, breachSettings } from '@/env';
import { type AuthSecret, resolveAuthSecrets } from '@/lib/auth-secret';
import { type Clock, systemClock } from '@/lib/clock';
import { type Logger, createLogger, describeError } from '@/lib/logger';
import { type Mailer, createMailer } from '@/lib/mailer';
import { createSharedRateLimits } from '@/lib/shared-rate-limiter';
import { CHANGES_CHANNEL, type ChangeNotice } from '@/platform/changes';
import type { AppServices } from '@/platform/context';
import { type JobRunner, startJobs } from '@/platform/jobs';
import { createRegistry } from '@/platform/registry';
import { ChangeHub } from '@/platform/stream';
import { FEATURES } from '@/features';
import { whenCatalogReady } from '@/features/breach-catalog/breach-catalog.service';
import { backfillIndexedAddressCount } from '@/features/breach-index/breach-index.service';
import { openPwnedPasswords } from '@/features/pwned-passwords/open-pwned-passwords';
import { whenTwoFactorDirectoryReady } from '@/features/saved-breaches/two-factor-directory';
import { createSecurityEventSink } from '@/features/security-activity/security-activity.service';

export interface RunningServer {
  url: string;
  port: number;
  services: AppServices;
  database: Database;
  jobs: JobRunner;
  hub: ChangeHub;
  /** Graceful: stop accepting, drain requests and jobs, checkpoint and close the database. */
  stop(): Promise<void>;
}

export interface ServerOverrides {
  clock?: Clock;
  logger?: Logger;
  mailer?: Mailer;
  /** Tests: an in-memory PGlite starts from this migrated dump (see testing/database-template). */
  pgliteSnapshot?: Blob;
  /** Tests: a cheaper scrypt cost, so signing people up is not most of the suite's time. */
  passwordHashCost?: ScryptCost;
}

/**
 * What jobs and requests read, loaded before any job can run: loaded lazily, the catalog's first
 * load could start inside a job's transaction and, on PGlite's one connection, wait for that
 * transaction for good (seen after a crash, when start-up found saved-breach events to dispatch).
 */
async function loadReferenceData(services: AppServices): Promise<void> {
  await whenCatalogReady(services);
  await backfillIndexedAddressCount(services);
  // Read from disk once, before any job or request lists saved breaches (no database involved).
  await whenTwoFactorDirectoryReady(services.logger);
}

/** The configured database, opened and migrated, with what it has to say in the log. */
function openServerDatabase(
  env: Env,
  overrides: ServerOverrides,
  logger: Logger,
): Promise<Database> {
  return openDatabase({
    databaseUrl: env.DATABASE_URL,
    dataDir: env.DATA_DIR,
    pgliteDir: env.PGLITE_DIR,
    pgliteSnapshot: overrides.pgliteSnapshot,
    onConnectionError: (error) =>
      logger.warn('database connection lost; reconnecting', describeError(error)),
    onCreatingPglite: (pgliteDir) =>
      logger.info('first start: creating the embedded database (this takes several seconds)', {
        pgliteDir,
      }),
  });
}

/** Opens the database (migrating it), starts jobs and the HTTP listener. */
export async function startServer(
  env: Env,
  overrides: ServerOverrides = {},
): Promise<RunningServer> {
  const logger = overrides.logger ?? createLogger(env.LOG_LEVEL);
  const startedAt = Date.now();
  const features = createRegistry(FEATURES);
  // First: a missing-or-weak secret stops the start before the database is opened.
  const authSecrets = resolveAuthSecrets(env.BETTER_AUTH_SECRET, env.DATA_DIR);
  const database = await openServerDatabase(env, overrides, logger);
  // The listener starts before the job runner so no notice is missed; it pokes the runner once up.
  const runner: { current?: JobRunner } = {};
  const enqueueMail: AppServices['enqueueMail'] = (message, tx) =>
    runner.current
      ? runner.current.enqueueMail(message, tx)
      : Promise.reject(new Error('The job runner is not running.'));
  const services = createServices(
    env,
    database,
    { ...overrides, logger },
    { enqueueMail, userData: features.userData },
  );
  await loadReferenceData(services);
  const hub = new ChangeHub();
  const changeListener = await relayChanges(database, hub, () => runner.current?.poke(), logger);
  const jobs = await startJobs({ database, services, features });
  runner.current = jobs;

  const pwnedPasswords = await openPwnedPasswords(env, logger);
  const auth = await startAuth(env, services, database, {
    pwnedPasswords,
    secrets: authSecrets,
    passwordHashCost: overrides.passwordHashCost,
  });
  let accepting = true;
  const webDist = env.API_ONLY ? undefined : (env.WEB_DIST ?? path.resolve('web/dist'));
  const app = createApp({
    features,
    services,
    database,
    auth,
    hub,
    pwnedPasswords: pwnedPasswords.ranges,
    trustProxy: env.TRUST_PROXY,
    webDist,
    isAccepting: () => accepting,
  });

  const { server, port } = await listen(app, env);
  logger.info('Bulwark is ready', {
    url: `http://localhost:${port}`,
    database: database.kind,
    startupMs: Date.now() - startedAt,
  });

  return {
    url: `http://127.0.0.1:${port}`,
    port,
    services,
    database,
    jobs: jobs,
    hub,
    async stop() {
      accepting = false;
      const closed = new Promise<void>((resolve) => server.close(() => resolve()));
      hub.closeAll();
      if ('closeIdleConnections' in server) server.closeIdleConnections();
      await closed;
      await jobs.stop();
      await auth.close();
      await changeListener.stop();
      await database.close();
      await pwnedPasswords.store.close();
      logger.info('Bulwark stopped');
    },
  };
}

function startAuth(
  env: Env,
  services: AppServices,
  database: Database,
  access: {
    pwnedPasswords: Awaited<ReturnType<typeof openPwnedPasswords>>;
    secrets: AuthSecret[];
    passwordHashCost: ScryptCost | undefined;
  },
) {
  const { pwnedPasswords, secrets, passwordHashCost } = access;
  return createAuth({
    services,
    listen: (channel, onPayload, onListening) => database.listen(channel, onPayload, onListening),
    isPasswordBreached: (password) => pwnedPasswords.ranges.isBreached(password),
    secrets,
    sessionMaxAgeSeconds: env.SESSION_MAX_AGE_HOURS * 3600,
    sessionIdleSeconds: env.SESSION_IDLE_MINUTES * 60,
    passwordHashCost,
    securityEvents: createSecurityEventSink(services),
  });
}

/** Each committed change goes to the open event streams and wakes the job runner. */
function relayChanges(database: Database, hub: ChangeHub, poke: () => void, logger: Logger) {
  return database.listen(CHANGES_CHANNEL, (payload) => {
    try {
      hub.publish(JSON.parse(payload) as ChangeNotice);
    } catch (error) {
      logger.warn('bad change notice', describeError(error));
    }
    poke();
  });
}

async function listen(app: ReturnType<typeof createApp>, env: Env) {
  const server: ServerType = await new Promise((resolve) => {
    const instance = serve({ fetch: app.fetch, port: env.PORT, hostname: env.HOST }, () =>
      resolve(instance),
    );
  });
  const address = server.address();
  // PORT=0 asks the system for a free port: report the one it gave.
  const port = typeof address === 'object' && address ? address.port : env.PORT;
  return { server, port };
}

function createServices(
  env: Env,
  database: Database,
  overrides: ServerOverrides & { logger: Logger },
  { enqueueMail, userData }: Pick<AppServices, 'enqueueMail' | 'userData'>,
): AppServices {
  const { logger } = overrides;
  return {
    db: database.db,
    logger,
    clock: overrides.clock ?? systemClock,
    enqueueMail,
    mailer:
      overrides.mailer ??
      createMailer({
        smtpUrl: env.SMTP_URL,
        from: env.MAIL_FROM,
        mailDir: path.join(env.DATA_DIR, 'mail'),
        logger,
      }),
    config: {
      baseUrl: env.APP_URL,
      feedbackInbox: env.FEEDBACK_INBOX,
      breaches: breachSettings(env),
    },
    userData,
    rateLimits: createSharedRateLimits(database),
  };
}
