import {
  CONTEXT_QUESTIONS,
  RISK_QUESTIONS,
  type RiskContextQuestion,
  type RiskQuestion,
} from '@bulwark/contracts/risk-assessment/question-bank';

const SCORED = new Map<string, RiskQuestion>(
  RISK_QUESTIONS.map((question) => [question.id, question]),
);
const CONTEXT = new Map<string, RiskContextQuestion>(
  CONTEXT_QUESTIONS.map((question) => [question.id, question]),
);

export function scoredQuestion(id: string): RiskQuestion | undefined {
  return SCORED.get(id);
}

export function contextQuestion(id: string): RiskContextQuestion | undefined {
  return CONTEXT.get(id);
}
