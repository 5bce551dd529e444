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

/** The reason stored with "not applicable": the chosen line, plus the person's words if any. */
export function notApplicableReason(reasonId: NotApplicableReasonId, detail: string): string {
  const chosen = NOT_APPLICABLE_REASONS.find((reason) => reason.id === reasonId);
  const words = detail.trim();
  const base = reasonId === 'other' ? '' : (chosen?.label ?? '');
  const combined = base && words ? `${base}: ${words}` : base || words;
  return combined.slice(0, RISK_REASON_MAX);
}

/** Null when the reason will do; otherwise what to fix, in the words the field shows. */
export function reasonProblem(reason: string): string | null {
  const length = reason.trim().length;
  if (length < MIN_REASON_LENGTH) return 'Say why, in a few words.';
  if (length > RISK_REASON_MAX) return `A reason has at most ${RISK_REASON_MAX} characters.`;
  return null;
}
