import { articleLink } from '../article-links';
import { rated, type RiskActionDefinition, type RiskQuestion } from '../catalog-types';
import { creditCountry } from '../context-questions';

/** I. Money and identity. */
export const IDENTITY_QUESTIONS: RiskQuestion[] = [
  {
    id: 'I1',
    category: 'identity',
    prompt: 'Do you get instant alerts for card and bank transactions?',
    why: 'An alert within seconds lets you stop fraud before more money goes.',
    kind: 'single',
    options: [
      { id: 'all', label: 'For all my accounts', value: 1 },
      { id: 'some', label: 'For some', value: 0.5 },
      { id: 'none', label: 'None', value: 0 },
    ],
    ...rated(2, 2),
    core: true,
    actionId: 'money-alerts',
  },
  {
    id: 'I2',
    category: 'identity',
    prompt: 'Is your credit frozen, or do you use credit-report alerts?',
    promptByCountry: {
      us: 'Is your credit frozen at Equifax, Experian and TransUnion?',
      uk: 'Do you use credit-report alerts or protective registration (such as Cifas)?',
    },
    why: 'Leaked ID details let criminals open credit in your name. A freeze stops it and an alert flags it.',
    kind: 'single',
    options: [
      { id: 'yes', label: 'Yes, all of them', value: 1 },
      { id: 'some', label: 'Some of them', value: 0.5 },
      { id: 'no', label: 'No', value: 0.3 },
    ],
    ...rated(1, 3),
    core: false,
    actionId: 'credit-freeze',
    showIf: (answers) => creditCountry(answers) !== null,
    showIfText: 'Only in the US and the UK (X3); the wording follows your country',
  },
  {
    id: 'I3',
    category: 'identity',
    prompt: 'How often do you review your statements (and your credit report where available)?',
    why: 'Small test charges often come before big fraud, and a regular look catches what alerts miss.',
    kind: 'single',
    options: [
      { id: 'monthly', label: 'Monthly', value: 1 },
      { id: 'few-times', label: 'A few times a year', value: 0.6 },
      { id: 'rarely', label: 'Rarely', value: 0.2 },
    ],
    ...rated(1, 2),
    core: false,
    actionId: 'money-alerts',
  },
];

export const IDENTITY_ACTIONS: RiskActionDefinition[] = [
  {
    id: 'money-alerts',
    title: 'Turn on bank and card alerts',
    summary:
      'Switch on instant transaction alerts in your banking apps, and look over your statements every month.',
    minutes: 10,
    itemIds: ['I1', 'I3'],
    targets: { I1: ['all'], I3: ['monthly'] },
    // No article covers bank alerts yet; this section shows what fraud against people costs.
    article: articleLink(
      'risk-mitigation',
      'cost-ignoring-cybersecurity-risks',
      'crime-against-people-and-small-firms',
    ),
    tool: null,
    verifiedOnly: false,
  },
  {
    id: 'credit-freeze',
    title: 'Freeze your credit or turn on alerts',
    summary:
      "US: freeze your credit at Equifax, Experian and TransUnion; it's free. UK: sign up for credit-report alerts or Cifas protective registration.",
    minutes: 20,
    itemIds: ['I2'],
    targets: { I2: ['yes'] },
    // No article covers credit freezes yet; the Equifax case is why they exist.
    article: articleLink('risk-mitigation', 'cost-ignoring-cybersecurity-risks', 'equifax'),
    tool: null,
    verifiedOnly: false,
  },
];
