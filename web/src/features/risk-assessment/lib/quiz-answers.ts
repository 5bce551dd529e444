/** Quiz answers travel as `itemId:verdict`, one per message (model-types: RiskAnswers). */
export const QUIZ_VERDICTS = [
  { id: 'phish', label: 'Phishing' },
  { id: 'legit', label: 'Legitimate' },
] as const;
export type QuizVerdict = (typeof QUIZ_VERDICTS)[number]['id'];

function isVerdict(value: string): value is QuizVerdict {
  return QUIZ_VERDICTS.some((verdict) => verdict.id === value);
}

export function quizVerdicts(answer: readonly string[]): Record<string, QuizVerdict> {
  const verdicts: Record<string, QuizVerdict> = {};
  for (const entry of answer) {
    const [itemId, verdict] = entry.split(':');
    if (itemId && verdict && isVerdict(verdict)) verdicts[itemId] = verdict;
  }
  return verdicts;
}

/** The whole quiz answer after judging one message, in the quiz's own order. */
export function withQuizVerdict(
  answer: readonly string[],
  items: readonly { id: string }[],
  itemId: string,
  verdict: QuizVerdict,
): string[] {
  const verdicts = { ...quizVerdicts(answer), [itemId]: verdict };
  return items.flatMap((item) => (verdicts[item.id] ? [`${item.id}:${verdicts[item.id]}`] : []));
}
