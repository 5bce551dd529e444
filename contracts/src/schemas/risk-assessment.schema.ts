import { z } from 'zod';
import {
  MONITORING_GAPS,
  RISK_ACTION_IDS,
  RISK_ACTION_STATUSES,
  RISK_BAND_IDS,
  RISK_MODES,
} from '../risk-assessment/model-types';
import { IdempotencyKeySchema } from './idempotency-key.schema';
import { PasswordCheckSchema } from './password-check.schema';

const AssessmentId = z.string().regex(/^[A-Za-z0-9]{20}$/, 'That assessment does not exist.');
const QuestionId = z.string().regex(/^[A-Z][0-9]$/, 'Unknown question.');
const OptionId = z.string().min(1).max(40);

/** A draft until submitted; completed ones are kept. */
export const ASSESSMENT_STATUSES = ['in-progress', 'completed'] as const;

export const RiskAnswersSchema = z.record(QuestionId, z.array(OptionId).max(12));

export const RiskAssessmentSchema = z.object({
  id: z.string(),
  mode: z.enum(RISK_MODES),
  status: z.enum(ASSESSMENT_STATUSES),
  /** The model the answers were given under (questions may change between versions). */
  modelVersion: z.string(),
  answers: RiskAnswersSchema,
  answeredAt: z.record(z.string(), z.string()),
  /** The page of the questionnaire to resume at. */
  step: z.number().int().min(0),
  startedAt: z.string(),
  updatedAt: z.string(),
  completedAt: z.string().nullable(),
});
export type RiskAssessment = z.infer<typeof RiskAssessmentSchema>;

export const ObservedInputsSchema = z.object({
  verifiedMonitoredAddresses: z.number().int().min(0),
  monitoringGap: z.enum(MONITORING_GAPS).nullable(),
  breaches: z
    .array(
      z.object({
        name: z.string(),
        title: z.string(),
        dataClasses: z.array(z.string()),
        addedDate: z.string(),
        isVerified: z.boolean(),
        isFabricated: z.boolean(),
        isSpamList: z.boolean(),
        resolved: z.boolean(),
      }),
    )
    .nullable(),
  passwordChecks: z.array(PasswordCheckSchema.omit({ id: true })),
  twoFactor: z.enum(['passkey', 'totp', 'email-otp', 'none']),
});

export const RiskActionStateSchema = z.object({
  status: z.enum(RISK_ACTION_STATUSES),
  reason: z.string().nullable(),
  updatedAt: z.string(),
});

/** Everything the score is computed from; the browser scores it with the same model the server uses. */
export const RiskOverviewSchema = z.object({
  /** A half-finished questionnaire, resumable on any device. */
  draft: RiskAssessmentSchema.nullable(),
  /** The latest submitted assessment: the answers the score uses. */
  latest: RiskAssessmentSchema.nullable(),
  observed: ObservedInputsSchema,
  actionStates: z.partialRecord(z.enum(RISK_ACTION_IDS), RiskActionStateSchema),
  /** The oldest date of an answer the score uses, when over 180 days old ("update your answers"). */
  staleSince: z.string().nullable(),
  serverTime: z.string(),
});
export type RiskOverview = z.infer<typeof RiskOverviewSchema>;

export const StartAssessmentInputSchema = z.object({ mode: z.enum(RISK_MODES) }).strict();

export const SaveAnswersInputSchema = z
  .object({
    id: AssessmentId,
    /** Changed answers only; null clears one. */
    answers: z.record(QuestionId, z.array(OptionId).max(12).nullable()),
    step: z.number().int().min(0).max(40).optional(),
    /** Switch between quick check and full assessment, keeping the answers. */
    mode: z.enum(RISK_MODES).optional(),
  })
  .strict();

export const AssessmentIdInputSchema = z.object({ id: AssessmentId }).strict();

/** A repeat with the same key answers like the first submit instead of "not open any more". */
export const SubmitAssessmentInputSchema = z
  .object({ id: AssessmentId, idempotencyKey: IdempotencyKeySchema })
  .strict();

export const RISK_REASON_MAX = 300;
export const SetActionStateInputSchema = z
  .object({
    actionId: z.enum(RISK_ACTION_IDS),
    status: z.enum(RISK_ACTION_STATUSES),
    reason: z
      .string()
      .trim()
      .max(RISK_REASON_MAX, `A reason has at most ${RISK_REASON_MAX} characters.`)
      .nullable(),
  })
  .strict()
  .refine(
    (input) =>
      (input.status !== 'accepted' && input.status !== 'na') || (input.reason ?? '').length >= 3,
    {
      message: 'Say why, in a few words.',
      path: ['reason'],
    },
  );

export const SNAPSHOT_TRIGGERS = [
  'assessment-submitted',
  'breach-found',
  'breach-saved',
  'breach-fixed',
  'breach-reopened',
  'breach-removed',
  'address-verified',
  'address-removed',
  'password-check-recorded',
  'password-check-removed',
  'two-factor-on',
  'two-factor-off',
  'passkey-added',
  'passkey-removed',
  'action-done',
  'action-accepted',
  'action-not-applicable',
  'action-reopened',
] as const;
export type SnapshotTrigger = (typeof SNAPSHOT_TRIGGERS)[number];

export const RiskSnapshotSchema = z.object({
  id: z.string(),
  computedAt: z.string(),
  trigger: z.enum(SNAPSHOT_TRIGGERS),
  /** What the event was about, e.g. a breach title or an action title. */
  detail: z.string().nullable(),
  modelVersion: z.string(),
  raw: z.number(),
  score: z.number().int(),
  band: z.enum(RISK_BAND_IDS),
  /** Caps that lowered the score at the time. */
  caps: z.array(z.string()),
  categoryScores: z.record(z.string(), z.number().nullable()),
  confidence: z.number(),
});
export type RiskSnapshot = z.infer<typeof RiskSnapshotSchema>;
