import { z } from 'zod';

/** How long a person's security activity is kept, and shown. */
export const SECURITY_ACTIVITY_DAYS = 90;

/** What can happen to an account, as the activity list names it. */
export const SECURITY_EVENT_KINDS = [
  'sign-in',
  'sign-in-failed',
  'password-changed',
  'password-reset',
  'email-changed',
  'two-step-enabled',
  'two-step-disabled',
  'backup-codes-replaced',
  'passkey-added',
  'passkey-removed',
  'sessions-ended',
  'data-exported',
  'reported-not-me',
] as const;
export type SecurityEventKind = (typeof SECURITY_EVENT_KINDS)[number];

export const SIGN_IN_METHODS = [
  'password',
  'password-and-authenticator',
  'password-and-backup-code',
  'passkey',
  'email-link',
] as const;
export type SignInMethod = (typeof SIGN_IN_METHODS)[number];

/**
 * One line of the activity list. Failed sign-ins in a row come as one line (`attempts`, from
 * `firstAt` to `occurredAt`), so a burst of guesses reads as one event, not a page of them.
 */
export const SecurityEventSchema = z.object({
  id: z.string(),
  kind: z.enum(SECURITY_EVENT_KINDS),
  occurredAt: z.string(),
  /** "Firefox on Windows", from the browser's User-Agent; null when it sent none. */
  device: z.string().nullable(),
  ip: z.string().nullable(),
  signInMethod: z.enum(SIGN_IN_METHODS).nullable(),
  /** A sign-in from a device not seen on this account in the last 90 days (it was mailed). */
  newDevice: z.boolean(),
  /** Failed sign-ins: how many in this burst, and when it began. */
  attempts: z.number().int().positive(),
  firstAt: z.string(),
  /** Passkey events: the passkey's name. Sessions ended: how many. */
  passkeyName: z.string().nullable(),
  sessionsEnded: z.number().int().nullable(),
});
export type SecurityEvent = z.infer<typeof SecurityEventSchema>;

export const SecurityActivitySchema = z.object({
  events: z.array(SecurityEventSchema),
  /** True when older events (still within 90 days) were left out of this answer. */
  truncated: z.boolean(),
});
export type SecurityActivity = z.infer<typeof SecurityActivitySchema>;

/** "This wasn't me", from the mail's link (token) or from the list while signed in (eventId). */
export const ReportNotMeInputSchema = z.union([
  z.object({ token: z.string().min(20).max(400) }).strict(),
  z
    .object({ eventId: z.string().regex(/^[A-Za-z0-9]{20}$/, 'That event does not exist.') })
    .strict(),
]);
export type ReportNotMeInput = z.infer<typeof ReportNotMeInputSchema>;

export const ReportNotMeResultSchema = z.object({
  /** Sessions ended, this browser's included. */
  sessionsEnded: z.number().int(),
  /** The address the reset link went to, masked ("ad***@example.com"). */
  resetSentTo: z.string(),
});
export type ReportNotMeResult = z.infer<typeof ReportNotMeResultSchema>;

/** What an event records beyond its kind (all optional; never a secret, a code or a token). */
export interface SecurityEventDetails {
  signInMethod?: SignInMethod;
  newDevice?: boolean;
  passkeyName?: string;
  sessionsEnded?: number;
  /** A report of "This wasn't me": the sign-in it was about. */
  reportedEventId?: string;
}
