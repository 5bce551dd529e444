import { BREACH_ALERTS_COLLECTION } from '@/features/breach-alerts/breach-alerts.service';
import { recordChange } from '@/platform/changes';
import { defineTrigger } from '@/platform/define-trigger';
import { inDatabaseTransaction } from '@/db/transaction';
import {
  EXPOSURE_SUMMARY_COLLECTION,
  SAVED_BREACHES_COLLECTION,
  addFoundBreach,
  computeExposureSummary,
} from './saved-breaches.service';
import { lockUserSummary, upsertExposureSummary } from './saved-breaches.repository';

/**
 * Recomputes the user's exposure summary after any change to their saved breaches. Idempotent:
 * it recomputes from the list as it is, and a late run never overwrites a newer event's result.
 * Since it reads the list as it stands, one run covers the person's other changes in its batch
 * (`coalesce`): resolving or removing several breaches at once is an event for each, and reading a
 * list of forty breaches with their steps and catalog entries takes milliseconds.
 */
export const onSavedBreachWritten = defineTrigger(
  'onSavedBreachWritten',
  { collection: SAVED_BREACHES_COLLECTION, on: 'write', coalesce: 'per-user' },
  async (event, { services }) => {
    await inDatabaseTransaction(services.db, async (tx) => {
      await lockUserSummary(tx, event.userId);
      const summary = await computeExposureSummary({ db: tx, services, userId: event.userId });
      await upsertExposureSummary(tx, {
        userId: event.userId,
        ...summary,
        sourceEventId: event.outboxId,
      });
      await recordChange(tx, {
        userId: event.userId,
        collection: EXPOSURE_SUMMARY_COLLECTION,
        op: 'update',
        rowId: event.userId,
      });
    });
    return true;
  },
);

/**
 * A breach found for one of the person's verified addresses joins their list, so the dashboard and
 * the guided steps show it without anyone saving it by hand. Only the first finding of a breach
 * adds it: a breach the person removed ("not mine") stays removed when another address turns up in it.
 */
export const onBreachFoundAddToList = defineTrigger(
  'onBreachFoundAddToList',
  { collection: BREACH_ALERTS_COLLECTION, on: 'insert' },
  async (event, { services }) => {
    const finding = event.after;
    // Alerts marked read carry nothing, and events from before findings carried their facts too little.
    if (!finding || !('isFirstForUser' in finding) || !finding.isFirstForUser) return;
    await inDatabaseTransaction(services.db, (tx) =>
      addFoundBreach(
        { db: tx, services, userId: event.userId },
        finding.breachName,
        new Date(finding.foundAt),
      ),
    );
  },
);
