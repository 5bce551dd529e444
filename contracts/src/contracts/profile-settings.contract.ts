import { z } from 'zod';
import {
  ProfileSchema,
  SessionSummarySchema,
  UpdateProfileInputSchema,
  UploadAvatarInputSchema,
} from '../schemas/profile.schema';

const Empty = z.object({}).strict();

export const profileSettingsContract = {
  'profileSettings.get': { input: Empty, output: ProfileSchema },
  'profileSettings.update': { input: UpdateProfileInputSchema, output: ProfileSchema },
  'profileSettings.uploadAvatar': { input: UploadAvatarInputSchema, output: ProfileSchema },
  'profileSettings.removeAvatar': { input: Empty, output: ProfileSchema },
  'profileSettings.listSessions': { input: Empty, output: z.array(SessionSummarySchema) },
  /** Everything Bulwark holds about the caller, as one JSON document. */
  'profileSettings.exportData': { input: Empty, output: z.record(z.string(), z.unknown()) },
} as const;
