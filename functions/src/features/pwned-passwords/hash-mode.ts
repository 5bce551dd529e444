/** The two hash families HaveIBeenPwned publishes Pwned Passwords in. */
export type HashMode = 'sha1' | 'ntlm';

export interface HashModeSpec {
  mode: HashMode;
  /** Bytes in a whole hash: SHA-1 20, NTLM (MD4) 16. */
  hashBytes: number;
  /** Hex digits after the 5-digit prefix: what /range returns per line. */
  suffixHexDigits: number;
  /** Bytes a stored record spends on the suffix (its last nibble-and-a-half packed with the count). */
  suffixBytes: number;
  /** File name of this mode's store inside the store directory. */
  fileName: string;
}

export const HASH_MODES: Record<HashMode, HashModeSpec> = {
  sha1: { mode: 'sha1', hashBytes: 20, suffixHexDigits: 35, suffixBytes: 18, fileName: 'sha1.bin' },
  ntlm: { mode: 'ntlm', hashBytes: 16, suffixHexDigits: 27, suffixBytes: 14, fileName: 'ntlm.bin' },
};

/** 2^20: one bucket per 5-hex-digit prefix. */
export const PREFIX_COUNT = 1 << 20;
export const PREFIX_HEX_DIGITS = 5;

const PREFIX_PATTERN = /^[0-9A-Fa-f]{5}$/;

/** The bucket number of a 5-hex-digit prefix (either case), or undefined if it is not one. */
export function parsePrefix(prefix: string): number | undefined {
  return PREFIX_PATTERN.test(prefix) ? Number.parseInt(prefix, 16) : undefined;
}

/** The bucket (5-hex-digit prefix as a number) a whole hash belongs to. */
export function bucketOfHash(hash: Uint8Array): number {
  return ((hash[0] ?? 0) << 12) | ((hash[1] ?? 0) << 4) | ((hash[2] ?? 0) >> 4);
}

/** Upper-case hex for each byte value, as the range API writes hashes. */
export const HEX_PAIRS: readonly string[] = Array.from({ length: 256 }, (_, byte) =>
  byte.toString(16).toUpperCase().padStart(2, '0'),
);

/** ASCII code of each upper-case hex digit 0–15. */
export const HEX_DIGIT_CODES = Uint8Array.from('0123456789ABCDEF', (digit) => digit.charCodeAt(0));

/** Value of an ASCII hex digit (either case), or 255. */
export const HEX_VALUES = (() => {
  const values = new Uint8Array(256).fill(255);
  for (let digit = 0; digit < 16; digit += 1) {
    values['0123456789ABCDEF'.charCodeAt(digit)] = digit;
    values['0123456789abcdef'.charCodeAt(digit)] = digit;
  }
  return values;
})();
