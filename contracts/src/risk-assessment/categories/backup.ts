import { hasChosenOtherThan } from '../answers';
import { articleLink } from '../article-links';
import { rated, type RiskActionDefinition, type RiskQuestion } from '../catalog-types';

/** G. Backup and recovery kit. */
export const BACKUP_QUESTIONS: RiskQuestion[] = [
  {
    id: 'G1',
    category: 'backup',
    prompt: 'How are your important files and photos backed up?',
    why: 'A backup turns ransomware, theft or a broken phone from a disaster into an inconvenience. Sync alone also copies deletions and locked files.',
    kind: 'single',
    options: [
      {
        id: 'versioned',
        label: 'Automatically, plus an offline or versioned extra copy',
        value: 1,
      },
      { id: 'cloud', label: 'Automatic cloud sync or backup only', value: 0.7 },
      { id: 'manual', label: 'Occasional copies by hand', value: 0.4 },
      { id: 'none', label: 'Not backed up', value: 0 },
    ],
    ...rated(2, 2),
    core: true,
    actionId: 'backups',
  },
  {
    id: 'G2',
    category: 'backup',
    prompt: 'Have you restored a file in the last 12 months to check that your backup works?',
    why: 'Backups fail quietly. A test restore is the only way to know yours works before you need it.',
    kind: 'single',
    options: [
      { id: 'yes', label: 'Yes', value: 1 },
      { id: 'no', label: 'No', value: 0.4 },
    ],
    ...rated(1, 2),
    core: false,
    actionId: 'backups',
    showIf: (answers) => hasChosenOtherThan(answers, 'G1', ['none']),
    showIfText: 'Only if you back up in some way (G1)',
  },
  {
    id: 'G3',
    category: 'backup',
    prompt:
      'Have you saved recovery or backup codes for your email, password manager and other key accounts somewhere safe offline?',
    why: 'If you lose the phone that holds your second step, recovery codes are often the only way back into your account.',
    kind: 'single',
    options: [
      { id: 'all', label: 'Yes, for all key accounts', value: 1 },
      { id: 'some', label: 'For some', value: 0.5 },
      { id: 'none', label: "No, or I don't know what these are", value: 0 },
    ],
    ...rated(1, 3),
    core: false,
    actionId: 'recovery-codes',
  },
];

export const BACKUP_ACTIONS: RiskActionDefinition[] = [
  {
    id: 'backups',
    title: 'Back up your files',
    summary:
      'Turn on automatic backup, keep one extra copy offline or with version history, and test a restore once a year.',
    minutes: 20,
    itemIds: ['G1', 'G2'],
    targets: { G1: ['versioned'], G2: ['yes'] },
    article: articleLink('cybersecurity-trends', 'raas', 'plan-for-a-bad-day'),
    tool: null,
    verifiedOnly: false,
  },
  {
    id: 'recovery-codes',
    title: 'Save your recovery codes',
    summary:
      'Download recovery codes for your email, password manager and other key accounts, and keep them somewhere safe offline.',
    minutes: 10,
    itemIds: ['G3'],
    targets: { G3: ['all'] },
    article: articleLink(
      'password-security',
      'security-best-practices',
      'step-four-switch-to-passkeys-where-you-can',
    ),
    tool: null,
    verifiedOnly: false,
  },
];
