import { headOf, segmentOfState, tailOf, type RailwayGraph } from './graph.js';

/** Lengths closer than this (pixels) are equal, and the segment count decides. */
const LENGTH_TOLERANCE = 1e-6;

/** The most waypoints the shortest-route search tracks (it walks 2^k copies of the state graph). */
export const MAX_SHORTEST_WAYPOINTS = 12;

/**
 * What a route costs beyond its length, in pixels: each segment it runs (either way) and each
 * junction move (state to state). Non-negative, so the cheapest walk is still a route.
 */
export interface RouteCosts {
  readonly segment: readonly number[];
  move(from: number, to: number): number;
}

export interface ShortestRoute {
  /** States from the start to the finish. */
  readonly states: number[];
  /** Pixel length along the polylines (without `costs`). */
  readonly length: number;
  /** True when no state repeats: the walk is a route (always so without waypoints). */
  readonly simple: boolean;
}

interface Label {
  length: number;
  steps: number;
  state: number;
  mask: number;
}

const before = (a: Label, b: Label) =>
  Math.abs(a.length - b.length) > LENGTH_TOLERANCE ? a.length < b.length : a.steps < b.steps;

/**
 * Dijkstra over (state, waypoints passed): the shortest walk by pixel length, fewer segments
 * on a tie, from the start to the finish passing every waypoint. Without waypoints the
 * shortest walk never repeats a state (lengths are positive), so it is the shortest route;
 * with them it may, and `simple` says whether it is a route. Undefined when no walk reaches
 * the finish, or with more than MAX_SHORTEST_WAYPOINTS waypoints. `avoid` (a segment index)
 * searches the maze without that segment. With `costs` the walk is the cheapest by length and
 * those costs together (plausible.ts), its `length` still in pixels.
 */
export function shortestRoute(graph: RailwayGraph, avoid?: number, costs?: RouteCosts): ShortestRoute | undefined {
  const waypoints = graph.puzzle.waypoints ?? [];
  if (waypoints.length > MAX_SHORTEST_WAYPOINTS) return undefined;
  const full = (1 << waypoints.length) - 1;
  // Waypoints a state passes: its segment, or a node it touches.
  const passed = (state: number): number => {
    let mask = 0;
    const id = graph.segments[segmentOfState(state)]!.id;
    const nodes = [tailOf(graph.segments, state), headOf(graph.segments, state)];
    waypoints.forEach((w, i) => {
      if ('segment' in w ? w.segment === id : nodes.includes(w.node)) mask |= 1 << i;
    });
    return mask;
  };
  const masks = Array.from({ length: graph.stateCount }, (_, s) => passed(s));
  const key = (state: number, mask: number) => mask * graph.stateCount + state;
  const best = new Map<number, Label>();
  const parent = new Map<number, number>();
  const heap = new LabelHeap();
  const enter = (state: number) => graph.lengths[segmentOfState(state)]! + (costs?.segment[segmentOfState(state)] ?? 0);
  for (const state of graph.startStates) {
    if (segmentOfState(state) === avoid) continue;
    const label = { length: enter(state), steps: 1, state, mask: masks[state]! };
    const k = key(state, label.mask);
    if (!best.has(k) || before(label, best.get(k)!)) {
      best.set(k, label);
      heap.push(label);
    }
  }
  const done = new Set<number>();
  while (heap.size > 0) {
    const label = heap.pop()!;
    const k = key(label.state, label.mask);
    if (done.has(k) || best.get(k) !== label) continue;
    done.add(k);
    if (headOf(graph.segments, label.state) === graph.puzzle.finish.node) {
      if (label.mask !== full) continue;
      return walkBack(graph, parent, k, costs ? undefined : label.length);
    }
    for (const next of graph.moves[label.state]!) {
      if (segmentOfState(next) === avoid) continue;
      const mask = label.mask | masks[next]!;
      const nk = key(next, mask);
      if (done.has(nk)) continue;
      const candidate = { length: label.length + enter(next) + (costs?.move(label.state, next) ?? 0), steps: label.steps + 1, state: next, mask };
      const known = best.get(nk);
      if (known && !before(candidate, known)) continue;
      best.set(nk, candidate);
      parent.set(nk, k);
      heap.push(candidate);
    }
  }
  return undefined;
}

/** The walk ending at label `end`; its length summed along it when the labels held costs. */
function walkBack(graph: RailwayGraph, parent: ReadonlyMap<number, number>, end: number, length: number | undefined): ShortestRoute {
  const states: number[] = [];
  for (let k: number | undefined = end; k !== undefined; k = parent.get(k)) states.push(k % graph.stateCount);
  states.reverse();
  const pixels = length ?? states.reduce((sum, s) => sum + graph.lengths[segmentOfState(s)]!, 0);
  return { states, length: pixels, simple: new Set(states).size === states.length };
}

/** A binary min-heap of labels ordered by `before`. */
class LabelHeap {
  private items: Label[] = [];

  get size(): number {
    return this.items.length;
  }

  push(label: Label): void {
    const items = this.items;
    items.push(label);
    let i = items.length - 1;
    while (i > 0) {
      const up = (i - 1) >> 1;
      if (!before(items[i]!, items[up]!)) break;
      [items[i], items[up]] = [items[up]!, items[i]!];
      i = up;
    }
  }

  pop(): Label | undefined {
    const items = this.items;
    const top = items[0];
    const last = items.pop();
    if (items.length > 0 && last) {
      items[0] = last;
      let i = 0;
      for (;;) {
        const [l, r] = [2 * i + 1, 2 * i + 2];
        let m = i;
        if (l < items.length && before(items[l]!, items[m]!)) m = l;
        if (r < items.length && before(items[r]!, items[m]!)) m = r;
        if (m === i) break;
        [items[i], items[m]] = [items[m]!, items[i]!];
        i = m;
      }
    }
    return top;
  }
}
