import { railwayGraph, stepsOf } from '../../src/encoders/railway/graph.js';
import type { RailwayPuzzle } from '../../src/encoders/railway/model.js';
import { firstRoute } from '../../src/encoders/railway/plausible.js';
import { solutionOf } from '../../src/encoders/railway/solution.js';
import type { Point } from '../../src/image/raster.js';
import type { SyntheticMaze } from './maze.js';
import { trueTrack } from './true-route.js';
import type { TrueSegment, Truth } from './truth.js';

/**
 * A traced route judged as a train would run it on the drawn maze (not by pixels): the
 * route's polyline is read off as the true segments it runs along, in order and with their
 * direction; it is legal when it starts on the start's segment, ends on the finish's, never
 * leaves the true track, never turns back on a segment and passes each junction by a move
 * the generating graph allows; and right when it is legal and runs over the true shortest
 * route's track.
 */
export interface RouteJudgement {
  readonly legal: boolean;
  readonly sameTrack: boolean;
  /** Empty when right; otherwise the first thing wrong. */
  readonly why: string;
  /** True segments in order, `id>1` run toward its end 1 (`>0` toward end 0). */
  readonly steps: readonly string[];
}

/** Points whose two nearest true segments are this close in distance (px, and a share of the line width) belong to neither. */
const AMBIGUOUS = 2;
const AMBIGUOUS_WIDTHS = 0.3;

interface Run {
  seg: string;
  first: number;
  last: number;
  length: number;
  /** Indices of the run's first and last points in the densified route. */
  from: number;
  to: number;
}

/** The route the answer shows first (the most plausible or the shortest, plausible.ts), judged; `toMaze` maps a traced picture's pixels to the maze's (a photo of it). */
export function judgeTracedRoute(puzzle: RailwayPuzzle, maze: SyntheticMaze, toMaze: (point: Point) => Point = (point) => point): RouteJudgement {
  const graph = railwayGraph(puzzle);
  const found = firstRoute(graph);
  if (!found) return { legal: false, sameTrack: false, why: 'no route in the traced maze', steps: [] };
  return judgeRoute(solutionOf(puzzle, stepsOf(graph, found.states)).points.map((p) => toMaze([p[0], p[1]])), maze);
}

export function judgeRoute(points: readonly (readonly [number, number])[], maze: SyntheticMaze): RouteJudgement {
  const { truth } = maze;
  const tolerance = 2 + 0.75 * maze.lineWidth;
  const index = new SegmentIndex(truth, tolerance, Math.max(AMBIGUOUS, AMBIGUOUS_WIDTHS * maze.lineWidth));
  const runs: Run[] = [];
  let off = 0;
  const route = densify(fromPointsGiven(points, maze));
  for (const [k, p] of route.entries()) {
    const near = index.nearest(p);
    // Where two segments are about as near (the branches of a switch near its point), the point says nothing.
    if (near?.ambiguous) continue;
    if (!near) {
      off++;
      // Off every true segment for longer than a junction's blot: the route runs over something else.
      if (off > Math.max(12, 4 * maze.lineWidth)) return wrong(`leaves the drawn track near (${Math.round(p[0])},${Math.round(p[1])})`, runs);
      continue;
    }
    off = 0;
    const last = runs[runs.length - 1];
    if (last && last.seg === near.seg) ((last.last = near.at), (last.to = k));
    else runs.push({ seg: near.seg, first: near.at, last: near.at, length: near.length, from: k, to: k });
  }
  // Brushes past other segments near a junction are short; the segments run along are not.
  const minimum = Math.max(3 * tolerance, 2 * maze.lineWidth);
  const kept = runs.filter((r, k) => k === 0 || k === runs.length - 1 || Math.abs(r.last - r.first) >= Math.min(minimum, 0.5 * r.length));
  const steps: { seg: string; forward: boolean; from: number; to: number }[] = [];
  for (const r of kept) {
    const forward = r.last >= r.first;
    const previous = steps[steps.length - 1];
    if (previous?.seg === r.seg) {
      if (previous.forward !== forward && Math.abs(r.last - r.first) >= minimum) return wrong(`turns back on ${r.seg}`, kept);
      previous.to = r.to;
      continue;
    }
    steps.push({ seg: r.seg, forward, from: r.from, to: r.to });
  }
  const names = steps.map((s) => `${s.seg}>${s.forward ? 1 : 0}`);
  if (steps[0]?.seg !== maze.startSegment) return { legal: false, sameTrack: false, why: `starts on ${steps[0]?.seg}, not ${maze.startSegment}`, steps: names };
  if (steps[steps.length - 1]?.seg !== maze.finishSegment) return { legal: false, sameTrack: false, why: `ends on ${steps[steps.length - 1]?.seg}, not ${maze.finishSegment}`, steps: names };
  const moves = new Set(truth.moves.map((m) => `${m.into}>${m.atEnd}|${m.out}>${1 - m.fromEnd}`));
  const hidden: string[] = [];
  for (let k = 0; k + 1 < steps.length; k++) {
    const [a, b] = [names[k]!, names[k + 1]!];
    if (moves.has(`${a}|${b}`)) continue;
    // Segments the route runs along where another is as near (a circle merged with the line it touches), or too short for a run of their own (tight curves, small circles).
    const margin = Math.ceil(minimum);
    const stretch = route.slice(Math.max(0, steps[k]!.to - margin), steps[k + 1]!.from + margin + 1);
    const between = hiddenBetween(truth, moves, a, b, stretch, tolerance);
    if (between === undefined) return { legal: false, sameTrack: false, why: `moves ${a} → ${b}, which the drawn junction does not allow`, steps: names };
    hidden.push(...between.map((x) => x.split('>')[0]!));
  }
  const used = [...new Set([...steps.map((s) => s.seg), ...hidden])].filter((id) => id !== maze.startSegment && id !== maze.finishSegment).sort();
  const truthTrack = trueTrack(maze.route.steps, maze.startSegment, maze.finishSegment);
  const same = used.length === truthTrack.length && used.every((id, k) => id === truthTrack[k]);
  const why = same ? '' : `legal, but over ${used.length} true segments where the true route takes ${truthTrack.length} (${used.filter((id) => !truthTrack.includes(id)).length} not on it)`;
  return { legal: true, sameTrack: same, why, steps: names };
}

