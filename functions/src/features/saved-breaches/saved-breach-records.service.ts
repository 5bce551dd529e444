import type { SavedBreachStatus } from '@bulwark/contracts/schemas/saved-breach.schema';
import type { AppDb } from '@/db/client';
import { listSavedBreachRows, listWholeSavedBreaches } from './saved-breaches.repository';

export { savedBreachStatusesQuery } from './saved-breaches.repository';

/** The user's saved breaches by name and status (the risk score reads which are fixed). */
export async function listSavedBreachStatuses(
  db: AppDb,
  userId: string,
): Promise<{ breachName: string; status: SavedBreachStatus }[]> {
  const rows = await listSavedBreachRows(db, userId);
  return rows.map((row) => ({
    breachName: row.breachName,
    status: row.status,
  }));
}

/** Saved breaches with their steps and history, for the data export. */
export async function exportSavedBreaches(db: AppDb, userId: string) {
  const { whole } = await listWholeSavedBreaches(db, userId);
  return whole.map(({ row, steps, history }) => ({
    breachName: row.breachName,
    status: row.status,
    notes: row.notes,
    savedAt: row.createdAt.toISOString(),
    resolvedAt: row.resolvedAt?.toISOString() ?? null,
    steps: steps.map((step) => ({
      stepId: step.stepId,
      state: step.state,
      changedAt: step.changedAt.toISOString(),
    })),
    history: history.map((event) => ({
      kind: event.kind,
      stepId: event.stepId,
      at: event.at.toISOString(),
    })),
  }));
}
