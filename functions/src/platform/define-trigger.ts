import type { ChangeOp } from './changes';
import type { AppServices } from './context';

export interface TriggerEvent {
  outboxId: number;
  userId: string;
  collection: string;
  op: ChangeOp;
  rowId: string;
  before: unknown;
  after: unknown;
}

export interface TriggerContext {
  services: AppServices;
  /** Stable per event: use it as an idempotency key, since a job may run more than once. */
  eventKey: string;
}

export type TriggerHandler = (event: TriggerEvent, ctx: TriggerContext) => Promise<void>;

export interface TriggerDefinition {
  /**
   * Names the trigger's pg-boss queue (`trigger.<id>`) and prefixes its event keys. Never change
   * it once deployed: jobs already queued under the old name would wait for a worker for good.
   */
  id: string;
  collection: string;
  on: ChangeOp | 'write';
  handler: TriggerHandler;
}

/**
 * Runs `handler` after a change to `collection` commits. Delivery is at least once (a pg-boss job
 * per event), so handlers must be idempotent.
 */
export function defineTrigger(
  id: string,
  options: { collection: string; on: TriggerDefinition['on'] },
  handler: TriggerHandler,
): TriggerDefinition {
  return { id, collection: options.collection, on: options.on, handler };
}

export function triggerMatches(
  trigger: TriggerDefinition,
  collection: string,
  op: ChangeOp,
): boolean {
  return trigger.collection === collection && (trigger.on === 'write' || trigger.on === op);
}

/** The pg-boss queue that holds the trigger's jobs. */
export function triggerQueueName(trigger: Pick<TriggerDefinition, 'id'>): string {
  return `trigger.${trigger.id}`;
}

/** The idempotency key a trigger's handler sees for one outbox event. */
export function triggerEventKey(trigger: Pick<TriggerDefinition, 'id'>, outboxId: number): string {
  return `${trigger.id}:${outboxId}`;
}
