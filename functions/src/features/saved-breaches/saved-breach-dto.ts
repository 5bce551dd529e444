import type { BreachSummary } from '@bulwark/contracts/schemas/breach.schema';
import type { GuidedStep, SavedBreach } from '@bulwark/contracts/schemas/saved-breach.schema';
import { describeBreachedSite } from './breached-site';
import { stepsForDataClasses } from './guided-steps';
import type { HistoryEntry, SavedBreachRow, StepStateRow } from './saved-breaches.repository';
import { type SiteGuidedStep, guideStepsForSite } from './site-guidance';
import type { TwoFactorDirectory } from './two-factor-directory';

/** What a saved breach's answer takes from its catalog entry alone: the same for everyone. */
interface BreachGuidance {
  site: SavedBreach['site'];
  steps: readonly Readonly<SiteGuidedStep>[];
}

/**
 * Each catalog entry's guidance, worked out once per entry and two-step directory. The list sends
 * every saved breach's site and steps on each read, and working them out again (a URL parsed and
 * checked per site and link, the steps chosen and reworded) was an eighth of the list's server
 * time (docs/benchmarks.md). Both keys are kept objects (decision 033): a new catalog or
 * directory brings new entries, and the old ones' guidance goes with them.
 */
const guidanceByDirectory = new WeakMap<
  TwoFactorDirectory,
  WeakMap<BreachSummary, BreachGuidance>
>();

function guidanceFor(breach: BreachSummary, directory: TwoFactorDirectory): BreachGuidance {
  let byBreach = guidanceByDirectory.get(directory);
  if (!byBreach) {
    byBreach = new WeakMap();
    guidanceByDirectory.set(directory, byBreach);
  }
  let guidance = byBreach.get(breach);
  if (!guidance) {
    const site = describeBreachedSite(breach, directory);
    const steps = guideStepsForSite(stepsForDataClasses(breach.dataClasses), site);
    // Every answer that names this breach shares these objects: none of them may change one.
    guidance = freezeDeeply({ site, steps });
    byBreach.set(breach, guidance);
  }
  return guidance;
}

function freezeDeeply<T>(value: T): T {
  if (typeof value === 'object' && value !== null && !Object.isFrozen(value)) {
    for (const inner of Object.values(value)) freezeDeeply(inner);
    Object.freeze(value);
  }
  return value;
}

function withProgress(steps: BreachGuidance['steps'], stepRows: StepStateRow[]): GuidedStep[] {
  const states = new Map(stepRows.map((row) => [row.stepId, row]));
  return steps.map((step) => {
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
  const { site, steps: guidedSteps } = guidanceFor(breach, directory);
  return {
    id: row.id,
    breach,
    site,
    status: row.status,
    notes: row.notes,
    steps: withProgress(guidedSteps, steps),
    history: history.map((event) => ({
      kind: event.kind,
      at: event.at.toISOString(),
      stepId: event.stepId,
    })),
    savedAt: row.createdAt.toISOString(),
    resolvedAt: row.resolvedAt?.toISOString() ?? null,
  };
}
