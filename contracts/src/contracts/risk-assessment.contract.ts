import { z } from 'zod';
import {
  AssessmentIdInputSchema,
  RiskAssessmentSchema,
  RiskOverviewSchema,
  RiskSnapshotSchema,
  SaveAnswersInputSchema,
  SetActionStateInputSchema,
  StartAssessmentInputSchema,
  SNAPSHOT_TRIGGERS,
  SubmitAssessmentInputSchema,
} from '../schemas/risk-assessment.schema';
import { NO_PAYLOAD } from './no-payload';

const Empty = z.object({}).strict();

export const riskAssessmentContract = {
  /** Answers, live signals and action states: everything the score is computed from. */
  'riskAssessment.getOverview': { input: Empty, output: RiskOverviewSchema },
  /** Opens a draft (or returns the open one), pre-filled with the latest submitted answers. */
  'riskAssessment.start': { input: StartAssessmentInputSchema, output: RiskAssessmentSchema },
  /** Autosave: merges changed answers into the draft. */
  'riskAssessment.saveAnswers': { input: SaveAnswersInputSchema, output: RiskAssessmentSchema },
  /** Submits the draft once per idempotency key. */
  'riskAssessment.submit': { input: SubmitAssessmentInputSchema, output: RiskOverviewSchema },
  'riskAssessment.discardDraft': {
    input: AssessmentIdInputSchema,
    output: z.object({ discarded: z.boolean() }),
  },
  /** Done, accepted (with a reason), not applicable (with a reason) or open again. */
  'riskAssessment.setActionState': { input: SetActionStateInputSchema, output: RiskOverviewSchema },
  /** Score snapshots, oldest first. */
  'riskAssessment.getHistory': { input: Empty, output: z.array(RiskSnapshotSchema) },
} as const;

export const riskAssessmentCollections = {
  /**
   * The overview changed. Scored events (submitted, action decided) are inserts naming their
   * snapshot trigger; autosaves are updates with no payload, which no trigger listens to.
   */
  'risk-assessment': z.object({ trigger: z.enum(SNAPSHOT_TRIGGERS), detail: z.string().nullish() }),
  /** A new score snapshot: the history chart refetches. */
  'risk-history': NO_PAYLOAD,
} as const;
