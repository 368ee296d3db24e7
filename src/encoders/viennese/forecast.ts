import { RED, type Maze } from './model.js';
import { StateGraphBuilder, type StateGraph } from './state-graph.js';

/**
 * What a single-light change should do to a colouring with a unique walk, told from that
 * colouring's state graph alone (the candidate is not scored):
 * - `keeps`: it closes no street of the walk when the walk takes it and opens no edge that
 *   starts a second simple path, so the walk should stay the only one;
 * - `adds-walk`: it opens such an edge and leaves the walk intact (a second walk);
 * - `cuts-goal`: it closes the walk and opens no way round the cut (no walk left);
 * - `detour`: it closes the walk and opens one way round (a new walk, perhaps the only one);
 * - `detours`: it closes the walk and opens several ways round (two or more walks, likely).
 */
export type MoveForecast = 'keeps' | 'adds-walk' | 'cuts-goal' | 'detour' | 'detours';

/**
 * Forecasts single-light moves from one colouring's state graph: `capture` builds the graph
 * of a colouring with a unique walk P = p0..pm (one already scored), then `forecast` answers
 * per move in time linear in the degree of the street's ends.
 *
 * A light change on street s moves its red phase from p to p': both arcs of s open at p and
 * close at p'. An opened edge u→v starts a second simple path exactly when some path reaches
 * u leaving P last at p_i (the state's `exit` i) and v reaches the goal avoiding p0..p_i (its
 * `tag` is above i): parts of the two off P cannot meet, or P would not be unique. The tags
 * come from a backward search over the whole state space (reachable or not), by the
 * builder's keys, as the scorer's uniqueness test does over the reachable part.
 */
export class MoveForecaster {
  private readonly lights: Uint8Array;
  /** By key: -1 if unreachable, else the lowest i such that the state is reached from p_i through states off P (p_i itself: i). */
  private readonly exit: Int32Array;
  /** By key: -1 if the goal is out of reach, else the highest t such that the state reaches the goal avoiding p0..p_{t-1} (p_t itself: t). */
  private readonly tag: Int32Array;
  /** By key: i for p_i, else -1. */
  private readonly walkIndex: Int32Array;
  /** By `street * 3 + phase`: the first and last i where P takes the street at that phase from p_i (-1: never). */
  private readonly firstCut: Int32Array;
  private readonly lastCut: Int32Array;
  private readonly stack: Int32Array;
  private top = 0;
  /** Scratch for `statesAt`. */
  private readonly found: Int32Array;
  private readonly exitById: Int32Array;
  /** By arc, opening its street at the phase its light is red now: the tag of the state the arc leads into, and the lowest exit below that tag of a state that may take it (none: -1 and keys). Found on demand after a capture. */
  private readonly openingTag: Int32Array;
  private readonly openingExit: Int32Array;
  private openingsKnown = false;
  private readonly builder: StateGraphBuilder;
  private readonly startKey: number;
  private readonly goalKey: number;

  /** `builder` may be the scorer's: a colouring it has just scored is then captured without building its graph again. */
  constructor(private readonly maze: Maze, builder = new StateGraphBuilder(maze)) {
    this.builder = builder;
    this.startKey = builder.startKey;
    this.goalKey = builder.goalKey;
    const keys = builder.goalKey + 1;
    this.lights = new Uint8Array(this.maze.streetCount);
    this.exit = new Int32Array(keys);
    this.tag = new Int32Array(keys);
    this.walkIndex = new Int32Array(keys);
    this.firstCut = new Int32Array(3 * this.maze.streetCount);
    this.lastCut = new Int32Array(3 * this.maze.streetCount);
    this.stack = new Int32Array(keys);
    let degree = 0;
    for (let v = 0; v < this.maze.nodeCount; v++) degree = Math.max(degree, this.maze.arcStart[v + 1]! - this.maze.arcStart[v]!);
    this.found = new Int32Array(degree + 1);
    this.exitById = new Int32Array(keys);
    this.openingTag = new Int32Array(2 * this.maze.streetCount);
    this.openingExit = new Int32Array(2 * this.maze.streetCount);
  }

  /** Takes in `lights`, a colouring under which the goal is reachable (by a unique walk, for the forecasts to hold). */
  capture(lights: Uint8Array): void {
    const { walkIndex, firstCut, lastCut } = this;
    const graph = this.builder.build(lights);
    this.lights.set(lights);
    this.openingsKnown = false;
    walkIndex.fill(-1);
    firstCut.fill(-1);
    lastCut.fill(-1);
    for (let s = graph.goal; s >= 0; s = graph.parent[s]!) {
      const i = graph.level[s]!;
      walkIndex[graph.key[s]!] = i;
      if (i === 0) continue;
      const cut = 3 * (graph.parentArc[s]! >> 1) + (graph.key[graph.parent[s]!]! % 3);
      if (lastCut[cut]! < 0) lastCut[cut] = i - 1;
      firstCut[cut] = i - 1;
    }
    this.findExits(graph);
    this.findTags(graph.level[graph.goal]!);
  }

