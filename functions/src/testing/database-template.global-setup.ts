import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import type { TestProject } from 'vitest/node';
import { parseEnv } from '@/env';
import { createLogger } from '@/lib/logger';
import { startServer } from '@/server';
import { findFreePort } from './free-port';
import { createTestDatabase } from './test-database';
import { testServerEnv } from './test-server';

/**
 * Every integration test file starts its own server on its own database. Most of that start was
 * PGlite's initdb, every migration, the catalog load and pg-boss's schema, repeated ~120 times a
 * run. Instead the run starts one real server once, stops it, and every test database begins as
 * a copy of what it left: a `dumpDataDir` for PGlite, a template database for PostgreSQL.
 * Tests of a first start ask for a fresh database (`startTestServer({ freshDatabase: true })`).
 */
export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const workDir = await fs.mkdtemp(path.join(os.tmpdir(), 'bulwark-template-'));
  // Removed with the rest of workDir when the run ends, however its workers end.
  const scratchDir = path.join(workDir, 'scratch');
  await fs.mkdir(scratchDir);
  project.provide('scratchDir', scratchDir);
  const adminUrl = process.env.TEST_DATABASE_URL;
  if (adminUrl) {
    const database = await createTestDatabase();
    await startAndStop(workDir, { DATABASE_URL: database.url ?? '' });
    project.provide('postgresTemplate', new URL(database.url ?? '').pathname.slice(1));
    return async () => {
      await database.drop();
      await fs.rm(workDir, { recursive: true, force: true });
    };
  }
  const pgliteDir = path.join(workDir, 'pgdata');
  await startAndStop(workDir, { PGLITE_DIR: pgliteDir });
  const client = await PGlite.create(pgliteDir);
  const dump = await client.dumpDataDir('none');
  await client.close();
  const snapshotFile = path.join(workDir, 'migrated.tar');
  await fs.writeFile(snapshotFile, Buffer.from(await dump.arrayBuffer()));
  project.provide('pgliteSnapshotFile', snapshotFile);
  return () => fs.rm(workDir, { recursive: true, force: true });
}

async function startAndStop(dataDir: string, database: Record<string, string>): Promise<void> {
  const env = parseEnv({ ...testServerEnv(await findFreePort(), dataDir), ...database });
  const server = await startServer(env, { logger: createLogger(env.LOG_LEVEL) });
  await server.stop();
}
