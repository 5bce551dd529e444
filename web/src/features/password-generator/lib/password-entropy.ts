import type { CharacterClass } from './character-classes';

/**
 * How many passwords of `length` characters meet every class minimum, exactly (BigInt). The
 * classes are disjoint, so a compliant password is a choice of how many characters each class
 * gets (c₁ ≥ m₁, …), where they go (a multinomial), and which characters (sᵢ^cᵢ):
 *
 *   ways[i][n] = Σ_{c = mᵢ…n} ways[i−1][n − c] · C(n, c) · sᵢ^c
 *
 * 1Password's spg engine reports entropy the same way (char_strength.go).
 */
export function countCompliantPasswords(
  classes: readonly CharacterClass[],
  length: number,
): bigint {
  return compliantCountTable(classes, length).at(-1)?.[length] ?? 0n;
}

/**
 * The whole table: row i holds, for every n ≤ length, the compliant strings of n characters over
 * the first i classes (row 0: only the empty string). The sampler walks it backwards.
 */
export function compliantCountTable(
  classes: readonly CharacterClass[],
  length: number,
): bigint[][] {
  const rows: bigint[][] = [Array.from({ length: length + 1 }, (_, n) => (n === 0 ? 1n : 0n))];
  const binomials = binomialRows(length);
  for (const characterClass of classes) {
    const ways = rows.at(-1) ?? [];
    const powers = powersOf(BigInt(characterClass.characters.length), length);
    const next = new Array<bigint>(length + 1).fill(0n);
    for (let n = 0; n <= length; n += 1) {
      let total = 0n;
      for (let c = characterClass.minimum; c <= n; c += 1) {
        total += (ways[n - c] ?? 0n) * (binomials[n]?.[c] ?? 0n) * (powers[c] ?? 0n);
      }
      next[n] = total;
    }
    rows.push(next);
  }
  return rows;
}

export function powersOf(base: bigint, highest: number): bigint[] {
  const powers = [1n];
  for (let exponent = 1; exponent <= highest; exponent += 1)
    powers.push((powers[exponent - 1] ?? 1n) * base);
  return powers;
}

/** All strings over the classes' characters, compliant or not. */
export function countAllPasswords(classes: readonly CharacterClass[], length: number): bigint {
  const alphabet = BigInt(
    classes.reduce((sum, characterClass) => sum + characterClass.characters.length, 0),
  );
  return alphabet ** BigInt(length);
}

/** log₂ of a positive BigInt, accurate to double precision however large it is. */
export function log2BigInt(value: bigint): number {
  if (value <= 0n) return Number.NEGATIVE_INFINITY;
  const bits = value.toString(2).length;
  const shift = Math.max(0, bits - 53);
  return shift + Math.log2(Number(value >> BigInt(shift)));
}

/** Exact entropy in bits of a uniform choice among the compliant passwords. */
export function randomPasswordEntropy(classes: readonly CharacterClass[], length: number): number {
  return log2BigInt(countCompliantPasswords(classes, length));
}

/** The chance that a uniformly random string over the alphabet is compliant. */
export function complianceProbability(classes: readonly CharacterClass[], length: number): number {
  const compliant = countCompliantPasswords(classes, length);
  if (compliant === 0n) return 0;
  return 2 ** (log2BigInt(compliant) - log2BigInt(countAllPasswords(classes, length)));
}

export function binomialRows(size: number): bigint[][] {
  const rows: bigint[][] = [[1n]];
  for (let n = 1; n <= size; n += 1) {
    const previous = rows[n - 1] ?? [];
    rows.push(
      Array.from({ length: n + 1 }, (_, k) =>
        k === 0 || k === n ? 1n : (previous[k - 1] ?? 0n) + (previous[k] ?? 0n),
      ),
    );
  }
  return rows;
}
