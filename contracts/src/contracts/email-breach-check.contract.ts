import { z } from 'zod';
import { BreachAlertListSchema, MarkAlertsReadInputSchema } from '../schemas/breach-alert.schema';
import {
  BreachDetailSchema,
  BreachSummarySchema,
  DescribeBreachesInputSchema,
  EmailCheckResultSchema,
  GetBreachInputSchema,
} from '../schemas/breach.schema';
import { EmailSchema } from '../schemas/email.schema';
import {
  AddMonitoredAddressInputSchema,
  AlertSettingsSchema,
  MonitoredAddressIdInputSchema,
  MonitoredAddressSchema,
  VerifyMonitoredAddressInputSchema,
} from '../schemas/monitored-address.schema';
import { NO_PAYLOAD } from './no-payload';

const Empty = z.object({}).strict();

export const emailBreachCheckContract = {
  /** Catalog entries by name; the private check asks for every name its range answer held. */
  'emailBreachCheck.describeBreaches': {
    input: DescribeBreachesInputSchema,
    output: z.array(BreachSummarySchema),
  },
  'emailBreachCheck.getBreach': { input: GetBreachInputSchema, output: BreachDetailSchema },
  /**
   * The server-side check: the address itself goes to the server (and to HIBP when configured).
   * The screen uses the private range check unless the person asks for every source.
   */
  'emailBreachCheck.check': {
    input: z.object({ email: EmailSchema, includeHidden: z.boolean().default(false) }).strict(),
    output: EmailCheckResultSchema,
  },
  'emailBreachCheck.listMonitoredAddresses': {
    input: Empty,
    output: z.array(MonitoredAddressSchema),
  },
  'emailBreachCheck.addMonitoredAddress': {
    input: AddMonitoredAddressInputSchema,
    output: MonitoredAddressSchema,
  },
  'emailBreachCheck.removeMonitoredAddress': {
    input: MonitoredAddressIdInputSchema,
    output: z.object({ removed: z.boolean() }),
  },
  'emailBreachCheck.verifyMonitoredAddress': {
    input: VerifyMonitoredAddressInputSchema,
    output: MonitoredAddressSchema,
  },
  'emailBreachCheck.listAlerts': { input: Empty, output: BreachAlertListSchema },
  'emailBreachCheck.markAlertsRead': {
    input: MarkAlertsReadInputSchema,
    output: BreachAlertListSchema,
  },
  'emailBreachCheck.getAlertSettings': { input: Empty, output: AlertSettingsSchema },
  'emailBreachCheck.updateAlertSettings': {
    input: AlertSettingsSchema.strict(),
    output: AlertSettingsSchema,
  },
} as const;

/**
 * What a finding's change event carries (one per user, address and breach, ever): the
 * saved-breaches list and the risk score react to it without asking email-breach-check.
 */
export const FindingChangeSchema = z.object({
  breachName: z.string(),
  /** True when it was announced (an alert); false for a quiet finding. */
  alerted: z.boolean(),
  /** True when none of the user's addresses had been found in this breach before. */
  isFirstForUser: z.boolean(),
  foundAt: z.iso.datetime(),
});
export type FindingChange = z.infer<typeof FindingChangeSchema>;

export const emailBreachCheckCollections = {
  /** An address added, removed or confirmed (`verified`: its first check follows as a job). */
  'monitored-addresses': z.object({ verified: z.boolean() }),
  /**
   * A new finding, or alerts marked read (no payload). Events written before findings carried
   * their facts (ADR 009) name only the breach.
   */
  'breach-alerts': z.union([FindingChangeSchema, z.object({ breachName: z.string() })]),
  /** A breach file was ingested (by the system user): the trigger reads the ingest's row. */
  'breach-ingests': NO_PAYLOAD,
} as const;
