import { readAnswer } from './answer-values';
import { DAY_MS, FRESH_FOR_DAYS } from './model';
import type { RiskAnswers } from './model-types';
import { passesSkipLogic, RISK_QUESTIONS } from './question-bank';

/**
 * How old the answers behind a score are: the date of the oldest answer the score uses (answered
 * or "Not sure", shown by skip logic; context questions and "not applicable" answers do not go
 * stale). Each answer carries the time it was given or re-confirmed, so a retake that leaves old
 * answers as they were keeps their age; `fallback` (the submission time) stands in for an answer
 * without a date. Null when no scored question is answered.
 */
export function oldestScoredAnswerDate(
  answers: RiskAnswers,
  answeredAt: Record<string, string>,
  fallback: string,
): string | null {
  let oldest: { time: number; iso: string } | null = null;
  for (const question of RISK_QUESTIONS) {
    if (question.kind === 'derived' || !passesSkipLogic(question, answers)) continue;
    const { status } = readAnswer(question, answers[question.id]);
    if (status !== 'scored' && status !== 'not-sure') continue;
    const iso = answeredAt[question.id] ?? fallback;
    const time = Date.parse(iso);
    if (Number.isNaN(time)) continue;
    if (oldest === null || time < oldest.time) oldest = { time, iso };
  }
  return oldest?.iso ?? null;
}

/** The oldest scored answer's date when it is over 180 days old ("update your answers"), else null. */
export function staleAnswersSince(
  answers: RiskAnswers,
  answeredAt: Record<string, string>,
  fallback: string,
  now: Date,
): string | null {
  const oldest = oldestScoredAnswerDate(answers, answeredAt, fallback);
  if (oldest === null) return null;
  return now.getTime() - Date.parse(oldest) > FRESH_FOR_DAYS * DAY_MS ? oldest : null;
}
