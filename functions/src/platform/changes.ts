import { sql } from 'drizzle-orm';
import type { CollectionName, CollectionPayload } from '@bulwark/contracts/contracts';
import type { AppDb } from '@/db/client';
import { outbox } from '@/db/schema';

export const CHANGES_CHANNEL = 'bulwark_changes';

export type ChangeOp = 'insert' | 'update' | 'delete';

/**
 * The owner of changes no user made (a breach ingest): every change event needs an owner, and
 * no user's event stream carries this one.
 */
export const SYSTEM_USER_ID = 'system';

/** A change to one row of a collection; `before`/`after` hold what the collection's schema allows. */
export interface Change<C extends CollectionName> {
  userId: string;
  collection: C;
  op: ChangeOp;
  rowId: string;
  before?: CollectionPayload<C> | null;
  after?: CollectionPayload<C> | null;
}

/** What a NOTIFY carries: enough to route the event, never the row's content. */
export interface ChangeNotice {
  outboxId: number;
  userId: string;
  collection: CollectionName;
  op: ChangeOp;
  rowId: string;
}

/**
 * Records a data change in the outbox inside the caller's transaction and announces it on commit
 * (NOTIFY is delivered only if the transaction commits). Call it next to every write that other
 * features or the browser may react to.
 */
export async function recordChange<C extends CollectionName>(
  tx: AppDb,
  change: Change<C>,
): Promise<void> {
  const [row] = await tx
    .insert(outbox)
    .values({
      userId: change.userId,
      collection: change.collection,
      op: change.op,
      rowId: change.rowId,
      before: change.before ?? null,
      after: change.after ?? null,
    })
    .returning({ id: outbox.id });
  if (!row) throw new Error('outbox insert returned no row');
  const notice: ChangeNotice = {
    outboxId: row.id,
    userId: change.userId,
    collection: change.collection,
    op: change.op,
    rowId: change.rowId,
  };
  await tx.execute(sql`select pg_notify(${CHANGES_CHANNEL}, ${JSON.stringify(notice)})`);
}
