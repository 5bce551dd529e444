import { articleLink } from '../article-links';
import { NOT_SURE, rated, type RiskActionDefinition, type RiskQuestion } from '../catalog-types';

/** A. Email and account recovery: email is the key that resets everything else. */
export const EMAIL_QUESTIONS: RiskQuestion[] = [
  {
    id: 'A1',
    category: 'email',
    prompt: 'Is the password for your main email used for any other account?',
    why: 'Your email can reset every other account. When a password leaks from another site, attackers try it on your email first.',
    kind: 'single',
    options: [
      { id: 'unique', label: 'No, it is unique to my email', value: 1 },
      { id: 'variation', label: 'It is a variation of another password', value: 0.25 },
      { id: 'reused', label: 'Yes, it is used elsewhere', value: 0 },
      NOT_SURE,
    ],
    ...rated(3, 3),
    core: true,
    actionId: 'secure-email',
  },
  {
    id: 'A2',
    category: 'email',
    prompt: 'How do you sign in to your main email?',
    why: 'A second step stops a leaked or guessed password from opening your email. Passkeys and app prompts are much harder to steal than text codes.',
    kind: 'single',
    options: [
      { id: 'passkey', label: 'With a passkey or security key', value: 1 },
      { id: 'app', label: 'Password plus an authenticator app or phone prompt', value: 0.9 },
      { id: 'sms', label: 'Password plus a code by text message', value: 0.6 },
      { id: 'password-only', label: 'Password only', value: 0 },
      NOT_SURE,
    ],
    ...rated(3, 3),
    core: true,
    actionId: 'email-2sv',
  },
  {
    id: 'A3',
    category: 'email',
    prompt:
      "Are your email's recovery phone number and recovery email current, and controlled only by you?",
    why: 'Recovery options are how you get back in when you are locked out. An old number or an address someone else controls is how an attacker gets in instead.',
    kind: 'single',
    options: [
      { id: 'checked', label: 'Yes, I checked them in the last 12 months', value: 1 },
      { id: 'unchecked', label: "I think so, but I haven't checked for over a year", value: 0.5 },
      { id: 'none', label: "No, there are none, or I've lost access to them", value: 0 },
      NOT_SURE,
    ],
    ...rated(2, 3),
    core: true,
    actionId: 'recovery-options',
  },
  {
    id: 'A4',
    category: 'email',
    prompt:
      'When did you last check where your email is signed in, and its forwarding and filter rules?',
    why: 'Intruders often add a forwarding rule or stay signed in quietly, so they keep reading your mail after you change the password.',
    kind: 'single',
    options: [
      { id: 'recent', label: 'Within the last 6 months', value: 1 },
      { id: 'longer-ago', label: 'Longer ago', value: 0.5 },
      { id: 'never', label: "Never, or I didn't know I could", value: 0 },
    ],
    ...rated(1, 3),
    core: false,
    actionId: 'secure-email',
  },
];

export const EMAIL_ACTIONS: RiskActionDefinition[] = [
  {
    id: 'secure-email',
    title: 'Secure your email',
    summary:
      "Give your main email a long password you use nowhere else. Then check where it is signed in and remove forwarding rules you didn't set up.",
    minutes: 10,
    itemIds: ['A1', 'A4'],
    targets: { A1: ['unique'], A4: ['recent'] },
    article: articleLink(
      'password-security',
      'security-best-practices',
      'step-one-make-every-password-long-and-unique',
    ),
    tool: 'password-generator',
    verifiedOnly: false,
  },
  {
    id: 'email-2sv',
    title: 'Turn on 2-step verification for your email',
    summary:
      'Add a passkey or an authenticator app to your main email account. A text code is better than nothing, but an app or passkey is much harder to steal.',
    minutes: 5,
    itemIds: ['A2'],
    targets: { A2: ['passkey', 'app'] },
    article: articleLink(
      'password-security',
      'security-best-practices',
      'step-three-turn-on-multi-factor-authentication',
    ),
    tool: null,
    verifiedOnly: false,
  },
  {
    id: 'recovery-options',
    title: "Update your email's recovery options",
    summary:
      'Check that the recovery phone number and email of your main account are current and yours alone, and remove any you no longer control.',
    minutes: 5,
    itemIds: ['A3'],
    targets: { A3: ['checked'] },
    // No article covers recovery options yet; this section explains why the email account matters most.
    article: articleLink(
      'risk-mitigation',
      'identifying-cybersecurity-risks',
      'step-one-know-what-you-have',
    ),
    tool: null,
    verifiedOnly: false,
  },
];
