export const UPPERCASE = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ';
export const LOWERCASE = 'abcdefghijklmnopqrstuvwxyz';
export const DIGITS = '0123456789';
/** All 32 printable ASCII punctuation characters (KeePassXC's "special characters"). */
export const SYMBOLS = '!"#$%&\'()*+,-./:;<=>?@[\\]^_`{|}~';
/** Characters easily mistaken for one another (KeePassXC's list): l B G I O 0 1 6 8 |. */
export const LOOK_ALIKES = 'lBGIO0168|';

export const PASSWORD_LENGTH = { min: 5, max: 128, default: 20 } as const;
export const MINIMUM_COUNT = { min: 0, max: 9 } as const;

export type CharacterKind = 'uppercase' | 'lowercase' | 'digits' | 'symbols';

export interface RandomPasswordOptions {
  length: number;
  uppercase: boolean;
  lowercase: boolean;
  digits: boolean;
  symbols: boolean;
  /** Which symbols may appear (default: all 32). */
  symbolSet: string;
  minDigits: number;
  minSymbols: number;
  /** Each chosen kind appears at least once (on top of the minimums). */
  requireEachKind: boolean;
  avoidLookAlikes: boolean;
  /** Characters never to use. */
  exclude: string;
}

export const DEFAULT_RANDOM_OPTIONS: RandomPasswordOptions = {
  length: PASSWORD_LENGTH.default,
  uppercase: true,
  lowercase: true,
  digits: true,
  symbols: true,
  symbolSet: SYMBOLS,
  minDigits: 1,
  minSymbols: 1,
  requireEachKind: true,
  avoidLookAlikes: false,
  exclude: '',
};

export interface CharacterClass {
  kind: CharacterKind;
  characters: readonly string[];
  /** How many of this kind a compliant password has at least. */
  minimum: number;
}

const KIND_SOURCES: Record<CharacterKind, (options: RandomPasswordOptions) => string> = {
  uppercase: () => UPPERCASE,
  lowercase: () => LOWERCASE,
  digits: () => DIGITS,
  symbols: (options) => options.symbolSet,
};

const KIND_NAMES: Record<CharacterKind, string> = {
  uppercase: 'upper-case letters',
  lowercase: 'lower-case letters',
  digits: 'digits',
  symbols: 'symbols',
};

/**
 * The chosen kinds after exclusions, each with its minimum. The four kinds never share a
 * character (symbols outside ASCII punctuation are dropped), which the entropy count relies on.
 * Returns a message instead when the settings cannot be met.
 */
export function resolveCharacterClasses(options: RandomPasswordOptions): CharacterClass[] | string {
  const excluded = new Set([...options.exclude, ...(options.avoidLookAlikes ? LOOK_ALIKES : '')]);
  const classes: CharacterClass[] = [];
  for (const kind of Object.keys(KIND_SOURCES) as CharacterKind[]) {
    if (!options[kind]) continue;
    const allowed = kind === 'symbols' ? SYMBOLS : KIND_SOURCES[kind](options);
    const characters = [...new Set(KIND_SOURCES[kind](options))].filter(
      (char) => allowed.includes(char) && !excluded.has(char),
    );
    if (characters.length === 0) return `No ${KIND_NAMES[kind]} are left after the exclusions.`;
    classes.push({ kind, characters, minimum: minimumFor(kind, options) });
  }
  if (classes.length === 0) return 'Choose at least one kind of character.';
  const required = classes.reduce((sum, characterClass) => sum + characterClass.minimum, 0);
  if (required > options.length) {
    return `The settings need at least ${required} characters, but the length is ${options.length}.`;
  }
  return classes;
}

function minimumFor(kind: CharacterKind, options: RandomPasswordOptions): number {
  const floor = options.requireEachKind ? 1 : 0;
  if (kind === 'digits') return Math.max(floor, options.minDigits);
  if (kind === 'symbols') return Math.max(floor, options.minSymbols);
  return floor;
}
