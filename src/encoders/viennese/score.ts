import { RED, type Maze } from './model.js';
import { StateGraphBuilder, type StateGraph } from './state-graph.js';

/**
 * The exponents of the score L^length · O1^openings1 · O2^openings2 · Lp^loops · E^endings
 * (the original's defaults: 2, 1, 2, 0.5, 1).
 */
export interface ScoreExponents {
  readonly length: number;
  readonly openings1: number;
  readonly openings2: number;
  readonly loops: number;
  readonly endings: number;
}

export const DEFAULT_EXPONENTS: ScoreExponents = { length: 2, openings1: 1, openings2: 2, loops: 0.5, endings: 1 };

/**
 * The parts of the score (vmfactory's `compute_score`):
 * L  states on the shortest walk (moves + 1);
 * O1 the start state and its direct successors;
 * O2 reachable states no farther from the start than the goal (both included);
 * Lp directed edges between reachable states whose BFS levels differ by more than 1;
 * E  1 + states of the whole state graph (reachable or not) with an edge to the goal.
 */
export interface ScoreComponents {
  readonly L: number;
  readonly O1: number;
  readonly O2: number;
  readonly Lp: number;
  readonly E: number;
}

export type ScoreOutcome =
  | { readonly verdict: 'unreachable'; readonly score: 0; readonly states: number }
  | {
      readonly verdict: 'multiple';
      readonly score: 1;
      readonly states: number;
      readonly components: ScoreComponents;
      /** States of the shortest walk where another simple path branches off (a search's guide to uniqueness). */
      readonly branches: number;
      /** The first moves of those other paths: edges from such a state, besides the walk's own, into a state that still reaches the goal. */
      readonly alternatives: number;
    }
  | { readonly verdict: 'unique'; readonly score: number; readonly states: number; readonly components: ScoreComponents };

export function scoreOf(components: ScoreComponents, exponents: ScoreExponents = DEFAULT_EXPONENTS): number {
  const { L, O1, O2, Lp, E } = components;
  return L ** exponents.length * O1 ** exponents.openings1 * O2 ** exponents.openings2 * Lp ** exponents.loops * E ** exponents.endings;
}

/** Cuts recorded per scored colouring at most. */
export const MAX_CUTS = 64;

/**
 * Scores light vectors of one maze, fast: one state-graph build, one reverse index and
 * one linear pass per vector, every buffer reused (see `twoSimplePaths` for uniqueness).
 */
export class VienneseScorer {
  readonly builder: StateGraphBuilder;
  private inStart: Int32Array;
  private inFrom: Int32Array;
  private readonly path: Int32Array;
  private readonly pathIndex: Int32Array;
  private readonly reaches: Uint8Array;
  private readonly stack: Int32Array;
  /** After a score with two or more walks: the light changes that close one of the other paths' first moves (`street * 3 + light`), `cutCount` of them. */
  readonly cuts = new Int32Array(MAX_CUTS);
  cutCount = 0;

  constructor(readonly maze: Maze) {
    this.builder = new StateGraphBuilder(maze);
    const states = this.builder.goalKey + 1;
    this.inStart = new Int32Array(states + 1);
    this.inFrom = new Int32Array(0);
    this.path = new Int32Array(states);
    this.pathIndex = new Int32Array(states);
    this.reaches = new Uint8Array(states);
    this.stack = new Int32Array(states);
  }

  score(lights: ArrayLike<number>, exponents: ScoreExponents = DEFAULT_EXPONENTS): ScoreOutcome {
    const graph = this.builder.build(lights);
    const states = graph.count;
    this.cutCount = 0;
    if (graph.goal < 0) return { verdict: 'unreachable', score: 0, states };
    const components = this.components(graph, lights);
    const { branches, alternatives } = this.branchPoints(graph);
    if (branches > 0) return { verdict: 'multiple', score: 1, states, components, branches, alternatives };
    return { verdict: 'unique', score: scoreOf(components, exponents), states, components };
  }

  private components(graph: StateGraph, lights: ArrayLike<number>): ScoreComponents {
    const { count, level, outStart, to } = graph;
    const goalLevel = level[graph.goal]!;
    let O1 = 0;
    let O2 = 0;
    for (let s = 0; s < count; s++) {
      if (level[s]! <= 1) O1++;
      if (level[s]! <= goalLevel) O2++;
    }
    let Lp = 0;
    for (let s = 0; s < count; s++) {
      for (let e = outStart[s]!, end = outStart[s + 1]!; e < end; e++) {
        if (Math.abs(level[to[e]!]! - level[s]!) > 1) Lp++;
      }
    }
    return { L: goalLevel + 1, O1, O2, Lp, E: 1 + statesIntoGoal(this.maze, lights) };
  }

