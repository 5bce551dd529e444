import { z } from 'zod';
import { EmailSchema } from './email.schema';

/** Besides the account address, which is always monitored (Mozilla Monitor allows the same). */
export const MONITORED_ADDRESSES_MAX = 20;

export const MonitoredAddressSchema = z.object({
  /** `account:<user id>` for the sign-in address; otherwise a generated id. */
  id: z.string(),
  email: z.string(),
  isAccountAddress: z.boolean(),
  verifiedAt: z.string().nullable(),
  lastCheckedAt: z.string().nullable(),
  createdAt: z.string(),
});
export type MonitoredAddress = z.infer<typeof MonitoredAddressSchema>;

export const AddMonitoredAddressInputSchema = z.object({ email: EmailSchema }).strict();
export const MonitoredAddressIdInputSchema = z.object({ id: z.string().min(1).max(40) }).strict();
export const VerifyMonitoredAddressInputSchema = z
  .object({
    token: z.string().regex(/^[A-Za-z0-9_-]{20,100}$/, 'That verification link is not valid.'),
  })
  .strict();

/** Where alert mail goes: to the address that was found, or always to the account address. */
export const ALERT_DESTINATIONS = ['affected', 'account'] as const;
export const AlertSettingsSchema = z.object({ mailTo: z.enum(ALERT_DESTINATIONS) });
export type AlertSettings = z.infer<typeof AlertSettingsSchema>;
