import type { RiskItemResult } from '@bulwark/contracts/risk-assessment/model-types';
import { OBSERVED_ITEMS } from '@bulwark/contracts/risk-assessment/signals';

export interface SignalView {
  id: string;
  title: string;
  state: 'verified' | 'unavailable' | 'set-aside';
  summary: string | null;
}

/** The measured items (S1–S4) of a result, in the model's order, each with its title and state. */
export function signalViews(items: readonly RiskItemResult[], category?: string): SignalView[] {
  return OBSERVED_ITEMS.flatMap((observed) => {
    const item = items.find((candidate) => candidate.id === observed.id);
    if (!item || (category !== undefined && observed.category !== category)) return [];
    const state =
      item.status === 'unavailable'
        ? 'unavailable'
        : item.status === 'na'
          ? 'set-aside'
          : 'verified';
    return [{ id: observed.id, title: observed.title, state, summary: item.summary }];
  });
}
