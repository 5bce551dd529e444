import type { PwnedPasswordsSource } from '@bulwark/contracts/schemas/pwned-passwords-status.schema';
import { formatNumber } from '@/lib/format-number';

/**
 * Where the k-anonymity breach lookup for the current password stands. `unavailable`: the server
 * (or its upstream) could not answer, so nothing is known either way.
 */
export type BreachCheck =
  | { status: 'idle' }
  | { status: 'checking' }
  | { status: 'done'; count: number }
  | { status: 'unavailable' };

export type CheckStatus = 'pass' | 'fail' | 'unknown';

/**
 * How many passwords zxcvbn-ts's common list holds (lower-cased, as the worker compares them).
 * Written here because the list itself loads with the worker, never with the page; a test holds
 * the two equal.
 */
export const COMMON_PASSWORD_LIST_SIZE = 49_233;

export interface NistCheck {
  id: 'length' | 'common' | 'breached';
  status: CheckStatus;
  /** The rule when it passes or fails; when unknown, a sentence saying what is not known and why. */
  label: string;
  detail: string;
}

export interface NistVerdictInput {
  password: string;
  /** Single-factor passwords need 15 characters; with a second factor, 8 (800-63B rev 4, §3.1.1.2). */
  hasTwoStep: boolean;
  isCommonPassword: boolean;
  breach: BreachCheck;
  /** Where the server's breach answers come from; `off` when it has none. */
  breachSource: PwnedPasswordsSource | undefined;
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
      detail: `${input.isCommonPassword ? 'It is on' : 'Not on'} the list of ${formatNumber(COMMON_PASSWORD_LIST_SIZE)} most common passwords.`,
    },
    breachCheck(input),
  ];
}

function breachCheck({ breach, breachSource }: NistVerdictInput): NistCheck {
  const label = 'Not in known breaches';
  if (breach.status === 'done' && breach.count > 0) {
    return {
      id: 'breached',
      status: 'fail',
      label,
      detail: `Seen ${formatNumber(breach.count)} times in breaches.`,
    };
  }
  if (breach.status === 'done')
    return { id: 'breached', status: 'pass', label, detail: 'Not found in known breaches.' };
  // Unknown: the label itself says so, so it never reads as a verdict ("Not in known breaches").
  if (breachSource === 'off')
    return {
      id: 'breached',
      status: 'unknown',
      label: 'Breaches cannot be checked on this server',
      detail: 'It has no breach data and is set not to ask for any.',
    };
  if (breach.status === 'unavailable')
    return {
      id: 'breached',
      status: 'unknown',
      label: 'Breach check unavailable right now',
      detail: 'Nothing is known either way. Press Check breaches to try again.',
    };
  if (breach.status === 'checking')
    return { id: 'breached', status: 'unknown', label: 'Checking breaches…', detail: '' };
  return {
    id: 'breached',
    status: 'unknown',
    label: 'Breaches not checked yet',
    detail: 'Checked when you leave the field or press Check breaches.',
  };
}
