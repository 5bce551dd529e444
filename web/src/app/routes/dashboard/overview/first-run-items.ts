import { paths } from '@/config/paths';

export type ChecklistItemId =
  'verify-email' | 'check-addresses' | 'two-step' | 'assessment' | 'password-check';

/** What the checklist is worked out from: every fact read from the person's own data. */
export interface ChecklistFacts {
  emailVerified: boolean;
  /** Whether this server has breach data to search addresses against at all. */
  hasBreachData: boolean;
  /** When the account address was last checked; null before its first check. */
  accountAddressCheckedAt: string | null;
  twoFactorOn: boolean;
  assessmentTaken: boolean;
  passwordChecked: boolean;
}

export interface ChecklistItem {
  id: ChecklistItemId;
  title: string;
  done: boolean;
  /** One sentence: why, or what happens next. */
  detail: string;
  /** Where doing it (or the next thing about it) starts. */
  action: { label: string; href: string } | null;
}

function addressesItem(facts: ChecklistFacts): ChecklistItem {
  const base = { id: 'check-addresses' as const, title: 'Check your addresses for breaches' };
  if (!facts.hasBreachData) {
    return {
      ...base,
      done: false,
      detail:
        'This server has no breach data to search yet; whoever runs it can add some (see About).',
      action: { label: 'About breach data', href: paths.dashboard.about },
    };
  }
  if (!facts.accountAddressCheckedAt) {
    return {
      ...base,
      done: false,
      detail:
        'Bulwark checks your account address by itself once it is verified; it only takes a moment.',
      action: { label: 'Open the breach check', href: paths.dashboard.emailBreachCheck },
    };
  }
  return {
    ...base,
    done: true,
    detail: 'Your account address is checked every day. Add the other addresses you sign up with.',
    action: { label: 'Add another address', href: paths.dashboard.monitoredAddresses },
  };
}

/**
 * The five first steps, each ticked from real data (nothing here is self-reported), each one
 * click from doing it.
 */
export function firstRunItems(facts: ChecklistFacts): ChecklistItem[] {
  return [
    {
      id: 'verify-email',
      title: 'Verify your email address',
      done: facts.emailVerified,
      detail: facts.emailVerified
        ? 'Done: Bulwark can reach you about new breaches.'
        : 'Follow the link we emailed you.',
      action: facts.emailVerified ? null : { label: 'Open verification', href: paths.verifyEmail },
    },
    addressesItem(facts),
    {
      id: 'two-step',
      title: 'Turn on two-step sign-in',
      done: facts.twoFactorOn,
      detail: facts.twoFactorOn
        ? 'Done: a stolen password alone no longer opens your Bulwark account.'
        : 'With an authenticator app, a stolen password alone no longer opens your account.',
      action: facts.twoFactorOn
        ? null
        : { label: 'Turn it on', href: paths.dashboard.twoStepSettings },
    },
    {
      id: 'assessment',
      title: 'Take the quick assessment',
      done: facts.assessmentTaken,
      detail: facts.assessmentTaken
        ? 'Done: your score and top actions are on this page.'
        : 'About 3 minutes for a score out of 100 and the changes that raise it most.',
      action: facts.assessmentTaken
        ? null
        : { label: 'Start it', href: paths.dashboard.riskAssessment },
    },
    {
      id: 'password-check',
      title: 'Check a password and record it',
      done: facts.passwordChecked,
      detail: facts.passwordChecked
        ? 'Done: the checks you record count towards your score.'
        : 'The check runs in your browser; only the label and the result are recorded, never the password.',
      action: facts.passwordChecked
        ? null
        : { label: 'Check a password', href: paths.dashboard.passwordStrengthChecker },
    },
  ];
}
