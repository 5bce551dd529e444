import { generateId } from '@bulwark/contracts/ids';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, expect, test } from 'vitest';
import { queryRows } from '@/db/client';
import { onFeedbackCreated } from '@/features/feedback/feedback.triggers';
import { MAIL_TIMEOUT_MS } from '@/testing/auth-helpers';
import { type TestServer, startTestServer } from '@/testing/test-server';
import { signUpAndSignIn } from '@/testing/users';
import { recordChange } from './changes';
import { inUserTransaction } from '@/db/user-transaction';
import type { TriggerEvent } from './define-trigger';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(async () => {
  await server?.close();
});

async function pendingOutboxRows(rowId: string) {
  return queryRows<{ id: number; dispatched_at: Date | null }>(
    server.services.db,
    sql`select id, dispatched_at from outbox where row_id = ${rowId}`,
  );
}

test('a rolled-back write leaves no outbox row, so no trigger ever fires for it', async () => {
  const client = await signUpAndSignIn(server, 'rollback@example.com');
  const { body: profile } = await client.call('profileSettings.get');
  await expect(
    inUserTransaction(server.services.db, profile.id, async (db) => {
      await recordChange(db, {
        userId: profile.id,
        collection: 'feedback',
        op: 'insert',
        rowId: 'rolled-back-row',
      });
      throw new Error('abort after the write');
    }),
  ).rejects.toThrow('abort after the write');
  expect(await pendingOutboxRows('rolled-back-row')).toEqual([]);
});

test('a committed write is dispatched exactly once, even when the dispatcher runs again', async () => {
  const client = await signUpAndSignIn(server, 'dispatch@example.com');
  const { body } = await client.call('feedback.submit', {
    idempotencyKey: generateId(),
    category: 'praise',
    rating: 5,
    message: 'Dispatched exactly once.',
  });
  await server.waitForMail((mail) => mail.raw.includes(body.id));
  const [row] = await pendingOutboxRows(body.id);
  expect(row?.dispatched_at).not.toBeNull();
  expect(await server.jobs.dispatchPending()).toBe(0);
});

test('a trigger runs as soon as its write is dispatched, not when its worker next looks', async () => {
  // Idle trigger workers look for jobs on their own only every 10 s (jobs.ts); the dispatch that
  // queues a job wakes its worker. Three writes at uneven moments: without the wake-up each would
  // wait up to 10 s, and all three coming within 3 s would be a 1-in-37 chance.
  const client = await signUpAndSignIn(server, 'woken@example.com');
  for (const pause of [700, 1900, 300]) {
    await new Promise((resolve) => setTimeout(resolve, pause));
    const { body } = await client.call('feedback.submit', {
      idempotencyKey: generateId(),
      category: 'praise',
      rating: 4,
      message: `Handled at once, after ${pause} ms.`,
    });
    const submitted = Date.now();
    await expect
      .poll(
        async () => {
          const [row] = await queryRows<{ handled_at: Date | null }>(
            server.services.db,
            sql`select handled_at from feedback where id = ${body.id}`,
          );
          return row?.handled_at ?? null;
        },
        { timeout: 15_000, interval: 50 },
      )
      .not.toBeNull();
    expect(Date.now() - submitted).toBeLessThan(3000);
  }
});

test('the feedback trigger is idempotent: running the same event twice sends one mail', async () => {
  const client = await signUpAndSignIn(server, 'twice@example.com');
  const { body } = await client.call('feedback.submit', {
    idempotencyKey: generateId(),
    category: 'bug',
    rating: 1,
    message: 'Handled only once, please.',
  });
  await server.waitForMail((mail) => mail.raw.includes(body.id));
  const event: TriggerEvent = {
    outboxId: 0,
    userId: 'ignored',
    collection: 'feedback',
    op: 'insert',
    rowId: body.id,
    before: null,
    after: null,
  };
  const ctx = { services: server.services, eventKey: `onFeedbackCreated:${body.id}` };
  await onFeedbackCreated.handler(event, ctx);
  await onFeedbackCreated.handler(event, ctx);
  const mails = (await server.mails()).filter((mail) => mail.raw.includes(body.id));
  expect(mails).toHaveLength(1);
  const [handled] = await queryRows<{ handled_at: Date | null }>(
    server.services.db,
    sql`select handled_at from feedback where id = ${body.id}`,
  );
  expect(handled?.handled_at).not.toBeNull();
});

test(
  'the trigger claims and queues in one transaction; a failed delivery is retried and arrives once',
  async () => {
    const client = await signUpAndSignIn(server, 'retry@example.com');
    const mailer = server.services.mailer;
    const realSend = mailer.send.bind(mailer);
    let failures = 0;
    mailer.send = async (message) => {
      if (message.text.includes('Mail server was down.') && failures === 0) {
        failures += 1;
        throw new Error('SMTP down');
      }
      return realSend(message);
    };
    try {
      const { body } = await client.call('feedback.submit', {
        idempotencyKey: generateId(),
        category: 'bug',
        rating: 3,
        message: 'Mail server was down.',
      });
      await server.waitForMail((mail) => mail.raw.includes(body.id), MAIL_TIMEOUT_MS);
      expect(failures).toBe(1);
      await new Promise((resolve) => setTimeout(resolve, 500));
      expect((await server.mails()).filter((mail) => mail.raw.includes(body.id))).toHaveLength(1);
      const [row] = await queryRows<{ handled_at: Date | null }>(
        server.services.db,
        sql`select handled_at from feedback where id = ${body.id}`,
      );
      expect(row?.handled_at).not.toBeNull();
    } finally {
      mailer.send = realSend;
    }
  },
  MAIL_TIMEOUT_MS + 10_000,
);

test('once stopped, the dispatcher starts no pass: a change heard later waits for the next start', async () => {
  // A notice can arrive between the job runner's stop and the listener's: a pass started then
  // queued jobs for a stopped pg-boss while the database was being closed.
  const own = await startTestServer();
  try {
    const client = await signUpAndSignIn(own, 'stopped@example.com');
    const { body: profile } = await client.call('profileSettings.get');
    await own.jobs.stop();
    await inUserTransaction(own.services.db, profile.id, (db) =>
      recordChange(db, {
        userId: profile.id,
        collection: 'feedback',
        op: 'insert',
        rowId: 'written-after-stop',
      }),
    );
    own.jobs.poke();
    await new Promise((resolve) => setTimeout(resolve, 1000));
    const [row] = await queryRows<{ dispatched_at: Date | null }>(
      own.services.db,
      sql`select dispatched_at from outbox where row_id = 'written-after-stop'`,
    );
    expect(row).toEqual({ dispatched_at: null });
  } finally {
    await own.close();
  }
});
