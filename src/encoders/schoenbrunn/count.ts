import type { JumpGraph } from './graph.js';

/**
 * Counts the simple paths from start to goal by length (and sum) without walking them one
 * by one. The completions of a prefix ending at u depend only on u, on the tiles still
 * usable (reachable from u and reaching the goal without crossing the prefix) and, in expert
 * mode, on the sum still needed. So the search memoises per (u, usable set[, needed sum])
 * the tally of completions, and prunes a prefix as soon as the goal is cut off from u or the
 * needed sum lies beyond what the usable tiles can add. Below a few usable tiles a plain
 * search is cheaper than a memo entry.
 *
 * Normal mode tallies every path by jumps and by sum (two marginals, so merging stays cheap);
 * expert mode tallies the paths summing to the target by jumps.
 */
export interface PathCensus {
  /** `byJumps[j]`: paths with j jumps (expert: those summing to the target). */
  readonly byJumps: number[];
  /** Normal mode: paths by the sum of their tiles. */
  readonly bySum?: Map<number, number>;
  /** False when the search stopped: the tallies then hold a part of the paths. */
  readonly complete: boolean;
  /** Why an incomplete census stopped: the deadline, or its memo reached its memory bound (`whenFull: 'stop'`). */
  readonly stopped?: 'time' | 'memory';
  /** Search nodes expanded and memo entries kept, for the benchmark. */
  readonly expanded: number;
  readonly memoised: number;
  /** How many times the memo reached its bound. */
  readonly emptied: number;
}

/** A memoised tally, kept to its non-zero range: paths by jumps from `jumpsFrom`, by sum from `sumsFrom`. */
interface Tally {
  readonly jumpsFrom: number;
  readonly jumps: Float64Array;
  readonly sumsFrom: number;
  readonly sums: Float64Array | undefined;
}

/**
 * Tallies being added up, one pair of arrays per depth of the memoised search (no
 * allocation per node), with the range touched so that trimming and clearing stay cheap.
 */
class Scratch {
  readonly jumps: Float64Array;
  readonly sums: Float64Array | undefined;
  private jumpLow = Infinity;
  private jumpHigh = -1;
  private sumLow = Infinity;
  private sumHigh = -1;

  constructor(nodes: number, sumSlots: number | undefined) {
    this.jumps = new Float64Array(nodes + 1);
    this.sums = sumSlots === undefined ? undefined : new Float64Array(sumSlots);
  }

  addJumps(jumps: number, paths: number): void {
    this.jumps[jumps]! += paths;
    if (jumps < this.jumpLow) this.jumpLow = jumps;
    if (jumps > this.jumpHigh) this.jumpHigh = jumps;
  }

  addSum(slot: number, paths: number): void {
    if (!this.sums || slot < 0 || slot >= this.sums.length) return;
    this.sums[slot]! += paths;
    if (slot < this.sumLow) this.sumLow = slot;
    if (slot > this.sumHigh) this.sumHigh = slot;
  }

  /** Adds `tally`, its jumps shifted by `jumps` and its sum slots by `sum`. */
  merge(tally: Tally, jumps: number, sum: number): void {
    tally.jumps.forEach((paths, i) => paths > 0 && this.addJumps(tally.jumpsFrom + i + jumps, paths));
    tally.sums?.forEach((paths, i) => paths > 0 && this.addSum(tally.sumsFrom + i + sum, paths));
  }

  /** The paths added so far. */
  paths(): number {
    let paths = 0;
    for (let j = this.jumpLow; j <= this.jumpHigh; j++) paths += this.jumps[j]!;
    return paths;
  }

  trimmed(): Tally {
    const some = this.jumpHigh >= 0;
    const sums = this.sums && (this.sumHigh >= 0 ? this.sums.slice(this.sumLow, this.sumHigh + 1) : new Float64Array(0));
    return {
      jumpsFrom: some ? this.jumpLow : 0,
      jumps: some ? this.jumps.slice(this.jumpLow, this.jumpHigh + 1) : new Float64Array(0),
      sumsFrom: this.sumHigh >= 0 ? this.sumLow : 0,
      sums,
    };
  }

