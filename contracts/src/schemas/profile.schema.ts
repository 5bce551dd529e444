import { z } from 'zod';

export const DISPLAY_NAME_MAX = 80;

export const DisplayNameSchema = z
  .string()
  .trim()
  .min(1, 'Enter a display name.')
  .max(DISPLAY_NAME_MAX, `A display name has at most ${DISPLAY_NAME_MAX} characters.`);

export const AVATAR_MAX_BYTES = 512 * 1024;
export const AVATAR_CONTENT_TYPES = ['image/png', 'image/jpeg', 'image/webp'] as const;

export const ProfileSchema = z.object({
  id: z.string(),
  email: z.string(),
  emailVerified: z.boolean(),
  displayName: z.string(),
  hasAvatar: z.boolean(),
  twoFactorEnabled: z.boolean(),
  createdAt: z.string(),
});
export type Profile = z.infer<typeof ProfileSchema>;

export const UpdateProfileInputSchema = z.object({ displayName: DisplayNameSchema }).strict();

export const UploadAvatarInputSchema = z
  .object({
    contentType: z.enum(AVATAR_CONTENT_TYPES, 'Use a PNG, JPEG or WebP image.'),
    // base64 of at most AVATAR_MAX_BYTES bytes (4 characters per 3 bytes).
    dataBase64: z
      .string()
      .max(Math.ceil(AVATAR_MAX_BYTES / 3) * 4, 'The image is larger than 512 KB.')
      .regex(/^[A-Za-z0-9+/]+={0,2}$/, 'The image data is not valid.'),
  })
  .strict();

export const SessionSummarySchema = z.object({
  id: z.string(),
  createdAt: z.string(),
  lastActiveAt: z.string(),
  expiresAt: z.string(),
  userAgent: z.string().nullable(),
  ipAddress: z.string().nullable(),
  isCurrent: z.boolean(),
});
export type SessionSummary = z.infer<typeof SessionSummarySchema>;
