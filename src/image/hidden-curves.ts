import type { Circle } from './circle-ends.js';
import { drawLine } from './gaps.js';
import type { Bitmap } from './raster.js';

/*
 * Track hidden under a filled shape (erased-bridges.ts): the skeleton ends round it, the
 * way each line runs into it, and the curves drawn under it from end to end.
 */

/** A skeleton end at an erased shape: where, the way it points into the shape, which way it bends (+1, -1, or 0 when straight), and whether it is a long line's. */
export interface End {
  readonly x: number;
  readonly y: number;
  readonly dx: number;
  readonly dy: number;
  readonly bend: number;
  /** Whether its line runs on 3 `back` pixels (six stroke widths) without meeting another. */
  readonly alone: boolean;
  /** The circle its line bends along behind the end, when it is an arc (circle-ends.ts). */
  readonly circle?: Circle;
}

/** The turn (degrees) from leaving along p's direction to arriving against q's. */
export function turnBetween(p: End, q: End): number {
  return (Math.acos(Math.max(-1, Math.min(1, -(p.dx * q.dx + p.dy * q.dy)))) * 180) / Math.PI;
}

/** Where the rays from p and q along their directions meet (p + s d_p = q + t d_q); undefined when parallel. */
export function meeting(p: End, q: End): { s: number; t: number } | undefined {
  const det = p.dx * -q.dy - p.dy * -q.dx;
  if (det === 0) return undefined;
  const [rx, ry] = [q.x - p.x, q.y - p.y];
  return { s: (rx * -q.dy - ry * -q.dx) / det, t: (p.dx * ry - p.dy * rx) / det };
}

/** A curve from end p to end q leaving along p's direction and arriving against q's (a quadratic Bézier through where the two directions meet). */
export function drawBend(bitmap: Bitmap, p: End, q: End): void {
  // Where the two rays meet (p + s d_p = q + t d_q); the midpoint when they do not meet ahead of both.
  const { s, t } = meeting(p, q) ?? { s: -1, t: -1 };
  const [rx, ry] = [q.x - p.x, q.y - p.y];
  const distance = Math.hypot(rx, ry);
  const [cx, cy] = s > 0 && t > 0 && s < 2 * distance && t < 2 * distance ? [p.x + s * p.dx, p.y + s * p.dy] : [(p.x + q.x) / 2, (p.y + q.y) / 2];
  // Two steps per pixel of the distance between the ends.
  drawCurve(bitmap, Math.ceil(2 * distance), (u) => [(1 - u) * (1 - u) * p.x + 2 * u * (1 - u) * cx + u * u * q.x, (1 - u) * (1 - u) * p.y + 2 * u * (1 - u) * cy + u * u * q.y]);
}

/**
 * The arc of a circle from end p to end q, tangent to both ends' lines, which meet ahead of
 * both: a cubic Bézier whose handles reach (4/3) tan(θ/4) / tan(θ/2) of the way to where
 * they meet (a quadratic through that point bends too wide when the turn is large).
 */
export function drawArc(bitmap: Bitmap, p: End, q: End): void {
  drawCurve(bitmap, Math.ceil(2 * Math.hypot(q.x - p.x, q.y - p.y)), arcAt(p, q));
}

/** The arc of drawArc as a curve `at(u)`, u from 0 to 1. */
export function arcAt(p: End, q: End): (u: number) => readonly [number, number] {
  const { s, t } = meeting(p, q)!;
  const theta = (turnBetween(p, q) * Math.PI) / 180;
  const reach = ((4 / 3) * Math.tan(theta / 4)) / Math.tan(theta / 2);
  const [c1x, c1y, c2x, c2y] = [p.x + reach * s * p.dx, p.y + reach * s * p.dy, q.x + reach * t * q.dx, q.y + reach * t * q.dy];
  return (u) => {
    const [w0, w1, w2, w3] = [(1 - u) ** 3, 3 * u * (1 - u) ** 2, 3 * u * u * (1 - u), u ** 3];
    return [w0 * p.x + w1 * c1x + w2 * c2x + w3 * q.x, w0 * p.y + w1 * c1y + w2 * c2y + w3 * q.y];
  };
}

/**
 * Ends p and q turned to meet an arc of a circle from p to q turning `degrees` (0 < degrees
 * < 180), bulging on the side where their own lines meet: each leaves the chord by half the turn.
 */
export function symmetricEnds(p: End, q: End, degrees: number): [End, End] {
  const { s } = meeting(p, q)!;
  const length = Math.hypot(q.x - p.x, q.y - p.y);
  const [cx, cy] = [(q.x - p.x) / length, (q.y - p.y) / length];
  // The normal to the chord toward where the lines meet.
  const side = Math.sign(cx * (p.y + s * p.dy - p.y) - cy * (p.x + s * p.dx - p.x)) || 1;
  const [nx, ny] = [-cy * side, cx * side];
  const half = (degrees * Math.PI) / 360;
  const [along, across] = [Math.cos(half), Math.sin(half)];
  return [
    { ...p, dx: along * cx + across * nx, dy: along * cy + across * ny },
    { ...q, dx: -along * cx + across * nx, dy: -along * cy + across * ny },
  ];
}

/** A curve `at(u)`, u from 0 to 1, drawn as a chain of `steps` pixel lines (at least 2). */
export function drawCurve(bitmap: Bitmap, steps: number, at: (u: number) => readonly [number, number]): void {
  steps = Math.max(2, steps);
  let [x0, y0] = at(0).map(Math.round) as [number, number];
  for (let k = 1; k <= steps; k++) {
    const [x, y] = at(k / steps).map(Math.round) as [number, number];
    drawLine(bitmap, x0, y0, x, y);
    [x0, y0] = [x, y];
  }
}
