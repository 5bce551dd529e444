import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, expect, test } from 'vitest';
import { queryRows } from '@/db/client';
import { type TestServer, startTestServer } from '@/testing/test-server';
import { signUpAndSignIn } from '@/testing/users';
import { catalogVersionValue } from './breach-catalog.repository';
import { catalogAt } from './catalog-cache';

/**
 * Each instance keeps the catalog in memory (catalog-cache.ts) and must never answer from a copy
 * older than the rows it shows. On PostgreSQL the catalog is changed through a second instance on
 * the same database, whose writes the first learns of only through the version.
 */
let here: TestServer;
let there: TestServer;
beforeAll(async () => {
  here = await startTestServer();
  there = here.database.kind === 'postgres' ? await startTestServer({ sharedWith: here }) : here;
});
afterAll(async () => {
  if (there !== here) await there?.close();
  await here?.close();
});

async function catalogVersion(server: TestServer): Promise<string | null> {
  const [row] = await queryRows<{ version: string | null }>(
    server.services.db,
    sql`select ${catalogVersionValue()} as version`,
  );
  return row?.version ?? null;
}

test('a saved breach and the overview show the catalog entry as it is now, whoever changed it', async () => {
  const client = await signUpAndSignIn(here, 'catalog-reader@example.com');
  const saved = await client.call('savedBreaches.add', { breachName: 'Dropbox' });
  expect(saved.body.breach).toMatchObject({ title: 'Dropbox' });
  expect(saved.body.breach.dataClasses).not.toEqual(['Usernames']);

  // Plain SQL on the other instance: no code of the catalog's runs, only the table's trigger.
  await there.services.db.execute(
    sql`update breach set title = 'Dropbox (2012)', data_classes = array['Usernames'] where name = 'Dropbox'`,
  );
  const [listed] = (await client.call('savedBreaches.list')).body;
  expect(listed?.breach).toMatchObject({ title: 'Dropbox (2012)', dataClasses: ['Usernames'] });
  // The guided steps follow the entry's data classes.
  expect(listed?.steps).not.toEqual(saved.body.steps);
  expect(new Set(listed?.steps.flatMap((step) => step.dataClasses))).toEqual(
    new Set(['Usernames']),
  );
  const described = await client.call('emailBreachCheck.describeBreaches', {
    names: ['dropbox', 'NoSuchBreach', 'Dropbox'],
  });
  expect(described.body).toEqual([
    expect.objectContaining({ name: 'Dropbox', title: 'Dropbox (2012)' }),
  ]);
  const { observed } = (await client.call('riskAssessment.getOverview', {})).body;
  expect(observed.breaches).toEqual([
    expect.objectContaining({
      name: 'Dropbox',
      title: 'Dropbox (2012)',
      dataClasses: ['Usernames'],
    }),
  ]);

  // A breach the catalog did not hold when this instance read it.
  await there.services.db.execute(
    sql`insert into breach (name, title, domain, breach_date, added_date, modified_date, pwn_count,
        description, data_classes, source)
      values ('LateArrival', 'Late Arrival', 'late.example', '2026-11-01', now(), now(), 10,
        'Added after the copy was read.', array['Email addresses'], 'local')`,
  );
  const late = await client.call('savedBreaches.add', { breachName: 'latearrival' });
  expect(late.status).toBe(200);
  expect(late.body.breach).toMatchObject({ name: 'LateArrival', title: 'Late Arrival' });
});

test('every kind of write to the catalog gives it a new version, and nothing else does', async () => {
  const versions = [await catalogVersion(here)];
  const { db } = there.services;
  await db.execute(
    sql`insert into breach (name, title, domain, breach_date, added_date, modified_date, pwn_count,
        description, data_classes, source)
      values ('Versioned', 'Versioned', 'versioned.example', '2026-11-02', now(), now(), 1, '',
        array['Passwords'], 'local')`,
  );
  versions.push(await catalogVersion(here));
  await db.execute(sql`update breach set pwn_count = 2 where name = 'Versioned'`);
  versions.push(await catalogVersion(here));
  await db.execute(sql`delete from breach where name = 'Versioned'`);
  versions.push(await catalogVersion(here));
  expect(versions.every((version) => version !== null)).toBe(true);
  expect(new Set(versions).size).toBe(versions.length);

  // Reads, and a person's own writes, leave it as it is.
  const client = await signUpAndSignIn(here, 'catalog-versions@example.com');
  await client.call('savedBreaches.add', { breachName: 'Adobe' });
  await client.call('savedBreaches.list');
  expect(await catalogVersion(here)).toBe(versions.at(-1));
});

test('the copy is read once per version, and no answer can change it', async () => {
  const { db } = here.services;
  const version = await catalogVersion(here);
  const first = await catalogAt(db, here.services, version);
  const again = await catalogAt(db, here.services, version);
  const adobe = first.find('Adobe');
  expect(adobe).toMatchObject({ name: 'Adobe', source: 'hibp' });
  expect(again.find('adobe')).toBe(adobe);
  expect(first.find('NoSuchBreach')).toBeUndefined();
  expect(() => Object.assign(adobe ?? {}, { title: 'Changed' })).toThrow(TypeError);
  expect(() => adobe?.dataClasses.push('Changed')).toThrow(TypeError);

  await there.services.db.execute(
    sql`update breach set pwn_count = pwn_count + 1 where name = 'Adobe'`,
  );
  const next = await catalogVersion(here);
  const renewed = await catalogAt(db, here.services, next);
  expect(renewed.find('Adobe')).not.toBe(adobe);
  expect(renewed.find('Adobe')?.pwnCount).toBe((adobe?.pwnCount ?? 0) + 1);
});
