import { AVATAR_CONTENT_TYPES, AVATAR_MAX_BYTES } from '@bulwark/contracts/schemas/profile.schema';

export type AvatarContentType = (typeof AVATAR_CONTENT_TYPES)[number];

export type AvatarFileCheck =
  { ok: true; contentType: AvatarContentType } | { ok: false; message: string };

function isAvatarContentType(type: string): type is AvatarContentType {
  return (AVATAR_CONTENT_TYPES as readonly string[]).includes(type);
}

/** The same limits the server enforces, checked before anything is uploaded. */
export function checkAvatarFile(file: Pick<File, 'type' | 'size'>): AvatarFileCheck {
  if (!isAvatarContentType(file.type))
    return { ok: false, message: 'Use a PNG, JPEG or WebP image.' };
  if (file.size > AVATAR_MAX_BYTES) {
    return { ok: false, message: `The image is larger than ${AVATAR_MAX_BYTES / 1024} KB.` };
  }
  return { ok: true, contentType: file.type };
}

/** The file's bytes as base64, the form the upload callable takes. */
export async function readFileAsBase64(file: Blob): Promise<string> {
  const bytes = new Uint8Array(await file.arrayBuffer());
  let binary = '';
  // Chunked: String.fromCharCode with half a million arguments would overflow the call stack.
  for (let offset = 0; offset < bytes.length; offset += 0x8000) {
    binary += String.fromCharCode(...bytes.subarray(offset, offset + 0x8000));
  }
  return btoa(binary);
}
