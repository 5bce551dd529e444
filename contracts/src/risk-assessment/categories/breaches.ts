import { articleLink } from '../article-links';
import { rated, type RiskActionDefinition, type RiskQuestion } from '../catalog-types';

/** D. Breaches, self-reported part; S1 and S2 (measured) are in ../signals.ts. */
export const BREACH_QUESTIONS: RiskQuestion[] = [
  {
    id: 'D1',
    category: 'breaches',
    prompt: 'When a company tells you about a data breach, what do you usually do?',
    why: 'A breach notice is a head start: leaked passwords are tried on other sites within days.',
    kind: 'single',
    options: [
      {
        id: 'change-everywhere',
        label: 'Change that password and anywhere I reused it, and turn on 2-step verification',
        value: 1,
      },
      { id: 'change-there', label: 'Change it on that site only', value: 0.5 },
      { id: 'nothing', label: "Nothing, or I'm not sure what to do", value: 0 },
    ],
    ...rated(2, 2),
    core: false,
    actionId: 'breach-response',
  },
  {
    id: 'D2',
    category: 'breaches',
    prompt: 'Are all the email addresses you use monitored for breaches?',
    why: 'We can only warn you about breaches of addresses we monitor. An address nobody watches can leak without you knowing.',
    kind: 'derived',
    options: [],
    scoringText:
      'Verified monitored addresses divided by the number of addresses you told us you use (4 or more counts as 4), at most 1.',
    ...rated(2, 2),
    core: false,
    actionId: 'monitor-all-emails',
  },
];

export const BREACH_ACTIONS: RiskActionDefinition[] = [
  {
    id: 'breach-response',
    title: 'Resolve your breaches',
    summary:
      'For each breach, change that password and anywhere you reused it, turn on 2-step verification there, then mark it resolved in Saved breaches.',
    minutes: 15,
    // D1 can be marked done; S1 and S2 only improve when breaches are marked resolved.
    itemIds: ['D1', 'S1', 'S2'],
    targets: { D1: ['change-everywhere'] },
    article: articleLink(
      'password-security',
      'real-world-examples',
      'a-worked-example-what-sam-does-after-a-breach-alert',
    ),
    tool: 'saved-breaches',
    verifiedOnly: false,
  },
  {
    id: 'monitor-all-emails',
    title: 'Monitor all your email addresses',
    summary:
      'Add and verify every address you use to sign up, so we can warn you when one shows up in a breach.',
    minutes: 2,
    itemIds: ['D2'],
    targets: {},
    article: articleLink(
      'password-security',
      'how-passwords-are-breached',
      'what-bulwarks-tools-can-and-cannot-do',
    ),
    tool: 'email-breach-check',
    verifiedOnly: true,
  },
];
