/** Fills the array with random 32-bit values: crypto.getRandomValues, or a stand-in in tests. */
export type RandomSource = (values: Uint32Array<ArrayBuffer>) => void;

export const cryptoRandomSource: RandomSource = (values) => {
  crypto.getRandomValues(values);
};

const RANGE = 2 ** 32;
const POOL_SIZE = 256;

/**
 * Uniform random integers in [0, n) from a 32-bit source by rejection sampling: a draw x is kept
 * only when x < 2^32 − (2^32 mod n), so every residue x mod n is reached by the same number of
 * draws and there is no modulo bias. Draws come from a pool refilled 256 at a time, since one
 * getRandomValues call per character would dominate generation.
 */
export class RandomIndex {
  private readonly pool: Uint32Array<ArrayBuffer> = new Uint32Array(POOL_SIZE);
  private next = POOL_SIZE;

  constructor(private readonly source: RandomSource = cryptoRandomSource) {}

  below(n: number): number {
    if (!Number.isInteger(n) || n < 1 || n > RANGE) throw new RangeError(`Cannot draw below ${n}.`);
    const limit = RANGE - (RANGE % n);
    for (;;) {
      const value = this.draw();
      if (value < limit) return value % n;
    }
  }

  /** A uniform BigInt in [0, n): the fewest random bits that cover n, rejected when ≥ n. */
  bigBelow(n: bigint): bigint {
    if (n < 1n) throw new RangeError('Cannot draw below a number under 1.');
    const bits = n.toString(2).length;
    const words = Math.ceil(bits / 32);
    const topMask = 2 ** (bits - (words - 1) * 32) - 1;
    for (;;) {
      // At least half of all draws are below n, so this loops twice on average at most.
      let value = BigInt(this.draw() % (topMask + 1));
      for (let word = 1; word < words; word += 1) value = (value << 32n) | BigInt(this.draw());
      if (value < n) return value;
    }
  }

  /** One element of `items`, each equally likely. */
  pick<T>(items: readonly T[]): T {
    const item = items[this.below(items.length)];
    if (item === undefined) throw new RangeError('Cannot pick from an empty list.');
    return item;
  }

  private draw(): number {
    if (this.next === POOL_SIZE) {
      this.source(this.pool);
      this.next = 0;
    }
    const value = this.pool[this.next] ?? 0;
    this.next += 1;
    return value;
  }
}
