import { railwayGraph, stepsOf } from '../../src/encoders/railway/graph.js';
import type { RailwayPuzzle } from '../../src/encoders/railway/model.js';
import { shortestRoute } from '../../src/encoders/railway/shortest.js';
import type { Point } from '../../src/image/raster.js';
import { routeShape } from '../../src/encoders/railway/route-shape.js';
import { solutionOf } from '../../src/encoders/railway/solution.js';
import type { SyntheticMaze } from './maze.js';
import type { TrueMove, Truth } from './truth.js';

/** The shortest route of a synthetic maze on its true graph. */
export interface TrueRoute {
  /** True segments run along, in order, `seg>end` (heading to its end 0 or 1). */
  readonly steps: string[];
  /** Pixel length from the middle of the start segment to the middle of the finish segment. */
  readonly length: number;
  /**
   * How much longer the next shortest route over other track is (pixels): the least, over
   * the route's segments between start and finish, of the shortest route avoiding it.
   * Infinity when every route runs over all of this route's track.
   */
  readonly margin: number;
}

const lengthOf = (samples: readonly Point[]) => samples.slice(1).reduce((sum, p, k) => sum + Math.hypot(p[0] - samples[k]![0], p[1] - samples[k]![1]), 0);

/** The moves leaving each (segment, heading) state, `seg>end`. */
function movesFrom(moves: readonly TrueMove[]): Map<string, TrueMove[]> {
  const next = new Map<string, TrueMove[]>();
  for (const m of moves) next.set(`${m.into}>${m.atEnd}`, [...(next.get(`${m.into}>${m.atEnd}`) ?? []), m]);
  return next;
}

/**
 * (segment, heading) states in order of distance from `starts` (Dijkstra): `step` gives the
 * states a state leads to and what each adds; each state comes once, with its distance and
 * the path that reached it.
 */
function* byDistance(starts: ReadonlyMap<string, number>, step: (state: string) => Iterable<readonly [string, number]>): Generator<{ state: string; distance: number; path(): string[] }> {
  const open = new Map(starts);
  const parent = new Map<string, string>();
  const done = new Set<string>();
  for (;;) {
    let state: string | undefined;
    let best = Infinity;
    for (const [s, d] of open) if (d < best) ((best = d), (state = s));
    if (state === undefined) return;
    const reached = state;
    open.delete(reached);
    done.add(reached);
    yield {
      state: reached,
      distance: best,
      path: () => {
        const steps: string[] = [];
        for (let s: string | undefined = reached; s !== undefined; s = parent.get(s)) steps.unshift(s);
        return steps;
      },
    };
    for (const [to, cost] of step(reached)) {
      const d = best + cost;
      if (!done.has(to) && d < (open.get(to) ?? Infinity)) (open.set(to, d), parent.set(to, reached));
    }
  }
}

/** Both ends of the middle of `start`: where a train leaving it either way sets out. */
const fromMiddle = (start: string, lengths: ReadonlyMap<string, number>) => new Map([0, 1].map((end) => [`${start}>${end}`, lengths.get(start)! / 2]));

/**
 * Dijkstra over (true segment, heading) states from the middle of `start` (either way) to
 * the middle of `finish`, the route stopping at its first arrival there, as the railway
 * family's route does; `avoid` takes a segment out. Undefined when no route exists.
 */
function shortestOnTruth(truth: Truth, start: string, finish: string, avoid?: string): { steps: string[]; length: number } | undefined {
  const lengths = new Map(truth.segments.map((s) => [s.id, lengthOf(s.samples)]));
  const next = movesFrom(truth.moves);
  const step = (state: string) =>
    (next.get(state) ?? []).filter((m) => m.out !== avoid).map((m) => [`${m.out}>${1 - m.fromEnd}`, m.out === finish ? lengths.get(m.out)! / 2 : lengths.get(m.out)!] as const);
  for (const { state, distance, path } of byDistance(fromMiddle(start, lengths), step)) {
    if (state.split('>')[0] === finish) return { steps: path(), length: distance };
  }
  return undefined;
}

/**
 * Distances from the middle of `start` (leaving either way) to the middle of every segment a
 * train reaches with these moves (Dijkstra over segment and heading), `start` left out.
 */
