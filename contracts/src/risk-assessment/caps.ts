import type { RiskCapId, RiskCapResult, RiskItemResult, ScoreInput } from './model-types';
import { breachRecency, breachSeverity, breachVerification, latestChecks } from './signals';

export interface RiskCapDescription {
  id: RiskCapId;
  limit: number;
  /** What sets it off, in plain words. */
  trigger: string;
  /** Why it exists. */
  why: string;
  /** Ends "Your score would be 91 but is capped at 69 because …". */
  because: string;
}

/** The gates of design §6.4: things that keep a score down however good the rest is. */
export const RISK_CAPS: readonly RiskCapDescription[] = [
  {
    id: 'open-serious-breach',
    limit: 69,
    trigger:
      'A breach from the last 3 years, not fabricated or a spam list, exposed passwords, financial data or ID numbers, and is not marked resolved.',
    why: "You can't be at low risk while a recent leak of your credentials or money details is unaddressed.",
    because:
      'an unresolved breach from the last 3 years exposed passwords, financial data or ID numbers',
  },
  {
    id: 'pwned-password-in-use',
    limit: 59,
    trigger:
      'A password you checked in the last 180 days was found in known breaches, and you still use it.',
    why: 'A known-leaked password is tried against accounts automatically, so it can be used right away.',
    because: 'a password you still use was found in known breaches',
  },
  {
    id: 'email-wide-open',
    limit: 49,
    trigger:
      'Your email password is used elsewhere (A1) and your email has no second sign-in step (A2).',
    why: 'One leaked password away from losing your email, and with it every account it can reset.',
    because: 'your email password is used elsewhere and your email has no 2-step sign-in',
  },
];

/** What set each cap off, naming the breach or password, or null when it is not triggered. */
type CapTrigger = (input: ScoreInput, items: readonly RiskItemResult[]) => string | null;

function listed(names: readonly string[]): string {
  return names.length <= 1
    ? (names[0] ?? '')
    : `${names.slice(0, -1).join(', ')} and ${names.at(-1) ?? ''}`;
}

const openSeriousBreach: CapTrigger = ({ observed, now }) => {
  const serious = (observed.breaches ?? []).filter(
    (breach) =>
      !breach.resolved &&
      breachSeverity(breach.dataClasses) === 1 &&
      breachRecency(breach.addedDate, now) >= 0.6 &&
      breachVerification(breach) >= 0.6,
  );
  if (serious.length === 0) return null;
  const verb = serious.length === 1 ? 'is' : 'are';
  return `${listed(serious.map((breach) => breach.title))} exposed passwords, financial data or ID numbers and ${verb} not resolved.`;
};

const pwnedPasswordInUse: CapTrigger = ({ observed, now }) => {
  const leaked = latestChecks(observed.passwordChecks, now).filter(
    // An unknown breach result (null) is not a leak.
    (check) => check.pwned === true && check.inUse,
  );
  return leaked.length === 0
    ? null
    : `Found in known breaches and still in use: ${listed(leaked.map((check) => check.label))}.`;
};

/** Read from the scored items, so marking "Secure your email" done lifts it. */
const emailWideOpen: CapTrigger = (_input, items) => {
  const isZero = (id: string) =>
    items.some((item) => item.id === id && item.status === 'scored' && item.value === 0);
  return isZero('A1') && isZero('A2')
    ? 'Your email password is used elsewhere and your email has no second sign-in step.'
    : null;
};

const TRIGGERS: Record<RiskCapId, CapTrigger> = {
  'open-serious-breach': openSeriousBreach,
  'pwned-password-in-use': pwnedPasswordInUse,
  'email-wide-open': emailWideOpen,
};

/** Each cap with what triggered it; `reason` says why the cap exists when it is not triggered. */
export function evaluateCaps(
  input: ScoreInput,
  items: readonly RiskItemResult[],
  raw: number | null,
): RiskCapResult[] {
  return RISK_CAPS.map((cap) => {
    const trigger = TRIGGERS[cap.id](input, items);
    return {
      id: cap.id,
      limit: cap.limit,
      triggered: trigger !== null,
      binding: trigger !== null && raw !== null && raw > cap.limit,
      reason: trigger ?? cap.why,
    };
  });
}

/** The lowest limit among triggered caps; 100 when none is. */
export function capLimit(caps: readonly RiskCapResult[]): number {
  return Math.min(100, ...caps.filter((cap) => cap.triggered).map((cap) => cap.limit));
}

/** "Your score would be 91 but is capped at 69 because …", or null when the cap changes nothing shown. */
export function explainCap(raw: number | null, caps: readonly RiskCapResult[]): string | null {
  if (raw === null) return null;
  const deciding = caps
    .filter((cap) => cap.binding)
    .sort((left, right) => left.limit - right.limit)[0];
  const description = RISK_CAPS.find((cap) => cap.id === deciding?.id);
  if (deciding === undefined || description === undefined || Math.round(raw) <= deciding.limit)
    return null;
  return `Your score would be ${Math.round(raw)} but is capped at ${deciding.limit} because ${description.because}.`;
}
