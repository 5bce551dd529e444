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
  collection: string;
  on: ChangeOp | 'write';
  handler: TriggerHandler;
}

/**
 * Runs `handler` after a change to `collection` commits. Delivery is at least once (a pg-boss job
 * per event), so handlers must be idempotent.
 */
export function defineTrigger(
  collection: string,
  on: TriggerDefinition['on'],
  handler: TriggerHandler,
): TriggerDefinition {
  return { collection, on, handler };
}

export function triggerMatches(
  trigger: TriggerDefinition,
  collection: string,
  op: ChangeOp,
): boolean {
  return trigger.collection === collection && (trigger.on === 'write' || trigger.on === op);
}
