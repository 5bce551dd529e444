/** Pearson's chi-square statistic of observed counts against equal expected counts. */
export function chiSquare(counts: ArrayLike<number>, draws: number): number {
  const expected = draws / counts.length;
  let statistic = 0;
  for (let index = 0; index < counts.length; index += 1) {
    const difference = (counts[index] ?? 0) - expected;
    statistic += (difference * difference) / expected;
  }
  return statistic;
}

/**
 * The chi-square value a uniform source exceeds with probability ~1e-6 (Wilson–Hilferty
 * approximation, z = 4.753): a correct generator fails this test about once in a million runs.
 */
export function chiSquareCritical(degreesOfFreedom: number, z = 4.753): number {
  const k = degreesOfFreedom;
  return k * (1 - 2 / (9 * k) + z * Math.sqrt(2 / (9 * k))) ** 3;
}