  forecast(street: number, light: number): MoveForecast {
    const cut = 3 * street + ((RED - light + 3) % 3);
    const first = this.firstCut[cut]!;
    if (first < 0) return this.waysRound(street, Infinity, -1) > 0 ? 'adds-walk' : 'keeps';
    const ways = this.waysRound(street, first, this.lastCut[cut]!);
    return ways === 0 ? 'cuts-goal' : ways === 1 ? 'detour' : 'detours';
  }

  /** Where setting `street` to `light` closes P: the first and last i of the cut (p_i taking the street), or undefined when it leaves P open. */
  cutOf(street: number, light: number): readonly [number, number] | undefined {
    const cut = 3 * street + ((RED - light + 3) % 3);
    return this.firstCut[cut]! < 0 ? undefined : [this.firstCut[cut]!, this.lastCut[cut]!];
  }

  /** The ways round a cut of P from p_first to p_last that a change of `street`'s light opens (0, 1, or 2 for more). */
  waysRoundCut(street: number, [first, last]: readonly [number, number]): number {
    return Math.min(2, this.waysRound(street, first, last));
  }

  /** `openingTag` and `openingExit` of every arc, for `waysRound`. */
  private findOpenings(): void {
    const { arcHead, arcTail, goal, uTurn, streetCount } = this.maze;
    for (let arc = 0; arc < 2 * streetCount; arc++) {
      const tail = arcTail[arc]!;
      const head = arcHead[arc]!;
      const phase = (RED - this.lights[arc >> 1]! + 3) % 3;
      const target = head === goal ? this.goalKey : 3 * (uTurn ? head : arc) + ((phase + 1) % 3);
      const tag = tail === goal ? -1 : this.tag[target]!;
      let lowest = this.exit.length;
      for (let f = 0, count = tag < 0 ? 0 : this.statesAt(tail, phase, head); f < count; f++) {
        const exit = this.exit[this.found[f]!]!;
        if (exit >= 0 && exit < tag) lowest = Math.min(lowest, exit);
      }
      this.openingTag[arc] = tag;
      this.openingExit[arc] = lowest;
    }
    this.openingsKnown = true;
  }

  /**
   * The ways the opening of `street` (at the phase its light is red now) starts a simple path that leaves P last at or
   * before p_{leaveBy} and comes back after p_{returnAfter}: per opened edge u→v, the states u
   * it may start from, and when there is exactly one, the edges on from v that keep to such
   * a path (0 for the goal itself counts as one). Only 0, 1 and "more" matter: it stops at 2.
   */
  private waysRound(street: number, leaveBy: number, returnAfter: number): number {
    if (!this.openingsKnown) this.findOpenings();
    const { arcHead, arcTail, goal } = this.maze;
    const phase = (RED - this.lights[street]! + 3) % 3;
    const next = (phase + 1) % 3;
    let ways = 0;
    for (let arc = 2 * street; arc <= 2 * street + 1; arc++) {
      const tag = this.openingTag[arc]!;
      // Most arcs open no edge that could leave P by p_leaveBy and come back after p_returnAfter: no search.
      if (tag <= returnAfter || this.openingExit[arc]! > leaveBy) continue;
      const tail = arcTail[arc]!;
      const head = arcHead[arc]!;
      let sources = 0;
      for (let f = 0, count = this.statesAt(tail, phase, head); f < count; f++) {
        const exit = this.exit[this.found[f]!]!;
        if (exit >= 0 && exit < tag && exit <= leaveBy) sources++;
      }
      if (sources === 0) continue;
      ways += sources;
      if (sources === 1 && head !== goal) ways += Math.max(0, this.onwardEdges(arc, next, street, returnAfter) - 1);
      if (ways >= 2) return ways;
    }
    return ways;
  }

  /** Edges out of the state reached along `arc` at `phase`, other than along `street`, into states tagged above `returnAfter`. */
  private onwardEdges(arc: number, phase: number, street: number, returnAfter: number): number {
    const { arcHead, arcTail, arcStart, arcOrder, goal, uTurn } = this.maze;
    const node = arcHead[arc]!;
    const then = (phase + 1) % 3;
    let edges = 0;
    for (let j = arcStart[node]!, end = arcStart[node + 1]!; j < end; j++) {
      const out = arcOrder[j]!;
      const head = arcHead[out]!;
      if ((!uTurn && head === arcTail[arc]!) || out >> 1 === street || (this.lights[out >> 1]! + phase) % 3 === RED) continue;
      const target = head === goal ? this.goalKey : 3 * (uTurn ? head : out) + then;
      if (this.tag[target]! > returnAfter) edges++;
    }
    return edges;
  }

