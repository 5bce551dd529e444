import { expect, test } from 'vitest';
import { checkAvatarFile, readFileAsBase64 } from './read-avatar-file';

test('accepts PNG, JPEG and WebP up to 512 KB', () => {
  expect(checkAvatarFile({ type: 'image/png', size: 512 * 1024, name: 'me.png' })).toEqual({
    ok: true,
    contentType: 'image/png',
  });
  expect(checkAvatarFile({ type: 'image/webp', size: 10, name: 'me.webp' }).ok).toBe(true);
});

test('refuses other types and larger files, naming the file and the limit', () => {
  expect(checkAvatarFile({ type: 'image/gif', size: 10, name: 'cat.gif' })).toEqual({
    ok: false,
    message: '“cat.gif” is not a PNG, JPEG or WebP image. Choose one that is.',
  });
  expect(
    checkAvatarFile({ type: 'image/jpeg', size: 2.4 * 1024 * 1024, name: 'beach.jpg' }),
  ).toEqual({
    ok: false,
    message: '“beach.jpg” is 2.4 MB; a picture can be at most 512 KB.',
  });
});

test('encodes the bytes as base64, including large files', async () => {
  expect(await readFileAsBase64(new Blob([new Uint8Array([0, 1, 2, 253, 254, 255])]))).toBe(
    'AAEC/f7/',
  );
  const large = new Uint8Array(100_000).fill(65);
  expect(await readFileAsBase64(new Blob([large]))).toBe(btoa('A'.repeat(100_000)));
});
