import { actionById, RISK_ACTIONS } from './actions';
import type { RiskQuestion } from './catalog-types';
import {
  NOT_APPLICABLE_OPTION,
  type RiskActionId,
  type RiskActionState,
  type RiskAnswers,
} from './model-types';
import { questionById } from './question-bank';

/** The answers the score uses once action states are applied (design §6.6). */
export interface EffectiveAnswers {
  answers: RiskAnswers;
  /** Question id → when its action was marked done: the answer is "attested", not self-reported. */
  attestedAt: Map<string, string>;
  /** Questions whose action the user marked not applicable. */
  notApplicable: Set<string>;
}

/**
 * 'done' sets the action's questions to their target, 'na' takes them out of the score, 'accepted'
 * changes nothing (the risk stays counted; it is only hidden from the list). Observed items (S1–S4)
 * and the derived D2 are never touched: only Bulwark's own data moves them.
 */
export function applyActionStates(
  answers: RiskAnswers,
  actionStates: Partial<Record<RiskActionId, RiskActionState>>,
): EffectiveAnswers {
  const effective: EffectiveAnswers = {
    answers: { ...answers },
    attestedAt: new Map(),
    notApplicable: new Set(),
  };
  for (const action of RISK_ACTIONS) {
    const state = actionStates[action.id];
    if (state?.status === 'done') markDone(action.id, effective, state.updatedAt);
    if (state?.status === 'na') markNotApplicable(action.itemIds, effective);
  }
  return effective;
}

function markDone(actionId: RiskActionId, effective: EffectiveAnswers, updatedAt: string): void {
  for (const [questionId, targetIds] of Object.entries(actionById(actionId)?.targets ?? {})) {
    const question = questionById(questionId);
    const current = effective.answers[questionId] ?? [];
    // The user said the question does not apply; marking the fix done does not make it apply.
    if (question === undefined || current.includes(NOT_APPLICABLE_OPTION)) continue;
    effective.answers[questionId] = targetAnswer(question, targetIds, current);
    effective.attestedAt.set(questionId, updatedAt);
  }
}

function markNotApplicable(itemIds: readonly string[], effective: EffectiveAnswers): void {
  for (const itemId of itemIds) {
    const question = questionById(itemId);
    if (question !== undefined && question.kind !== 'derived') effective.notApplicable.add(itemId);
  }
}

/**
 * The answer once an action's target is reached. Single choice: the best of the targets (or the
 * current answer, were it better still). Multi-select: the target boxes ticked on top of the current
 * ones. Quiz: the right verdicts.
 */
export function targetAnswer(
  question: RiskQuestion,
  targetIds: readonly string[],
  current: readonly string[],
): string[] {
  if (question.kind === 'quiz') return [...targetIds];
  if (question.kind === 'multi') {
    const exclusive = new Set(
      question.options.filter((option) => option.exclusive).map((option) => option.id),
    );
    return [...new Set([...current.filter((id) => !exclusive.has(id)), ...targetIds])];
  }
  // Done means the action's target value was reached (design §6.5), so the answer becomes the best
  // target whatever it was before. Keeping an answer that already counted as done ("app", 0.9)
  // while lifting a worse one ("password only") to the best ("passkey", 1) would let the worse
  // answer outscore the better one once the action is marked done.
  const best = question.options
    .filter((option) => targetIds.includes(option.id) || current.includes(option.id))
    .reduce<{ id: string; value: number } | null>((top, option) => {
      const value = option.value === 'na' ? -1 : option.value;
      return top === null || value > top.value ? { id: option.id, value } : top;
    }, null);
  return best === null ? [...current] : [best.id];
}
