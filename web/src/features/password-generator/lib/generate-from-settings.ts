import type { PasswordGeneratorState } from '../password-generator.slice';
import type { CharacterKind, RandomPasswordOptions } from './character-classes';
import { EFF_LONG_WORDS } from './eff-word-list';
import {
  generatePassphrase,
  type PassphraseOptions,
  passphraseEntropy,
} from './generate-passphrase';
import { generateRandomPassword, planRandomPassword } from './generate-password';
import { generatePin, pinEntropy } from './generate-pin';
import { RandomIndex } from './random-index';
import { lengthForTarget, pinLengthForTarget, targetBits, wordsForTarget } from './target-strength';

export interface GeneratedResult {
  password: string;
  entropyBits: number;
  isExact: boolean;
  description: string;
  /** The length, word count or PIN length used (the target may have chosen it). */
  size: number;
}

export type GenerationOutcome =
  { ok: true; result: GeneratedResult } | { ok: false; error: string };

/** One password from the current settings, with the exact entropy of those settings. */
export function generateFromSettings(
  settings: PasswordGeneratorState,
  random = new RandomIndex(),
): GenerationOutcome {
  const bits = targetBits(settings.target);
  if (settings.mode === 'passphrase') return passphraseOutcome(settings.passphrase, bits, random);
  if (settings.mode === 'pin') {
    const length = bits === undefined ? settings.pinLength : pinLengthForTarget(bits);
    if (length === undefined)
      return {
        ok: false,
        error: `A PIN of at most 12 digits has under ${Math.ceil(bits ?? 0)} bits.`,
      };
    return {
      ok: true,
      result: {
        password: generatePin(length, random),
        entropyBits: pinEntropy(length),
        isExact: true,
        description: `${length}-digit PIN`,
        size: length,
      },
    };
  }
  return randomOutcome(settings.random, bits, random);
}

/** "1 digit", "2 digits": the kinds are named in the plural, as in "26 uppercase, 10 digits". */
function countOf(count: number, kind: CharacterKind): string {
  return `${count} ${count === 1 ? kind.replace(/s$/, '') : kind}`;
}

function randomOutcome(
  options: RandomPasswordOptions,
  bits: number | undefined,
  random: RandomIndex,
): GenerationOutcome {
  const length = bits === undefined ? options.length : lengthForTarget(options, bits);
  if (length === undefined)
    return {
      ok: false,
      error: `No length up to 128 reaches ${Math.ceil(bits ?? 0)} bits with these characters.`,
    };
  const plan = planRandomPassword({ ...options, length });
  if (typeof plan === 'string') return { ok: false, error: plan };
  const kinds = plan.classes.map(
    (characterClass) => `${characterClass.characters.length} ${characterClass.kind}`,
  );
  const minimums = plan.classes.filter((characterClass) => characterClass.minimum > 0);
  const rule =
    minimums.length > 0
      ? `; at least ${minimums.map((c) => countOf(c.minimum, c.kind)).join(', ')}`
      : '';
  return {
    ok: true,
    result: {
      password: generateRandomPassword(plan, length, random),
      entropyBits: plan.entropyBits,
      isExact: true,
      description: `${length} characters from ${kinds.join(', ')}${rule}`,
      size: length,
    },
  };
}

function passphraseOutcome(
  options: PassphraseOptions,
  bits: number | undefined,
  random: RandomIndex,
): GenerationOutcome {
  const words =
    bits === undefined ? options.words : wordsForTarget(options, EFF_LONG_WORDS.length, bits);
  if (words === undefined)
    return { ok: false, error: `Twenty words give under ${Math.ceil(bits ?? 0)} bits.` };
  const effective = { ...options, words };
  const entropy = passphraseEntropy(effective, EFF_LONG_WORDS.length);
  const extras = [
    options.capitalize ? 'capitalised' : '',
    options.includeNumber ? 'with a number' : '',
  ].filter(Boolean);
  return {
    ok: true,
    result: {
      password: generatePassphrase(effective, EFF_LONG_WORDS, random),
      entropyBits: entropy.bits,
      isExact: entropy.isExact,
      description: `${words} EFF words separated by “${options.separator}”${extras.length ? `, ${extras.join(', ')}` : ''}`,
      size: words,
    },
  };
}
