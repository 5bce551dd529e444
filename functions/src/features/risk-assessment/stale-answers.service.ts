import { FRESH_FOR_DAYS } from '@bulwark/contracts/risk-assessment/model';
import { staleAnswersSince } from '@bulwark/contracts/risk-assessment/answer-age';
import { findUserById } from '@/auth/user.repository';
import { recordChange } from '@/platform/changes';
import type { AppServices } from '@/platform/context';
import { inDatabaseTransaction } from '@/db/transaction';
import { claimStaleNudge, findStaleCandidates } from './risk-assessment.repository';
import { RISK_ASSESSMENT_COLLECTION } from './risk-assessment.service';
import { composeStaleAnswersMail } from './stale-answers-mail';

/** Answers older than this are "re-confirm" (design §6.7): the model's own freshness limit. */
export const STALE_AFTER_DAYS = FRESH_FOR_DAYS;
const BATCH = 200;
/** A bound on one run (200,000 assessments); the next week's run continues. */
const MAX_ROUNDS = 1000;

/**
 * Tells each user whose latest answers include one the score uses that is over 180 days old,
 * once per assessment: in the app (the overview's `staleSince`) and by mail. Age is judged by
 * each answer's own date, not the submission, so a retake that leaves old answers unchanged does
 * not reset the clock. The claim and the queued mail share a transaction, so a retried run never
 * mails twice; the mail queue delivers, with retries, outside it.
 */
export async function nudgeStaleAssessments(services: AppServices): Promise<{ nudged: number }> {
  const now = services.clock.now();
  const before = new Date(now.getTime() - STALE_AFTER_DAYS * 24 * 60 * 60 * 1000);
  let nudged = 0;
  let afterId = '';
  for (let round = 0; round < MAX_ROUNDS; round += 1) {
    const page = await findStaleCandidates(services.db, before, BATCH, afterId);
    for (const candidate of page) {
      const since = staleAnswersSince(
        candidate.answers,
        candidate.answeredAt,
        candidate.completedAt.toISOString(),
        now,
      );
      if (since === null) continue;
      const sent = await inDatabaseTransaction(services.db, async (tx) => {
        if (!(await claimStaleNudge(tx, candidate.id, now))) return false;
        const owner = await findUserById(tx, candidate.userId);
        if (!owner || owner.disabledAt) return false;
        await recordChange(tx, {
          userId: candidate.userId,
          collection: RISK_ASSESSMENT_COLLECTION,
          op: 'update',
          rowId: candidate.id,
        });
        await services.enqueueMail(
          composeStaleAnswersMail({
            to: owner.email,
            answeredSince: new Date(since),
            baseUrl: services.config.baseUrl,
          }),
          tx,
        );
        return true;
      });
      if (sent) nudged += 1;
    }
    afterId = page.at(-1)?.id ?? afterId;
    if (page.length < BATCH) break;
  }
  return { nudged };
}