  /** Exits of the reachable states: from p0, p1, ... in turn, a forward search through states off P. */
  private findExits(graph: StateGraph): void {
    const { exitById, stack, walkIndex, exit } = this;
    const { count, key, outStart, to } = graph;
    exitById.fill(-1, 0, count);
    const m = graph.level[graph.goal]!;
    const walk: number[] = [];
    for (let s = graph.goal; s >= 0; s = graph.parent[s]!) walk[graph.level[s]!] = s;
    for (let i = 0; i <= m; i++) {
      let top = 0;
      exitById[walk[i]!] = i;
      stack[top++] = walk[i]!;
      while (top > 0) {
        const s = stack[--top]!;
        for (let e = outStart[s]!, end = outStart[s + 1]!; e < end; e++) {
          const t = to[e]!;
          if (exitById[t]! >= 0 || walkIndex[key[t]!]! >= 0) continue;
          exitById[t] = i;
          stack[top++] = t;
        }
      }
    }
    exit.fill(-1);
    for (let s = 0; s < count; s++) exit[key[s]!] = exitById[s]!;
  }

  /** Tags of the whole state space: from the goal, then p_{m-1}, ..., p0 in turn, a backward search avoiding the earlier states of P. */
  private findTags(m: number): void {
    const { tag, walkIndex } = this;
    tag.fill(-1);
    const walk: number[] = [];
    for (let k = 0; k < walkIndex.length; k++) if (walkIndex[k]! >= 0) walk[walkIndex[k]!] = k;
    for (let i = m; i >= 0; i--) {
      tag[walk[i]!] = i;
      this.tagBackwards(walk[i]!, i);
    }
  }

  /** Tags `limit` on every untagged state that reaches `from` through untagged states other than p0..p_{limit-1}. */
  private tagBackwards(from: number, limit: number): void {
    const { stack, maze } = this;
    const { arcStart, arcOrder, goal, uTurn } = maze;
    this.top = 0;
    stack[this.top++] = from;
    while (this.top > 0) {
      const key = stack[--this.top]!;
      if (key === this.goalKey) {
        for (let j = arcStart[goal]!, end = arcStart[goal + 1]!; j < end; j++) {
          for (let phase = 0; phase < 3; phase++) this.tagTakers(arcOrder[j]! ^ 1, phase, limit);
        }
        continue;
      }
      if (key === this.startKey && !uTurn) continue;
      const phase = key % 3;
      const before = (phase + 2) % 3;
      const unit = (key - phase) / 3;
      if (!uTurn) {
        this.tagTakers(unit, before, limit);
        continue;
      }
      for (let j = arcStart[unit]!, end = arcStart[unit + 1]!; j < end; j++) this.tagTakers(arcOrder[j]! ^ 1, before, limit);
    }
  }

  /** Tags `limit` on the untagged states that take `arc` at `phase` (other than p0..p_{limit-1}) and stacks them. */
  private tagTakers(arc: number, phase: number, limit: number): void {
    const { tag, walkIndex, stack, found } = this;
    const tail = this.maze.arcTail[arc]!;
    if (tail === this.maze.goal || (this.lights[arc >> 1]! + phase) % 3 === RED) return;
    for (let f = 0, count = this.statesAt(tail, phase, this.maze.arcHead[arc]!); f < count; f++) {
      const key = found[f]!;
      const i = walkIndex[key]!;
      if (tag[key]! >= 0 || (i >= 0 && i < limit)) continue;
      tag[key] = limit;
      stack[this.top++] = key;
    }
  }

  /** Puts in `found` the key of every state at `node` and `phase` that may leave towards `towards` (no-u-turn: not arrived from there); returns how many. */
  private statesAt(node: number, phase: number, towards: number): number {
    const { arcStart, arcOrder, arcTail, start, goal, uTurn } = this.maze;
    const { found } = this;
    if (uTurn) {
      found[0] = 3 * node + phase;
      return 1;
    }
    let count = 0;
    if (node === start && phase === 0) found[count++] = this.startKey;
    for (let j = arcStart[node]!, end = arcStart[node + 1]!; j < end; j++) {
      const into = arcOrder[j]! ^ 1;
      const from = arcTail[into]!;
      if (from !== towards && from !== goal) found[count++] = 3 * into + phase;
    }
    return count;
  }
}