export function distancesFrom(truth: Truth, start: string, moves: readonly TrueMove[]): Map<string, number> {
  const lengths = new Map(truth.segments.map((s) => [s.id, lengthOf(s.samples)]));
  const next = movesFrom(moves);
  const step = (state: string) => (next.get(state) ?? []).map((m) => [`${m.out}>${1 - m.fromEnd}`, lengths.get(m.out)!] as const);
  const reached = new Map<string, number>();
  for (const { state, distance } of byDistance(fromMiddle(start, lengths), step)) {
    const segment = state.split('>')[0]!;
    if (segment !== start && !reached.has(segment)) reached.set(segment, distance - lengths.get(segment)! / 2);
  }
  return reached;
}

/** Every move between two segment ends that meet, whatever the junction allows: the track as a plain graph, where a train may turn back anywhere. */
export function freeMoves(truth: Truth): TrueMove[] {
  const ends = new Map<string, { seg: string; end: 0 | 1 }[]>();
  for (const seg of truth.segments) seg.ends.forEach((key, end) => ends.set(key, [...(ends.get(key) ?? []), { seg: seg.id, end: end as 0 | 1 }]));
  const moves: TrueMove[] = [];
  for (const list of ends.values()) {
    for (const p of list) for (const q of list) if (p.seg !== q.seg) moves.push({ into: p.seg, atEnd: p.end, out: q.seg, fromEnd: q.end });
  }
  return moves;
}

/** The true shortest route from the middle of `start` to the middle of `finish`, with its margin over routes on other track. */
export function trueRoute(truth: Truth, start: string, finish: string): TrueRoute | undefined {
  const route = shortestOnTruth(truth, start, finish);
  if (!route) return undefined;
  let margin = Infinity;
  for (const id of new Set(route.steps.map((s) => s.split('>')[0]!))) {
    if (id === start || id === finish) continue;
    const other = shortestOnTruth(truth, start, finish, id);
    if (other) margin = Math.min(margin, other.length - route.length);
  }
  return { ...route, margin };
}

/** The true segments of a route, start and finish segments left out (a traced start splits its segment). */
export function trueTrack(steps: readonly string[], start: string, finish: string): string[] {
  return [...new Set(steps.map((s) => s.split('>')[0]!))].filter((id) => id !== start && id !== finish).sort();
}

/**
 * The true segments a traced route runs along: those with most of their points (80% of the
 * inner ones) within `tolerance` pixels of the route's polyline; start and finish segments
 * left out, as in `trueTrack`. Judged on the route itself, so a stretch of track a traced
 * segment merged with lettering still counts where the route runs.
 */
export function tracedTrack(truth: Truth, points: readonly (readonly [number, number])[], tolerance: number, start: string, finish: string): string[] {
  const route = routeShape(points, tolerance);
  const on: string[] = [];
  for (const seg of truth.segments) {
    if (seg.id === start || seg.id === finish) continue;
    const inner = seg.samples.slice(2, -2);
    const near = inner.filter((p) => route.set.near(p, tolerance)).length;
    if (near >= 0.8 * inner.length) on.push(seg.id);
  }
  return on.sort();
}

/**
 * Whether the shortest route on a traced maze (Dijkstra, as `solve --best` proves) runs over
 * the same true track as the true shortest route; `why` says how it differs.
 */
export function routeMatches(puzzle: RailwayPuzzle, maze: SyntheticMaze): { same: boolean; why: string } {
  const graph = railwayGraph(puzzle);
  const found = shortestRoute(graph);
  if (!found) return { same: false, why: 'no route in the traced maze' };
  // The skeleton lies within a few pixels of the drawn centre line.
  const tolerance = 3 + 0.4 * maze.lineWidth;
  const points = solutionOf(puzzle, stepsOf(graph, found.states)).points;
  const traced = tracedTrack(maze.truth, points, tolerance, maze.startSegment, maze.finishSegment);
  const truth = trueTrack(maze.route.steps, maze.startSegment, maze.finishSegment);
  const missing = truth.filter((id) => !traced.includes(id));
  const extra = traced.filter((id) => !truth.includes(id));
  if (missing.length === 0 && extra.length === 0) return { same: true, why: '' };
  return { same: false, why: `misses ${missing.length} and adds ${extra.length} of ${truth.length} true segments` };
}
