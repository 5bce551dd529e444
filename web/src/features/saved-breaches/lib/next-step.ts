import {
  STEP_SEVERITIES,
  type GuidedStep,
  type SavedBreach,
  type StepSeverity,
} from '@bulwark/contracts/schemas/saved-breach.schema';

/** A breach that needs action and the step to take next on it (none when every step is closed). */
export interface BreachToFix {
  saved: SavedBreach;
  step: GuidedStep | null;
}

function severityRank(severity: StepSeverity): number {
  return STEP_SEVERITIES.indexOf(severity);
}

/** The breach's most severe open step; among equals, the first in the guide's order. */
function mostUrgentOpenStep(saved: SavedBreach): GuidedStep | null {
  const open = saved.steps.filter((step) => step.state === 'open');
  return open.reduce<GuidedStep | null>(
    (best, step) =>
      best === null || severityRank(step.severity) < severityRank(best.severity) ? step : best,
    null,
  );
}

/**
 * The breach's most severe step, whatever its state: it follows from what the breach exposed, so a
 * breach keeps its place while the person works through its steps (nothing jumps under the mouse).
 */
function breachSeverityRank(saved: SavedBreach): number {
  return Math.min(
    STEP_SEVERITIES.length,
    ...saved.steps.map((step) => severityRank(step.severity)),
  );
}

function hasOpenStep(saved: SavedBreach): boolean {
  return saved.steps.some((step) => step.state === 'open');
}

/**
 * Most urgent first, one order for the dashboard and the saved-breaches page: breaches with a step
 * still open, then by the most severe thing each exposed, then the one waiting longest. A breach
 * with no open step left (reopened by hand) comes last: all it needs is to be marked fixed.
 */
export function compareByUrgency(a: SavedBreach, b: SavedBreach): number {
  return (
    Number(hasOpenStep(b)) - Number(hasOpenStep(a)) ||
    breachSeverityRank(a) - breachSeverityRank(b) ||
    a.savedAt.localeCompare(b.savedAt) ||
    a.id.localeCompare(b.id)
  );
}

/** The breaches that need action, most urgent first, each with the step to take next on it. */
export function rankBreachesToFix(list: readonly SavedBreach[]): BreachToFix[] {
  return list
    .filter((saved) => saved.status === 'action-needed')
    .sort(compareByUrgency)
    .map((saved) => ({ saved, step: mostUrgentOpenStep(saved) }));
}

/** The page's order: what needs action most urgently first, then the most recently fixed. */
export function orderForList(list: readonly SavedBreach[]): SavedBreach[] {
  const needsAction = list
    .filter((saved) => saved.status === 'action-needed')
    .sort(compareByUrgency);
  const fixed = list
    .filter((saved) => saved.status === 'fixed')
    .sort((a, b) => (b.resolvedAt ?? '').localeCompare(a.resolvedAt ?? ''));
  return [...needsAction, ...fixed];
}

export interface ExposureCounts {
  /** Every breach on the list: found for the person's addresses or saved by hand. */
  found: number;
  toFix: number;
  fixed: number;
}

export function countExposures(list: readonly SavedBreach[]): ExposureCounts {
  const toFix = list.filter((saved) => saved.status === 'action-needed').length;
  return { found: list.length, toFix, fixed: list.length - toFix };
}
