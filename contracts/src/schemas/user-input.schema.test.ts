import { expect, test } from 'vitest';
import { generateId } from '../ids';
import { EmailSchema } from './email.schema';
import {
  FEEDBACK_MESSAGE_MAX,
  FEEDBACK_MESSAGE_MIN,
  SubmitFeedbackInputSchema,
} from './feedback.schema';
import {
  AVATAR_MAX_BYTES,
  UpdateProfileInputSchema,
  UploadAvatarInputSchema,
} from './profile.schema';

function firstMessage(result: {
  success: boolean;
  error?: { issues: Array<{ message: string }> };
}) {
  return result.success ? undefined : result.error?.issues[0]?.message;
}

test('addresses are trimmed and lower-cased; bad ones get a clear message', () => {
  expect(EmailSchema.parse('  Someone@Example.ORG ')).toBe('someone@example.org');
  expect(firstMessage(EmailSchema.safeParse('not an address'))).toBe(
    'That email address does not look right.',
  );
  expect(firstMessage(EmailSchema.safeParse(`${'a'.repeat(250)}@x.io`))).toBe(
    'An email address has at most 254 characters.',
  );
});

test('feedback: category, a 1–5 rating, 10–2000 characters and a request key, nothing else', () => {
  const good = {
    category: 'bug',
    rating: 3,
    message: 'The page flickers.',
    idempotencyKey: generateId(),
  };
  expect(SubmitFeedbackInputSchema.parse(good)).toEqual(good);
  expect(
    firstMessage(SubmitFeedbackInputSchema.safeParse({ ...good, idempotencyKey: 'not a key' })),
  ).toBe('The request key is not valid. Reload the page and try again.');
  expect(
    SubmitFeedbackInputSchema.safeParse({ ...good, message: 'x'.repeat(FEEDBACK_MESSAGE_MIN) })
      .success,
  ).toBe(true);
  expect(
    SubmitFeedbackInputSchema.safeParse({ ...good, message: 'x'.repeat(FEEDBACK_MESSAGE_MAX) })
      .success,
  ).toBe(true);
  expect(
    firstMessage(SubmitFeedbackInputSchema.safeParse({ ...good, message: '   short   ' })),
  ).toBe('Write at least 10 characters.');
  expect(
    firstMessage(
      SubmitFeedbackInputSchema.safeParse({
        ...good,
        message: 'x'.repeat(FEEDBACK_MESSAGE_MAX + 1),
      }),
    ),
  ).toBe('Write at most 2000 characters.');
  expect(firstMessage(SubmitFeedbackInputSchema.safeParse({ ...good, rating: 6 }))).toBe(
    'Rate from 1 to 5.',
  );
  expect(firstMessage(SubmitFeedbackInputSchema.safeParse({ ...good, category: 'rant' }))).toBe(
    'Choose a category.',
  );
  expect(SubmitFeedbackInputSchema.safeParse({ ...good, userId: 'someone-else' }).success).toBe(
    false,
  );
});

test('profile: a display name of 1–80 characters; an avatar of a known type up to 512 KB', () => {
  expect(firstMessage(UpdateProfileInputSchema.safeParse({ displayName: '   ' }))).toBe(
    'Enter a display name.',
  );
  expect(UpdateProfileInputSchema.safeParse({ displayName: 'x'.repeat(81) }).success).toBe(false);
  /** Base64 of `bytes` bytes is 4 characters for every 3, rounded up. */
  const base64Of = (bytes: number) => 'A'.repeat(Math.ceil(bytes / 3) * 4);
  const image = base64Of(AVATAR_MAX_BYTES);
  expect(
    UploadAvatarInputSchema.safeParse({ contentType: 'image/png', dataBase64: image }).success,
  ).toBe(true);
  const tooBig = base64Of(AVATAR_MAX_BYTES + 3);
  expect(
    firstMessage(
      UploadAvatarInputSchema.safeParse({ contentType: 'image/png', dataBase64: tooBig }),
    ),
  ).toBe('The image is larger than 512 KB.');
  expect(
    firstMessage(
      UploadAvatarInputSchema.safeParse({ contentType: 'image/svg+xml', dataBase64: 'AAAA' }),
    ),
  ).toBe('Use a PNG, JPEG or WebP image.');
});
