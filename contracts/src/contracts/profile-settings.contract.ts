import { z } from 'zod';
import {
  ProfileSchema,
  SessionSummarySchema,
  UpdateProfileInputSchema,
  UploadAvatarInputSchema,
} from '../schemas/profile.schema';
import { NO_PAYLOAD } from './no-payload';

const Empty = z.object({}).strict();

export const profileSettingsContract = {
  'profileSettings.get': { input: Empty, output: ProfileSchema },
  'profileSettings.update': { input: UpdateProfileInputSchema, output: ProfileSchema },
  'profileSettings.uploadAvatar': { input: UploadAvatarInputSchema, output: ProfileSchema },
  'profileSettings.removeAvatar': { input: Empty, output: ProfileSchema },
  'profileSettings.listSessions': { input: Empty, output: z.array(SessionSummarySchema) },
  /** Ends one of the caller's other sessions by id; the token never reaches page scripts. */
  'profileSettings.revokeSession': {
    input: z.object({ id: z.string().min(1).max(64) }).strict(),
    output: z.object({ revoked: z.boolean() }),
  },
  'profileSettings.revokeOtherSessions': {
    input: Empty,
    output: z.object({ revoked: z.number().int() }),
  },
  /** Everything Bulwark holds about the caller, as one JSON document. */
  'profileSettings.exportData': { input: Empty, output: z.record(z.string(), z.unknown()) },
} as const;

/** The profile or the sessions changed: only the browser listens, and refetches them. */
export const profileSettingsCollections = { 'profile-settings': NO_PAYLOAD } as const;
