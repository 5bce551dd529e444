import { createHmac } from 'node:crypto';

/** RFC 4648 base32: the alphabet authenticator apps read from an otpauth:// URI. */
const BASE32_ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ234567';

/** A TOTP secret written as an otpauth:// URI carries it (unpadded base32). */
export function base32Encode(bytes: Buffer): string {
  let bits = '';
  for (const byte of bytes) bits += byte.toString(2).padStart(8, '0');
  let out = '';
  for (let at = 0; at + 5 <= bits.length; at += 5)
    out += BASE32_ALPHABET[parseInt(bits.slice(at, at + 5), 2)];
  return out;
}

function base32Decode(input: string): Buffer {
  const alphabet = BASE32_ALPHABET;
  let bits = 0;
  let value = 0;
  const bytes: number[] = [];
  for (const char of input.replace(/=+$/, '').toUpperCase()) {
    const index = alphabet.indexOf(char);
    if (index < 0) throw new Error(`not base32: ${char}`);
    value = (value << 5) | index;
    bits += 5;
    if (bits >= 8) {
      bytes.push((value >>> (bits - 8)) & 0xff);
      bits -= 8;
    }
  }
  return Buffer.from(bytes);
}

/** The shared secret inside an `otpauth://totp/…?secret=…` URI, as an authenticator app reads it. */
export function totpSecretFromUri(uri: string): Buffer {
  const secret = new URL(uri).searchParams.get('secret');
  if (!secret) throw new Error('otpauth URI without a secret');
  return base32Decode(secret);
}

/**
 * RFC 6238 TOTP (HMAC-SHA1, 30 s, 6 digits), what an authenticator app shows. `stepOffset` picks
 * the code of a neighbouring time step (−1 = the previous 30 s).
 */
export function totpCode(secret: Buffer, stepOffset = 0, at = Date.now()): string {
  const counter = Math.floor(at / 30_000) + stepOffset;
  const message = Buffer.alloc(8);
  message.writeBigUInt64BE(BigInt(counter));
  const digest = createHmac('sha1', secret).update(message).digest();
  const offset = (digest.at(-1) ?? 0) & 0x0f;
  const binary = digest.readUInt32BE(offset) & 0x7fffffff;
  return String(binary % 1_000_000).padStart(6, '0');
}
