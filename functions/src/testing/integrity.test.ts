import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { afterAll, beforeAll, expect, test } from 'vitest';
import { checkPgliteIntegrity } from './integrity';

/** The crash test trusts this check, so it is shown to find what it looks for. */
let dir: string;
beforeAll(async () => {
  dir = await fs.mkdtemp(path.join(os.tmpdir(), 'bulwark-integrity-'));
});
afterAll(async () => {
  await fs.rm(dir, { recursive: true, force: true });
});

test('a whole database passes, and a row whose foreign key finds nothing is reported', async () => {
  const pgliteDir = path.join(dir, 'pgdata');
  const client = await PGlite.create(pgliteDir);
  await client.exec(`
    create table parent (id int primary key);
    create table child (id int primary key, parent_id int references parent (id));
    insert into parent values (1);
    insert into child values (1, 1), (2, null);`);
  await client.close();
  expect(await checkPgliteIntegrity(pgliteDir)).toEqual([]);

  const damaging = await PGlite.create(pgliteDir);
  // Replica mode skips the foreign-key triggers: the orphan a torn write could leave behind.
  await damaging.exec(`set session_replication_role = replica; insert into child values (3, 42);`);
  await damaging.close();
  expect(await checkPgliteIntegrity(pgliteDir)).toEqual([
    'foreign key child_parent_id_fkey: 1 rows of child without their parent row',
  ]);
});
