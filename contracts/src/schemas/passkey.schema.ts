import { z } from 'zod';

/** Long enough for "Work laptop (Windows Hello)", short enough to read at a glance in a list. */
export const PASSKEY_NAME_MAX = 64;

/** The name a person gives a passkey, checked at /passkey/verify-registration and /update-passkey. */
export const PasskeyNameSchema = z
  .string()
  .trim()
  .min(1, 'Give the passkey a name, such as the device it is on.')
  .max(PASSKEY_NAME_MAX, `A passkey name has at most ${PASSKEY_NAME_MAX} characters.`);
