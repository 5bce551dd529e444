import type { GuidedStep } from '@bulwark/contracts/schemas/saved-breach.schema';

/** The step to work on now: the first open one, most severe first (the server's order). */
export function currentStep(steps: GuidedStep[]): GuidedStep | undefined {
  return steps.find((step) => step.state === 'open');
}

export function openSteps(steps: GuidedStep[]): GuidedStep[] {
  return steps.filter((step) => step.state === 'open');
}

/** "1 of 3 steps done", with skipped steps named apart: skipping is not doing. */
export function describeProgress(steps: GuidedStep[]): string {
  const done = steps.filter((step) => step.state === 'done').length;
  const skipped = steps.filter((step) => step.state === 'skipped').length;
  const noun = steps.length === 1 ? 'step' : 'steps';
  return `${done} of ${steps.length} ${noun} done${skipped > 0 ? `, ${skipped} skipped` : ''}`;
}

/** "1 step", "3 steps". */
export function countSteps(count: number): string {
  return `${count} ${count === 1 ? 'step' : 'steps'}`;
}
