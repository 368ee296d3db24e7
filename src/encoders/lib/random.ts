/**
 * The largest seed: the generator's state has 32 bits, so seeds past it would repeat the
 * puzzles of smaller ones (2^32 + 1 gives what 1 gives; 1e30 and 1e30 + 1 are one number).
 */
export const MAX_SEED = 2 ** 32 - 1;

/** Whether `n` is a seed: a whole number from 0 to MAX_SEED. */
export function isSeed(n: number): boolean {
  return Number.isInteger(n) && n >= 0 && n <= MAX_SEED;
}

/**
 * A seeded pseudo-random generator (mulberry32): the same seed gives the same sequence on
 * every machine, so generated puzzles are reproducible.
 */
export class Random {
  private state: number;

  /** `seed` from 0 to MAX_SEED; another number is a mistake (RangeError), never a silent repeat. */
  constructor(seed: number) {
    if (!isSeed(seed)) throw new RangeError(`seed ${seed}: a whole number from 0 to ${MAX_SEED} is needed`);
    this.state = seed >>> 0;
  }

  /** Uniform in [0, 1). */
  next(): number {
    this.state = (this.state + 0x6d2b79f5) >>> 0;
    let t = this.state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  }

  /** Uniform integer in [0, n). */
  int(n: number): number {
    return Math.floor(this.next() * n);
  }

  pick<T>(items: readonly T[]): T {
    return items[this.int(items.length)]!;
  }

  /** A shuffled copy (Fisher-Yates). */
  shuffle<T>(items: readonly T[]): T[] {
    const out = [...items];
    for (let i = out.length - 1; i > 0; i--) {
      const j = this.int(i + 1);
      [out[i], out[j]] = [out[j]!, out[i]!];
    }
    return out;
  }
}
