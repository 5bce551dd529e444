import { PASSWORD_LENGTH, type RandomPasswordOptions } from './character-classes';
import { type AttackScenario, bitsForScenario } from './crack-time';
import { PASSPHRASE_WORDS, type PassphraseOptions, passphraseEntropy } from './generate-passphrase';
import { planRandomPassword } from './generate-password';
import { PIN_LENGTH, pinEntropy } from './generate-pin';

/** "Give me at least N bits" or "resist this attack for N years": the generator picks the size. */
export type TargetStrength =
  | { kind: 'off' }
  | { kind: 'bits'; bits: number }
  | { kind: 'scenario'; scenario: AttackScenario; years: number };

export function targetBits(target: TargetStrength): number | undefined {
  if (target.kind === 'bits') return target.bits;
  if (target.kind === 'scenario') return bitsForScenario(target.scenario, target.years);
  return undefined;
}

/** The shortest allowed length whose exact entropy reaches `bits`; undefined if none does. */
export function lengthForTarget(options: RandomPasswordOptions, bits: number): number | undefined {
  return smallestMeeting(PASSWORD_LENGTH.min, PASSWORD_LENGTH.max, (length) => {
    const plan = planRandomPassword({ ...options, length });
    return typeof plan !== 'string' && plan.entropyBits >= bits;
  });
}

export function wordsForTarget(
  options: PassphraseOptions,
  wordListSize: number,
  bits: number,
): number | undefined {
  return smallestMeeting(
    PASSPHRASE_WORDS.min,
    PASSPHRASE_WORDS.max,
    (words) => passphraseEntropy({ ...options, words }, wordListSize).bits >= bits,
  );
}

export function pinLengthForTarget(bits: number): number | undefined {
  return smallestMeeting(PIN_LENGTH.min, PIN_LENGTH.max, (length) => pinEntropy(length) >= bits);
}

/** Binary search: `meets` is false then true as the size grows (entropy only grows with size). */
function smallestMeeting(
  min: number,
  max: number,
  meets: (size: number) => boolean,
): number | undefined {
  if (!meets(max)) return undefined;
  let low = min;
  let high = max;
  while (low < high) {
    const middle = Math.floor((low + high) / 2);
    if (meets(middle)) high = middle;
    else low = middle + 1;
  }
  return low;
}
