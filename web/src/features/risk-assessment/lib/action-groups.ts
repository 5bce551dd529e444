import type { RankedAction } from '@bulwark/contracts/risk-assessment/model-types';

export const TOP_ACTION_COUNT = 5;

export interface ActionGroups {
  /** Open actions worth points first, in the model's order (gain, then effort); then the rest. */
  open: RankedAction[];
  /** Done, accepted or not applicable: kept with their reasons, each can be reopened. */
  closed: RankedAction[];
}

export function groupActions(actions: readonly RankedAction[]): ActionGroups {
  const open = actions.filter((action) => action.status === 'open');
  return {
    open: [
      ...open.filter((action) => action.gain > 0),
      ...open.filter((action) => action.gain <= 0),
    ],
    closed: actions.filter((action) => action.status !== 'open'),
  };
}
