import { setTimeout as delay } from 'node:timers/promises';
import { sql } from 'drizzle-orm';
import { type Job, type JobResult, PgBoss } from 'pg-boss';
import { type AppDb, type Database, queryRows } from '@/db/client';
import { describeError } from '@/lib/logger';
import type { MailMessage } from '@/lib/mailer';
import { inDatabaseTransaction } from '@/db/transaction';
import type { ChangeOp } from './changes';
import type { AppServices } from './context';
import { scheduleQueueName } from './define-schedule';
import { type TriggerEvent, triggerMatches, triggerQueueName } from './define-trigger';
import { createQueue, inTransaction } from './job-queue';
import type { FeatureRegistry } from './registry';
import { settleEach, settleTriggerJobs } from './trigger-batch';

const DEAD_LETTER_QUEUE = 'dead-letter';
/**
 * Mail that must survive an SMTP outage or a restart (identity mail: verification, resets,
 * security notices). Retried with back-off for about an hour; the job, which holds the message
 * and so its link, is deleted an hour after it ends.
 */
const MAIL_QUEUE = 'mail.deliver';
const DISPATCH_BATCH = 100;
/**
 * Trigger jobs fetched and completed together: a burst of writes costs a few statements per batch
 * instead of two per job, and a `coalesce: 'per-user'` trigger runs once per person in it.
 */
const TRIGGER_BATCH = 50;
/** A safety net under NOTIFY: pending outbox rows are also picked up on this interval. */
const DISPATCH_POLL_MS = 2000;
/**
 * How often an idle worker looks for jobs on its own. Each look is a claiming statement
 * (pg-boss's fetch, 1.7–2.0 ms on the embedded database), and with a worker per trigger and per
 * schedule, looking every 2 s kept an idle default install 3.4 % busy (docs/benchmarks.md). A
 * trigger's job is run at once anyway: the dispatch that queued it wakes the worker. Looking
 * finds retries and what a stopped instance left. A schedule's job comes at most hourly.
 */
const TRIGGER_POLL_SECONDS = 10;
const SCHEDULE_POLL_SECONDS = 30;
/**
 * The least time between the starts of two dispatch passes. Each pass costs statements of its own
 * (the outbox claim, one job insert per queue, then each worker's fetch and completion), and on the
 * embedded database's one connection a pass per write doubled what a write cost (issue 11,
 * docs/benchmarks.md); a trigger's effect waits at most this long under load, never when quiet.
 */
const DISPATCH_GAP_MS = 100;

export interface JobRunner {
  /** Moves committed outbox rows into trigger jobs now; returns how many rows it took. */
  dispatchPending(): Promise<number>;
  /** Wakes the dispatcher (called on every change notice). */
  poke(): void;
  /** Queues a message for delivery with retries; resolves once the job is stored (or, given a transaction, written in it). */
  enqueueMail(message: MailMessage, tx?: AppDb): Promise<void>;
  stop(options?: { timeoutMs?: number }): Promise<void>;
}

export interface JobsOptions {
  database: Database;
  services: AppServices;
  /** The triggers and schedules of every feature (registry.ts). */
  features: Pick<FeatureRegistry<unknown>, 'triggers' | 'schedules'>;
}

interface OutboxRow {
  id: number;
  user_id: string;
  collection: string;
  op: ChangeOp;
  row_id: string;
  before: unknown;
  after: unknown;
}

/**
 * A worker that fetches up to `batchSize` jobs at once and settles each on its own (a failing job
 * is retried alone), and fetches again at once after a full batch: pg-boss otherwise waits a
 * polling interval after every fetch, so a backlog of N batches took N intervals.
 */
async function workEagerly<T>(
  boss: PgBoss,
  queue: string,
  options: { pollingIntervalSeconds: number; batchSize: number },
  settle: (jobs: Job<T>[]) => Promise<JobResult[]>,
): Promise<string> {
  // Read by the handler once the first job runs, by which time work() has returned it.
  let workerId = '';
  workerId = await boss.work<T>(queue, { ...options, perJobResults: true }, async (jobs) => {
    const results = await settle(jobs);
    // A full batch may have left more behind; a short one emptied the queue, and the next job's
    // dispatch wakes the worker.
    if (jobs.length >= options.batchSize) boss.notifyWorker(workerId);
    return results;
  });
  return workerId;
}

