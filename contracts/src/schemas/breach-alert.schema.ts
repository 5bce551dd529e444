import { z } from 'zod';
import { BreachSourceSchema } from './breach.schema';

/** One new match of a monitored address in a breach: shown in-app and mailed, each once. */
export const BreachAlertSchema = z.object({
  id: z.string(),
  breachName: z.string(),
  breachTitle: z.string(),
  /** The monitored address, partly masked (a***@example.com): alerts can show on shared screens. */
  maskedEmail: z.string(),
  source: BreachSourceSchema,
  createdAt: z.string(),
  readAt: z.string().nullable(),
});
export type BreachAlert = z.infer<typeof BreachAlertSchema>;

export const BreachAlertListSchema = z.object({
  alerts: z.array(BreachAlertSchema),
  unreadCount: z.number().int().nonnegative(),
});
export type BreachAlertList = z.infer<typeof BreachAlertListSchema>;

export const MarkAlertsReadInputSchema = z
  .object({ ids: z.array(z.string().min(1).max(40)).max(200).optional() })
  .strict();
