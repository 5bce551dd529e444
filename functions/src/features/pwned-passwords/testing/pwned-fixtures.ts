import { createHash } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach } from 'vitest';
import { createLogger } from '@/lib/logger';
import {
  createPwnedPasswordRanges,
  type PwnedPasswordRanges,
} from '../pwned-password-ranges.service';
import type { PwnedPasswordStore } from '../pwned-password-store';

/** A fresh temporary directory, removed after the test. */
export function useTemporaryDirectory(): () => string {
  const created: string[] = [];
  afterEach(() => {
    for (const directory of created.splice(0))
      fs.rmSync(directory, { recursive: true, force: true });
  });
  return () => {
    const directory = fs.mkdtempSync(path.join(os.tmpdir(), 'bulwark-pwned-'));
    created.push(directory);
    return directory;
  };
}

export function sha1Hex(password: string): string {
  return createHash('sha1').update(password, 'utf8').digest('hex').toUpperCase();
}

/**
 * NTLM hashes of known passwords (MD4 of UTF-16LE; Node's OpenSSL 3 no longer computes MD4), as
 * listed in the NTLM Pwned Passwords data and Hashcat's examples.
 */
export const NTLM_HASHES = {
  password: '8846F7EAEE8FB117AD06BDD830B7586C',
  '123456': '32ED87BDB5FDC5E9CBA88547376818D4',
} as const;

/** Writes a downloader directory: one {PREFIX}.txt per prefix, CRLF between lines. */
export function writeRangeDirectory(directory: string, lines: string[]): void {
  fs.mkdirSync(directory, { recursive: true });
  const byPrefix = new Map<string, string[]>();
  for (const line of lines) {
    const prefix = line.slice(0, 5);
    byPrefix.set(prefix, [...(byPrefix.get(prefix) ?? []), line.slice(5)]);
  }
  for (const [prefix, suffixes] of byPrefix)
    fs.writeFileSync(path.join(directory, `${prefix}.txt`), suffixes.join('\r\n'));
}

/** The ranges service over a local store alone (PWNED_PASSWORDS_UPSTREAM=off). */
export function localOnlyRanges(store: PwnedPasswordStore): PwnedPasswordRanges {
  return createPwnedPasswordRanges({ store, upstream: undefined, logger: createLogger('silent') });
}
