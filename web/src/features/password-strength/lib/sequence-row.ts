import type { MatchEstimated } from '@zxcvbn-ts/core';

const MIN_GUESSES_BEFORE_GROWING_SEQUENCE = 10000;
const factorials = [1, 1];
const lengthPenalties: number[] = [];

/**
 * One row of zxcvbn-ts's optimal-sequence table: for the password prefix ending at k, the best
 * sequence of each length (its last match, the product of its guesses, and its total). A best
 * sequence ending in bruteforce is kept as its start index and built only if it is unwound, since
 * zxcvbn-ts would otherwise have us build tens of thousands of bruteforce matches.
 */
export class SequenceRow {
  private readonly matches: (MatchEstimated | undefined)[] = [];
  private readonly bruteforceStarts: number[] = [];
  private readonly products: number[] = [];
  private readonly totals: number[] = [];
  /** minimums[l]: the smallest total (NaN ignored) among lengths ≤ l; NaN while there is none. */
  private readonly minimums: number[] = [Number.NaN];
  private longest = 0;
  private hasNaNProduct = false;

  constructor(private readonly excludeAdditive: boolean) {}

  offerMatch(match: MatchEstimated, sequenceLength: number, previousProduct?: number): void {
    if (!this.offer(match.guesses, sequenceLength, previousProduct)) return;
    this.matches[sequenceLength] = match;
    this.bruteforceStarts[sequenceLength] = -1;
  }

  offerBruteforce(
    start: number,
    guesses: number,
    sequenceLength: number,
    previousProduct?: number,
  ): void {
    if (!this.offer(guesses, sequenceLength, previousProduct)) return;
    this.matches[sequenceLength] = undefined;
    this.bruteforceStarts[sequenceLength] = start;
  }

  /** Visits each best sequence, shortest first, as zxcvbn-ts's Object.keys loop does. */
  forEachBest(
    visit: (sequenceLength: number, endsInBruteforce: boolean, product: number) => void,
  ): void {
    for (let length = 1; length < this.totals.length; length += 1) {
      if (this.totals[length] === undefined) continue;
      visit(
        length,
        (this.bruteforceStarts[length] ?? -1) >= 0,
        this.products[length] ?? Number.NaN,
      );
    }
  }

  /** The last match of the best sequence of this length: a match, or where its bruteforce starts. */
  entry(sequenceLength: number): { match?: MatchEstimated; bruteforceStart: number } | undefined {
    if (this.totals[sequenceLength] === undefined) return undefined;
    return {
      match: this.matches[sequenceLength],
      bruteforceStart: this.bruteforceStarts[sequenceLength] ?? -1,
    };
  }

  total(sequenceLength: number): number | undefined {
    return this.totals[sequenceLength];
  }

  /** zxcvbn-ts's unwind: the first length with the strictly smallest total. */
  bestLength(): number {
    let bestLength = 0;
    let best = Number.POSITIVE_INFINITY;
    this.totals.forEach((total, length) => {
      if (total < best) {
        bestLength = length;
        best = total;
      }
    });
    return bestLength;
  }

  /** zxcvbn-ts's Scoring.update, minus storing the match. True when this sequence is kept. */
  /**
   * True when no sequence of two or more matches ending in a match of `guesses` guesses could be
   * kept, so the caller may skip offering them one by one. Sound because every product is ≥ 1
   * (each match's guesses are), so a total is never below `guesses` (floating-point rounding is
   * monotonic), and the skip test compares against the smallest total at lengths ≤ 2, which
   * bounds the test for every longer length. Not used when a product here is NaN (zxcvbn-ts's
   * prototype-key quirk), where comparisons are false and zxcvbn-ts would keep the entry.
   */
  cannotBeatWith(guesses: number, previous: SequenceRow): boolean {
    if (previous.hasNaNProduct || Number.isNaN(guesses)) return false;
    const floor = this.minimums[Math.min(2, this.longest)] ?? Number.NaN;
    return floor <= guesses;
  }

  private offer(guesses: number, sequenceLength: number, previousProduct?: number): boolean {
    let product = guesses;
    if (sequenceLength > 1) product *= previousProduct ?? Number.NaN;
    let total = factorial(sequenceLength) * product;
    if (!this.excludeAdditive) total += lengthPenalty(sequenceLength);
    // zxcvbn-ts skips when any sequence at most this long has a total ≤ this one.
    const floor = this.minimums[Math.min(sequenceLength, this.longest)] ?? Number.NaN;
    if (floor <= total) return false;
    if (Number.isNaN(product)) this.hasNaNProduct = true;
    this.products[sequenceLength] = product;
    this.totals[sequenceLength] = total;
    this.lowerMinimums(sequenceLength, total);
    return true;
  }

  private lowerMinimums(sequenceLength: number, total: number): void {
    if (sequenceLength > this.longest) {
      const carried = this.minimums[this.longest] ?? Number.NaN;
      for (let length = this.longest + 1; length <= sequenceLength; length += 1)
        this.minimums[length] = carried;
      this.longest = sequenceLength;
    }
    if (Number.isNaN(total)) return;
    for (let length = sequenceLength; length <= this.longest; length += 1) {
      const current = this.minimums[length] ?? Number.NaN;
      if (Number.isNaN(current) || total < current) this.minimums[length] = total;
    }
  }
}

/** zxcvbn-ts's utils.factorial: the same products in the same order, remembered. */
function factorial(value: number): number {
  for (let next = factorials.length; next <= value; next += 1)
    factorials[next] = (factorials[next - 1] ?? 1) * next;
  return value < 2 ? 1 : (factorials[value] ?? 1);
}

function lengthPenalty(sequenceLength: number): number {
  let penalty = lengthPenalties[sequenceLength];
  if (penalty === undefined) {
    penalty = MIN_GUESSES_BEFORE_GROWING_SEQUENCE ** (sequenceLength - 1);
    lengthPenalties[sequenceLength] = penalty;
  }
  return penalty;
}
