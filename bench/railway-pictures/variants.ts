import type { Point } from '../../src/image/raster.js';
import { type Layout, type Piece, portOf, type Side, sidesOf } from './layout.js';

/**
 * Pieces drawn otherwise than as exact quarter circles and straights, the way real mazes
 * are drawn, each with what it means for a train:
 * - `sharp`: a curve leaves a switch at a visible angle (`angle` degrees off the side's
 *   normal, toward its other side) instead of tangentially: still a switch.
 * - `bent`: the two straights of a crossing bend so that they cross at `angle` degrees
 *   (35-60: a shallow X), still straight on only.
 * - `pressed`: two circles touching at a side point are pressed into each other: each of
 *   the four quarter circles there bulges `depth` pixels past the point, so that the
 *   circles cross at a visible angle twice: a train stays on its own circle.
 */
export type PieceVariant =
  | { readonly kind: 'sharp'; readonly side: Side; readonly angle: number }
  | { readonly kind: 'bent'; readonly angle: number }
  | { readonly kind: 'pressed'; readonly sides: readonly Side[]; readonly depth: number };

export type Variants = ReadonlyMap<string, PieceVariant>;

export interface VariantRequest {
  /** Share of the switches (two pieces of a tile at one side point) drawn sharp, and the angle range. */
  readonly sharp?: { readonly share: number; readonly angle: readonly [number, number] };
  /** Share of the crossings drawn as a shallow X, and its angle range. */
  readonly bent?: { readonly share: number; readonly angle: readonly [number, number] };
  /** Share of the side points where two circles touch that are pressed, and the depth range (pixels). */
  readonly pressed?: { readonly share: number; readonly depth: readonly [number, number] };
}

const isStraight = (piece: Piece) => piece.kind === 'NS' || piece.kind === 'EW';
const between = (rnd: () => number, [lo, hi]: readonly [number, number]) => lo + (hi - lo) * rnd();

/** Pieces at each side point, by port key. */
export function piecesByPort(layout: Layout): Map<string, Piece[]> {
  const byPort = new Map<string, Piece[]>();
  for (const piece of layout.pieces) {
    for (const side of sidesOf(piece.kind)) {
      const key = portOf(piece.col, piece.row, side);
      byPort.set(key, [...(byPort.get(key) ?? []), piece]);
    }
  }
  return byPort;
}

/** The grid vertex a quarter circle is centred on, as `col,row` of grid lines. */
export function centreVertex(piece: Piece): string {
  const sides = sidesOf(piece.kind);
  return `${piece.col + (sides.includes('E') ? 1 : 0)},${piece.row + (sides.includes('S') ? 1 : 0)}`;
}

/** Whether the pieces at a side point are four quarter circles of two circles touching there. */
export function touchingCircles(pieces: readonly Piece[]): boolean {
  if (pieces.length !== 4 || pieces.some(isStraight)) return false;
  const centres = new Map<string, number>();
  for (const p of pieces) centres.set(centreVertex(p), (centres.get(centreVertex(p)) ?? 0) + 1);
  return centres.size === 2 && [...centres.values()].every((n) => n === 2);
}

/** Chooses the pieces drawn otherwise, deterministically from `rnd`. */
export function chooseVariants(layout: Layout, request: VariantRequest, rnd: () => number): Map<string, PieceVariant> {
  const variants = new Map<string, PieceVariant>();
  const byPort = piecesByPort(layout);
  if (request.pressed) {
    for (const [port, pieces] of byPort) {
      if (!touchingCircles(pieces) || rnd() >= request.pressed.share) continue;
      const depth = between(rnd, request.pressed.depth);
      for (const p of pieces) {
        const side = sidesOf(p.kind).find((s) => portOf(p.col, p.row, s) === port)!;
        const known = variants.get(p.id);
        // A quarter circle between two pressed points bulges at both ends.
        variants.set(p.id, { kind: 'pressed', sides: known?.kind === 'pressed' ? [...known.sides, side] : [side], depth });
      }
    }
  }
  if (request.bent) {
    for (const piece of layout.pieces) {
      if (piece.kind !== 'NS' || variants.has(piece.id) || rnd() >= request.bent.share) continue;
      const across = layout.pieces.find((o) => o.col === piece.col && o.row === piece.row && o.kind === 'EW');
      if (!across || variants.has(across.id)) continue;
      const angle = between(rnd, request.bent.angle);
      variants.set(piece.id, { kind: 'bent', angle });
      variants.set(across.id, { kind: 'bent', angle });
    }
  }
  if (request.sharp) {
    for (const [, pieces] of byPort) {
      // A switch: two pieces of one tile at this side point, one a curve, and one piece across
      // (two across as well would be two switches back to back, which drawn sharp is an X).
      for (const tile of new Set(pieces.map((p) => `${p.col},${p.row}`))) {
        const mine = pieces.filter((p) => `${p.col},${p.row}` === tile);
        if (pieces.length !== 3) continue;
        const curve = mine.find((p) => !isStraight(p) && !variants.has(p.id));
        if (mine.length !== 2 || !curve || rnd() >= request.sharp.share) continue;
        const side = sidesOf(curve.kind).find((s) => mine.every((p) => sidesOf(p.kind).includes(s)))!;
        variants.set(curve.id, { kind: 'sharp', side, angle: between(rnd, request.sharp.angle) });
      }
    }
  }
  return variants;
}