  clear(): void {
    if (this.jumpHigh >= 0) this.jumps.fill(0, this.jumpLow, this.jumpHigh + 1);
    if (this.sums && this.sumHigh >= 0) this.sums.fill(0, this.sumLow, this.sumHigh + 1);
    [this.jumpLow, this.jumpHigh, this.sumLow, this.sumHigh] = [Infinity, -1, Infinity, -1];
  }
}

/**
 * The memo's memory bound. A random 20x20 board in normal mode grew to 4 GB in 100 s with
 * whole-length tallies and an entry count as bound; trimmed tallies take a tenth of the
 * room, and at this bound the memo is emptied (or the census stops, when asked to).
 */
export const MEMO_BYTES = 256 * 1024 * 1024;
/**
 * A memo entry beyond its tallies' elements: the Map entry, the tally object, two typed arrays
 * with their own buffers (measured: 1,640 bytes of RSS an entry with 90 elements and a 30-character key).
 */
const ENTRY_OVERHEAD_BYTES = 900;
/**
 * Below this many usable tiles a plain search is cheaper than a memo entry: measured on 7x7
 * boards with 0.35 to 69 million paths, 20 or 12 made the count 5 to 20 times slower.
 */
const PLAIN_BELOW = 32;

export interface CensusOptions {
  /** A `Date.now()` time to stop at. */
  readonly deadline?: number;
  /** Tests: the usable-tile count below which the search stops memoising. */
  readonly plainBelow?: number;
  /** Tests: the memo's memory bound. */
  readonly memoBytes?: number;
  /** When the memo reaches its bound: empty it and go on (`flush`, the default), or stop. */
  readonly whenFull?: 'flush' | 'stop';
  /** Called now and then with the paths counted so far. */
  readonly onProgress?: (paths: number) => void;
}

/**
 * `target` undefined: every path (normal mode); a number: the paths summing to it (expert
 * mode).
 */
