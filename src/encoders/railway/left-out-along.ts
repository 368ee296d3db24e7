import type { RemovedWhy } from '../../image/decorations.js';
import { toPicture, touchingParts } from '../../image/raster.js';
import type { Traced } from '../../image/trace-picture.js';
import type { RouteShape } from './route-shape.js';

/*
 * Where ink was left out of the track right beside the route (letters' strokes, a drawing's
 * outline, a loop too small for a train, a stray stroke), the tracing read the track under
 * it, and no threshold says how near it came to reading it otherwise. On the corpus's lettered pictures
 * (seeds 41-100) right and wrong routes had such ink beside them in the same amounts, and
 * counted as doubt it leaves 157 of the 164 wrong answers unsure (74 before) and 68 of the 75
 * right ones; on the plain classes almost none had any. So an answer with it is not "sure".
 */

/** At least this many stroke widths of it make a place worth naming. */
const MIN_WIDTHS = 1;

/** Pieces this many stroke widths apart or nearer are one place: the letters of one word, the parts of one drawing. */
const PLACE_WIDTHS = 3;

/** Ink left out of the track beside the route in one place: one piece, or several near each other. */
export interface LeftOutPlace {
  /** Picture pixels: the middle of what lies beside the route. */
  readonly at: readonly [number, number];
  /** What the longest piece was left out as. */
  readonly why: RemovedWhy;
  /** Picture pixels of it beside the route, all pieces together. */
  readonly length: number;
  /** How many pieces left out lie there. */
  readonly pieces: number;
  /** Picture pixels from `at` to the farthest of them. */
  readonly radius: number;
}

/** A part of one piece beside the route. */
interface Part {
  readonly why: RemovedWhy;
  readonly points: readonly (readonly [number, number])[];
}

/**
 * The pieces left out of the track (not ink apart from it) within `reach` of the route (at most
 * the shape's own tolerance), or anywhere when there is none; longest first.
 */
export function leftOutBeside(traced: Traced, route: RouteShape, reach: number): LeftOutPlace[] {
  const k = traced.scale;
  const width = traced.strokeWidth * k;
  const isBeside = route.samples.length === 0 ? () => true : (x: number, y: number) => route.set.near([x, y], reach);
  const ends = [traced.startNode, traced.finishNode].map((id) => traced.graph.nodes.get(id)!).map((n) => [n.x * k, n.y * k] as const);
  const atEnd = (x: number, y: number) => ends.some(([ex, ey]) => Math.hypot(x - ex, y - ey) <= reach);
  const graphWidth = traced.graph.width;
  const pointOf = (i: number) => toPicture(k, i % graphWidth, Math.floor(i / graphWidth));
  const parts: Part[] = [];
  for (const piece of traced.stages.removed) {
    if (piece.why === 'detached') continue;
    for (const part of touchingParts(piece.pixels.filter((i) => isBeside(...pointOf(i))), graphWidth)) {
      const near = part.map(pointOf);
      // The line drawn on past a start or finish point is cut off there as a dead end: track, not lettering.
      if (piece.why === 'dead end' && near.some(([x, y]) => atEnd(x, y))) continue;
      if (near.length * k >= MIN_WIDTHS * width) parts.push({ why: piece.why, points: near });
    }
  }
  return groupsOf(parts, PLACE_WIDTHS * width)
    .map((group) => placeOf(group, k))
    .sort((a, b) => b.length - a.length);
}

/** Parts joined where any of their points come within `reach` of each other's, transitively. */
function groupsOf(parts: readonly Part[], reach: number): Part[][] {
  const groups: Part[][] = [];
  for (const part of parts) {
    const touching = groups.filter((g) => g.some((other) => within(part.points, other.points, reach)));
    const merged = [part, ...touching.flat()];
    for (const g of touching) groups.splice(groups.indexOf(g), 1);
    groups.push(merged);
  }
  return groups;
}

function within(a: readonly (readonly [number, number])[], b: readonly (readonly [number, number])[], reach: number): boolean {
  return a.some(([ax, ay]) => b.some(([bx, by]) => Math.abs(ax - bx) <= reach && Math.abs(ay - by) <= reach && Math.hypot(ax - bx, ay - by) <= reach));
}

function placeOf(group: readonly Part[], k: number): LeftOutPlace {
  const points = group.flatMap((p) => p.points);
  const at = middleOf(points);
  const longest = group.reduce((best, p) => (p.points.length > best.points.length ? p : best));
  const radius = Math.max(...points.map(([x, y]) => Math.hypot(x - at[0], y - at[1])));
  return { at, why: longest.why, length: Math.round(points.length * k), pieces: group.length, radius: Math.round(radius) };
}

/** The point of `points` nearest their mean: on the piece, where parts of it lie apart. */
function middleOf(points: readonly (readonly [number, number])[]): readonly [number, number] {
  const mx = points.reduce((sum, p) => sum + p[0], 0) / points.length;
  const my = points.reduce((sum, p) => sum + p[1], 0) / points.length;
  const nearest = points.reduce((best, p) => (Math.hypot(p[0] - mx, p[1] - my) < Math.hypot(best[0] - mx, best[1] - my) ? p : best));
  return [Math.round(nearest[0]), Math.round(nearest[1])];
}