/** Points along a cubic Bézier curve. */
export function bezier(p0: Point, p1: Point, p2: Point, p3: Point, count: number): Point[] {
  const points: Point[] = [];
  for (let k = 0; k <= count; k++) {
    const t = k / count;
    const u = 1 - t;
    const [a, b, c, d] = [u * u * u, 3 * u * u * t, 3 * u * t * t, t * t * t];
    points.push([a * p0[0] + b * p1[0] + c * p2[0] + d * p3[0], a * p0[1] + b * p1[1] + c * p2[1] + d * p3[1]]);
  }
  return points;
}

/** Unit vector into the tile from a side's midpoint. */
export const INWARD: Record<Side, Point> = { N: [0, 1], S: [0, -1], W: [1, 0], E: [-1, 0] };

/**
 * A quarter piece leaving side `side` at `angle` degrees off the inward normal, turned
 * toward its other side, and arriving there square (a cubic Bézier).
 */
export function sharpSamples(from: Point, fromSide: Side, to: Point, toSide: Side, angle: number, radius: number, count: number): Point[] {
  const inward = INWARD[fromSide];
  const toward = INWARD[toSide];
  // Turning toward the other side: toward the direction that leaves through it, which is minus its inward normal.
  const out: Point = [-toward[0], -toward[1]];
  const t = (angle * Math.PI) / 180;
  const start: Point = [inward[0] * Math.cos(t) + out[0] * Math.sin(t), inward[1] * Math.cos(t) + out[1] * Math.sin(t)];
  const k = 0.55 * radius;
  const p1: Point = [from[0] + start[0] * k, from[1] + start[1] * k];
  const p2: Point = [to[0] + toward[0] * k, to[1] + toward[1] * k];
  return bezier(from, p1, p2, to, count);
}

/**
 * A straight from side to side of a tile bent so that it crosses the centre at `tilt`
 * degrees (positive: clockwise on screen) and meets both sides square: the offset across
 * it is A sin(2πu) sin²(πu) along u in 0..1, whose slope at the ends is 0 and at the
 * middle −2πA.
 */
export function bentSamples(from: Point, to: Point, tilt: number, count: number): Point[] {
  const length = Math.hypot(to[0] - from[0], to[1] - from[1]);
  const [ux, uy] = [(to[0] - from[0]) / length, (to[1] - from[1]) / length];
  // Across, to the left of the direction of travel on screen (y down): (uy, -ux).
  const [nx, ny] = [uy, -ux];
  const amplitude = (length * Math.tan((tilt * Math.PI) / 180)) / (2 * Math.PI);
  const points: Point[] = [];
  for (let k = 0; k <= count; k++) {
    const u = k / count;
    const offset = amplitude * Math.sin(2 * Math.PI * u) * Math.sin(Math.PI * u) ** 2;
    points.push([from[0] + ux * length * u + nx * offset, from[1] + uy * length * u + ny * offset]);
  }
  return points;
}

/** A quarter circle pushed `depth` pixels outward from its centre near the ends at `pushed` (0 or 1 of the samples), smoothly over the third of it nearest. */
export function pressedSamples(points: readonly Point[], centre: Point, pushedEnds: readonly (0 | 1)[], depth: number): Point[] {
  const n = points.length - 1;
  return points.map((p, k) => {
    let push = 0;
    for (const end of pushedEnds) {
      const t = (end === 0 ? k : n - k) / n; // 0 at the pushed end
      if (t < 1 / 3) push += (depth * (1 + Math.cos(3 * Math.PI * t))) / 2;
    }
    const [dx, dy] = [p[0] - centre[0], p[1] - centre[1]];
    const r = Math.hypot(dx, dy) || 1;
    return [p[0] + (dx / r) * push, p[1] + (dy / r) * push];
  });
}
