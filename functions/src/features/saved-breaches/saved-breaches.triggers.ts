import { recordChange } from '@/platform/changes';
import { defineTrigger } from '@/platform/define-trigger';
import { EXPOSURE_SUMMARY_COLLECTION, SAVED_BREACHES_COLLECTION, computeExposureSummary } from './saved-breaches.service';
import { lockUserSummary, upsertExposureSummary } from './saved-breaches.repository';

/**
 * Recomputes the user's exposure summary after any change to their saved breaches. Idempotent:
 * it recomputes from the list as it is, and a late run never overwrites a newer event's result.
 */
export const onSavedBreachWritten = defineTrigger(SAVED_BREACHES_COLLECTION, 'write', async (event, { services }) => {
  await services.db.transaction(async (tx) => {
    await lockUserSummary(tx, event.userId);
    const summary = await computeExposureSummary({ db: tx, services, userId: event.userId });
    await upsertExposureSummary(tx, { userId: event.userId, ...summary, sourceEventId: event.outboxId });
    await recordChange(tx, {
      userId: event.userId,
      collection: EXPOSURE_SUMMARY_COLLECTION,
      op: 'update',
      rowId: event.userId,
    });
  });
});
