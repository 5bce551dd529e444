import { sql } from 'drizzle-orm';
import type { CollectionName, CollectionPayload } from '@bulwark/contracts/contracts';
import type { AppDb } from '@/db/client';
import { statementAtCommitOnce } from '@/db/statement-once';
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
 * features or the browser may react to. One statement: the insert and its notice travel together,
 * a round trip fewer on every write (each one waits for the database; on the embedded one, for the
 * one thread).
 */
export async function recordChange<C extends CollectionName>(
  tx: AppDb,
  change: Change<C>,
): Promise<void> {
  const { userId, collection, op, rowId } = change;
  const json = (payload: unknown) =>
    payload === null || payload === undefined ? null : JSON.stringify(payload);
  await insertAndAnnounce(tx, {
    userId,
    collection,
    op,
    rowId,
    before: json(change.before),
    after: json(change.after),
  });
}

/**
 * The outbox row and its notice, built once (every write runs it). Nothing of the call reads it,
 * so a signed-in call on PostgreSQL sends it with its `COMMIT` (decision 037). The notice is built
 * in SQL around the new id; its fields are those of ChangeNotice.
 */
const insertAndAnnounce = statementAtCommitOnce(() => {
  const [userId, collection, op, rowId] = ['userId', 'collection', 'op', 'rowId'].map((name) =>
    sql.placeholder(name),
  );
  return sql`with added as (
      insert into ${outbox} (user_id, collection, op, row_id, before, after)
      values (${userId}, ${collection}, ${op}, ${rowId},
        ${sql.placeholder('before')}::jsonb, ${sql.placeholder('after')}::jsonb)
      returning id)
    select added.id, pg_notify(${CHANGES_CHANNEL}, json_build_object(
      'outboxId', added.id, 'userId', ${userId}::text, 'collection', ${collection}::text,
      'op', ${op}::text, 'rowId', ${rowId}::text)::text)
    from added`;
});