export async function startJobs(options: JobsOptions): Promise<JobRunner> {
  const { database, services } = options;
  const logger = services.logger.child({ component: 'jobs' });
  const boss = new PgBoss({
    ...database.bossConnection,
    ...(database.kind === 'pglite' ? { backend: 'pglite' as const } : {}),
    schema: 'pgboss',
  });
  boss.on('error', (error) => logger.error('pg-boss error', describeError(error)));
  await boss.start();
  await createQueue(boss, DEAD_LETTER_QUEUE);

  // From here on a job can run: whatever jobs read must be ready before this line.
  logger.info('job workers starting', {
    triggers: options.features.triggers.length,
    schedules: options.features.schedules.length,
  });
  const workerIds = await registerWorkers(boss, options);
  const enqueueMail = await startMailQueue(boss, options);

  async function dispatchPending(): Promise<number> {
    const { count, woken } = await inDatabaseTransaction(database.db, async (tx) => {
      // Taken and marked in one statement; the jobs below are written in the same transaction,
      // so a row is marked exactly when its jobs exist: none is lost or doubled.
      const taken = await queryRows<OutboxRow>(
        tx,
        sql`
        update outbox set dispatched_at = now() where id in (
          select id from outbox where dispatched_at is null order by id
          limit ${DISPATCH_BATCH} for update skip locked)
        returning id, user_id, collection, op, row_id, before, after`,
      );
      // One insert per queue, whatever the number of rows taken.
      const jobsByQueue = new Map<string, { data: TriggerEvent }[]>();
      for (const row of taken) {
        const event: TriggerEvent = {
          outboxId: Number(row.id),
          userId: row.user_id,
          collection: row.collection,
          op: row.op,
          rowId: row.row_id,
          before: row.before,
          after: row.after,
        };
        for (const trigger of options.features.triggers) {
          if (!triggerMatches(trigger, row.collection, row.op)) continue;
          const queue = triggerQueueName(trigger);
          const jobs = jobsByQueue.get(queue) ?? [];
          jobs.push({ data: event });
          jobsByQueue.set(queue, jobs);
        }
      }
      for (const [queue, jobs] of jobsByQueue) await boss.insert(queue, jobs, inTransaction(tx));
      return { count: taken.length, woken: [...jobsByQueue.keys()] };
    });
    for (const queue of woken) {
      const workerId = workerIds.get(queue);
      if (workerId) boss.notifyWorker(workerId);
    }
    return count;
  }

  const loop = dispatchLoop(dispatchPending, logger);
  return {
    dispatchPending,
    poke: loop.poke,
    enqueueMail,
    async stop({ timeoutMs = 8000 } = {}) {
      await loop.stop();
      await boss.stop({ graceful: true, timeout: timeoutMs, close: true });
    },
  };
}

/**
 * Runs the dispatcher one pass at a time: a poke during a pass queues exactly one more, and a
 * timer pokes every DISPATCH_POLL_MS as a safety net under NOTIFY. A pass starts at once after a
 * quiet spell, but at most one per DISPATCH_GAP_MS under a stream of writes, so the changes
 * gathered meanwhile travel as one batch.
 */
function dispatchLoop(dispatchPending: () => Promise<number>, logger: AppServices['logger']) {
  let running: Promise<unknown> = Promise.resolve();
  let pending = false;
  let lastPassAt = -Infinity;
  // Once stopped, no pass starts: the listener stops after the job queue, and a change heard in
  // between would otherwise queue jobs for a pg-boss that no longer runs them, while the database
  // is being closed under the pass. What is left undispatched, the next start dispatches.
  let stopped = false;
  function poke() {
    if (pending || stopped) return;
    pending = true;
    running = running.then(async () => {
      const wait = lastPassAt + DISPATCH_GAP_MS - performance.now();
      if (wait > 0) await delay(wait);
      // Pokes until here are covered by this pass.
      pending = false;
      if (stopped) return;
      lastPassAt = performance.now();
      try {
        while ((await dispatchPending()) === DISPATCH_BATCH && !stopped);
      } catch (error) {
        logger.error('outbox dispatch failed', describeError(error));
      }
    });
  }
  const poll = setInterval(poke, DISPATCH_POLL_MS);
  poke();
  return {
    poke,
    async stop() {
      stopped = true;
      clearInterval(poll);
      await running;
    },
  };
}

/** One queue and worker per trigger and per schedule; returns each trigger queue's worker id. */
async function registerWorkers(boss: PgBoss, options: JobsOptions): Promise<Map<string, string>> {
  const { services } = options;
  const workerIds = new Map<string, string>();
  for (const trigger of options.features.triggers) {
    const queue = triggerQueueName(trigger);
    await createQueue(boss, queue, {
      retryLimit: 5,
      retryBackoff: true,
      deadLetter: DEAD_LETTER_QUEUE,
    });
    const workerId = await workEagerly<TriggerEvent>(
      boss,
      queue,
      { pollingIntervalSeconds: TRIGGER_POLL_SECONDS, batchSize: TRIGGER_BATCH },
      (jobs) => settleTriggerJobs(trigger, jobs, services),
    );
    workerIds.set(queue, workerId);
  }
  for (const schedule of options.features.schedules) {
    const queue = scheduleQueueName(schedule);
    await createQueue(boss, queue, { retryLimit: 2, deadLetter: DEAD_LETTER_QUEUE });
    await boss.schedule(queue, schedule.cron, null, { tz: 'UTC' });
    await boss.work(queue, { pollingIntervalSeconds: SCHEDULE_POLL_SECONDS }, async () =>
      schedule.handler(services),
    );
  }
  return workerIds;
}

async function startMailQueue(
  boss: PgBoss,
  options: JobsOptions,
): Promise<JobRunner['enqueueMail']> {
  const { services } = options;
  await createQueue(boss, MAIL_QUEUE, {
    retryLimit: 10,
    retryDelay: 5,
    retryBackoff: true,
    retryDelayMax: 15 * 60,
    deleteAfterSeconds: 60 * 60,
    deadLetter: DEAD_LETTER_QUEUE,
  });
  const workerId = await workEagerly<MailMessage>(
    boss,
    MAIL_QUEUE,
    { pollingIntervalSeconds: 1, batchSize: 1 },
    (jobs) =>
      settleEach(jobs, async (message) => {
        try {
          await services.mailer.send(message);
        } catch (error) {
          services.logger.warn('mail not delivered; will retry', {
            subject: message.subject,
            ...describeError(error),
          });
          throw error;
        }
      }),
  );
  return async (message, tx) => {
    if (tx) {
      // Visible once the caller commits; the worker's next poll (at most a second) picks it up.
      await boss.send(MAIL_QUEUE, message, inTransaction(tx));
      return;
    }
    await boss.send(MAIL_QUEUE, message);
    boss.notifyWorker(workerId);
  };
}
