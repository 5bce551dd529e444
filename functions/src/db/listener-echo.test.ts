import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, expect, test } from 'vitest';
import { createTestDatabase } from '@/testing/test-database';
import { type Database, openDatabase } from './client';

/**
 * Listener.echo is the verified-session cache's proof that it hears every notice (notice-fence.ts):
 * the echo must come back after every notice committed before it, and must not wait behind the
 * load for a pooled connection, or the proof goes stale exactly when the cache is most needed.
 * Runs on PGlite, and on PostgreSQL in the second pass of `npm test`.
 */
const CHANNEL = 'bulwark_echo_test';
let target: Awaited<ReturnType<typeof createTestDatabase>>;
let dataDir: string;
let database: Database;

beforeAll(async () => {
  target = await createTestDatabase();
  dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'bulwark-echo-'));
  database = await openDatabase({
    databaseUrl: target.url,
    dataDir,
    pgliteDir: 'memory://',
  });
});
afterAll(async () => {
  await database?.close();
  await target?.drop();
  fs.rmSync(dataDir, { recursive: true, force: true });
});

/** Resolves with the time taken once `payload` is heard on the channel. */
function heard(payloads: string[], payload: string): Promise<number> {
  const started = performance.now();
  return new Promise((resolve) => {
    const poll = setInterval(() => {
      if (!payloads.includes(payload)) return;
      clearInterval(poll);
      resolve(performance.now() - started);
    }, 1);
  });
}

test('an echo comes back after every notice committed before it', async () => {
  const payloads: string[] = [];
  const listener = await database.listen(CHANNEL, (payload) => payloads.push(payload));
  try {
    for (let round = 0; round < 20; round += 1) {
      await database.db.transaction(async (tx) => {
        await tx.execute(sql`select pg_notify(${CHANNEL}, ${`committed-${round}`})`);
      });
      await listener.echo(`echo-${round}`);
      await heard(payloads, `echo-${round}`);
      // Heard, and heard after the commit that came first.
      expect(payloads.indexOf(`committed-${round}`)).toBeGreaterThanOrEqual(0);
      expect(payloads.indexOf(`committed-${round}`)).toBeLessThan(
        payloads.indexOf(`echo-${round}`),
      );
    }
  } finally {
    await listener.stop();
  }
});

test('echoes sent at once all come back, one query at a time on the listening connection', async () => {
  const payloads: string[] = [];
  const warnings: Error[] = [];
  const onWarning = (warning: Error) => warnings.push(warning);
  process.on('warning', onWarning);
  const listener = await database.listen(CHANNEL, (payload) => payloads.push(payload));
  try {
    const sent = Array.from({ length: 20 }, (_, index) => `together-${index}`);
    await Promise.all(sent.map((payload) => listener.echo(payload)));
    await heard(payloads, 'together-19');
    expect(payloads.filter((payload) => payload.startsWith('together-'))).toEqual(sent);
    // pg warns (and pg@9 will refuse) when a connection is given a query while it runs one.
    await new Promise((resolve) => setImmediate(resolve));
    expect(warnings.map((warning) => warning.message)).toEqual([]);
  } finally {
    process.off('warning', onWarning);
    await listener.stop();
  }
});

test('an echo does not wait behind queries holding every pooled connection', async () => {
  // PostgreSQL: all ten pooled connections sleep for two seconds. PGlite: queries queue for its
  // one connection (each sleep blocks the thread, so the first may be under way already).
  const [count, seconds] = database.kind === 'postgres' ? [10, 2] : [5, 0.1];
  let finished = 0;
  let finishedWhenHeard: number | undefined;
  const listener = await database.listen(CHANNEL, (payload) => {
    if (payload === 'past the busy pool') finishedWhenHeard = finished;
  });
  const busy = Array.from({ length: count }, () =>
    database.db.execute(sql`select pg_sleep(${seconds})`).then(() => {
      finished += 1;
    }),
  );
  try {
    if (database.kind === 'postgres') await new Promise((resolve) => setTimeout(resolve, 200));
    await listener.echo('past the busy pool');
    await Promise.all(busy);
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(finishedWhenHeard, 'heard').toBeDefined();
    expect(finishedWhenHeard).toBeLessThanOrEqual(database.kind === 'postgres' ? 0 : 1);
  } finally {
    await Promise.all(busy);
    await listener.stop();
  }
});

test('an echo fails instead of hanging once the listener has stopped', async () => {
  const listener = await database.listen(CHANNEL, () => {});
  await listener.stop();
  await expect(listener.echo('after stop')).rejects.toThrow(/not listening/);
});
