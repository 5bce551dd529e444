import type { z } from 'zod';
import { accountCollections } from './account.contract';
import { articlesCollections, articlesContract } from './articles.contract';
import {
  emailBreachCheckCollections,
  emailBreachCheckContract,
} from './email-breach-check.contract';
import { feedbackCollections, feedbackContract } from './feedback.contract';
import { profileSettingsCollections, profileSettingsContract } from './profile-settings.contract';
import {
  passwordStrengthCollections,
  passwordStrengthContract,
} from './password-strength.contract';
import { riskAssessmentCollections, riskAssessmentContract } from './risk-assessment.contract';
import { savedBreachesCollections, savedBreachesContract } from './saved-breaches.contract';
import {
  securityActivityCollections,
  securityActivityContract,
} from './security-activity.contract';

/** Every callable's name with its input and output schema: the one registry both sides type from. */
export const contracts = {
  ...profileSettingsContract,
  ...feedbackContract,
  ...emailBreachCheckContract,
  ...savedBreachesContract,
  ...articlesContract,
  ...passwordStrengthContract,
  ...riskAssessmentContract,
  ...securityActivityContract,
} as const;

export type Contracts = typeof contracts;
export type CallableName = keyof Contracts;
export type CallableInput<N extends CallableName> = z.input<Contracts[N]['input']>;
export type CallableOutput<N extends CallableName> = z.output<Contracts[N]['output']>;

export function isCallableName(name: string): name is CallableName {
  return Object.hasOwn(contracts, name);
}

/**
 * Every change collection with the schema of its events' `before`/`after`: the names outbox
 * rows, triggers, the event stream and the browser's query keys share, checked on both sides.
 */
export const collections = {
  ...accountCollections,
  ...profileSettingsCollections,
  ...feedbackCollections,
  ...emailBreachCheckCollections,
  ...savedBreachesCollections,
  ...articlesCollections,
  ...passwordStrengthCollections,
  ...riskAssessmentCollections,
  ...securityActivityCollections,
} as const;

export type Collections = typeof collections;
export type CollectionName = keyof Collections;
/** What an event of the collection may carry in `before`/`after` (besides null). */
export type CollectionPayload<C extends CollectionName> = z.output<Collections[C]>;
