import type { RiskItemResult } from '@bulwark/contracts/risk-assessment/model-types';
import { OBSERVED_ITEMS } from '@bulwark/contracts/risk-assessment/signals';

export interface SignalView {
  id: string;
  title: string;
  state: 'verified' | 'unavailable' | 'set-aside';
  /**
   * For a verified signal: 'good' when nothing in it costs points (full protection value), else
   * 'warning'. Only good news gets a check mark; "2 unresolved breaches" is verified, not good.
   */
  tone: 'good' | 'warning' | 'neutral';
  summary: string | null;
}

function stateOf(item: RiskItemResult): SignalView['state'] {
  if (item.status === 'unavailable') return 'unavailable';
  return item.status === 'na' ? 'set-aside' : 'verified';
}

function toneOf(item: RiskItemResult, state: SignalView['state']): SignalView['tone'] {
  if (state !== 'verified' || item.value === null) return 'neutral';
  return item.value >= 1 ? 'good' : 'warning';
}

/** The measured items (S1–S4) of a result, in the model's order, each with its title and state. */
export function signalViews(items: readonly RiskItemResult[], category?: string): SignalView[] {
  return OBSERVED_ITEMS.flatMap((observed) => {
    const item = items.find((candidate) => candidate.id === observed.id);
    if (!item || (category !== undefined && observed.category !== category)) return [];
    const state = stateOf(item);
    return [
      {
        id: observed.id,
        title: observed.title,
        state,
        tone: toneOf(item, state),
        summary: item.summary,
      },
    ];
  });
}
