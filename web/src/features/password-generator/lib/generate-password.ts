import {
  type CharacterClass,
  type RandomPasswordOptions,
  resolveCharacterClasses,
} from './character-classes';
import {
  binomialRows,
  complianceProbability,
  compliantCountTable,
  powersOf,
  randomPasswordEntropy,
} from './password-entropy';
import { RandomIndex } from './random-index';

/**
 * Regeneration is used while at least 1 random string in 1,000 complies (the defaults: ~7 in 10).
 * Rarer settings (say 9 digits and 9 symbols in 20 characters: about 1 in 10⁶) use the
 * count-first sampler, which is just as uniform but does not need a million attempts.
 */
const REGENERATION_MIN_PROBABILITY = 1e-3;

export interface RandomPasswordPlan {
  classes: CharacterClass[];
  alphabet: string[];
  /** Exact bits: log₂ of the number of compliant passwords. */
  entropyBits: number;
  complianceProbability: number;
}

/** What the settings allow, or why they cannot be met. */
export function planRandomPassword(options: RandomPasswordOptions): RandomPasswordPlan | string {
  const classes = resolveCharacterClasses(options);
  if (typeof classes === 'string') return classes;
  const probability = complianceProbability(classes, options.length);
  return {
    classes,
    alphabet: classes.flatMap((characterClass) => characterClass.characters),
    entropyBits: randomPasswordEntropy(classes, options.length),
    complianceProbability: probability,
  };
}

/** A password drawn uniformly from the compliant ones, by whichever method is quick for the plan. */
export function generateRandomPassword(
  plan: RandomPasswordPlan,
  length: number,
  random = new RandomIndex(),
): string {
  return plan.complianceProbability >= REGENERATION_MIN_PROBABILITY
    ? regenerateUntilCompliant(plan, length, random)
    : sampleCompliantByCounts(plan, length, random);
}

/**
 * Each attempt picks every character uniformly from the whole alphabet, and an attempt that misses
 * a minimum is thrown away whole (1Password's spg does the same), so every compliant password is
 * equally likely. Placing the required characters first and shuffling, as Bitwarden and KeePassXC
 * do, would make some compliant passwords likelier than others.
 */
export function regenerateUntilCompliant(
  plan: RandomPasswordPlan,
  length: number,
  random: RandomIndex,
): string {
  const classOf = new Map<string, number>();
  plan.classes.forEach((characterClass, index) => {
    for (const character of characterClass.characters) classOf.set(character, index);
  });
  const maxAttempts = Math.ceil(1000 / plan.complianceProbability);
  for (let attempt = 0; attempt < maxAttempts; attempt += 1) {
    const counts = new Array<number>(plan.classes.length).fill(0);
    let password = '';
    for (let position = 0; position < length; position += 1) {
      const character = random.pick(plan.alphabet);
      password += character;
      const index = classOf.get(character) ?? 0;
      counts[index] = (counts[index] ?? 0) + 1;
    }
    if (
      plan.classes.every((characterClass, index) => (counts[index] ?? 0) >= characterClass.minimum)
    )
      return password;
  }
  throw new Error('No compliant password was found; the settings are too restrictive.');
}

/**
 * Uniform over the compliant passwords without rejection: draw how many characters each class
 * gets with probability (ways for the other classes) · C(n, c) · sᶜ / (all compliant ways), then
 * which positions they take (a uniform shuffle), then each character uniformly from its class. A
 * given compliant password with class counts c₁…c_k is reached with probability
 * [C(n; c₁…c_k) · Π sᵢ^cᵢ / total] · [1 / C(n; c₁…c_k)] · [Π sᵢ^−cᵢ] = 1 / total: all equal.
 */
export function sampleCompliantByCounts(
  plan: RandomPasswordPlan,
  length: number,
  random: RandomIndex,
): string {
  const table = compliantCountTable(plan.classes, length);
  const binomials = binomialRows(length);
  const labels: number[] = [];
  let remaining = length;
  for (let index = plan.classes.length - 1; index >= 0; index -= 1) {
    const characterClass = plan.classes[index];
    const before = table[index] ?? [];
    const powers = powersOf(BigInt(characterClass?.characters.length ?? 0), remaining);
    let pick = random.bigBelow(table[index + 1]?.[remaining] ?? 1n);
    for (let count = characterClass?.minimum ?? 0; count <= remaining; count += 1) {
      const weight =
        (before[remaining - count] ?? 0n) *
        (binomials[remaining]?.[count] ?? 0n) *
        (powers[count] ?? 0n);
      if (pick < weight) {
        for (let copy = 0; copy < count; copy += 1) labels.push(index);
        remaining -= count;
        break;
      }
      pick -= weight;
    }
  }
  for (let position = labels.length - 1; position > 0; position -= 1) {
    const other = random.below(position + 1);
    [labels[position], labels[other]] = [labels[other] ?? 0, labels[position] ?? 0];
  }
  return labels.map((index) => random.pick(plan.classes[index]?.characters ?? [])).join('');
}
