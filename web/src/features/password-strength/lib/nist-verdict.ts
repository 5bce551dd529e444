/** Where the k-anonymity breach lookup for the current password stands. */
export type BreachCheck =
  | { status: 'idle' }
  | { status: 'checking' }
  | { status: 'done'; count: number }
  | { status: 'failed' };

export type CheckStatus = 'pass' | 'fail' | 'unknown';

export interface NistCheck {
  id: 'length' | 'common' | 'breached';
  status: CheckStatus;
  label: string;
  detail: string;
}

export interface NistVerdictInput {
  password: string;
  /** Single-factor passwords need 15 characters; with a second factor, 8 (800-63B rev 4, §3.1.1.2). */
  hasTwoStep: boolean;
  isCommonPassword: boolean;
  breach: BreachCheck;
  /** Hashes loaded on this server; 0 when no breach corpus has been ingested. */
  corpusSize: number | undefined;
}

/**
 * NIST SP 800-63B rev 4's rules for a password, as this page can judge them: length, the
 * blocklist of common passwords (the whole password, not parts of it), and breach corpora.
 * Composition rules are deliberately absent: rev 4 says verifiers SHALL NOT impose them.
 */
export function nistVerdict(input: NistVerdictInput): NistCheck[] {
  const length = [...input.password].length;
  const minimum = input.hasTwoStep ? 8 : 15;
  return [
    {
      id: 'length',
      status: length >= minimum ? 'pass' : 'fail',
      label: `At least ${minimum} characters`,
      detail: `${length} character${length === 1 ? '' : 's'}; ${input.hasTwoStep ? 'with two-step sign-in, 8 is the minimum' : 'used alone, a password needs 15'}.`,
    },
    {
      id: 'common',
      status: input.isCommonPassword ? 'fail' : 'pass',
      label: 'Not a common password',
      detail: input.isCommonPassword
        ? 'It is on the list of 49,233 most common passwords.'
        : 'Not on the list of 49,233 most common passwords.',
    },
    breachCheck(input),
  ];
}

function breachCheck({ breach, corpusSize }: NistVerdictInput): NistCheck {
  const label = 'Not seen in breaches';
  if (breach.status === 'done' && breach.count > 0) {
    return {
      id: 'breached',
      status: 'fail',
      label,
      detail: `Seen ${breach.count.toLocaleString('en-US')} times in breaches.`,
    };
  }
  if (corpusSize === 0)
    return {
      id: 'breached',
      status: 'unknown',
      label,
      detail: 'No breach corpus is loaded on this server.',
    };
  if (breach.status === 'done')
    return { id: 'breached', status: 'pass', label, detail: 'Not found in the breach corpus.' };
  if (breach.status === 'failed')
    return {
      id: 'breached',
      status: 'unknown',
      label,
      detail: 'The breach check is unavailable right now.',
    };
  if (breach.status === 'checking')
    return { id: 'breached', status: 'unknown', label, detail: 'Checking…' };
  return {
    id: 'breached',
    status: 'unknown',
    label,
    detail: 'Checked when you leave the field or press Check breaches.',
  };
}
