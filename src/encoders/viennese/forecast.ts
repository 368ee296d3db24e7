import { RED, type Maze } from './model.js';
import { StateGraphBuilder } from './state-graph.js';
import { WalkLabels } from './walk-labels.js';

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
 * Detours (a move that cuts the walk, with the move that opens one way round the cut, or alone
 * when it opens that way itself) in the order they are worth trying:
 * - `chained`: under the change(s), the way round is reached from the walk, and goes on to it,
 *   by single chains of states, the new walk is no shorter, and the cutter opens no other edge
 *   that starts a second path (a unique walk, likely, mostly as long as the old one);
 * - `cutter-opens`: the same, but the cutter opens such an edge;
 * - `forked`: a chain forks, ends or closes on itself (two or more walks, or none, likely; but
 *   most detours that lengthen the walk are among them);
 * - `shortcut`: single chains, and the new walk is shorter (a unique walk, likely, scoring less).
 */
export const DETOUR_RANKS = ['chained', 'cutter-opens', 'forked', 'shortcut'] as const;
export type DetourRank = (typeof DETOUR_RANKS)[number];

/** Where a chain along a way round ends other than at the walk (a fork, a dead end, or a loop): unlike walk indices, negative. */
const FORK_OR_END = -1;

/**
 * Forecasts single-light moves from one colouring's state graph (`WalkLabels`): `capture`
 * builds the graph of a colouring with a unique walk P = p0..pm (one already scored), then
 * `forecast` answers per move in time linear in the degree of the street's ends, and
 * `rankDetour` ranks a detour (`DETOUR_RANKS`) in time linear in the length of its way round.
 *
 * A light change on street s moves its red phase from p to p': both arcs of s open at p and
 * close at p'. An opened edge u→v starts a second simple path exactly when some path reaches
 * u leaving P last at p_i (the state's `exit` i) and v reaches the goal avoiding p0..p_i (its
 * `tag` is above i): parts of the two off P cannot meet, or P would not be unique.
 */
export class MoveForecaster extends WalkLabels {
  /** By key: the chain along a way round that last passed the state (`follow`). */
  private readonly seen: Int32Array;
  private stamp = 0;
  /** The moves along the chain that `follow` followed last. */
  private followed = 0;
  /** The opened edge (state keys) of the one way round that `waysRound` counted last. */
  private wayFrom = -1;
  private wayTo = -1;
  /** The lights changed by the detour being ranked (`rankDetour`): streets (none: -1) and the lights they get. */
  private readonly changedStreet = new Int32Array([-1, -1]);
  private readonly changedLight = new Int32Array(2);
  /** By arc, opening its street at the phase its light is red now: the tag of the state the arc leads into, and the lowest exit below that tag of a state that may take it (none: -1 and keys). Found on demand after a capture. */
  private readonly openingTag: Int32Array;
  private readonly openingExit: Int32Array;
  private openingsKnown = false;

  /** `builder` may be the scorer's: a colouring it has just scored is then captured without building its graph again. */
  constructor(maze: Maze, builder = new StateGraphBuilder(maze)) {
    super(maze, builder);
    this.seen = new Int32Array(builder.goalKey + 1);
    this.openingTag = new Int32Array(2 * maze.streetCount);
    this.openingExit = new Int32Array(2 * maze.streetCount);
  }

