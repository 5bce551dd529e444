import { CallableError } from '@bulwark/contracts/errors';
import {
  PASSWORD_CHECKS_MAX,
  type PasswordCheck,
  type RecordPasswordCheckInput,
} from '@bulwark/contracts/schemas/password-check.schema';
import type { AppDb } from '@/db/client';
import type { Clock } from '@/lib/clock';
import { recordChange } from '@/platform/changes';
import {
  countPasswordChecks,
  deletePasswordCheck,
  insertPasswordCheck,
  listPasswordChecks,
} from './password-checks.repository';

export { fromPasswordChecksJson, passwordChecksJson } from './password-checks.repository';

/** Change events of recorded checks: the checker's list refetches, the risk score recomputes. */
export const PASSWORD_CHECKS_COLLECTION = 'password-checks';

interface PasswordChecksContext {
  db: AppDb;
  userId: string;
  clock: Clock;
}

export function listChecks(
  ctx: Pick<PasswordChecksContext, 'db' | 'userId'>,
): Promise<PasswordCheck[]> {
  return listPasswordChecks(ctx.db, ctx.userId);
}

export async function recordCheck(
  ctx: PasswordChecksContext,
  input: RecordPasswordCheckInput,
): Promise<PasswordCheck> {
  if ((await countPasswordChecks(ctx.db, ctx.userId)) >= PASSWORD_CHECKS_MAX) {
    throw new CallableError(
      'failed-precondition',
      `You have ${PASSWORD_CHECKS_MAX} recorded checks, the most kept. Remove old ones to record more.`,
    );
  }
  const check = await insertPasswordCheck(ctx.db, ctx.userId, input, ctx.clock.now());
  await recordChange(ctx.db, {
    userId: ctx.userId,
    collection: PASSWORD_CHECKS_COLLECTION,
    op: 'insert',
    rowId: check.id,
    after: { label: check.label },
  });
  return check;
}

export async function removeCheck(
  ctx: PasswordChecksContext,
  id: string,
): Promise<{ removed: boolean }> {
  const removed = await deletePasswordCheck(ctx.db, ctx.userId, id);
  if (removed) {
    await recordChange(ctx.db, {
      userId: ctx.userId,
      collection: PASSWORD_CHECKS_COLLECTION,
      op: 'delete',
      rowId: id,
    });
  }
  return { removed };
}
