import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { parseEnv } from '@/env';
import type { Clock } from '@/lib/clock';
import { createLogger } from '@/lib/logger';
import { type RunningServer, startServer } from '@/server';
import { findFreePort } from './free-port';
import { type ReadMail, readMailbox, waitForMail } from './mail-outbox';
import { TestClient } from './test-client';
import { migratedTemplate } from './migrated-template';
import { createTestDatabase } from './test-database';

/**
 * scrypt at 16 MiB instead of production's 128 MiB (N=2^14, the lowest a stored hash may name).
 * Nearly every test signs someone up and in; at production's cost, hashing was most of the suite's
 * time (two-factor.test.ts: 75 s, 15 s at this cost). Like Django's advice to test with a fast
 * hasher. Tests of the production cost ask for it (`productionPasswordHashing`).
 */
const TEST_PASSWORD_HASH_COST = { log2N: 14, r: 8, p: 1 };

/** The secret every test server signs with, for tests that derive its keys themselves. */
export const TEST_AUTH_SECRET = 'test-secret-test-secret-test-secret-0123456789';

export interface TestServer extends RunningServer {
  dataDir: string;
  /** The PostgreSQL database it runs on; undefined on PGlite. */
  databaseUrl: string | undefined;
  mailDir: string;
  client(ip?: string): TestClient;
  mails(): Promise<ReadMail[]>;
  waitForMail(predicate: (mail: ReadMail) => boolean, timeoutMs?: number): Promise<ReadMail>;
  close(): Promise<void>;
}

/** What every test server runs with; a test's own `env` goes on top. */
export function testServerEnv(port: number, dataDir: string): Record<string, string> {
  return {
    NODE_ENV: 'test',
    PORT: String(port),
    HOST: '127.0.0.1',
    APP_URL: `http://127.0.0.1:${port}`,
    DATA_DIR: dataDir,
    PGLITE_DIR: 'memory://',
    API_ONLY: 'true',
    // Test clients each present their own address as if behind one proxy; tests of spoofing
    // set TRUST_PROXY=false.
    TRUST_PROXY: 'true',
    LOG_LEVEL: process.env.TEST_LOG_LEVEL ?? 'silent',
    BETTER_AUTH_SECRET: TEST_AUTH_SECRET,
    // Hermetic: tests never ask the real Pwned Passwords API; those about it start a local fake.
    PWNED_PASSWORDS_UPSTREAM: 'off',
  };
}

/**
 * A real Bulwark server on a free port: PGlite in memory, or a fresh PostgreSQL database when
 * TEST_DATABASE_URL is set. Mail goes to .eml files in a temporary directory, as in production
 * without SMTP.
 */
export async function startTestServer(
  options: {
    /** Overrides; `undefined` unsets a default (e.g. BETTER_AUTH_SECRET, to use DATA_DIR's). */
    env?: Record<string, string | undefined>;
    clock?: Clock;
    /** Collects every log line (at debug level) instead of discarding them. */
    logLines?: string[];
    /**
     * Start from an empty database (initdb and every migration) instead of the migrated one the
     * run prepared once (testing/database-template): for tests of what a first start does.
     */
    freshDatabase?: boolean;
    /**
     * A second instance on this server's PostgreSQL database and data directory (both the first
     * one's to remove): either instance's job runner may deliver a mail, and both write it where
     * the tests read it, as instances on one shared volume do.
     */
    sharedWith?: TestServer;
    /** Hash passwords as production does (128 MiB scrypt), not at the tests' cheaper cost. */
    productionPasswordHashing?: boolean;
  } = {},
): Promise<TestServer> {
  const dataDir =
    options.sharedWith?.dataDir ?? (await fs.mkdtemp(path.join(os.tmpdir(), 'bulwark-test-')));
  const template = options.freshDatabase ? {} : await migratedTemplate();
  const shared = options.sharedWith?.databaseUrl;
  const database = shared
    ? { url: shared, drop: () => Promise.resolve() }
    : await createTestDatabase({ template: template.postgres });
  const port = await findFreePort();
  const env = parseEnv({
    ...testServerEnv(port, dataDir),
    ...(database.url ? { DATABASE_URL: database.url } : {}),
    ...options.env,
  });
  const server = await startServer(env, {
    logger: options.logLines
      ? createLogger('debug', {}, (line) => options.logLines?.push(line))
      : createLogger(env.LOG_LEVEL),
    ...(options.clock ? { clock: options.clock } : {}),
    ...(options.productionPasswordHashing ? {} : { passwordHashCost: TEST_PASSWORD_HASH_COST }),
    ...(template.pglite && env.PGLITE_DIR === 'memory://' && !env.DATABASE_URL
      ? { pgliteSnapshot: template.pglite }
      : {}),
  });
  const mailDir = path.join(dataDir, 'mail');
  return {
    ...server,
    url: env.APP_URL,
    dataDir,
    databaseUrl: database.url,
    mailDir,
    client: (ip?: string) => new TestClient(env.APP_URL, ip),
    mails: () => readMailbox(mailDir),
    waitForMail: (predicate, timeoutMs) => waitForMail(mailDir, predicate, timeoutMs),
    async close() {
      await server.stop();
      await database.drop();
      if (!options.sharedWith) await fs.rm(dataDir, { recursive: true, force: true });
    },
  };
}
