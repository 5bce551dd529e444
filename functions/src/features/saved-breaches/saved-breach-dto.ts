import type { BreachSummary } from '@bulwark/contracts/schemas/breach.schema';
import type { GuidedStep, SavedBreach } from '@bulwark/contracts/schemas/saved-breach.schema';
import { describeBreachedSite } from './breached-site';
import { stepsForDataClasses } from './guided-steps';
import type { HistoryEntry, SavedBreachRow, StepStateRow } from './saved-breaches.repository';
import { guideStepsForSite } from './site-guidance';
import type { TwoFactorDirectory } from './two-factor-directory';

function buildSteps(
  breach: BreachSummary,
  site: SavedBreach['site'],
  stepRows: StepStateRow[],
): GuidedStep[] {
  const states = new Map(stepRows.map((row) => [row.stepId, row]));
  return guideStepsForSite(stepsForDataClasses(breach.dataClasses), site).map((step) => {
    const saved = states.get(step.id);
    return {
      ...step,
      state: saved?.state ?? 'open',
      changedAt: saved?.changedAt.toISOString() ?? null,
    };
  });
}

interface SavedBreachParts {
  breach: BreachSummary;
  directory: TwoFactorDirectory;
  steps: StepStateRow[];
  history: HistoryEntry[];
}

/** A saved breach as the wire carries it: its row, catalog entry, guided steps and history. */
export function toSavedBreach(
  row: SavedBreachRow,
  { breach, directory, steps, history }: SavedBreachParts,
): SavedBreach {
  const site = describeBreachedSite(breach, directory);
  return {
    id: row.id,
    breach,
    site,
    status: row.status,
    notes: row.notes,
    steps: buildSteps(breach, site, steps),
    history: history.map((event) => ({
      kind: event.kind,
      at: event.at.toISOString(),
      stepId: event.stepId,
    })),
    savedAt: row.createdAt.toISOString(),
    resolvedAt: row.resolvedAt?.toISOString() ?? null,
  };
}
