import { articleLink } from '../article-links';
import {
  NOT_SURE,
  notApplicable,
  rated,
  type RiskActionDefinition,
  type RiskQuestion,
} from '../catalog-types';

/** J. Privacy and footprint. */
export const PRIVACY_QUESTIONS: RiskQuestion[] = [
  {
    id: 'J1',
    category: 'privacy',
    prompt:
      'Who can see your social posts and details such as your birthday, hometown, pets and live location?',
    why: 'Those details answer security questions and make scams personal and convincing.',
    kind: 'single',
    options: [
      { id: 'limited', label: 'A limited audience, and I avoid sharing those details', value: 1 },
      { id: 'partly', label: 'Partly locked down', value: 0.5 },
      { id: 'public', label: "They're public, and I share them", value: 0 },
      notApplicable("I don't use social media"),
    ],
    ...rated(2, 2),
    core: false,
    actionId: 'social-privacy',
  },
  {
    id: 'J2',
    category: 'privacy',
    prompt:
      'In the last 12 months, have you reviewed the apps connected to your Google, Apple, Microsoft or Meta accounts?',
    why: 'Old apps and games can keep access to your mail, contacts or photos long after you stopped using them.',
    kind: 'single',
    options: [
      { id: 'yes', label: 'Yes', value: 1 },
      { id: 'no', label: 'No', value: 0.3 },
      NOT_SURE,
    ],
    ...rated(1, 2),
    core: false,
    actionId: 'connected-apps',
  },
  {
    id: 'J3',
    category: 'privacy',
    prompt: 'Do you delete accounts you no longer use?',
    why: 'Every forgotten account is one more place your details can leak from.',
    kind: 'single',
    options: [
      { id: 'regularly', label: 'Regularly', value: 1 },
      { id: 'sometimes', label: 'Sometimes', value: 0.5 },
      { id: 'never', label: 'Never', value: 0.2 },
    ],
    ...rated(1, 1),
    core: false,
    actionId: 'old-accounts',
  },
];

export const PRIVACY_ACTIONS: RiskActionDefinition[] = [
  {
    id: 'social-privacy',
    title: 'Lock down your social media',
    summary: 'Limit who sees your posts, and hide your birthday, hometown, pets and live location.',
    minutes: 15,
    itemIds: ['J1'],
    targets: { J1: ['limited'] },
    article: articleLink(
      'cybersecurity-trends',
      'social-engineering',
      'starve-scammers-of-details',
    ),
    tool: null,
    verifiedOnly: false,
  },
  {
    id: 'connected-apps',
    title: 'Review connected apps',
    summary:
      'Remove the apps you no longer use from your Google, Apple, Microsoft and Meta accounts.',
    minutes: 10,
    itemIds: ['J2'],
    targets: { J2: ['yes'] },
    article: articleLink('cybersecurity-trends', 'zero-trust', 'check-your-devices'),
    tool: null,
    verifiedOnly: false,
  },
  {
    id: 'old-accounts',
    title: 'Delete old accounts',
    summary: 'Close the accounts you no longer use, starting with those that hold payment details.',
    minutes: 20,
    itemIds: ['J3'],
    targets: { J3: ['regularly'] },
    article: articleLink(
      'cybersecurity-trends',
      'supply-chain-security-focus',
      'trim-your-own-supply-chain',
    ),
    tool: null,
    verifiedOnly: false,
  },
];