/** Within this many line widths of a start or finish point given, the route is read from that point. */
const END_READ_WIDTHS = 1.5;

/**
 * The route read from the start and finish points given: where the tracing put an end in ink two
 * tracks share (a tight curve leaving a line at a tangent, a letter over the track), the route's
 * first pixels lie between the two tracks, nearer the other one, though the train runs on along
 * the track it was given on. Its points within END_READ_WIDTHS of the point given are read as
 * that point, which lies on the start's (finish's) own segment; the way the route leaves it is
 * judged from the points beyond. A route that does not begin (end) that near is read as it is.
 */
function fromPointsGiven(points: readonly (readonly [number, number])[], maze: SyntheticMaze): (readonly [number, number])[] {
  const reach = END_READ_WIDTHS * maze.lineWidth;
  const near = (p: readonly [number, number], q: Point) => Math.hypot(p[0] - q[0], p[1] - q[1]) <= reach;
  let [first, last] = [0, points.length - 1];
  if (points.length > 0 && near(points[0]!, maze.start)) while (first < last && near(points[first]!, maze.start)) first++;
  if (points.length > 0 && near(points[last]!, maze.finish)) while (last > first && near(points[last]!, maze.finish)) last--;
  const inner = points.slice(first, last + 1);
  return [...(first > 0 ? [maze.start] : []), ...inner, ...(last < points.length - 1 ? [maze.finish] : [])];
}

/** Up to this many segments in a row may hide between two the route's reading joins. */
const MOST_HIDDEN = 5;

/**
 * The states between two the route's reading joins (where curves are tight or circles small
 * their segments are too short for runs of their own), each run along by the stretch of the
 * route between the two (most of its points within the tolerance of it), every move between
 * them one the drawing allows; the fewest such, or undefined.
 */
function hiddenBetween(truth: Truth, moves: ReadonlySet<string>, a: string, b: string, stretch: readonly Point[], tolerance: number): string[] | undefined {
  const runAlong = new Map<string, boolean>();
  const along = (x: string) => {
    if (!runAlong.has(x)) {
      const seg = truth.segments.find((s) => s.id === x.split('>')[0])!;
      const inner = seg.samples.slice(1, -1);
      const near = inner.filter((p) => stretch.some((q) => Math.hypot(q[0] - p[0], q[1] - p[1]) <= tolerance)).length;
      runAlong.set(x, near >= 0.6 * inner.length);
    }
    return runAlong.get(x)!;
  };
  const successors = new Map<string, string[]>();
  for (const m of truth.moves) {
    const [from, to] = [`${m.into}>${m.atEnd}`, `${m.out}>${1 - m.fromEnd}`];
    successors.set(from, [...(successors.get(from) ?? []), to]);
  }
  let chains: string[][] = [[a]];
  const seen = new Set([a]);
  for (let depth = 0; depth < MOST_HIDDEN && chains.length > 0; depth++) {
    const next: string[][] = [];
    for (const chain of chains) {
      for (const x of successors.get(chain[chain.length - 1]!) ?? []) {
        if (seen.has(x) || x === b || !along(x)) continue;
        if (moves.has(`${x}|${b}`)) return [...chain.slice(1), x];
        seen.add(x);
        next.push([...chain, x]);
      }
    }
    chains = next;
  }
  return undefined;
}

