import { RISK_REASON_MAX } from '@bulwark/contracts/schemas/risk-assessment.schema';

/** A short list, so "not applicable" stays a real reason rather than a way to drop a hard task. */
export const NOT_APPLICABLE_REASONS = [
  { id: 'no-such-account', label: 'I don’t have the account, device or service this is about' },
  {
    id: 'managed-by-others',
    label: 'Someone else manages this for me (e.g. an employer’s IT team)',
  },
  { id: 'not-available', label: 'It isn’t available where I live' },
  { id: 'other', label: 'Another reason (say which)' },
] as const;
export type NotApplicableReasonId = (typeof NOT_APPLICABLE_REASONS)[number]['id'];

export const MIN_REASON_LENGTH = 3;

function chosenLine(reasonId: NotApplicableReasonId | null): string {
  if (reasonId === null || reasonId === 'other') return '';
  return NOT_APPLICABLE_REASONS.find((reason) => reason.id === reasonId)?.label ?? '';
}

/**
 * The reason stored with "not applicable": the chosen line, plus the person's words if any. Never
 * cut here: the words field keeps within notApplicableDetailMax and says so when it cuts.
 */
export function notApplicableReason(reasonId: NotApplicableReasonId, detail: string): string {
  const base = chosenLine(reasonId);
  const words = detail.trim();
  return base && words ? `${base}: ${words}` : base || words;
}

/** Room for the person's own words beside the chosen line ("line: words"), within the limit. */
export function notApplicableDetailMax(reasonId: NotApplicableReasonId | null): number {
  const base = chosenLine(reasonId);
  return RISK_REASON_MAX - (base ? base.length + 2 : 0);
}

/** Null when the reason will do; otherwise what to fix, in the words the field shows. */
export function reasonProblem(reason: string): string | null {
  const length = reason.trim().length;
  if (length < MIN_REASON_LENGTH) return 'Say why, in a few words.';
  if (length > RISK_REASON_MAX) return `A reason has at most ${RISK_REASON_MAX} characters.`;
  return null;
}
