import { DisplayNameSchema } from '@bulwark/contracts/schemas/profile.schema';
import { authError } from './auth-error';

/**
 * Sign-up may set only what profile settings could set afterwards, by the same rules: the display
 * name as `DisplayNameSchema` has it (trimmed, at most 80 characters), and no picture (avatars go
 * through profile settings, which check the image; better-auth would store any `image` string).
 * Returns the body better-auth should go on with.
 */
export function signUpBodyWithCheckedProfile(body: unknown): Record<string, unknown> {
  const fields = typeof body === 'object' && body !== null ? (body as Record<string, unknown>) : {};
  if (fields['image'] !== undefined && fields['image'] !== null)
    throw authError('auth/operation-not-allowed', {
      message: 'Add a picture in your profile settings once you have signed in.',
    });
  const name = DisplayNameSchema.safeParse(
    typeof fields['name'] === 'string' ? fields['name'] : '',
  );
  if (!name.success)
    throw authError('auth/operation-not-allowed', {
      message: name.error.issues[0]?.message ?? 'Enter a display name.',
    });
  return { ...fields, name: name.data };
}
