import { findUserById } from '@/auth/user.repository';
import { recordChange } from '@/platform/changes';
import type { AppServices } from '@/platform/context';
import { claimStaleNudge, findStaleAssessments } from './risk-assessment.repository';
import { RISK_ASSESSMENT_COLLECTION } from './risk-assessment.service';
import { composeStaleAnswersMail } from './stale-answers-mail';

/** Answers older than this are "re-confirm" (design §6.7). */
export const STALE_AFTER_DAYS = 180;
const BATCH = 200;

/**
 * Tells each user whose latest answers are over 180 days old, once: in the app (the overview's
 * `staleSince`) and by mail. The claim and the mail share a transaction, so a failed send is
 * retried next run and a retried run never mails twice.
 */
export async function nudgeStaleAssessments(services: AppServices): Promise<{ nudged: number }> {
  const now = services.clock.now();
  const before = new Date(now.getTime() - STALE_AFTER_DAYS * 24 * 60 * 60 * 1000);
  let nudged = 0;
  for (const stale of await findStaleAssessments(services.db, before, BATCH)) {
    const sent = await services.db.transaction(async (tx) => {
      if (!(await claimStaleNudge(tx, stale.id, now))) return false;
      const owner = await findUserById(tx, stale.userId);
      if (!owner || owner.disabledAt) return false;
      await recordChange(tx, { userId: stale.userId, collection: RISK_ASSESSMENT_COLLECTION, op: 'update', rowId: stale.id });
      await services.mailer.send(
        composeStaleAnswersMail({ to: owner.email, completedAt: stale.completedAt, baseUrl: services.config.baseUrl }),
      );
      return true;
    });
    if (sent) nudged += 1;
  }
  return { nudged };
}
