import { RED, type Maze } from './model.js';

/**
 * The reachable state graph of a maze under one light vector, as the issue defines it:
 * a state is (node, k mod 3) in `u-turn`, (node, k mod 3, previous node) in `no-u-turn`,
 * where k counts the lights passed; the start state is (start, 0) (with no previous node)
 * and every arrival at the goal is one absorbing state.
 *
 * States get integer ids in breadth-first order from the start (id 0), so `level` is the
 * BFS distance and the out-edges of state s are `to[outStart[s] .. outStart[s+1])`, each
 * taken along the arc `arc[...]`. Keys name states independently of the light vector:
 * u-turn `node*3 + k`, no-u-turn `arc*3 + k` for "arrived along arc at phase k", then the
 * special start and goal keys.
 */
export interface StateGraph {
  readonly maze: Maze;
  readonly count: number;
  readonly edgeCount: number;
  /** Id of the goal state, -1 when it is unreachable. */
  readonly goal: number;
  readonly key: Int32Array;
  readonly level: Int32Array;
  /** BFS tree: the state a state was first reached from, and along which arc (-1 for the start). */
  readonly parent: Int32Array;
  readonly parentArc: Int32Array;
  readonly outStart: Int32Array;
  readonly to: Int32Array;
  readonly arc: Int32Array;
}

/** The states (node, or arc in no-u-turn mazes, at each of 3 phases) a maze's state graph can have, its no-u-turn start and its goal aside. */
export const phaseStateCount = (maze: Maze): number => 3 * (maze.uTurn ? maze.nodeCount : 2 * maze.streetCount);

/**
 * Builds state graphs for one maze again and again (a generator scores thousands of light
 * vectors): every buffer is allocated once and the graph returned is a view into them,
 * valid until the next `build`.
 */
export class StateGraphBuilder {
  readonly startKey: number;
  readonly goalKey: number;
  private readonly idOfKey: Int32Array;
  private readonly key: Int32Array;
  private readonly level: Int32Array;
  private readonly parent: Int32Array;
  private readonly parentArc: Int32Array;
  private readonly outStart: Int32Array;
  private readonly to: Int32Array;
  private readonly arc: Int32Array;
  private count = 0;
  /** The last graph built, and the lights it was built for (asked again for the same lights, it is not rebuilt). */
  private last: StateGraph | undefined;
  private readonly lastLights: Uint8Array;

  constructor(readonly maze: Maze) {
    const base = phaseStateCount(maze);
    this.startKey = maze.uTurn ? 3 * maze.start : base;
    this.goalKey = base + 1;
    const keys = base + 2;
    this.idOfKey = new Int32Array(keys).fill(-1);
    this.key = new Int32Array(keys);
    this.level = new Int32Array(keys);
    this.parent = new Int32Array(keys);
    this.parentArc = new Int32Array(keys);
    this.outStart = new Int32Array(keys + 1);
    // Out-degree of a state is at most the degree of its node.
    let edges = 0;
    for (let v = 0; v < maze.nodeCount; v++) {
      const degree = maze.arcStart[v + 1]! - maze.arcStart[v]!;
      edges += 3 * degree * (maze.uTurn ? 1 : degree) + degree;
    }
    this.to = new Int32Array(edges);
    this.arc = new Int32Array(edges);
    this.lastLights = new Uint8Array(maze.streetCount);
  }

  build(lights: ArrayLike<number>): StateGraph {
    if (this.last && this.lastLights.every((light, street) => light === lights[street])) return this.last;
    const { maze, idOfKey, key, level, parent, parentArc, outStart, to, arc } = this;
    const { arcStart, arcOrder, arcHead, arcTail, goal: goalNode, uTurn } = maze;
    for (let s = 0; s < this.count; s++) idOfKey[key[s]!] = -1;
    let count = 1;
    let edges = 0;
    let goal = -1;
    key[0] = this.startKey;
    idOfKey[this.startKey] = 0;
    level[0] = 0;
    parent[0] = -1;
    parentArc[0] = -1;
    for (let s = 0; s < count; s++) {
      outStart[s] = edges;
      // The goal is absorbing
      if (s === goal) continue;
      const k = key[s]!;
      let node: number;
      let previous = -1;
      let phase: number;
      if (k === this.startKey) {
        node = maze.start;
        phase = 0;
      } else {
        phase = k % 3;
        const unit = (k - phase) / 3;
        if (uTurn) node = unit;
        else {
          node = arcHead[unit]!;
          previous = arcTail[unit]!;
        }
      }
      const nextPhase = phase === 2 ? 0 : phase + 1;
      for (let j = arcStart[node]!, end = arcStart[node + 1]!; j < end; j++) {
        const a = arcOrder[j]!;
        const head = arcHead[a]!;
        // No going straight back to the node just left (no-u-turn; the first move is free)
        if (head === previous) continue;
        // A street may be taken only while its light is not red
        if ((lights[a >> 1]! + phase) % 3 === RED) continue;
        const targetKey = head === goalNode ? this.goalKey : 3 * (uTurn ? head : a) + nextPhase;
        let t = idOfKey[targetKey]!;
        if (t < 0) {
          t = count++;
          idOfKey[targetKey] = t;
          key[t] = targetKey;
          level[t] = level[s]! + 1;
          parent[t] = s;
          parentArc[t] = a;
          if (targetKey === this.goalKey) goal = t;
        }
        to[edges] = t;
        arc[edges] = a;
        edges++;
      }
    }
    outStart[count] = edges;
    this.count = count;
    for (let street = 0; street < this.lastLights.length; street++) this.lastLights[street] = lights[street]!;
    this.last = { maze, count, edgeCount: edges, goal, key, level, parent, parentArc, outStart, to, arc };
    return this.last;
  }
}
