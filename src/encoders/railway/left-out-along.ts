import type { RemovedWhy } from '../../image/decorations.js';
import { touchingParts } from '../../image/raster.js';
import type { Traced } from '../../image/trace-picture.js';
import type { RouteShape } from './route-shape.js';

/*
 * Where ink was left out of the track right beside the route (letters' strokes, a drawing's
 * outline, a loop too small for a train), the tracing read the track under it, and no
 * threshold says how near it came to reading it otherwise. On the corpus's lettered pictures
 * (seeds 41-100) right and wrong routes had such ink beside them in the same amounts, and
 * counted as doubt it leaves 157 of the 164 wrong answers unsure (74 before) and 68 of the 75
 * right ones; on the plain classes almost none had any. So an answer with it is not "sure".
 */

/** At least this many stroke widths of it make a place worth naming. */
const MIN_WIDTHS = 1;

/** A piece of ink left out of the track beside the route. */
export interface LeftOutPlace {
  /** Picture pixels: the middle of the part beside the route. */
  readonly at: readonly [number, number];
  readonly why: RemovedWhy;
  /** Picture pixels of it beside the route. */
  readonly length: number;
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
  const pointOf = (i: number) => [(i % graphWidth) * k + (k - 1) / 2, Math.floor(i / graphWidth) * k + (k - 1) / 2] as const;
  const places: LeftOutPlace[] = [];
  for (const piece of traced.stages.removed) {
    if (piece.why === 'detached') continue;
    for (const part of touchingParts(piece.pixels.filter((i) => isBeside(...pointOf(i))), graphWidth)) {
      const near = part.map(pointOf);
      // The line drawn on past a start or finish point is cut off there as a dead end: track, not lettering.
      if (piece.why === 'dead end' && near.some(([x, y]) => atEnd(x, y))) continue;
      if (near.length * k >= MIN_WIDTHS * width) places.push({ at: middleOf(near), why: piece.why, length: Math.round(near.length * k) });
    }
  }
  return places.sort((a, b) => b.length - a.length);
}

/** The point of `points` nearest their mean: on the piece, where parts of it lie apart. */
function middleOf(points: readonly (readonly [number, number])[]): readonly [number, number] {
  const mx = points.reduce((sum, p) => sum + p[0], 0) / points.length;
  const my = points.reduce((sum, p) => sum + p[1], 0) / points.length;
  const nearest = points.reduce((best, p) => (Math.hypot(p[0] - mx, p[1] - my) < Math.hypot(best[0] - mx, best[1] - my) ? p : best));
  return [Math.round(nearest[0]), Math.round(nearest[1])];
}
