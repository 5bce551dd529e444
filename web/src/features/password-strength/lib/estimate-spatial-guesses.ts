import type { MatchEstimated, MatchExtended, Options, OptionsGraphEntry } from '@zxcvbn-ts/core';

const MIN_SUBMATCH_GUESSES_SINGLE_CHAR = 10;
const MIN_SUBMATCH_GUESSES_MULTI_CHAR = 50;
const LOG10 = Math.log(10);
const MEMO_LIMIT = 4096;

const binomials = new Map<number, number>();
const averageDegrees = new WeakMap<OptionsGraphEntry, number>();

/**
 * zxcvbn-ts's guess estimate for a spatial (keyboard) match (matcher/spatial/scoring.ts wrapped
 * by scoring/estimate.ts, @zxcvbn-ts/core 4.2.0) with the same arithmetic in the same order.
 * zxcvbn-ts recomputes each binomial coefficient from scratch inside an O(length × turns) loop,
 * so a 256-key walk like "1212…" costs millions of steps; here each coefficient is computed once,
 * the same way, and remembered.
 */
export function estimateSpatialGuesses(
  options: Options,
  match: MatchExtended,
  password: string,
): MatchEstimated {
  const { token } = match;
  const graph = options.graphs[String(match.graph)] ?? {};
  let guesses = estimatePossiblePatterns(graph, token.length, Number(match.turns));
  const shiftedCount = Number(match.shiftedCount);
  if (shiftedCount) {
    const unshiftedCount = token.length - shiftedCount;
    if (unshiftedCount === 0) {
      guesses *= 2;
    } else {
      let shiftedVariations = 0;
      for (let i = 1; i <= Math.min(shiftedCount, unshiftedCount); i += 1) {
        shiftedVariations += binomial(shiftedCount + unshiftedCount, i);
      }
      guesses *= shiftedVariations;
    }
  }
  const matchGuesses = Math.max(Math.round(guesses), minimumGuesses(token, password));
  return {
    ...match,
    guesses: matchGuesses,
    guessesLog10: matchGuesses === 0 ? 0 : Math.log(matchGuesses) / LOG10,
  };
}

function estimatePossiblePatterns(
  graph: OptionsGraphEntry,
  tokenLength: number,
  turns: number,
): number {
  const startingPosition = Object.keys(graph).length;
  const averageDegree = averageDegreeOf(graph);
  let guesses = 0;
  for (let i = 2; i <= tokenLength; i += 1) {
    const possibleTurns = Math.min(turns, i - 1);
    for (let j = 1; j <= possibleTurns; j += 1) {
      guesses += binomial(i - 1, j - 1) * startingPosition * averageDegree ** j;
    }
  }
  return guesses;
}

function averageDegreeOf(graph: OptionsGraphEntry): number {
  let average = averageDegrees.get(graph);
  if (average === undefined) {
    average = 0;
    for (const key of Object.keys(graph))
      average += (graph[key] ?? []).filter((entry) => !!entry).length;
    average /= Object.entries(graph).length;
    averageDegrees.set(graph, average);
  }
  return average;
}

function minimumGuesses(token: string, password: string): number {
  if (token.length >= password.length) return 1;
  return token.length === 1 ? MIN_SUBMATCH_GUESSES_SINGLE_CHAR : MIN_SUBMATCH_GUESSES_MULTI_CHAR;
}

/** zxcvbn-ts's utils.nCk, operation for operation, remembered for small integer arguments. */
function binomial(n: number, k: number): number {
  const isMemoizable =
    Number.isInteger(n) &&
    Number.isInteger(k) &&
    n >= 0 &&
    k >= 0 &&
    n < MEMO_LIMIT &&
    k < MEMO_LIMIT;
  const key = n * MEMO_LIMIT + k;
  const known = isMemoizable ? binomials.get(key) : undefined;
  if (known !== undefined) return known;
  let count = n;
  if (k > count) return 0;
  if (k === 0) return 1;
  let coefficient = 1;
  for (let i = 1; i <= k; i += 1) {
    coefficient *= count;
    coefficient /= i;
    count -= 1;
  }
  if (isMemoizable) binomials.set(key, coefficient);
  return coefficient;
}
