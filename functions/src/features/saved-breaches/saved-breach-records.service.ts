import type { SavedBreachStatus } from '@bulwark/contracts/schemas/saved-breach.schema';
import type { AppDb } from '@/db/client';
import { listEventRows, listSavedBreachRows, listStepRows } from './saved-breaches.repository';

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
  const saved = await listSavedBreachRows(db, userId);
  const ids = saved.map((row) => row.id);
  const steps = await listStepRows(db, ids);
  const events = await listEventRows(db, ids);
  return saved.map((row) => ({
    breachName: row.breachName,
    status: row.status,
    notes: row.notes,
    savedAt: row.createdAt.toISOString(),
    resolvedAt: row.resolvedAt?.toISOString() ?? null,
    steps: steps
      .filter((step) => step.savedBreachId === row.id)
      .map((step) => ({
        stepId: step.stepId,
        state: step.state,
        changedAt: step.changedAt.toISOString(),
      })),
    history: events
      .filter((event) => event.savedBreachId === row.id)
      .map((event) => ({ kind: event.kind, stepId: event.stepId, at: event.at.toISOString() })),
  }));
}
