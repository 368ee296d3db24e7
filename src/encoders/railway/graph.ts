import type { JunctionSide, RailwayNode, RailwayPuzzle, RailwaySegment, RouteStep } from './model.js';

/**
 * The direction-aware state graph of a railway maze (seed 000: "the legal moves from a point
 * depend on how the point was reached"). A state is a segment and a direction of travel;
 * state `2i` runs segment `i` from `from` to `to`, state `2i + 1` from `to` to `from`.
 *
 * A move from state `s` to state `t` joins them at the node `s` arrives at, when
 * - `t` leaves that node (its tail is the node),
 * - `t` is not `s` run backwards (no reversing: leaving along the segment end just arrived
 *   on), which for a loop segment (from == to) still lets the train carry on round it,
 * - the junction allows it: a transition `[segment of s, node, segment of t]` is listed, or,
 *   in the two-sided form, the end `s` arrives on and the end `t` leaves by lie on
 *   different sides of the node.
 * A transition naming a loop segment speaks for both of its ends at that node.
 * The route stops at its first arrival at the finish, so states arriving there have no moves.
 */
export interface RailwayGraph {
  readonly puzzle: RailwayPuzzle;
  readonly segments: readonly RailwaySegment[];
  readonly stateCount: number;
  /** Successor states of each state. */
  readonly moves: readonly (readonly number[])[];
  /** States the route may begin with: leaving the start (along the heading, when given). */
  readonly startStates: readonly number[];
  /** Pixel length of each segment along its polyline. */
  readonly lengths: readonly number[];
  segmentIndex(id: string): number | undefined;
}

export const segmentOfState = (state: number): number => state >> 1;
export const isReversedState = (state: number): boolean => (state & 1) === 1;
export const stateOf = (segment: number, reversed: boolean): number => 2 * segment + (reversed ? 1 : 0);
/** The same segment run the other way. */
export const oppositeState = (state: number): number => state ^ 1;

/** The node a state leaves. */
export function tailOf(segments: readonly RailwaySegment[], state: number): string {
  const seg = segments[segmentOfState(state)]!;
  return isReversedState(state) ? seg.to : seg.from;
}

/** The node a state arrives at. */
export function headOf(segments: readonly RailwaySegment[], state: number): string {
  const seg = segments[segmentOfState(state)]!;
  return isReversedState(state) ? seg.from : seg.to;
}

/** Side of the segment end a state arrives on / leaves by (two-sided form). */
function arrivalSide(segments: readonly RailwaySegment[], state: number): JunctionSide | undefined {
  const seg = segments[segmentOfState(state)]!;
  return isReversedState(state) ? seg.fromSide : seg.toSide;
}
function departureSide(segments: readonly RailwaySegment[], state: number): JunctionSide | undefined {
  const seg = segments[segmentOfState(state)]!;
  return isReversedState(state) ? seg.toSide : seg.fromSide;
}

const nodeMaps = new WeakMap<RailwayPuzzle, Map<string, RailwayNode>>();
const segmentMaps = new WeakMap<RailwayPuzzle, Map<string, RailwaySegment>>();

/** A puzzle's node by id (looked up once per puzzle: mazes traced from pictures are large). */
export function nodeById(puzzle: RailwayPuzzle, id: string): RailwayNode | undefined {
  let map = nodeMaps.get(puzzle);
  if (!map) nodeMaps.set(puzzle, (map = new Map(puzzle.nodes.map((n) => [n.id, n]))));
  return map.get(id);
}

/** A puzzle's segment by id. */
export function segmentById(puzzle: RailwayPuzzle, id: string): RailwaySegment | undefined {
  let map = segmentMaps.get(puzzle);
  if (!map) segmentMaps.set(puzzle, (map = new Map(puzzle.segments.map((s) => [s.id, s]))));
  return map.get(id);
}

/** The pixel polyline of a segment from `from` to `to` (the straight line when absent). */
export function polylineOf(puzzle: RailwayPuzzle, segment: RailwaySegment): (readonly [number, number])[] {
  if (segment.points && segment.points.length >= 2) return [...segment.points];
  const at = (id: string) => {
    const node = nodeById(puzzle, id)!;
    return [node.x, node.y] as const;
  };
  return [at(segment.from), at(segment.to)];
}

export function polylineLength(points: readonly (readonly [number, number])[]): number {
  let length = 0;
  for (let i = 1; i < points.length; i++) length += Math.hypot(points[i]![0] - points[i - 1]![0], points[i]![1] - points[i - 1]![1]);
  return length;
}

/** The state graph of a puzzle that passed `validateRailway`. */
export function railwayGraph(puzzle: RailwayPuzzle): RailwayGraph {
  const segments = puzzle.segments;
  const byId = new Map(segments.map((s, i) => [s.id, i]));
  const stateCount = 2 * segments.length;
  // Listed transitions by segment in, node, segment out.
  let allowed: Map<string, Map<string, Set<string>>> | undefined;
  if (puzzle.transitions) {
    allowed = new Map();
    for (const [segIn, node, segOut] of puzzle.transitions) {
      let atNode = allowed.get(segIn);
      if (!atNode) allowed.set(segIn, (atNode = new Map()));
      let outs = atNode.get(node);
      if (!outs) atNode.set(node, (outs = new Set()));
      outs.add(segOut);
    }
  }
  const leaving = new Map<string, number[]>();
  for (let state = 0; state < stateCount; state++) {
    const node = tailOf(segments, state);
    const list = leaving.get(node);
    if (list) list.push(state);
    else leaving.set(node, [state]);
  }
  const junctionAllows = (from: number, to: number, node: string): boolean => {
    if (allowed) return allowed.get(segments[segmentOfState(from)]!.id)?.get(node)?.has(segments[segmentOfState(to)]!.id) ?? false;
    const a = arrivalSide(segments, from);
    const b = departureSide(segments, to);
    return a !== undefined && b !== undefined && a !== b;
  };
  const moves: number[][] = [];
  for (let state = 0; state < stateCount; state++) {
    const node = headOf(segments, state);
    if (node === puzzle.finish.node) {
      moves.push([]);
      continue;
    }
    const next = (leaving.get(node) ?? []).filter((t) => t !== oppositeState(state) && junctionAllows(state, t, node));
    moves.push(next);
  }
  const heading = puzzle.start.heading;
  const startStates = (leaving.get(puzzle.start.node) ?? []).filter((s) => heading === undefined || segments[segmentOfState(s)]!.id === heading);
  const lengths = segments.map((s) => polylineLength(polylineOf(puzzle, s)));
  return { puzzle, segments, stateCount, moves, startStates, lengths, segmentIndex: (id) => byId.get(id) };
}

/** The route steps of a state sequence. */
export function stepsOf(graph: RailwayGraph, states: readonly number[]): RouteStep[] {
  return states.map((s) => ({ segment: graph.segments[segmentOfState(s)]!.id, reversed: isReversedState(s) }));
}
