import { CallableError } from '@bulwark/contracts/errors';
import {
  type Feedback,
  FEEDBACK_PER_HOUR,
  type SubmitFeedbackInput,
} from '@bulwark/contracts/schemas/feedback.schema';
import type { AppDb } from '@/db/client';
import type { Clock } from '@/lib/clock';
import { recordChange } from '@/platform/changes';
import {
  countFeedbackSince,
  findFeedbackByKey,
  insertFeedback,
  listFeedback,
  lockFeedbackQuota,
} from './feedback.repository';

const HOUR_MS = 60 * 60 * 1000;

function isSameMessage(earlier: Feedback, input: SubmitFeedbackInput): boolean {
  return (
    earlier.category === input.category &&
    earlier.rating === input.rating &&
    earlier.message === input.message
  );
}

/**
 * Stores feedback, at most FEEDBACK_PER_HOUR per user in any rolling hour, once per idempotency
 * key: a repeat (a retry, a double click) gets the stored message back and stores, counts and
 * mails nothing. The quota lock also serialises repeats arriving at the same moment.
 */
export async function submitFeedback(
  db: AppDb,
  options: { userId: string; input: SubmitFeedbackInput; clock: Clock },
): Promise<Feedback> {
  const now = options.clock.now();
  await lockFeedbackQuota(db, options.userId);
  const earlier = await findFeedbackByKey(db, options.userId, options.input.idempotencyKey);
  if (earlier) {
    if (!isSameMessage(earlier, options.input)) {
      throw new CallableError(
        'invalid-argument',
        'This request key was already used for another message. Reload the page and try again.',
        {
          field: 'idempotencyKey',
        },
      );
    }
    return earlier;
  }
  const recent = await countFeedbackSince(db, options.userId, new Date(now.getTime() - HOUR_MS));
  if (recent.count >= FEEDBACK_PER_HOUR) {
    // The quota frees up when the oldest message of the last hour leaves the window.
    const freedAt = (recent.oldest?.getTime() ?? now.getTime()) + HOUR_MS;
    throw new CallableError(
      'resource-exhausted',
      `You have sent ${FEEDBACK_PER_HOUR} messages in the last hour. Try again later.`,
      { retryAfterSeconds: Math.max(1, Math.ceil((freedAt - now.getTime()) / 1000)) },
    );
  }
  const saved = await insertFeedback(db, options.userId, options.input, now);
  await recordChange(db, {
    userId: options.userId,
    collection: 'feedback',
    op: 'insert',
    rowId: saved.id,
  });
  return saved;
}

/** The latest feedback shown beside the form. */
export function listRecentFeedback(db: AppDb, userId: string): Promise<Feedback[]> {
  return listFeedback(db, userId, 50);
}

/** All of it, for the data export. */
export function listAllFeedback(db: AppDb, userId: string): Promise<Feedback[]> {
  return listFeedback(db, userId);
}
