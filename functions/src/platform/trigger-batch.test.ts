import type { Job } from 'pg-boss';
import { expect, test } from 'vitest';
import { createLogger } from '@/lib/logger';
import type { AppServices } from './context';
import { type TriggerDefinition, type TriggerEvent, defineTrigger } from './define-trigger';
import { settleEach, settleTriggerJobs } from './trigger-batch';

const services = { logger: createLogger('silent') } as AppServices;

function job(outboxId: number, userId: string, after: unknown = null): Job<TriggerEvent> {
  return {
    id: `job-${outboxId}`,
    data: {
      outboxId,
      userId,
      collection: 'password-checks',
      op: 'insert',
      rowId: `row-${outboxId}`,
      before: null,
      after,
    },
  } as Job<TriggerEvent>;
}

/** A trigger that records the events it ran, fails on the given ones and acts on the rest. */
function recordingTrigger(coalesce: TriggerDefinition['coalesce'], failOn: number[] = []) {
  const ran: string[] = [];
  const trigger = defineTrigger(
    'onSeen',
    { collection: 'password-checks', on: 'insert', ...(coalesce ? { coalesce } : {}) },
    (event, ctx) => {
      ran.push(ctx.eventKey);
      if (failOn.includes(event.outboxId)) return Promise.reject(new Error('handler failed'));
      return Promise.resolve(true);
    },
  );
  return { trigger, ran };
}

test('each job settles on its own: one failure is retried alone, the rest complete', async () => {
  const results = await settleEach([job(1, 'u1'), job(2, 'u1'), job(3, 'u2')], (event) =>
    event.outboxId === 2 ? Promise.reject(new Error('SMTP down')) : Promise.resolve(),
  );
  expect(results).toEqual([
    { id: 'job-1', status: 'completed' },
    expect.objectContaining({
      id: 'job-2',
      status: 'failed',
      output: expect.objectContaining({ error: 'SMTP down' }),
    }),
    { id: 'job-3', status: 'completed' },
  ]);
});

test('a trigger without coalescing runs every event of the batch, in the order of the changes', async () => {
  const { trigger, ran } = recordingTrigger(undefined);
  const results = await settleTriggerJobs(
    trigger,
    [job(3, 'u1'), job(1, 'u1'), job(2, 'u2')],
    services,
  );
  expect(ran).toEqual(['onSeen:1', 'onSeen:2', 'onSeen:3']);
  expect(results.map((result) => result.status)).toEqual(['completed', 'completed', 'completed']);
});

test("a per-user trigger runs once per person: the first event's run covers that person's later ones", async () => {
  const { trigger, ran } = recordingTrigger('per-user');
  const results = await settleTriggerJobs(
    trigger,
    [job(4, 'u1'), job(2, 'u1'), job(3, 'u2'), job(5, 'u2'), job(6, 'u1')],
    services,
  );
  expect(ran).toEqual(['onSeen:2', 'onSeen:3']);
  expect(results).toEqual(
    ['job-2', 'job-3', 'job-4', 'job-5', 'job-6'].map((id) => ({ id, status: 'completed' })),
  );
});

test('a run that did not act on the state covers nothing: the next event of that person runs', async () => {
  const ran: number[] = [];
  // Acts only on events that carry a payload, as the risk triggers skip notes and steps.
  const trigger = defineTrigger(
    'onSeen',
    { collection: 'password-checks', on: 'insert', coalesce: 'per-user' },
    (event) => {
      ran.push(event.outboxId);
      return Promise.resolve(event.after !== null);
    },
  );
  const payload = { label: 'Mail' };
  await settleTriggerJobs(
    trigger,
    [job(1, 'u1'), job(2, 'u1', payload), job(3, 'u1', payload)],
    services,
  );
  expect(ran).toEqual([1, 2]);
});

test('a failed run covers nothing: it is retried, and the next event of that person runs', async () => {
  const { trigger, ran } = recordingTrigger('per-user', [1]);
  const results = await settleTriggerJobs(
    trigger,
    [job(1, 'u1'), job(2, 'u1'), job(3, 'u1')],
    services,
  );
  expect(ran).toEqual(['onSeen:1', 'onSeen:2']);
  expect(results.map((result) => result.status)).toEqual(['failed', 'completed', 'completed']);
});
