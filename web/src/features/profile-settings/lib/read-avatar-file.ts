import { AVATAR_CONTENT_TYPES, AVATAR_MAX_BYTES } from '@bulwark/contracts/schemas/profile.schema';

export type AvatarContentType = (typeof AVATAR_CONTENT_TYPES)[number];

export type AvatarFileCheck =
  { ok: true; contentType: AvatarContentType } | { ok: false; message: string };

function isAvatarContentType(type: string): type is AvatarContentType {
  return (AVATAR_CONTENT_TYPES as readonly string[]).includes(type);
}

/** "340 KB", "2.4 MB": sizes as file managers show them. */
export function formatFileSize(bytes: number): string {
  if (bytes < 1024 * 1024) return `${Math.max(1, Math.round(bytes / 1024))} KB`;
  return `${(bytes / (1024 * 1024)).toFixed(1)} MB`;
}

/** The same limits the server enforces, checked before anything is uploaded, naming the file. */
export function checkAvatarFile(file: Pick<File, 'type' | 'size' | 'name'>): AvatarFileCheck {
  if (!isAvatarContentType(file.type))
    return {
      ok: false,
      message: `“${file.name}” is not a PNG, JPEG or WebP image. Choose one that is.`,
    };
  if (file.size > AVATAR_MAX_BYTES) {
    return {
      ok: false,
      message: `“${file.name}” is ${formatFileSize(file.size)}; a picture can be at most ${formatFileSize(AVATAR_MAX_BYTES)}.`,
    };
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
