import { z } from 'zod';
import {
  PasswordCheckIdInputSchema,
  PasswordCheckSchema,
  RecordPasswordCheckInputSchema,
} from '../schemas/password-check.schema';

export const passwordStrengthContract = {
  /** The caller's recorded checks, newest first. */
  'passwordChecks.list': { input: z.object({}).strict(), output: z.array(PasswordCheckSchema) },
  'passwordChecks.record': { input: RecordPasswordCheckInputSchema, output: PasswordCheckSchema },
  'passwordChecks.remove': {
    input: PasswordCheckIdInputSchema,
    output: z.object({ removed: z.boolean() }),
  },
} as const;

export const passwordStrengthCollections = {
  /** A check recorded (with its label) or removed (nothing): the risk score reads both. */
  'password-checks': z.object({ label: z.string() }),
} as const;
