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
import { createTestDatabase } from './test-database';

/** The secret every test server signs with, for tests that derive its keys themselves. */
export const TEST_AUTH_SECRET = 'test-secret-test-secret-test-secret-0123456789';

export interface TestServer extends RunningServer {
  dataDir: string;
  mailDir: string;
  client(ip?: string): TestClient;
  mails(): Promise<ReadMail[]>;
  waitForMail(predicate: (mail: ReadMail) => boolean, timeoutMs?: number): Promise<ReadMail>;
  close(): Promise<void>;
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
  } = {},
): Promise<TestServer> {
  const dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'bulwark-test-'));
  const database = await createTestDatabase();
  const port = await findFreePort();
  const env = parseEnv({
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
    ...(database.url ? { DATABASE_URL: database.url } : {}),
    ...options.env,
  });
  const server = await startServer(env, {
    logger: options.logLines
      ? createLogger('debug', {}, (line) => options.logLines?.push(line))
      : createLogger(env.LOG_LEVEL),
    ...(options.clock ? { clock: options.clock } : {}),
  });
  const mailDir = path.join(dataDir, 'mail');
  return {
    ...server,
    url: env.APP_URL,
    dataDir,
    mailDir,
    client: (ip?: string) => new TestClient(env.APP_URL, ip),
    mails: () => readMailbox(mailDir),
    waitForMail: (predicate, timeoutMs) => waitForMail(mailDir, predicate, timeoutMs),
    async close() {
      await server.stop();
      await database.drop();
      await fs.rm(dataDir, { recursive: true, force: true });
    },
  };
}
