import type { z } from 'zod';
import { articlesContract } from './articles.contract';
import { emailBreachCheckContract } from './email-breach-check.contract';
import { feedbackContract } from './feedback.contract';
import { profileSettingsContract } from './profile-settings.contract';
import { passwordStrengthContract } from './password-strength.contract';
import { riskAssessmentContract } from './risk-assessment.contract';
import { savedBreachesContract } from './saved-breaches.contract';

/** Every callable's name with its input and output schema: the one registry both sides type from. */
export const contracts = {
  ...profileSettingsContract,
  ...feedbackContract,
  ...emailBreachCheckContract,
  ...savedBreachesContract,
  ...articlesContract,
  ...passwordStrengthContract,
  ...riskAssessmentContract,
} as const;

export type Contracts = typeof contracts;
export type CallableName = keyof Contracts;
export type CallableInput<N extends CallableName> = z.input<Contracts[N]['input']>;
export type CallableOutput<N extends CallableName> = z.output<Contracts[N]['output']>;

export function isCallableName(name: string): name is CallableName {
  return Object.hasOwn(contracts, name);
}
