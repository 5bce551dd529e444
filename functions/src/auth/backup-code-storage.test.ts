import { expect, test } from 'vitest';
import {
  BACKUP_CODE_COUNT,
  canonicalBackupCode,
  createBackupCodeStorage,
  generateBackupCodes,
  hashBackupCode,
  matchingBackupCodeHash,
} from './backup-code-storage';

const key = Buffer.alloc(32, 7);

test('new codes are three groups of four from an alphabet without look-alikes', () => {
  const codes = generateBackupCodes();
  expect(codes).toHaveLength(BACKUP_CODE_COUNT);
  expect(new Set(codes).size).toBe(BACKUP_CODE_COUNT);
  for (const code of codes)
    expect(code).toMatch(/^[0-9A-HJKMNP-TV-Z]{4}-[0-9A-HJKMNP-TV-Z]{4}-[0-9A-HJKMNP-TV-Z]{4}$/);
});

test('every symbol of the alphabet turns up, none more than chance allows', () => {
  const counts = new Map<string, number>();
  for (let round = 0; round < 200; round += 1)
    for (const symbol of generateBackupCodes().join('').replaceAll('-', ''))
      counts.set(symbol, (counts.get(symbol) ?? 0) + 1);
  expect(counts.size).toBe(32);
  // 24,000 symbols, 750 expected each; a uniform draw stays well inside ±25 %.
  for (const count of counts.values()) expect(Math.abs(count - 750)).toBeLessThan(190);
});

test('a code matches in any case, with or without spaces and dashes, and with O for 0 or l for 1', () => {
  const canonical = canonicalBackupCode('7KQ4-M2XD-9T01');
  for (const typed of ['7kq4-m2xd-9t01', '7KQ4 M2XD 9T01', '7kq4m2xd9t01', ' 7KQ4-M2XD-9TOl '])
    expect(canonicalBackupCode(typed)).toBe(canonical);
});

test('stored codes are hashed in their canonical form, and hashes written back stay as they are', async () => {
  const storage = createBackupCodeStorage(key);
  const stored = JSON.parse(await storage.encrypt(JSON.stringify(['7kq4-m2xd-9trh']))) as string[];
  expect(stored).toEqual([hashBackupCode(key, '7KQ4M2XD9TRH')]);
  expect(await storage.encrypt(JSON.stringify(stored))).toBe(JSON.stringify(stored));
});

test('a code issued before the change still matches its stored hash, as typed, without the dash or with spaces', () => {
  const legacy = 'lCUR1-3ZKYo';
  const stored = [hashBackupCode(key, legacy)];
  for (const typed of [legacy, ' lCUR1-3ZKYo ', 'lCUR13ZKYo', 'lCUR1 3ZKYo'])
    expect(matchingBackupCodeHash([key], typed, stored)).toBe(stored[0]);
  // Its case is part of the code (62 symbols): folding it would cost each code 8 of its 59 bits.
  expect(matchingBackupCodeHash([key], 'lcur1-3zkyo', stored)).not.toBe(stored[0]);
});