export function censusOfPaths(graph: JumpGraph, target?: number, options: CensusOptions = {}): PathCensus {
  const { deadline = Infinity, plainBelow = PLAIN_BELOW, memoBytes = MEMO_BYTES, whenFull = 'flush' } = options;
  const n = graph.values.length;
  const { goal, values } = graph;
  const expert = target !== undefined;
  const span = values.reduce((a, v) => a + Math.abs(v), 0);
  const scratch: Scratch[] = [];
  const scratchAt = (depth: number) => (scratch[depth] ??= new Scratch(n, expert ? undefined : 2 * span + 1));
  const visited = new Uint8Array(n);
  const fwd = new Uint8Array(n);
  const bwd = new Uint8Array(n);
  const stack = new Int32Array(n + 1);
  const memo = new Map<string, Tally>();
  let memoUsed = 0;
  let emptied = 0;
  let expanded = 0;
  let stopped: 'time' | 'memory' | undefined;
  const keyWords = new Array<number>(Math.ceil(n / 30));

  // Marks in `seen` the unvisited nodes reachable from `from` along `arcs`; returns how many.
  const sweep = (from: number, arcs: JumpGraph['out'], seen: Uint8Array): number => {
    seen.fill(0);
    let top = 0;
    let count = 0;
    stack[top++] = from;
    while (top > 0) {
      const u = stack[--top]!;
      for (const v of arcs[u]!) {
        if (seen[v] || visited[v]) continue;
        seen[v] = 1;
        count += 1;
        stack[top++] = v;
      }
    }
    return count;
  };
  let told = Date.now();
  const tick = () => {
    if ((++expanded & 0x3ff) === 0) {
      const now = Date.now();
      if (now > deadline) stopped ??= 'time';
      // Paths are added to the tally of the depth they are found at, then moved up: the sum over depths is the count so far.
      if (options.onProgress && now - told >= 100) [told] = [now, options.onProgress(scratch.reduce((paths, depth) => paths + depth.paths(), 0))];
    }
    return stopped !== undefined;
  };

  // Plain search below u; `sum` is the sum so far (normal) or the sum still needed (expert).
  const plain = (u: number, tally: Scratch, jumps: number, sum: number): void => {
    if (u === goal) {
      if (expert && sum !== 0) return;
      tally.addJumps(jumps, 1);
      tally.addSum(sum + span, 1);
      return;
    }
    if (tick()) return;
    for (const v of graph.out[u]!) {
      if (visited[v]) continue;
      visited[v] = 1;
      plain(v, tally, jumps + 1, expert ? sum - values[v]! : sum + values[v]!);
      visited[v] = 0;
    }
  };

  const search = (u: number, tally: Scratch, jumps: number, sum: number, depth: number): void => {
    if (u === goal || tick()) return plain(u, tally, jumps, sum);
    const usable = sweep(u, graph.out, fwd);
    if (!fwd[goal]) return;
    if (usable < plainBelow) return plain(u, tally, jumps, sum);
    sweep(goal, graph.in, bwd);
    keyWords.fill(0);
    let [low, high] = [values[goal]!, values[goal]!];
    for (let v = 0; v < n; v++) {
      if (!(fwd[v]! & bwd[v]!)) continue;
      keyWords[(v / 30) | 0] |= 1 << v % 30;
      if (values[v]! < 0) low += values[v]!;
      else high += values[v]!;
    }
    // Expert: the tiles after u add between `low` and `high`.
    if (expert && (sum < low || sum > high)) return;
    const key = `${u}:${expert ? sum : ''}:${keyWords.join(',')}`;
    let own = memo.get(key);
    if (!own) {
      const below = scratchAt(depth + 1);
      const next = graph.out[u]!.filter((v) => !visited[v] && (v === goal || (fwd[v] && bwd[v])));
      for (const v of next) {
        visited[v] = 1;
        search(v, below, 1, expert ? sum - values[v]! : values[v]!, depth + 1);
        visited[v] = 0;
      }
      own = below.trimmed();
      below.clear();
      if (!stopped) {
        memoUsed += 8 * (own.jumps.length + (own.sums?.length ?? 0)) + key.length + ENTRY_OVERHEAD_BYTES;
        if (memoUsed > memoBytes) {
          // Full: start a fresh memo, or stop where a partial count is all that was asked for.
          if (whenFull === 'stop') stopped = 'memory';
          memo.clear();
          memoUsed = 0;
          emptied += 1;
        } else {
          memo.set(key, own);
        }
      }
    }
    // Merge, shifted by the prefix: jumps add up, and in normal mode sums too.
    tally.merge(own, jumps, expert ? 0 : sum);
  };

  visited[graph.start] = 1;
  const tally = scratchAt(0);
  const first = values[graph.start]!;
  search(graph.start, tally, 0, expert ? target - first : first, 0);
  const total = tally.trimmed();
  const byJumps = Array.from({ length: total.jumpsFrom + total.jumps.length }, (_, j) => (j < total.jumpsFrom ? 0 : total.jumps[j - total.jumpsFrom]!));
  const census = { byJumps, complete: stopped === undefined, ...(stopped ? { stopped } : {}), expanded, memoised: memo.size, emptied };
  if (!total.sums) return census;
  const bySum = new Map<number, number>();
  total.sums.forEach((count, i) => count > 0 && bySum.set(total.sumsFrom + i - span, count));
  return { ...census, bySum };
}

/** All the paths a census counted. */
export const pathsCounted = (census: PathCensus): number => census.byJumps.reduce((a, b) => a + b, 0);

/** The fewest jumps among the counted paths, and how many paths take that many. */
export function fewestJumps(census: PathCensus): { jumps: number; paths: number } | undefined {
  const jumps = census.byJumps.findIndex((c) => c > 0);
  return jumps < 0 ? undefined : { jumps, paths: census.byJumps[jumps]! };
}
