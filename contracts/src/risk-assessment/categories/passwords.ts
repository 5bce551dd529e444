import { hasChosen } from '../answers';
import { articleLink } from '../article-links';
import {
  NOT_SURE,
  notApplicable,
  rated,
  type RiskActionDefinition,
  type RiskQuestion,
} from '../catalog-types';

/** B. Passwords (S3, measured from the user's password checks, is in ../signals.ts). */
export const PASSWORD_QUESTIONS: RiskQuestion[] = [
  {
    id: 'B1',
    category: 'passwords',
    prompt: 'How do you keep track of your passwords?',
    why: "Nobody can remember a strong, unique password for every account. A password manager makes that possible, and it won't fill your password into a fake site.",
    kind: 'single',
    options: [
      { id: 'password-manager', label: 'A password manager', value: 1 },
      { id: 'browser', label: 'My browser or phone saves them', value: 0.8 },
      { id: 'notebook', label: 'A notebook I keep at home', value: 0.5 },
      { id: 'memory', label: 'I remember them, often with a pattern', value: 0.25 },
      { id: 'few-everywhere', label: 'I use a few passwords everywhere', value: 0 },
    ],
    ...rated(2, 2),
    core: true,
    actionId: 'password-manager',
  },
  {
    id: 'B2',
    category: 'passwords',
    prompt:
      'Of your important accounts (bank, shopping, social, cloud), how many share a password with another account?',
    why: 'Leaked passwords are tried on other sites automatically. A password used in one place can only be lost in one place.',
    kind: 'single',
    options: [
      { id: 'none', label: 'None', value: 1 },
      { id: 'a-few', label: 'A few', value: 0.4 },
      { id: 'most', label: 'Most or all', value: 0 },
      NOT_SURE,
    ],
    ...rated(3, 3),
    core: true,
    actionId: 'fix-reuse',
  },
  {
    id: 'B3',
    category: 'passwords',
    prompt: 'How long are the passwords you create for important accounts?',
    why: 'Length is what makes a password hard to guess. Stolen password files are cracked offline at billions of guesses a second.',
    kind: 'single',
    options: [
      { id: 'long', label: '15 or more characters, 4 or more words, or generated', value: 1 },
      { id: 'medium', label: '12 to 14 characters', value: 0.7 },
      { id: 'short', label: '8 to 11 characters', value: 0.3 },
      { id: 'very-short', label: 'Shorter', value: 0 },
      NOT_SURE,
    ],
    ...rated(2, 2),
    core: false,
    actionId: 'strong-passphrases',
  },
  {
    id: 'B4',
    category: 'passwords',
    prompt: "How do you answer security questions, such as your mother's maiden name?",
    why: 'True answers are often on social media or in public records, so they work like a weak password anyone can look up.',
    kind: 'single',
    options: [
      { id: 'random', label: 'With random or made-up answers I store safely', value: 1 },
      { id: 'true', label: 'With the true answers', value: 0.25 },
      notApplicable("I'm not asked any"),
      NOT_SURE,
    ],
    ...rated(1, 2),
    core: false,
    actionId: 'security-questions',
  },
  {
    id: 'B5',
    category: 'passwords',
    prompt:
      'Is your password manager protected by a strong, unique master password and 2-step verification?',
    why: 'Your password manager holds the keys to everything, so it needs the strongest lock you have.',
    kind: 'single',
    options: [
      { id: 'both', label: 'Both', value: 1 },
      { id: 'master-only', label: 'A strong master password only', value: 0.6 },
      { id: 'neither', label: "Neither, or I'm not sure", value: 0.2 },
    ],
    ...rated(1, 3),
    core: false,
    actionId: 'password-manager',
    showIf: (answers) => hasChosen(answers, 'B1', ['password-manager']),
    showIfText: 'Only if you use a password manager (B1)',
  },
];

export const PASSWORD_ACTIONS: RiskActionDefinition[] = [
  {
    id: 'password-manager',
    title: 'Use a password manager',
    summary:
      'Install a well-known password manager, protect it with a strong passphrase and 2-step verification, and let it save each password as you sign in.',
    minutes: 30,
    itemIds: ['B1', 'B5'],
    targets: { B1: ['password-manager'], B5: ['both'] },
    article: articleLink(
      'password-security',
      'security-best-practices',
      'step-two-use-a-password-manager',
    ),
    tool: null,
    verifiedOnly: false,
  },
  {
    id: 'fix-reuse',
    title: 'Fix reused passwords',
    summary:
      'Give each important account its own password, starting with banking, shopping and cloud accounts. A generator and a password manager make it quick.',
    minutes: 45,
    itemIds: ['B2'],
    targets: { B2: ['none'] },
    article: articleLink(
      'password-security',
      'security-best-practices',
      'a-worked-example-priyas-afternoon-upgrade',
    ),
    tool: 'password-generator',
    verifiedOnly: false,
  },
  {
    id: 'strong-passphrases',
    title: 'Make your passwords long',
    summary:
      'Use 15 or more characters, four or more random words, or a generated password for important accounts.',
    minutes: 15,
    itemIds: ['B3'],
    targets: { B3: ['long'] },
    article: articleLink(
      'password-security',
      'security-best-practices',
      'use-passphrases-for-the-few-you-must-remember',
    ),
    tool: 'password-generator',
    verifiedOnly: false,
  },
  {
    id: 'security-questions',
    title: 'Use made-up answers to security questions',
    summary: 'Replace true answers with random ones and keep them in your password manager.',
    minutes: 15,
    itemIds: ['B4'],
    targets: { B4: ['random'] },
    article: articleLink('password-security', 'security-best-practices', 'what-you-can-stop-doing'),
    tool: null,
    verifiedOnly: false,
  },
  {
    id: 'fix-checked-passwords',
    title: 'Replace weak and leaked passwords',
    summary:
      'Change the passwords your checks found weak, reused or leaked, then check the new ones. The score follows your checks.',
    minutes: 20,
    itemIds: ['S3'],
    targets: {},
    article: articleLink(
      'password-security',
      'testing-security',
      'how-to-test-your-own-passwords-safely',
    ),
    tool: 'password-strength-checker',
    verifiedOnly: true,
  },
];
