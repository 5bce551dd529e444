import type { CallableInput } from '@bulwark/contracts/contracts';
import { callFunction } from '@/lib/api-client';

export type SaveAnswersInput = CallableInput<'riskAssessment.saveAnswers'>;

/** Autosave: only changed answers travel; null clears one. The retry loop lives in the caller. */
export function saveAnswers(input: SaveAnswersInput) {
  return callFunction('riskAssessment.saveAnswers', input);
}
