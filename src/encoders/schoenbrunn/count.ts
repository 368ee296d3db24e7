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
  /** False when the deadline stopped the search: the tallies then hold a part of the paths. */
  readonly complete: boolean;
  /** Search nodes expanded and memo entries kept, for the benchmark. */
  readonly expanded: number;
  readonly memoised: number;
}

interface Tally {
  /** Paths by jumps. */
  readonly jumps: Float64Array;
  /** Normal mode: paths by sum, index `sum + span`. */
  readonly sums: Float64Array | undefined;
}

const MEMO_LIMIT = 200_000;
/**
 * Below this many usable tiles a plain search is cheaper than a memo entry: measured on 7x7
 * boards with 0.35 to 69 million paths, 20 or 12 made the count 5 to 20 times slower.
 */
const PLAIN_BELOW = 32;

/**
 * `target` undefined: every path (normal mode); a number: the paths summing to it (expert
 * mode). `plainBelow` (tests) overrides the usable-tile count below which the search stops memoising.
 */
export function censusOfPaths(graph: JumpGraph, target?: number, deadline = Infinity, plainBelow = PLAIN_BELOW): PathCensus {
  const n = graph.values.length;
  const { goal, values } = graph;
  const expert = target !== undefined;
  const span = values.reduce((a, v) => a + Math.abs(v), 0);
  const newTally = (): Tally => ({ jumps: new Float64Array(n + 1), sums: expert ? undefined : new Float64Array(2 * span + 1) });
  const visited = new Uint8Array(n);
  const fwd = new Uint8Array(n);
  const bwd = new Uint8Array(n);
  const stack = new Int32Array(n + 1);
  let memo = new Map<string, Tally>();
  let expanded = 0;
  let stopped = false;
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
  const tick = () => {
    if ((++expanded & 0x3ff) === 0 && Date.now() > deadline) stopped = true;
    return stopped;
  };

  // Plain search below u; `sum` is the sum so far (normal) or the sum still needed (expert).
  const plain = (u: number, tally: Tally, jumps: number, sum: number): void => {
    if (u === goal) {
      if (expert && sum !== 0) return;
      tally.jumps[jumps]! += 1;
      if (tally.sums) tally.sums[sum + span]! += 1;
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

  const search = (u: number, tally: Tally, jumps: number, sum: number): void => {
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
      own = newTally();
      const next = graph.out[u]!.filter((v) => !visited[v] && (v === goal || (fwd[v] && bwd[v])));
      for (const v of next) {
        visited[v] = 1;
        search(v, own, 1, expert ? sum - values[v]! : values[v]!);
        visited[v] = 0;
      }
      if (!stopped) {
        if (memo.size >= MEMO_LIMIT) memo = new Map();
        memo.set(key, own);
      }
    }
    // Merge, shifted by the prefix: jumps add up, and in normal mode sums too.
    for (let j = 0; j + jumps <= n; j++) tally.jumps[j + jumps]! += own.jumps[j]!;
    if (own.sums && tally.sums) {
      for (let s = Math.max(0, -sum); s < own.sums.length && s + sum < tally.sums.length; s++) tally.sums[s + sum]! += own.sums[s]!;
    }
  };

  visited[graph.start] = 1;
  const tally = newTally();
  const first = values[graph.start]!;
  search(graph.start, tally, 0, expert ? target - first : first);
  const byJumps = [...tally.jumps];
  while (byJumps.length > 0 && byJumps[byJumps.length - 1] === 0) byJumps.pop();
  const census = { byJumps, complete: !stopped, expanded, memoised: memo.size };
  if (!tally.sums) return census;
  const bySum = new Map<number, number>();
  tally.sums.forEach((count, i) => count > 0 && bySum.set(i - span, count));
  return { ...census, bySum };
}

/** All the paths a census counted. */
export const pathsCounted = (census: PathCensus): number => census.byJumps.reduce((a, b) => a + b, 0);

/** The fewest jumps among the counted paths, and how many paths take that many. */
export function fewestJumps(census: PathCensus): { jumps: number; paths: number } | undefined {
  const jumps = census.byJumps.findIndex((c) => c > 0);
  return jumps < 0 ? undefined : { jumps, paths: census.byJumps[jumps]! };
}
