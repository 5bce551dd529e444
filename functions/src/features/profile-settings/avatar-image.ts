import { AVATAR_MAX_BYTES } from '@bulwark/contracts/schemas/profile.schema';
import { CallableError } from '@bulwark/contracts/errors';

/** Magic numbers: the bytes decide the type, never the name or the declared type alone. */
function sniffImageType(bytes: Uint8Array): string | undefined {
  const starts = (...signature: number[]) =>
    signature.every((byte, index) => bytes[index] === byte);
  if (starts(0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a)) return 'image/png';
  if (starts(0xff, 0xd8, 0xff)) return 'image/jpeg';
  if (starts(0x52, 0x49, 0x46, 0x46) && String.fromCharCode(...bytes.slice(8, 12)) === 'WEBP')
    return 'image/webp';
  return undefined;
}

export function decodeAvatar(contentType: string, dataBase64: string): Uint8Array {
  const bytes = new Uint8Array(Buffer.from(dataBase64, 'base64'));
  if (bytes.byteLength === 0) throw new CallableError('invalid-argument', 'The image is empty.');
  if (bytes.byteLength > AVATAR_MAX_BYTES) {
    throw new CallableError('invalid-argument', 'The image is larger than 512 KB.');
  }
  const actual = sniffImageType(bytes);
  if (!actual) throw new CallableError('invalid-argument', 'Use a PNG, JPEG or WebP image.');
  if (actual !== contentType) {
    throw new CallableError(
      'invalid-argument',
      `The file is a ${actual.slice(6).toUpperCase()} image, not what it claims.`,
    );
  }
  return bytes;
}
