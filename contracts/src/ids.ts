/** Document ids: 20 URL-safe characters from a CSPRNG, as the spec's store generates (§9). */
const ID_ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';
export const ID_LENGTH = 20;

export function generateId(): string {
  // 62 symbols: reject bytes >= 248 (4 × 62) so every symbol is equally likely.
  const out: string[] = [];
  while (out.length < ID_LENGTH) {
    const bytes = crypto.getRandomValues(new Uint8Array(ID_LENGTH * 2));
    for (const byte of bytes) {
      if (byte < 248 && out.length < ID_LENGTH) out.push(ID_ALPHABET.charAt(byte % 62));
    }
  }
  return out.join('');
}

export const ID_PATTERN = /^[A-Za-z0-9]{20}$/;
