import type { BruteForceMatch, MatchEstimated, MatchExtended, Options } from '@zxcvbn-ts/core';
import estimateGuesses from '@zxcvbn-ts/core/dist/scoring/estimate.mjs';
import { estimateSpatialGuesses } from './estimate-spatial-guesses';
import { SequenceRow } from './sequence-row';

const LOG10 = Math.log(10);
const BRUTEFORCE_CARDINALITY = 10;
const MIN_BRUTEFORCE_SINGLE_CHAR = 11;
const MIN_BRUTEFORCE_MULTI_CHAR = 51;

export interface MatchSequence {
  password: string;
  guesses: number;
  guessesLog10: number;
  sequence: MatchEstimated[];
}

/**
 * zxcvbn-ts's Scoring.mostGuessableMatchSequence (@zxcvbn-ts/core 4.2.0), step for step and with
 * the same floating-point operations in the same order, so it returns the same sequence and
 * guesses. What differs is bookkeeping, invisible in the result: zxcvbn-ts re-estimates a match
 * (and builds a new bruteforce match) every time it tries one, recomputes factorials, and scans
 * every competing sequence length; here estimates are made once, factorials and length penalties
 * come from tables, and each row keeps a running minimum (SequenceRow). On "12" × 128 that is
 * the difference between ~1 s and a few tens of milliseconds.
 */
export function mostGuessableMatchSequence(
  options: Options,
  password: string,
  matches: MatchExtended[],
  excludeAdditive = false,
): MatchSequence {
  const table = new SequenceTable(options, password, excludeAdditive);
  const byEnd: MatchExtended[][] = Array.from({ length: password.length }, () => []);
  for (const match of matches) byEnd[match.j]?.push(match);
  for (let k = 0; k < password.length; k += 1) {
    for (const match of (byEnd[k] ?? []).sort((a, b) => a.i - b.i)) table.tryMatch(match);
    table.tryBruteforceEndingAt(k);
  }
  const sequence = table.unwind();
  const guesses =
    password.length === 0 ? 1 : (table.rows[password.length - 1]?.total(sequence.length) ?? 0);
  return {
    password,
    guesses,
    guessesLog10: guesses === 0 ? 0 : Math.log(guesses) / LOG10,
    sequence,
  };
}

class SequenceTable {
  readonly rows: SequenceRow[];
  private readonly estimates = new Map<MatchExtended, MatchEstimated>();

  constructor(
    private readonly options: Options,
    private readonly password: string,
    excludeAdditive: boolean,
  ) {
    this.rows = Array.from({ length: password.length }, () => new SequenceRow(excludeAdditive));
  }

  /** zxcvbn-ts: a match starting the password, or appended to each best sequence before it. */
  tryMatch(match: MatchExtended): void {
    const row = this.rows[match.j];
    if (!row) return;
    const estimated = this.estimate(match);
    if (match.i === 0) {
      row.offerMatch(estimated, 1);
      return;
    }
    // rows[match.i - 1] is never the row being written, so it can be read while offering.
    const previous = this.rows[match.i - 1];
    if (!previous || row.cannotBeatWith(estimated.guesses, previous)) return;
    previous.forEachBest((sequenceLength, _endsInBruteforce, product) =>
      row.offerMatch(estimated, sequenceLength + 1, product),
    );
  }

  /**
   * zxcvbn-ts's bruteforceUpdate: bruteforce over [0..k], then [i..k] after every best sequence
   * that does not itself end in bruteforce.
   */
  tryBruteforceEndingAt(k: number): void {
    const row = this.rows[k];
    if (!row) return;
    row.offerBruteforce(0, bruteforceGuesses(k + 1), 1);
    for (let i = 1; i <= k; i += 1) {
      const guesses = bruteforceGuesses(k - i + 1);
      const previous = this.rows[i - 1];
      // Long bruteforce spans (10^length guesses) rarely beat what row k already holds: skip them whole.
      if (!previous || row.cannotBeatWith(guesses, previous)) continue;
      previous.forEachBest((sequenceLength, endsInBruteforce, product) => {
        if (!endsInBruteforce) row.offerBruteforce(i, guesses, sequenceLength + 1, product);
      });
    }
  }

  unwind(): MatchEstimated[] {
    const sequence: MatchEstimated[] = [];
    let k = this.password.length - 1;
    let sequenceLength = this.rows[k]?.bestLength() ?? 0;
    while (k >= 0) {
      const entry = this.rows[k]?.entry(sequenceLength);
      if (!entry) throw new TypeError('No match sequence covers the password.');
      const match = entry.match ?? this.bruteforce(entry.bruteforceStart, k);
      sequence.unshift(match);
      k = match.i - 1;
      sequenceLength -= 1;
    }
    return sequence;
  }

  /** What zxcvbn-ts's estimateGuesses returns for a fresh bruteforce match over [i..j]. */
  private bruteforce(i: number, j: number): MatchEstimated {
    const match: BruteForceMatch = {
      pattern: 'bruteforce',
      token: this.password.slice(i, j + 1 || 9e9),
      i,
      j,
    };
    const guesses = bruteforceGuesses(match.token.length);
    return { ...match, guesses, guessesLog10: Math.log(guesses) / LOG10 };
  }

  private estimate(match: MatchExtended): MatchEstimated {
    let estimated = this.estimates.get(match);
    if (!estimated) {
      estimated =
        match.pattern === 'spatial'
          ? estimateSpatialGuesses(this.options, match, this.password)
          : estimateGuesses(this.options, match, this.password);
      this.estimates.set(match, estimated);
    }
    return estimated;
  }
}

/**
 * zxcvbn-ts's bruteforce scoring. Its estimate's sub-match floor (10 or 50) never wins, because
 * bruteforce is already floored one above it (11 or 51).
 */
function bruteforceGuesses(length: number): number {
  let guesses = bruteforceTable[length];
  if (guesses === undefined) {
    guesses = BRUTEFORCE_CARDINALITY ** length;
    if (guesses === Number.POSITIVE_INFINITY) guesses = Number.MAX_VALUE;
    guesses = Math.max(
      guesses,
      length === 1 ? MIN_BRUTEFORCE_SINGLE_CHAR : MIN_BRUTEFORCE_MULTI_CHAR,
    );
    bruteforceTable[length] = guesses;
  }
  return guesses;
}

/** Remembered per length: the DP asks for every span of the password, n²/2 times. */
const bruteforceTable: number[] = [];
