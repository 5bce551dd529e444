import { STEP_SEVERITIES, type StepSeverity } from '@bulwark/contracts/schemas/saved-breach.schema';

/**
 * What to do about each kind of exposed data, most severe first, as Mozilla Monitor guides:
 * identity and money, then account access, then contact data, then everything else. Pure data
 * and one function, so the guidance is easy to review and test.
 */
export interface StepDefinition {
  id: string;
  /** A few words, for buttons and lists; `title` says it in full. */
  label: string;
  title: string;
  description: string;
  severity: StepSeverity;
  minutes: number;
  dataClasses: readonly string[];
}

export const STEP_CATALOG: readonly StepDefinition[] = [
  {
    id: 'protect-identity',
    label: 'Guard your identity',
    title: 'Guard against identity theft',
    description:
      'Your government ID details were exposed. Place a fraud alert or a credit freeze with the credit bureaus, tell the authority that issued the document, and watch for accounts opened in your name.',
    severity: 'critical',
    minutes: 30,
    dataClasses: [
      'Government issued IDs',
      'Passport numbers',
      'Social security numbers',
      "Driver's licenses",
      'Taxation records',
      'Biometric data',
    ],
  },
  {
    id: 'replace-payment-cards',
    label: 'Replace cards',
    title: 'Replace exposed payment cards',
    description:
      'Ask your bank to replace the card, check recent statements for payments you do not recognise, and turn on alerts for every card payment.',
    severity: 'critical',
    minutes: 15,
    dataClasses: ['Credit cards', 'Partial credit card data', 'Credit card CVV', 'Payment methods'],
  },
  {
    id: 'watch-bank-accounts',
    label: 'Watch bank accounts',
    title: 'Watch your bank accounts',
    description:
      'Tell your bank which account details were exposed, turn on transaction alerts and look out for unexpected direct debits or loan applications.',
    severity: 'critical',
    minutes: 15,
    dataClasses: [
      'Bank account numbers',
      'Financial transactions',
      'Account balances',
      'Loan information',
      'Credit status information',
      'Financial investments',
    ],
  },
  {
    id: 'change-pins',
    label: 'Change PINs',
    title: 'Change exposed PINs',
    description:
      'Change every PIN that was exposed, and any other PIN that is the same or similar.',
    severity: 'critical',
    minutes: 10,
    dataClasses: ['PINs'],
  },
  {
    id: 'move-crypto-funds',
    label: 'Move funds',
    title: 'Move funds to a new wallet',
    description:
      'Anyone with exposed recovery phrases or keys can empty the wallet. Create a new wallet with a new phrase and move the funds now.',
    severity: 'critical',
    minutes: 20,
    dataClasses: ['Mnemonic phrases', 'Encrypted keys', 'Cryptocurrency wallet addresses'],
  },
  {
    id: 'change-password',
    label: 'Change password',
    title: 'Change this password everywhere you used it',
    description:
      'Set a new, unique password for this site, and for every other account where you used the same or a similar one. A password manager makes this easy.',
    severity: 'high',
    minutes: 15,
    dataClasses: ['Passwords', 'Historical passwords', 'Password hints', 'Password strengths'],
  },
  {
    id: 'turn-on-two-step',
    label: 'Turn on two-step',
    title: 'Turn on two-step verification',
    description:
      'With a second step (an authenticator app or a security key), a stolen password alone no longer opens the account.',
    severity: 'high',
    minutes: 10,
    dataClasses: ['Passwords', 'Historical passwords', 'Auth tokens'],
  },
  {
    id: 'change-security-questions',
    label: 'Change security questions',
    title: 'Change your security questions',
    description:
      'Exposed answers let others reset your passwords. Change the questions and answers, and prefer made-up answers kept in your password manager.',
    severity: 'high',
    minutes: 10,
    dataClasses: ['Security questions and answers', 'Mothers maiden names'],
  },
  {
    id: 'sign-out-everywhere',
    label: 'Sign out everywhere',
    title: 'Sign out of every session',
    description:
      'Exposed login tokens can let others in without your password. Sign out of all sessions on this site.',
    severity: 'high',
    minutes: 5,
    dataClasses: ['Auth tokens', 'Login histories'],
  },
  {
    id: 'watch-for-phishing',
    label: 'Watch for phishing',
    title: 'Be wary of phishing',
    description:
      'Expect convincing messages that mention this breach or use your name. Do not follow links in them; go to the site yourself.',
    severity: 'medium',
    minutes: 5,
    dataClasses: [
      'Email addresses',
      'Recovery email addresses',
      'Names',
      'Usernames',
      'Display names',
    ],
  },
  {
    id: 'protect-phone-number',
    label: 'Protect your number',
    title: 'Protect your phone number',
    description:
      'Ask your carrier for a port-out PIN so nobody can move your number, and be wary of calls and texts that mention this breach.',
    severity: 'medium',
    minutes: 10,
    dataClasses: ['Phone numbers', 'Partial phone numbers', 'IMEI numbers', 'IMSI numbers'],
  },
  {
    id: 'watch-postal-fraud',
    label: 'Watch for fraud',
    title: 'Watch for fraud using your address and birth date',
    description:
      'These details help criminals pass identity checks. Be careful with callers who already know them, and check your post for unexpected bills.',
    severity: 'medium',
    minutes: 5,
    dataClasses: [
      'Physical addresses',
      'Dates of birth',
      'Partial dates of birth',
      'Places of birth',
    ],
  },
  {
    id: 'refresh-network-address',
    label: 'Refresh your IP address',
    title: 'Consider your location exposed',
    description:
      'IP addresses reveal roughly where you are. Restart your router to get a new address if yours rarely changes, and keep its firmware up to date.',
    severity: 'medium',
    minutes: 5,
    dataClasses: ['IP addresses', 'Geographic locations'],
  },
];

export const REVIEW_STEP_ID = 'review-other-data';

const STEP_IDS_BY_CLASS = new Map<string, string[]>();
for (const step of STEP_CATALOG) {
  for (const dataClass of step.dataClasses) {
    STEP_IDS_BY_CLASS.set(dataClass, [...(STEP_IDS_BY_CLASS.get(dataClass) ?? []), step.id]);
  }
}

/** The steps a breach calls for, most severe first, each with the exposed classes behind it. */
export function stepsForDataClasses(dataClasses: readonly string[]): StepDefinition[] {
  const exposed = new Set(dataClasses);
  const steps: StepDefinition[] = STEP_CATALOG.filter((step) =>
    step.dataClasses.some((c) => exposed.has(c)),
  ).map((step) => ({ ...step, dataClasses: step.dataClasses.filter((c) => exposed.has(c)) }));
  const uncovered = dataClasses.filter((dataClass) => !STEP_IDS_BY_CLASS.has(dataClass));
  if (uncovered.length > 0) {
    steps.push({
      id: REVIEW_STEP_ID,
      label: 'Review other data',
      title: 'Review what else was exposed',
      description: `Also exposed: ${uncovered.join(', ')}. Think about who could misuse these details and update them where you can.`,
      severity: 'low',
      minutes: 5,
      dataClasses: uncovered,
    });
  }
  return steps.sort(
    (a, b) => STEP_SEVERITIES.indexOf(a.severity) - STEP_SEVERITIES.indexOf(b.severity),
  );
}
