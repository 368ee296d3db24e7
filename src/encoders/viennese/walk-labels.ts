import { RED, type Maze } from './model.js';
import type { StateGraph, StateGraphBuilder } from './state-graph.js';

/**
 * Labels of the whole state space (reachable or not, by the builder's keys) against the
 * shortest walk P = p0..pm of a captured colouring: where P takes each street, where each
 * state is reached from P (`exit`) and whence it reaches the goal (`tag`). The tags come from
 * a backward search, as the scorer's uniqueness test does over the reachable part.
 */
export class WalkLabels {
  protected readonly lights: Uint8Array;
  /** By key: -1 if unreachable, else the lowest i such that the state is reached from p_i through states off P (p_i itself: i). */
  protected readonly exit: Int32Array;
  /** By key: -1 if the goal is out of reach, else the highest t such that the state reaches the goal avoiding p0..p_{t-1} (p_t itself: t). */
  protected readonly tag: Int32Array;
  /** By key: i for p_i, else -1. */
  protected readonly walkIndex: Int32Array;
  /** By `street * 3 + phase`: the first and last i where P takes the street at that phase from p_i (-1: never). */
  protected readonly firstCut: Int32Array;
  protected readonly lastCut: Int32Array;
  private readonly stack: Int32Array;
  private top = 0;
  /** Scratch for `statesAt`. */
  protected readonly found: Int32Array;
  private readonly exitById: Int32Array;
  protected readonly startKey: number;
  protected readonly goalKey: number;

  constructor(protected readonly maze: Maze, private readonly builder: StateGraphBuilder) {
    this.startKey = builder.startKey;
    this.goalKey = builder.goalKey;
    const keys = builder.goalKey + 1;
    this.lights = new Uint8Array(maze.streetCount);
    this.exit = new Int32Array(keys);
    this.tag = new Int32Array(keys);
    this.walkIndex = new Int32Array(keys);
    this.firstCut = new Int32Array(3 * maze.streetCount);
    this.lastCut = new Int32Array(3 * maze.streetCount);
    this.stack = new Int32Array(keys);
    let degree = 0;
    for (let v = 0; v < maze.nodeCount; v++) degree = Math.max(degree, maze.arcStart[v + 1]! - maze.arcStart[v]!);
    this.found = new Int32Array(degree + 1);
    this.exitById = new Int32Array(keys);
  }

  /** Takes in `lights`, a colouring under which the goal is reachable, and labels the state space against its shortest walk. */
  capture(lights: Uint8Array): void {
    const { walkIndex, firstCut, lastCut } = this;
    const graph = this.builder.build(lights);
    this.lights.set(lights);
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
  protected statesAt(node: number, phase: number, towards: number): number {
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