  /**
   * The states p_i of the BFS path P = p0..pm where a second simple path to the goal branches
   * off, and the edges p_i→x it can leave by; none exactly when the simple path is unique.
   * Linear in states + edges.
   * With P = p0..pm the BFS path, any other simple path leaves P first at some p_i along an
   * edge p_i→x (x ≠ p_{i+1}) and then reaches the goal avoiding p0..p_i; conversely such an
   * x gives a second simple path. So for i = m-1 down to 0 keep C_i, the states that reach
   * the goal in the graph without p0..p_i: C_{i-1} is C_i plus what reaches p_i outside it
   * (a reverse search from p_i), and each state joins once.
   */
  private branchPoints(graph: StateGraph): { branches: number; alternatives: number } {
    const { count, outStart, to, arc, key, parent, level } = graph;
    this.indexPredecessors(graph);
    const { path, pathIndex, reaches } = this;
    pathIndex.fill(-1, 0, count);
    reaches.fill(0, 0, count);
    // The BFS tree path: p_i is the state at level i.
    const m = level[graph.goal]!;
    for (let s = graph.goal; s >= 0; s = parent[s]!) {
      path[level[s]!] = s;
      pathIndex[s] = level[s]!;
    }
    this.grow(graph.goal, m);
    let branches = 0;
    let alternatives = 0;
    for (let i = m - 1; i >= 0; i--) {
      const p = path[i]!;
      const next = path[i + 1]!;
      const before = alternatives;
      for (let e = outStart[p]!, end = outStart[p + 1]!; e < end; e++) {
        const x = to[e]!;
        if (x === next || !reaches[x]) continue;
        alternatives++;
        // The light that is red at p's phase closes this edge.
        if (this.cutCount < MAX_CUTS) this.cuts[this.cutCount++] = 3 * (arc[e]! >> 1) + ((RED - (key[p]! % 3) + 3) % 3);
      }
      if (alternatives > before) branches++;
      this.grow(p, i);
    }
    return { branches, alternatives };
  }

  /** Adds `from` to C and every state that reaches it through states outside C and not among p0..p_{limit-1}. */
  private grow(from: number, limit: number): void {
    const { inStart, inFrom, pathIndex, reaches, stack } = this;
    let top = 0;
    reaches[from] = 1;
    stack[top++] = from;
    while (top > 0) {
      const v = stack[--top]!;
      for (let e = inStart[v]!, end = inStart[v + 1]!; e < end; e++) {
        const u = inFrom[e]!;
        if (reaches[u] || (pathIndex[u]! >= 0 && pathIndex[u]! < limit)) continue;
        reaches[u] = 1;
        stack[top++] = u;
      }
    }
  }

  private indexPredecessors(graph: StateGraph): void {
    const { count, edgeCount, outStart, to } = graph;
    if (this.inFrom.length < edgeCount) this.inFrom = new Int32Array(Math.max(edgeCount, 2 * this.inFrom.length));
    const { inStart, inFrom } = this;
    inStart.fill(0, 0, count + 1);
    for (let e = 0; e < edgeCount; e++) inStart[to[e]! + 1]!++;
    for (let s = 0; s < count; s++) inStart[s + 1]! += inStart[s]!;
    const fill = this.stack;
    fill.set(inStart.subarray(0, count));
    for (let s = 0; s < count; s++) {
      for (let e = outStart[s]!, end = outStart[s + 1]!; e < end; e++) inFrom[fill[to[e]!]!++] = s;
    }
  }
}

/**
 * States of the whole state graph (reachable or not) with an edge to the goal, as the
 * original builds that graph: in u-turn every (v, k) beside the goal whose street is not
 * red at k; in no-u-turn every (v, k, u) that some street u→v (u not the goal, not red at
 * k-1) leads into, beside the goal with a street not red at k, plus the start state when
 * its street to the goal is not red at 0 (vmfactory itself fails on that maze: its
 * no-u-turn graph indexes the goal as if it were a state tuple).
 */
export function statesIntoGoal(maze: Maze, lights: ArrayLike<number>): number {
  const { arcStart, arcOrder, arcTail, goal, start } = maze;
  const open = (arc: number, phase: number) => (lights[arc >> 1]! + phase) % 3 !== RED;
  let total = 0;
  for (let j = arcStart[goal]!, end = arcStart[goal + 1]!; j < end; j++) {
    const toGoal = arcOrder[j]! ^ 1;
    const v = arcTail[toGoal]!;
    for (let k = 0; k < 3; k++) {
      if (!open(toGoal, k)) continue;
      if (maze.uTurn) {
        total++;
        continue;
      }
      if (v === start && k === 0) total++;
      for (let i = arcStart[v]!, stop = arcStart[v + 1]!; i < stop; i++) {
        const into = arcOrder[i]! ^ 1;
        if (arcTail[into] !== goal && open(into, (k + 2) % 3)) total++;
      }
    }
  }
  return total;
}
