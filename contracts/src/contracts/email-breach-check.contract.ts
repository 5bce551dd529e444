import { z } from 'zod';
import { BreachAlertListSchema, MarkAlertsReadInputSchema } from '../schemas/breach-alert.schema';
import {
  BreachDataStatusSchema,
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

const Empty = z.object({}).strict();

export const emailBreachCheckContract = {
  /** How fresh the catalog and the local index are, and whether HIBP is asked too. */
  'emailBreachCheck.status': { input: Empty, output: BreachDataStatusSchema },
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
