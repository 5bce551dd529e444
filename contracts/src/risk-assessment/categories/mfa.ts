import { hasChosenOtherThan } from '../answers';
import { articleLink } from '../article-links';
import {
  NOT_SURE,
  notApplicable,
  rated,
  type RiskActionDefinition,
  type RiskQuestion,
} from '../catalog-types';

/** C1 options that mean "no 2-step verification anywhere". */
const NO_TWO_STEP = ['none', 'dont-know'];

/** C. Two-step verification (S4, 2FA on this account, is in ../signals.ts). */
export const MFA_QUESTIONS: RiskQuestion[] = [
  {
    id: 'C1',
    category: 'mfa',
    prompt: 'Which of your accounts have 2-step verification turned on?',
    why: 'A second step stops most account takeovers even when the password has leaked. Money and cloud accounts count most because they hold the most.',
    kind: 'multi',
    options: [
      { id: 'banking', label: 'Banking and payments', value: 0.35 },
      { id: 'cloud', label: 'Apple, Google, Microsoft or other cloud accounts', value: 0.3 },
      { id: 'social', label: 'Social media', value: 0.2 },
      { id: 'shopping', label: 'Shopping and marketplaces', value: 0.15 },
      { id: 'none', label: 'None', value: 0, exclusive: true },
      { id: 'dont-know', label: "I don't know what this is", value: 0, exclusive: true },
    ],
    scoringText:
      'The ticked boxes add up: banking 0.35, cloud accounts 0.30, social media 0.20, shopping 0.15.',
    ...rated(3, 2),
    core: true,
    actionId: 'enable-2fa-everywhere',
  },
  {
    id: 'C2',
    category: 'mfa',
    prompt: 'What second step do you use most?',
    why: 'Text codes can be stolen with a SIM swap or talked out of you. Passkeys and security keys only work on the real site.',
    kind: 'single',
    options: [
      { id: 'passkeys', label: 'Passkeys or security keys', value: 1 },
      { id: 'app', label: 'An authenticator app or a prompt in the app', value: 0.85 },
      { id: 'sms', label: 'A code by text message', value: 0.5 },
      NOT_SURE,
    ],
    ...rated(1, 2),
    core: false,
    actionId: 'passkeys',
    showIf: (answers) => hasChosenOtherThan(answers, 'C1', NO_TWO_STEP),
    showIfText: 'Only if you use 2-step verification somewhere (C1)',
  },
  {
    id: 'C3',
    category: 'mfa',
    prompt: 'Have you set a PIN or port-out protection with your mobile carrier?',
    why: 'In a SIM swap, a criminal moves your number to their own SIM and receives your text codes. A carrier PIN blocks that.',
    kind: 'single',
    options: [
      { id: 'yes', label: 'Yes', value: 1 },
      { id: 'no', label: 'No', value: 0 },
      NOT_SURE,
      notApplicable("I don't have a mobile number"),
    ],
    ...rated(1, 3),
    core: false,
    actionId: 'sim-swap',
  },
];

export const MFA_ACTIONS: RiskActionDefinition[] = [
  {
    id: 'enable-2fa-everywhere',
    title: 'Turn on 2-step verification everywhere',
    summary:
      'Start with banking and payments, then your Apple, Google or Microsoft account, social media and shopping.',
    minutes: 20,
    itemIds: ['C1'],
    targets: { C1: ['banking', 'cloud', 'social', 'shopping'] },
    article: articleLink(
      'password-security',
      'security-best-practices',
      'step-three-turn-on-multi-factor-authentication',
    ),
    tool: null,
    verifiedOnly: false,
  },
  {
    id: 'passkeys',
    title: 'Switch to passkeys or security keys',
    summary:
      'Where a site offers a passkey, set one up. It cannot be phished, and a SIM swap cannot steal it.',
    minutes: 10,
    itemIds: ['C2'],
    targets: { C2: ['passkeys'] },
    article: articleLink(
      'password-security',
      'security-best-practices',
      'step-four-switch-to-passkeys-where-you-can',
    ),
    tool: null,
    verifiedOnly: false,
  },
  {
    id: 'sim-swap',
    title: 'Protect your phone number',
    summary:
      'Ask your mobile carrier for a PIN or port-out protection, so nobody can move your number to another SIM.',
    minutes: 10,
    itemIds: ['C3'],
    targets: { C3: ['yes'] },
    // No article covers SIM swaps yet; this section explains why text codes are the weakest second step.
    article: articleLink(
      'password-security',
      'security-best-practices',
      'which-kind-of-mfa-to-choose',
    ),
    tool: null,
    verifiedOnly: false,
  },
  {
    id: 'app-2fa',
    title: 'Turn on 2-step verification here',
    summary: 'Add an authenticator app to your Bulwark account in Profile settings.',
    minutes: 2,
    itemIds: ['S4'],
    targets: {},
    article: articleLink(
      'password-security',
      'security-best-practices',
      'which-kind-of-mfa-to-choose',
    ),
    tool: 'profile-security',
    verifiedOnly: true,
  },
];
