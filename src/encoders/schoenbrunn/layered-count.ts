import { distances, type JumpGraph } from './graph.js';
import { analyseSums } from './sums.js';

/**
 * Counts the simple paths from start to goal path by path, shortest first: every path of j
 * jumps, then of j + 1, and so on. The first paths come at once and, when time runs out,
 * what was counted is a clear statement ("every path of up to 17 jumps") where the memoised
 * census (count.ts) has a scattered part of the paths. A prefix is pruned as soon as its
 * state cannot reach the goal in the jumps left: the BFS distance to the goal, and in expert
 * mode the distance over (tile, sum) states to the goal with the target sum (sums.ts), both
 * lower bounds over walks, so no simple path is ever pruned.
 *
 * A level is the last one when no prefix was pruned for lack of jumps alone: a longer simple
 * path would have had a prefix that was (its states all reach the goal, by the rest of it).
 */
export interface LayeredCount {
  /** `byJumps[j]`: paths with j jumps (expert: those summing to the target); complete below `level`. */
  readonly byJumps: number[];
  /** Normal mode: paths by the sum of their tiles, over the same paths. */
  readonly bySum?: Map<number, number>;
  /** Every path of fewer than `level` jumps is counted (and of `level` too when `complete`). */
  readonly level: number;
  /** Every path of every length is counted. */
  readonly complete: boolean;
  /** What stopped an incomplete count: the time (`until`) or the limit. */
  readonly stopped?: 'time' | 'limit';
}

export interface LayeredOptions {
  /** A `Date.now()` time to stop at. */
  readonly until?: number;
  /** Stops once this many paths are counted. */
  readonly limit?: number;
  /** Called now and then with the paths counted so far and the level being counted. */
  readonly onProgress?: (paths: number, level: number) => void;
}

/** How often progress is told, at most. */
const PROGRESS_MS = 100;

/** The counter, resumable: `run` again continues at the level where it stopped. */
export class LayeredCounter {
  private readonly byJumps: number[] = [];
  private readonly bySum = new Map<number, number>();
  private level: number;
  private complete = false;
  private readonly distance: (tile: number, sum: number) => number;
  private readonly expert: boolean;

  constructor(
    private readonly graph: JumpGraph,
    private readonly target?: number,
  ) {
    this.expert = target !== undefined;
    const toGoal = distances(graph, graph.goal, true);
    const states = target === undefined ? undefined : analyseSums(graph, target).states;
    // Sums of tiles so far, start included; a state's index is `tile * width + sum - low`.
    this.distance = states
      ? (tile, sum) => {
          const s = sum - states.low;
          return s < 0 || s >= states.width ? -1 : states.backward[tile * states.width + s]!;
        }
      : (tile) => toGoal[tile]!;
    this.level = Math.max(1, toGoal[graph.start]!);
    if (toGoal[graph.start]! < 0) this.complete = true;
  }

  /** Counts until every path is counted, `until` passes or `limit` paths are counted. */
  run(options: LayeredOptions = {}): LayeredCount {
    const { graph, expert, target, distance } = this;
    const { values, goal } = graph;
    const visited = new Uint8Array(values.length);
    const until = options.until ?? Infinity;
    const limit = options.limit ?? Infinity;
    let steps = 0;
    let stopped: 'time' | 'limit' | undefined;
    let shortOfJumps = false;
    let levelPaths = 0;
    let told = Date.now();
    let levelSums = new Map<number, number>();
    const counted = () => this.byJumps.reduce((a, b) => a + b, 0) + levelPaths;
    // Paths of exactly `left` more jumps from `u`, the tiles so far summing to `sum`.
    const extend = (u: number, sum: number, left: number): void => {
      if ((++steps & 0x3ff) === 0) {
        const now = Date.now();
        if (counted() >= limit) stopped = 'limit';
        else if (now > until) stopped = 'time';
        if (now - told >= PROGRESS_MS) [told] = [now, options.onProgress?.(counted(), this.level)];
      }
      if (stopped) return;
      for (const v of graph.out[u]!) {
        if (visited[v]) continue;
        const next = sum + values[v]!;
        const needed = distance(v, next);
        if (needed < 0) continue;
        if (needed > left - 1) {
          shortOfJumps = true;
          continue;
        }
        if (v === goal) {
          // The goal ends a path: it counts when it is reached with no jump left.
          if (left !== 1 || (expert && next !== target)) continue;
          levelPaths += 1;
          if (!expert) levelSums.set(next, (levelSums.get(next) ?? 0) + 1);
          continue;
        }
        visited[v] = 1;
        extend(v, next, left - 1);
        visited[v] = 0;
      }
    };
    visited[graph.start] = 1;
    while (!this.complete && !stopped) {
      [levelPaths, levelSums, shortOfJumps] = [0, new Map(), false];
      extend(graph.start, values[graph.start]!, this.level);
      this.byJumps[this.level] = levelPaths;
      for (const [sum, paths] of levelSums) this.bySum.set(sum, (this.bySum.get(sum) ?? 0) + paths);
      if (stopped) break;
      if (!shortOfJumps) this.complete = true;
      else this.level += 1;
      options.onProgress?.(counted(), this.level);
    }
    const byJumps = Array.from({ length: this.byJumps.length }, (_, j) => this.byJumps[j] ?? 0);
    const bySum = new Map([...this.bySum].filter(([, paths]) => paths > 0));
    // A level cut short was counted in part: it is counted again from its start when resumed.
    if (stopped) this.unmerge(levelSums);
    return { byJumps, ...(expert ? {} : { bySum }), level: this.level, complete: this.complete, ...(stopped ? { stopped } : {}) };
  }

  private unmerge(levelSums: Map<number, number>): void {
    this.byJumps[this.level] = 0;
    for (const [sum, paths] of levelSums) this.bySum.set(sum, this.bySum.get(sum)! - paths);
  }
}
