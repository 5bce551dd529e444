import { z } from 'zod';
import { BreachNameSchema, BreachSummarySchema } from './breach.schema';

export const SAVED_BREACH_STATUSES = ['action-needed', 'fixed'] as const;
export const SavedBreachStatusSchema = z.enum(SAVED_BREACH_STATUSES);
export type SavedBreachStatus = z.infer<typeof SavedBreachStatusSchema>;

export const STEP_STATES = ['open', 'done', 'skipped'] as const;
export const StepStateSchema = z.enum(STEP_STATES);
export type StepState = z.infer<typeof StepStateSchema>;

/** Most severe first: identity and money, then account access, then contact data, then the rest. */
export const STEP_SEVERITIES = ['critical', 'high', 'medium', 'low'] as const;
export type StepSeverity = (typeof STEP_SEVERITIES)[number];

/** Only web links are ever rendered from outside data: no `javascript:` or other schemes. */
export const WebUrlSchema = z.httpUrl();

/**
 * Where a step sends the person: the breached site (to change the password or act there), its own
 * two-step documentation, or its account recovery help.
 */
export const STEP_LINK_KINDS = [
  'change-password',
  'two-factor',
  'site',
  'account-recovery',
] as const;
export const StepLinkSchema = z.object({
  kind: z.enum(STEP_LINK_KINDS),
  url: WebUrlSchema,
  /** The destination's host name, shown next to the link so the person sees where it goes. */
  host: z.string(),
});
export type StepLink = z.infer<typeof StepLinkSchema>;

export const GuidedStepSchema = z.object({
  id: z.string(),
  /** A few words for buttons and lists ("Change password"); the title says it in full. */
  label: z.string(),
  title: z.string(),
  description: z.string(),
  severity: z.enum(STEP_SEVERITIES),
  minutes: z.number().int().positive(),
  /** The exposed data classes that call for this step. */
  dataClasses: z.array(z.string()),
  state: StepStateSchema,
  changedAt: z.string().nullable(),
  link: StepLinkSchema.nullable(),
  /** More help for this step: the site's account recovery page, for the two-step step. */
  secondaryLink: StepLinkSchema.nullable(),
});
export type GuidedStep = z.infer<typeof GuidedStepSchema>;

export const SAVED_BREACH_EVENT_KINDS = [
  'found',
  'saved',
  'step-done',
  'step-skipped',
  'step-reopened',
  'fixed',
  'reopened',
  'notes-changed',
] as const;

export const SavedBreachEventSchema = z.object({
  kind: z.enum(SAVED_BREACH_EVENT_KINDS),
  at: z.string(),
  /** The step concerned, for step events. */
  stepId: z.string().nullable(),
});
export type SavedBreachEvent = z.infer<typeof SavedBreachEventSchema>;

/** Second factors as 2fa.directory names them, strongest first (the order steps list them in). */
export const TWO_FACTOR_METHODS = [
  'u2f',
  'totp',
  'custom-software',
  'custom-hardware',
  'sms',
  'email',
  'call',
] as const;
export type TwoFactorMethod = (typeof TWO_FACTOR_METHODS)[number];

/** The breached site, from the catalog's domain, with what 2fa.directory knows of its sign-in. */
export const BreachedSiteSchema = z.object({
  domain: z.string(),
  url: WebUrlSchema,
  /** Null when the directory has no entry for the site (unknown, not "none"). */
  twoFactor: z
    .object({
      /** The directory's name for the site, e.g. "X (Twitter)". */
      siteName: z.string(),
      /** Empty: the site offers no two-step sign-in. */
      methods: z.array(z.enum(TWO_FACTOR_METHODS)),
      documentationUrl: WebUrlSchema.nullable(),
      recoveryUrl: WebUrlSchema.nullable(),
    })
    .nullable(),
});
export type BreachedSite = z.infer<typeof BreachedSiteSchema>;

export const SAVED_BREACH_NOTES_MAX = 4000;

export const SavedBreachSchema = z.object({
  id: z.string(),
  breach: BreachSummarySchema,
  /** Null when the catalog names no site (spam lists, malware, entries without a domain). */
  site: BreachedSiteSchema.nullable(),
  status: SavedBreachStatusSchema,
  notes: z.string(),
  steps: z.array(GuidedStepSchema),
  history: z.array(SavedBreachEventSchema),
  savedAt: z.string(),
  resolvedAt: z.string().nullable(),
});
export type SavedBreach = z.infer<typeof SavedBreachSchema>;

const SavedBreachId = z.string().regex(/^[A-Za-z0-9]{20}$/, 'That saved breach does not exist.');

export const SaveBreachInputSchema = z.object({ breachName: BreachNameSchema }).strict();
export const SavedBreachIdInputSchema = z.object({ id: SavedBreachId }).strict();
export const UpdateStepInputSchema = z
  .object({ id: SavedBreachId, stepId: z.string().min(1).max(60), state: StepStateSchema })
  .strict();
export const UpdateNotesInputSchema = z
  .object({
    id: SavedBreachId,
    notes: z
      .string()
      .max(SAVED_BREACH_NOTES_MAX, `Notes have at most ${SAVED_BREACH_NOTES_MAX} characters.`),
  })
  .strict();
export const SetStatusInputSchema = z
  .object({ id: SavedBreachId, status: SavedBreachStatusSchema })
  .strict();
export const ResolveManyInputSchema = z
  .object({ ids: z.array(SavedBreachId).min(1, 'Choose at least one breach.').max(200) })
  .strict();

/** What the risk assessment reads: how exposed the user is, from their saved breaches. */
export const ExposureSummarySchema = z.object({
  actionNeeded: z.number().int().nonnegative(),
  fixed: z.number().int().nonnegative(),
  openSteps: z.number().int().nonnegative(),
  /** Data classes exposed in unresolved breaches, with how many breaches exposed each. */
  exposedDataClasses: z.record(z.string(), z.number().int()),
  highestOpenSeverity: z.enum(STEP_SEVERITIES).nullable(),
  updatedAt: z.string().nullable(),
});
export type ExposureSummary = z.infer<typeof ExposureSummarySchema>;
