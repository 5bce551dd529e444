import { z } from 'zod';

/** Lower-cased and trimmed, as HIBP and our index normalise addresses. */
export const EmailSchema = z
  .string()
  .trim()
  .max(254, 'An email address has at most 254 characters.')
  .pipe(z.email('That email address does not look right.'))
  .transform((value) => value.toLowerCase());
