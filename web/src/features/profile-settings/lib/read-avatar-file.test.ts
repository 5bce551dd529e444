import { expect, test } from 'vitest';
import { checkAvatarFile, readFileAsBase64 } from './read-avatar-file';

test('accepts PNG, JPEG and WebP up to 512 KB', () => {
  expect(checkAvatarFile({ type: 'image/png', size: 512 * 1024 })).toEqual({
    ok: true,
    contentType: 'image/png',
  });
  expect(checkAvatarFile({ type: 'image/webp', size: 10 }).ok).toBe(true);
});

test('refuses other types and larger files with a clear reason', () => {
  expect(checkAvatarFile({ type: 'image/gif', size: 10 })).toEqual({
    ok: false,
    message: 'Use a PNG, JPEG or WebP image.',
  });
  expect(checkAvatarFile({ type: 'image/jpeg', size: 512 * 1024 + 1 })).toEqual({
    ok: false,
    message: 'The image is larger than 512 KB.',
  });
});

test('encodes the bytes as base64, including large files', async () => {
  expect(await readFileAsBase64(new Blob([new Uint8Array([0, 1, 2, 253, 254, 255])]))).toBe(
    'AAEC/f7/',
  );
  const large = new Uint8Array(100_000).fill(65);
  expect(await readFileAsBase64(new Blob([large]))).toBe(btoa('A'.repeat(100_000)));
});
