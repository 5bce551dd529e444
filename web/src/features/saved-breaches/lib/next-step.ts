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
    (best, step) => (best === null || severityRank(step.severity) < severityRank(best.severity) ? step : best),
    null,
  );
}

/**
 * The breaches that need action, most urgent first: by the severity of their most severe open
 * step, then the one waiting longest. A breach with no open step left (reopened by hand) comes
 * last: all it needs is to be marked fixed.
 */
export function rankBreachesToFix(list: readonly SavedBreach[]): BreachToFix[] {
  const rank = (item: BreachToFix) => (item.step ? severityRank(item.step.severity) : STEP_SEVERITIES.length);
  return list
    .filter((saved) => saved.status === 'action-needed')
    .map((saved) => ({ saved, step: mostUrgentOpenStep(saved) }))
    .sort((a, b) => rank(a) - rank(b) || a.saved.savedAt.localeCompare(b.saved.savedAt));
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
