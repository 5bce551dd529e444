import { z } from 'zod';

/** Identity's change events: it has no callables (better-auth serves /api/auth). */
export const accountCollections = {
  /** Two-step sign-in was switched on or off (the risk score reads it). */
  'account-security': z.object({ twoFactorEnabled: z.boolean() }),
  /** A passkey was added (insert) or removed (delete): the risk score credits passkeys. */
  'account-passkeys': z.object({ name: z.string().nullable() }),
  /** The account's address was proven (verified, or a new one confirmed): monitoring checks it. */
  'account-email': z.object({ emailVerified: z.boolean() }),
} as const;
