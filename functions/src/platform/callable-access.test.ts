import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, expect, test } from 'vitest';
import { type CallableName, contracts } from '@bulwark/contracts/contracts';
import { queryRows } from '@/db/client';
import { FEATURES } from '@/features';
import { type FeatureCallableAccess, seedingCall } from '@/testing/callable-access';
import { type TestServer, startTestServer } from '@/testing/test-server';
import type { TestClient } from '@/testing/test-client';
import { signUpAndSignIn } from '@/testing/users';

/**
 * The access matrix over every callable (SECURITY.md §6 #10): anonymous callers are refused by
 * every one of them, and a second user who presents the first user's ids gets nothing back and
 * changes nothing. Each feature says in its `testing/callable-access.ts` how each of its
 * callables is attacked, and every callable must be named there exactly once, so a new one
 * cannot slip in without a decision about how it is attacked.
 */
const SPECS = Object.entries(
  import.meta.glob<FeatureCallableAccess>('../features/*/testing/callable-access.ts', {
    eager: true,
    import: 'callableAccess',
  }),
).map(([file, access]) => ({ slug: file.split('/')[2] ?? file, access }));

const OWN_SCOPE_ONLY = SPECS.flatMap(({ access }) => access.ownScopeOnly);
const ATTACKED = SPECS.flatMap(({ access }) => access.attacked);
const READS = SPECS.flatMap(({ access }) => access.reads);

let server: TestServer;
let victim: { client: TestClient; userId: string; email: string };
/** Everything naming the victim or their rows: no answer to the attacker may contain any of it. */
let secrets: string[];
const attackInputs = new Map<CallableName, unknown>();
let attacker: TestClient;

async function seedVictim(client: TestClient, email: string) {
  const call = seedingCall(client);
  const { id: userId } = await call('profileSettings.get', {});
  const ids = [userId, email];
  for (const { slug, access } of SPECS) {
    const seeded = await access.seed({ server, client, userId, call });
    for (const id of seeded.ids) expect(id, `seeding ${slug} failed`).toEqual(expect.any(String));
    ids.push(...seeded.ids);
    for (const [name, input] of seeded.attackInputs) attackInputs.set(name, input);
  }
  return { userId, ids };
}

/**
 * Every row the victim owns, as the database holds it (read as the superuser, past RLS), in every
 * table that names a user. Sessions only by what an attacker could change: their last-activity
 * time moves with the victim's own requests.
 */
async function victimRows(): Promise<string> {
  const owned = await queryRows<{ table_name: string }>(
    server.services.db,
    sql`select distinct table_name from information_schema.columns
        where table_schema = 'public' and column_name = 'user_id' and table_name <> 'session'
        order by table_name`,
  );
  const snapshot: Record<string, unknown[]> = {};
  for (const table of ['user', ...owned.map((row) => row.table_name)]) {
    const owner = sql.identifier(table === 'user' ? 'id' : 'user_id');
    snapshot[table] = await queryRows(
      server.services.db,
      sql`select * from ${sql.identifier(table)} where ${owner} = ${victim.userId} order by 1`,
    );
  }
  snapshot.session = await queryRows(
    server.services.db,
    sql`select id, token, expires_at from session where user_id = ${victim.userId} order by id`,
  );
  return JSON.stringify(snapshot);
}

async function settledVictimRows(): Promise<string> {
  let previous = await victimRows();
  for (let attempt = 0; attempt < 50; attempt += 1) {
    await new Promise((resolve) => setTimeout(resolve, 300));
    const current = await victimRows();
    if (current === previous) return current;
    previous = current;
  }
  throw new Error('the victim’s rows kept changing: a trigger never settled');
}

beforeAll(async () => {
  server = await startTestServer();
  const email = 'victim@example.com';
  const victimClient = await signUpAndSignIn(server, email);
  const seeded = await seedVictim(victimClient, email);
  victim = { client: victimClient, userId: seeded.userId, email };
  secrets = seeded.ids;
  attacker = await signUpAndSignIn(server, 'attacker@example.com');
  await attacker.call('savedBreaches.add', { breachName: 'LinkedIn' });
});
afterAll(async () => {
  await server?.close();
});

test('every callable is classified: own scope only, or attacked with the victim’s ids', () => {
  const classified = [...OWN_SCOPE_ONLY, ...ATTACKED].sort();
  expect(classified).toEqual(Object.keys(contracts).sort());
  expect(new Set(classified).size).toBe(classified.length);
  for (const read of READS) expect(OWN_SCOPE_ONLY).toContain(read);
});

test('each feature classifies exactly its own callables, beside its code', () => {
  const withCallables = FEATURES.filter((feature) => (feature.callables ?? []).length > 0);
  expect(SPECS.map(({ slug }) => slug).sort()).toEqual(
    withCallables.map(({ slug }) => slug).sort(),
  );
  for (const feature of withCallables) {
    const spec = SPECS.find(({ slug }) => slug === feature.slug)?.access;
    const classified = [...(spec?.ownScopeOnly ?? []), ...(spec?.attacked ?? [])].sort();
    expect(classified, feature.slug).toEqual(
      (feature.callables ?? []).map(({ name }) => name).sort(),
    );
  }
});

test.each(Object.keys(contracts))('%s refuses an anonymous caller with 401', async (name) => {
  const anonymous = server.client();
  const input = attackInputs.get(name as CallableName) ?? {};
  // Every callable by name, with the input its attack uses: the types cannot follow a loop.
  const response = await anonymous.callUnchecked(name, input);
  expect(response.status).toBe(401);
  expect(response.error).toMatchObject({ code: 'unauthenticated' });
});

test('a second user naming the first user’s rows in every callable gets nothing and changes nothing', async () => {
  // Triggers from the seeding (exposure summary, snapshots) settle before the picture is taken.
  const before = await settledVictimRows();

  for (const [name, input] of attackInputs) {
    const response = await attacker.callUnchecked(name, input);
    expect(response.status, `${name} answered ${JSON.stringify(response.body)}`).toBeLessThan(500);
    if (response.status === 200) {
      expect(JSON.stringify(response.body), name).not.toMatch(/"(removed|revoked|discarded)":true/);
    }
    for (const secret of secrets) expect(JSON.stringify(response.body), name).not.toContain(secret);
  }
  for (const name of READS) {
    const response = await attacker.call(name);
    expect(response.status, name).toBe(200);
    for (const secret of secrets) expect(JSON.stringify(response.body), name).not.toContain(secret);
  }

  expect(await victimRows()).toBe(before);
  expect((await victim.client.call('profileSettings.get')).status).toBe(200);
}, 60_000);
