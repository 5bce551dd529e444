import {
  type CollectionName,
  type CollectionPayload,
  collections,
} from '@bulwark/contracts/contracts';
import type { ChangeOp } from './changes';
import type { AppServices } from './context';

/** An outbox event as a trigger's job carries it: the payloads are stored JSON, not yet checked. */
export interface TriggerEvent {
  outboxId: number;
  userId: string;
  collection: string;
  op: ChangeOp;
  rowId: string;
  before: unknown;
  after: unknown;
}

/** The event a handler sees: its payloads checked against the collection's schema. */
export interface TriggerEventOf<C extends CollectionName> extends Omit<
  TriggerEvent,
  'collection' | 'before' | 'after'
> {
  collection: C;
  /** Null when the event carries none, or none its collection's schema accepts. */
  before: CollectionPayload<C> | null;
  after: CollectionPayload<C> | null;
}

export interface TriggerContext {
  services: AppServices;
  /** Stable per event: use it as an idempotency key, since a job may run more than once. */
  eventKey: string;
}

/** Resolves `true` when the run acted on the person's current state (see `coalesce`). */
export type TriggerHandler = (event: TriggerEvent, ctx: TriggerContext) => Promise<boolean | void>;

export interface TriggerDefinition {
  /**
   * Names the trigger's pg-boss queue (`trigger.<id>`) and prefixes its event keys. Never change
   * it once deployed: jobs already queued under the old name would wait for a worker for good.
   */
  id: string;
  collection: CollectionName;
  on: ChangeOp | 'write';
  /**
   * `'per-user'`: the handler acts on the person's state as it stands (the event only says why it
   * runs), and resolves `true` when a run did; that run covers the person's later events fetched
   * in the same batch (trigger-batch.ts). Leave unset when each event matters on its own (a mail).
   */
  coalesce?: 'per-user';
  handler: TriggerHandler;
}

/**
 * Runs `handler` after a change to `collection` commits, with the event's `before`/`after` typed
 * and checked by the collection's schema (contracts). Delivery is at least once (a pg-boss job per
 * event), so handlers must be idempotent.
 */
export function defineTrigger<C extends CollectionName>(
  id: string,
  options: { collection: C; on: TriggerDefinition['on']; coalesce?: TriggerDefinition['coalesce'] },
  handler: (event: TriggerEventOf<C>, ctx: TriggerContext) => Promise<boolean | void>,
): TriggerDefinition {
  const { collection, on, coalesce } = options;
  return {
    id,
    collection,
    on,
    ...(coalesce ? { coalesce } : {}),
    handler: (event, ctx) => {
      const read = (payload: unknown) => readPayload(collection, payload, ctx.services.logger, id);
      return handler(
        { ...event, collection, before: read(event.before), after: read(event.after) },
        ctx,
      );
    },
  };
}

function readPayload<C extends CollectionName>(
  collection: C,
  payload: unknown,
  logger: AppServices['logger'],
  triggerId: string,
): CollectionPayload<C> | null {
  if (payload === null || payload === undefined) return null;
  const parsed = collections[collection].safeParse(payload);
  if (parsed.success) return parsed.data as CollectionPayload<C>;
  logger.warn('change payload does not match its collection; handled as empty', {
    trigger: triggerId,
    collection,
  });
  return null;
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
