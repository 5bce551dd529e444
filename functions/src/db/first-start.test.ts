import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, expect, test } from 'vitest';
import { openDatabase } from './client';

/**
 * A first start creates the embedded database, several seconds of silence on a small machine
 * (PGlite's initdb): the server says so (server.ts), from the hook tested here.
 */
let dataDir: string;

beforeAll(async () => {
  dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'bulwark-first-start-'));
});
afterAll(async () => {
  await fs.rm(dataDir, { recursive: true, force: true });
});

test('opening a data directory without a database says it creates one; opening it again does not', async () => {
  const created: string[] = [];
  const options = { dataDir, onCreatingPglite: (dir: string) => created.push(dir) };
  const first = await openDatabase(options);
  await first.close();
  expect(created).toEqual([path.join(dataDir, 'pgdata')]);
  const again = await openDatabase(options);
  expect(await again.isMigrated()).toBe(true);
  await again.close();
  expect(created).toHaveLength(1);
}, 60_000);
