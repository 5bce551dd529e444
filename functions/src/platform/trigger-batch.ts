import type { Job, JobResult } from 'pg-boss';
import { describeError } from '@/lib/logger';
import type { AppServices } from './context';
import { type TriggerDefinition, type TriggerEvent, triggerEventKey } from './define-trigger';

/**
 * Settles each job of a fetched batch on its own: a job whose handler throws is failed (and retried
 * by pg-boss) without failing the others. pg-boss completes the rest in one statement, which is
 * why workers fetch in batches: a job fetched and completed alone cost two statements of its own.
 */
export async function settleEach<T>(
  jobs: Job<T>[],
  handle: (data: T) => Promise<unknown>,
): Promise<JobResult[]> {
  const results: JobResult[] = [];
  for (const job of jobs) results.push(await settle(job.id, () => handle(job.data)));
  return results;
}

/**
 * Runs a trigger's batch in the order the changes happened. A trigger with `coalesce: 'per-user'`
 * acts on the person's state as it stands: once its handler says a run did (it resolved `true`),
 * that person's later events in the batch complete without running, because they would find
 * nothing new: their changes were committed before the batch was fetched, so the run already read
 * them. A run that failed covers nothing; the events after it run themselves.
 */
export async function settleTriggerJobs(
  trigger: TriggerDefinition,
  jobs: Job<TriggerEvent>[],
  services: AppServices,
): Promise<JobResult[]> {
  const inOrder = [...jobs].sort((a, b) => a.data.outboxId - b.data.outboxId);
  const run = (event: TriggerEvent) =>
    trigger.handler(event, { services, eventKey: triggerEventKey(trigger, event.outboxId) });
  if (trigger.coalesce !== 'per-user') return settleEach(inOrder, run);

  const covered = new Set<string>();
  const results: JobResult[] = [];
  for (const { id, data: event } of inOrder) {
    if (covered.has(event.userId)) {
      results.push({ id, status: 'completed' });
      continue;
    }
    results.push(
      await settle(id, async () => {
        if ((await run(event)) === true) covered.add(event.userId);
      }),
    );
  }
  return results;
}

async function settle(id: string, work: () => Promise<unknown>): Promise<JobResult> {
  try {
    await work();
    return { id, status: 'completed' };
  } catch (error) {
    return { id, status: 'failed', output: describeError(error) };
  }
}