  /** Takes in `lights`, a colouring under which the goal is reachable (by a unique walk, for the forecasts to hold). */
  override capture(lights: Uint8Array): void {
    super.capture(lights);
    this.openingsKnown = false;
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

  /**
   * The rank of a detour (`DETOUR_RANKS`): `cutter` cuts the walk from p_first to p_last, and
   * `opener` opens one way round that cut (or -1: the cutter opens it itself); moves are
   * `street * 3 + light`.
   */
  rankDetour(cutter: number, opener: number, [first, last]: readonly [number, number]): DetourRank {
    const cutterStreet = Math.floor(cutter / 3);
    if (this.waysRound(opener < 0 ? cutterStreet : Math.floor(opener / 3), first, last) !== 1) return 'forked';
    const [from, to] = [this.wayFrom, this.wayTo];
    this.changedStreet.set([cutterStreet, opener < 0 ? -1 : Math.floor(opener / 3)]);
    this.changedLight.set([cutter % 3, opener % 3]);
    const back = this.follow(from, -1, first);
    const movesBack = this.followed;
    const on = back === FORK_OR_END ? FORK_OR_END : this.follow(to, 1, last);
    this.changedStreet.fill(-1);
    if (on === FORK_OR_END) return 'forked';
    const moves = this.walkIndex[this.goalKey]!;
    if (back + movesBack + 1 + this.followed + (moves - on) < moves) return 'shortcut';
    // A single move opening the way round has opened one path already.
    return this.pathsOpened(cutterStreet) > (opener < 0 ? 1 : 0) ? 'cutter-opens' : 'chained';
  }

  /** Opened edges u→v of `street` (at the phase its light is red now) that start a second path off the walk (u left from p_i, v reaching the goal avoiding p0..p_i), up to 2. */
  private pathsOpened(street: number): number {
    if (!this.openingsKnown) this.findOpenings();
    const { arcHead, arcTail } = this.maze;
    const phase = (RED - this.lights[street]! + 3) % 3;
    let paths = 0;
    for (let arc = 2 * street; arc <= 2 * street + 1 && paths < 2; arc++) {
      const tag = this.openingTag[arc]!;
      if (this.openingExit[arc]! >= tag) continue;
      for (let f = 0, count = this.statesAt(arcTail[arc]!, phase, arcHead[arc]!); f < count; f++) {
        const exit = this.exit[this.found[f]!]!;
        if (exit >= 0 && exit < tag) paths++;
      }
    }
    return paths;
  }

  /**
   * Follows a chain of states from `key` under the changed lights, backwards (`direction` -1:
   * through the one predecessor left from the walk at or before p_{bound}) or onwards (1:
   * through the one successor reaching the goal after p_{bound}), until it meets the walk:
   * its index there, or FORK_OR_END at a fork, a dead end or a chain closing on itself.
   */
  private follow(key: number, direction: -1 | 1, bound: number): number {
    const stamp = ++this.stamp;
    let at = key;
    this.followed = 0;
    for (; this.walkIndex[at]! < 0; this.followed++) {
      if (this.seen[at] === stamp) return FORK_OR_END;
      this.seen[at] = stamp;
      at = direction < 0 ? this.onlyPredecessor(at, bound) : this.onlySuccessor(at, bound);
      if (at === FORK_OR_END) return at;
    }
    return this.walkIndex[at]!;
  }

  /** The one predecessor of state `key`, under the changed lights, left from the walk at or before p_{leaveBy} (else FORK_OR_END). */
  private onlyPredecessor(key: number, leaveBy: number): number {
    const { arcStart, arcOrder, arcTail, arcHead, goal, uTurn } = this.maze;
    const phase = key % 3;
    const before = (phase + 2) % 3;
    const unit = (key - phase) / 3;
    let only = FORK_OR_END;
    for (let j = uTurn ? arcStart[unit]! : 0, end = uTurn ? arcStart[unit + 1]! : 1; j < end; j++) {
      const into = uTurn ? arcOrder[j]! ^ 1 : unit;
      const tail = arcTail[into]!;
      if (tail === goal || !this.openUnderChanges(into, before)) continue;
      for (let f = 0, count = this.statesAt(tail, before, arcHead[into]!); f < count; f++) {
        const exit = this.exit[this.found[f]!]!;
        if (exit < 0 || exit > leaveBy) continue;
        if (only !== FORK_OR_END) return FORK_OR_END;
        only = this.found[f]!;
      }
    }
    return only;
  }

  /** The one successor of state `key`, under the changed lights, that reaches the goal after p_{returnAfter} (else FORK_OR_END). */
  private onlySuccessor(key: number, returnAfter: number): number {
    const { arcStart, arcOrder, arcTail, arcHead, goal, uTurn } = this.maze;
    const phase = key % 3;
    const next = (phase + 1) % 3;
    const unit = (key - phase) / 3;
    const node = uTurn ? unit : arcHead[unit]!;
    let only = FORK_OR_END;
    for (let j = arcStart[node]!, end = arcStart[node + 1]!; j < end; j++) {
      const out = arcOrder[j]!;
      const head = arcHead[out]!;
      if ((!uTurn && head === arcTail[unit]!) || !this.openUnderChanges(out, phase)) continue;
      const target = head === goal ? this.goalKey : 3 * (uTurn ? head : out) + next;
      if (this.tag[target]! <= returnAfter) continue;
      if (only !== FORK_OR_END) return FORK_OR_END;
      only = target;
    }
    return only;
  }

  /** Whether `arc` is open at `phase` with the detour being ranked made. */
  private openUnderChanges(arc: number, phase: number): boolean {
    const street = arc >> 1;
    const changed = this.changedStreet[0] === street ? 0 : this.changedStreet[1] === street ? 1 : -1;
    return ((changed < 0 ? this.lights[street]! : this.changedLight[changed]!) + phase) % 3 !== RED;
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
        if (exit < 0 || exit >= tag || exit > leaveBy) continue;
        sources++;
        this.wayFrom = this.found[f]!;
        this.wayTo = head === goal ? this.goalKey : 3 * (this.maze.uTurn ? head : arc) + next;
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
}
