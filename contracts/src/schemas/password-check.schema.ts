import { z } from 'zod';

export const PASSWORD_CHECK_LABEL_MAX = 60;
/** The most checks a user keeps; the risk model reads the latest per label. */
export const PASSWORD_CHECKS_MAX = 200;

/**
 * A password check the user chose to record for their risk assessment: a label, the strength
 * score and flags. Never the password, nor any hash of it.
 */
export const PasswordCheckSchema = z.object({
  id: z.string(),
  label: z.string(),
  /** zxcvbn score 0–4, as the checker showed it. */
  score: z.number().int().min(0).max(4),
  /** Found in breaches; null when the breach check was unavailable (unknown, never "clean"). */
  pwned: z.boolean().nullable(),
  reused: z.boolean(),
  inUse: z.boolean(),
  checkedAt: z.string(),
});
export type PasswordCheck = z.infer<typeof PasswordCheckSchema>;

export const RecordPasswordCheckInputSchema = z
  .object({
    label: z
      .string()
      .trim()
      .min(1, 'Give the check a label, such as "Bank".')
      .max(PASSWORD_CHECK_LABEL_MAX, `A label has at most ${PASSWORD_CHECK_LABEL_MAX} characters.`),
    score: z.number().int().min(0).max(4),
    pwned: z.boolean().nullable(),
    reused: z.boolean(),
    inUse: z.boolean(),
  })
  .strict();
export type RecordPasswordCheckInput = z.infer<typeof RecordPasswordCheckInputSchema>;

export const PasswordCheckIdInputSchema = z
  .object({ id: z.string().regex(/^[A-Za-z0-9]{20}$/, 'That password check does not exist.') })
  .strict();