function wrong(why: string, runs: readonly Run[]): RouteJudgement {
  return { legal: false, sameTrack: false, why, steps: runs.map((r) => `${r.seg}>${r.last >= r.first ? 1 : 0}`) };
}

/** Points along a polyline at most a pixel apart. */
function densify(points: readonly (readonly [number, number])[]): Point[] {
  const out: Point[] = [];
  for (let k = 0; k + 1 < points.length; k++) {
    const [a, b] = [points[k]!, points[k + 1]!];
    const steps = Math.max(1, Math.ceil(Math.hypot(b[0] - a[0], b[1] - a[1])));
    for (let i = 0; i < steps; i++) out.push([a[0] + ((b[0] - a[0]) * i) / steps, a[1] + ((b[1] - a[1]) * i) / steps]);
  }
  if (points.length > 0) out.push([points[points.length - 1]![0], points[points.length - 1]![1]]);
  return out;
}

/** The true segments' pieces in buckets of a grid, for the nearest segment to a point within a tolerance. */
export class SegmentIndex {
  private readonly buckets = new Map<string, { seg: TrueSegment; k: number; along: number; length: number }[]>();

  constructor(truth: Truth, private readonly tolerance: number, private readonly ambiguous: number) {
    for (const seg of truth.segments) {
      const total = seg.samples.slice(1).reduce((sum, p, k) => sum + Math.hypot(p[0] - seg.samples[k]![0], p[1] - seg.samples[k]![1]), 0);
      let along = 0;
      for (let k = 0; k + 1 < seg.samples.length; k++) {
        const [a, b] = [seg.samples[k]!, seg.samples[k + 1]!];
        const entry = { seg, k, along, length: total };
        for (const key of this.keysAround(a, b)) this.buckets.set(key, [...(this.buckets.get(key) ?? []), entry]);
        along += Math.hypot(b[0] - a[0], b[1] - a[1]);
      }
    }
  }

  private keysAround(a: Point, b: Point): string[] {
    const size = this.tolerance * 2;
    const keys: string[] = [];
    const [x0, x1] = [Math.floor((Math.min(a[0], b[0]) - this.tolerance) / size), Math.floor((Math.max(a[0], b[0]) + this.tolerance) / size)];
    const [y0, y1] = [Math.floor((Math.min(a[1], b[1]) - this.tolerance) / size), Math.floor((Math.max(a[1], b[1]) + this.tolerance) / size)];
    for (let x = x0; x <= x1; x++) for (let y = y0; y <= y1; y++) keys.push(`${x},${y}`);
    return keys;
  }

  /** The nearest true segment within the tolerance, and the arc length along it of the nearest point. */
  nearest(p: Point): { seg: string; at: number; length: number; ambiguous: boolean } | undefined {
    const size = this.tolerance * 2;
    const byId = new Map<string, { seg: string; at: number; length: number; d: number }>();
    for (const entry of this.buckets.get(`${Math.floor(p[0] / size)},${Math.floor(p[1] / size)}`) ?? []) {
      const [a, b] = [entry.seg.samples[entry.k]!, entry.seg.samples[entry.k + 1]!];
      const [dx, dy] = [b[0] - a[0], b[1] - a[1]];
      const l2 = dx * dx + dy * dy;
      const t = l2 === 0 ? 0 : Math.max(0, Math.min(1, ((p[0] - a[0]) * dx + (p[1] - a[1]) * dy) / l2));
      const d = Math.hypot(p[0] - a[0] - t * dx, p[1] - a[1] - t * dy);
      const known = byId.get(entry.seg.id);
      if (d <= this.tolerance && (!known || d < known.d)) byId.set(entry.seg.id, { seg: entry.seg.id, at: entry.along + t * Math.sqrt(l2), length: entry.length, d });
    }
    const [best, second] = [...byId.values()].sort((x, y) => x.d - y.d);
    if (!best) return undefined;
    return { ...best, ambiguous: second !== undefined && second.d - best.d < this.ambiguous };
  }
}
