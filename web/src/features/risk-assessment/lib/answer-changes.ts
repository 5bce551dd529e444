import type { RiskAnswers } from '@bulwark/contracts/risk-assessment/model-types';

/** Local edits the server has not confirmed yet; null clears an answer. */
export type AnswerEdits = Record<string, string[] | null>;

export function sameAnswer(
  a: readonly string[] | null | undefined,
  b: readonly string[] | null | undefined,
): boolean {
  const left = a ?? [];
  const right = b ?? [];
  return left.length === right.length && left.every((value, index) => value === right[index]);
}

/** The saved answers with local edits on top: what the person sees and what previews score. */
export function applyEdits(saved: RiskAnswers, edits: AnswerEdits): RiskAnswers {
  const result: RiskAnswers = { ...saved };
  for (const [questionId, value] of Object.entries(edits)) {
    if (value === null || value.length === 0) delete result[questionId];
    else result[questionId] = value;
  }
  return result;
}

/** Only the edits that differ from what the server holds: an unchanged answer never travels. */
export function changedAnswers(saved: RiskAnswers, edits: AnswerEdits): AnswerEdits {
  const changes: AnswerEdits = {};
  for (const [questionId, value] of Object.entries(edits)) {
    if (!sameAnswer(saved[questionId], value))
      changes[questionId] = value && value.length > 0 ? value : null;
  }
  return changes;
}

/** Drops the edits the server confirmed, keeping any made again while the request was on its way. */
export function withoutConfirmed(edits: AnswerEdits, sent: AnswerEdits): AnswerEdits {
  const rest: AnswerEdits = {};
  for (const [questionId, value] of Object.entries(edits)) {
    if (!(questionId in sent) || !sameAnswer(sent[questionId], value)) rest[questionId] = value;
  }
  return rest;
}
