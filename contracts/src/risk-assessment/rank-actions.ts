import { RISK_ACTIONS, type RiskActionDefinition } from './actions';
import { declaredAddressCount } from './context-questions';
import type {
  ObservedInputs,
  RiskActionState,
  RankedAction,
  RiskItemResult,
  RiskResult,
  ScoreInput,
} from './model-types';
import { scoreAssessment } from './score';

export const QUICK_WIN_MAX_MINUTES = 5;
export const QUICK_WIN_MIN_GAIN = 1.5;

/**
 * The observed data as it would be once the action's fix shows up in Bulwark's own records.
 * A first check of a newly monitored address is assumed clean: we cannot know what it will find,
 * and the assumption puts "monitor your addresses" first when nothing is monitored (§6.3).
 */
function fixObserved(action: RiskActionDefinition, input: ScoreInput): ObservedInputs {
  const { observed } = input;
  switch (action.id) {
    case 'breach-response':
      return {
        ...observed,
        breaches: observed.breaches?.map((breach) => ({ ...breach, resolved: true })) ?? null,
      };
    case 'fix-checked-passwords':
      return {
        ...observed,
        passwordChecks: observed.passwordChecks.map((check) => ({
          ...check,
          score: 4,
          pwned: false,
          reused: false,
        })),
      };
    case 'app-2fa':
      return { ...observed, twoFactor: observed.twoFactor === 'passkey' ? 'passkey' : 'totp' };
    case 'monitor-all-emails': {
      const declared = declaredAddressCount(input.answers) ?? 1;
      return {
        ...observed,
        verifiedMonitoredAddresses: Math.max(observed.verifiedMonitoredAddresses, declared),
        // Without breach data on the server no address can be checked, whatever the user does.
        ...(observed.monitoringGap === 'no-breach-data'
          ? {}
          : { monitoringGap: null, breaches: observed.breaches ?? [] }),
      };
    }
    default:
      return observed;
  }
}

/** The input as if the action were done: its answers reach their targets, its data is fixed. */
function withActionDone(action: RiskActionDefinition, input: ScoreInput): ScoreInput {
  const state = input.actionStates[action.id];
  // An action marked not applicable keeps its questions out of the score; only its data can move.
  const done: RiskActionState = {
    status: 'done',
    reason: null,
    updatedAt: input.now.toISOString(),
  };
  const actionStates =
    state?.status === 'na' ? input.actionStates : { ...input.actionStates, [action.id]: done };
  return { ...input, actionStates, observed: fixObserved(action, input) };
}

/** Float noise would otherwise break ties between actions that gain the same weight. */
function withoutNoise(points: number): number {
  return Math.round(points * 1e9) / 1e9;
}

/**
 * Every action with the points it would add to the capped, unrounded score (lifted caps
 * included), best first; equal gains go to the quicker action, then catalogue order.
 */
export function rankActions(input: ScoreInput): RankedAction[] {
  const current = scoreAssessment(input).capped;
  return RISK_ACTIONS.map((action, order) => {
    const after = scoreAssessment(withActionDone(action, input)).capped;
    // A fix never costs points; a negative difference can only come from a revealed follow-up question.
    const gain =
      current === null || after === null ? 0 : Math.max(0, withoutNoise(after - current));
    const state = input.actionStates[action.id];
    const ranked: RankedAction = {
      id: action.id,
      title: action.title,
      summary: action.summary,
      minutes: action.minutes,
      gain,
      quickWin: action.minutes <= QUICK_WIN_MAX_MINUTES && gain >= QUICK_WIN_MIN_GAIN,
      status: state?.status ?? 'open',
      reason: state?.reason ?? null,
      itemIds: [...action.itemIds],
      article: action.article,
      tool: action.tool,
      verifiedOnly: action.verifiedOnly,
    };
    return { ranked, order };
  })
    .sort(
      (left, right) =>
        right.ranked.gain - left.ranked.gain ||
        left.ranked.minutes - right.ranked.minutes ||
        left.order - right.order,
    )
    .map(({ ranked }) => ranked);
}

/** The "Check these" list: items answered "Not sure", heaviest first. */
export function notSureItems(result: RiskResult): RiskItemResult[] {
  return result.items
    .filter((item) => item.status === 'not-sure')
    .sort((left, right) => right.weight - left.weight);
}
