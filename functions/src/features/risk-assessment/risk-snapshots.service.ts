import { scoreAssessment } from '@bulwark/contracts/risk-assessment/score';
import type { SnapshotTrigger } from '@bulwark/contracts/schemas/risk-assessment.schema';
import { findUserById } from '@/auth/user.repository';
import { recordChange } from '@/platform/changes';
import type { AppServices } from '@/platform/context';
import { inDatabaseTransaction } from '@/db/transaction';
import { readRiskInputs } from './observed-signals.service';
import { insertSnapshotOnce } from './risk-assessment.repository';
import { RISK_ASSESSMENT_COLLECTION, RISK_HISTORY_COLLECTION } from './risk-assessment.service';
import { scoreInputsKey } from './score-inputs-key';

export interface SnapshotEvent {
  userId: string;
  /** Stable per event (the trigger's event key): a retried job finds its snapshot already there. */
  eventKey: string;
  trigger: SnapshotTrigger;
  detail: string | null;
}

/**
 * Scores the user as things stand now and keeps the result as the snapshot of this event, when the
 * score or its inputs changed since the last snapshot. Users
 * who never submitted an assessment have no score yet, so no snapshot; their overview still
 * refreshes, because its live signals changed.
 */
export async function recordSnapshot(
  services: AppServices,
  event: SnapshotEvent,
): Promise<{ recorded: boolean }> {
  return inDatabaseTransaction(services.db, async (tx) => {
    const refreshOverview = () =>
      recordChange(tx, {
        userId: event.userId,
        collection: RISK_ASSESSMENT_COLLECTION,
        op: 'update',
        rowId: event.userId,
      });
    const owner = await findUserById(tx, event.userId);
    if (!owner) return { recorded: false };
    // The latest assessment, the observed signals, the action states and the newest snapshot's
    // key in one statement.
    const { latest, observed, actionStates, latestSnapshot } = await readRiskInputs(
      { db: tx, services },
      owner,
    );
    if (!latest) {
      await refreshOverview();
      return { recorded: false };
    }
    const now = services.clock.now();
    const inputs = {
      answers: latest.answers,
      answeredAt: latest.answeredAt,
      observed,
      actionStates,
    };
    const result = scoreAssessment({ ...inputs, now });
    if (result.score === null || result.raw === null || result.band === null)
      return { recorded: false };
    // Only a change of the score or of what it rests on makes history: an event that changed
    // neither (a breach saved that was already found, a repeated alert) would be a "±0" entry.
    const inputsKey = scoreInputsKey({
      ...inputs,
      modelVersion: result.modelVersion,
      assessmentId: latest.id,
    });
    if (latestSnapshot?.score === result.score && latestSnapshot.inputsKey === inputsKey)
      return { recorded: false };
    const recorded = await insertSnapshotOnce(tx, {
      userId: event.userId,
      eventKey: event.eventKey,
      computedAt: now,
      trigger: event.trigger,
      detail: event.detail,
      modelVersion: result.modelVersion,
      raw: result.raw,
      score: result.score,
      band: result.band,
      caps: result.caps.filter((cap) => cap.binding).map((cap) => cap.id),
      categoryScores: Object.fromEntries(
        result.categories.map((category) => [category.id, category.score]),
      ),
      observed: Object.fromEntries(
        result.items
          .filter((item) => item.provenance === 'verified')
          .map((item) => [item.id, item.value]),
      ),
      confidence: result.confidence.value,
      assessmentId: latest.id,
      inputsKey,
    });
    if (recorded) {
      await recordChange(tx, {
        userId: event.userId,
        collection: RISK_HISTORY_COLLECTION,
        op: 'insert',
        rowId: event.eventKey,
      });
      // Events the assessment itself raised already told the browser; signal events have not.
      if (!event.trigger.startsWith('action-') && event.trigger !== 'assessment-submitted')
        await refreshOverview();
    }
    return { recorded };
  });
}
