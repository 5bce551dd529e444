import { createHash } from 'node:crypto';
import { afterAll, beforeAll, expect, test } from 'vitest';
import { type TestServer, startTestServer } from '@/testing/test-server';
import { createRangeLookup, sharedRangeLookup } from './range-lookup';
import { ingestAddresses } from '@/testing/breach-fixtures';
import { findBreachesByNames } from '@/features/breach-catalog/breach-catalog.service';
import type { RangeHit } from '@/features/breach-index/breach-index.service';

function sha1(email: string): string {
  return createHash('sha1').update(email).digest('hex').toUpperCase();
}

function hit(hex: string, breachId = 1): RangeHit {
  return { hashHex: hex.padEnd(40, '0'), breachId };
}

/** A stand-in for the database query: records each call and answers when told to. */
function fakeQuery(index: RangeHit[]) {
  const calls: { prefixes: string[]; answer: () => void; fail: (error: Error) => void }[] = [];
  const query = (prefixes: string[]) =>
    new Promise<RangeHit[]>((resolve, reject) => {
      calls.push({
        prefixes,
        answer: () =>
          resolve(index.filter((entry) => prefixes.includes(entry.hashHex.slice(0, 6)))),
        fail: reject,
      });
    });
  return { query, calls };
}

/** Lets the lookup send what was asked in this turn of the event loop. */
const nextTurn = () => new Promise((resolve) => setImmediate(resolve));

test('sends the lookups of one turn together, then those asked while it ran, each answered with its own prefix', async () => {
  const index = [
    hit('AAAAAA01'),
    hit('AAAAAA02', 2),
    hit('BBBBBB01'),
    hit('CCCCCC01'),
    hit('DDDDDD01'),
  ];
  const { query, calls } = fakeQuery(index);
  const lookup = createRangeLookup(query);
  const first = [lookup('AAAAAA'), lookup('bbbbbb')];
  await nextTurn();
  const waiting = [lookup('CCCCCC'), lookup('DDDDDD'), lookup('CCCCCC'), lookup('EEEEEE')];
  await nextTurn();
  expect(calls.map((call) => call.prefixes)).toEqual([['AAAAAA', 'BBBBBB']]);
  calls[0]?.answer();
  expect(await Promise.all(first)).toEqual([
    [hit('AAAAAA01'), hit('AAAAAA02', 2)],
    [hit('BBBBBB01')],
  ]);
  await nextTurn();
  expect(calls[1]?.prefixes).toEqual(['CCCCCC', 'DDDDDD', 'EEEEEE']);
  calls[1]?.answer();
  expect(await Promise.all(waiting)).toEqual([
    [hit('CCCCCC01')],
    [hit('DDDDDD01')],
    [hit('CCCCCC01')],
    [],
  ]);
});

test('a failed query fails the lookups it carried and no others', async () => {
  const { query, calls } = fakeQuery([hit('BBBBBB01')]);
  const lookup = createRangeLookup(query);
  const failed = lookup('AAAAAA');
  await nextTurn();
  const answered = lookup('BBBBBB');
  calls[0]?.fail(new Error('connection lost'));
  await expect(failed).rejects.toThrow('connection lost');
  await nextTurn();
  calls[1]?.answer();
  expect(await answered).toEqual([hit('BBBBBB01')]);
});

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(async () => {
  await server?.close();
});

/** Addresses until two share their first 6 hex digits (a birthday search: a few thousand). */
function addressesWithSharedPrefix(): [string, string] {
  const seen = new Map<string, string>();
  for (let index = 0; ; index += 1) {
    const email = `shared-${index}@example.com`;
    const prefix = sha1(email).slice(0, 6);
    const other = seen.get(prefix);
    if (other) return [other, email];
    seen.set(prefix, email);
  }
}

test('finds every hash under each of many concurrent prefixes, in key order, and a new ingest at once', async () => {
  const shared = addressesWithSharedPrefix();
  const others = Array.from({ length: 30 }, (_, index) => `lookup-${index}@example.com`);
  await ingestAddresses(server.services, 'Adobe', [...shared, ...others]);
  await ingestAddresses(server.services, 'Canva', [shared[0]]);
  const ids = new Map(
    (await findBreachesByNames(server.services.db, ['Adobe', 'Canva'])).map((row) => [
      row.name,
      row.id,
    ]),
  );
  const indexed = [...shared, ...others].flatMap((email) =>
    [email === shared[0] ? 'Canva' : undefined, 'Adobe']
      .filter((name) => name !== undefined)
      .map((name) => ({ hashHex: sha1(email), breachId: ids.get(name) ?? -1 })),
  );
  const compare = (a: RangeHit, b: RangeHit) =>
    a.hashHex === b.hashHex
      ? a.breachId - b.breachId
      : Number(a.hashHex > b.hashHex) - Number(a.hashHex < b.hashHex);
  const inKeyOrder = (hits: RangeHit[]) => hits.toSorted(compare);

  const lookup = sharedRangeLookup(server.services.db);
  const emails = [...shared, ...others, ...others.slice(0, 5)];
  const answers = await Promise.all(emails.map((email) => lookup(sha1(email).slice(0, 6))));
  answers.forEach((hits, index) => {
    const prefix = sha1(emails[index] ?? '').slice(0, 6);
    expect(hits).toEqual(inKeyOrder(indexed.filter((entry) => entry.hashHex.startsWith(prefix))));
  });

  // The first and last prefixes: the last one's upper bound lies beyond every 20-byte hash.
  expect(await Promise.all([lookup('000000'), lookup('FFFFFF')])).toEqual([
    inKeyOrder(indexed.filter((entry) => entry.hashHex.startsWith('000000'))),
    inKeyOrder(indexed.filter((entry) => entry.hashHex.startsWith('FFFFFF'))),
  ]);

  const fresh = sha1('fresh-after-ingest@example.com');
  expect(await lookup(fresh.slice(0, 6))).not.toContainEqual(
    expect.objectContaining({ hashHex: fresh }),
  );
  await ingestAddresses(server.services, 'Adobe', ['fresh-after-ingest@example.com']);
  expect(await lookup(fresh.slice(0, 6))).toContainEqual({
    hashHex: fresh,
    breachId: ids.get('Adobe'),
  });
});
