import { drawCurve } from './hidden-curves.js';
import type { Bitmap } from './raster.js';

/*
 * A curve running under a filled shape (a circle's arc cutting a station box's corner, or
 * crossing a line the box hides) runs on along its circle: the end where it leaves the
 * shape lies on the circle its stretch of line into the shape bends along, and its line
 * leaves the way that circle runs on. The two ends' directions, read at ends cut by the
 * shape's edges, veer, and measure over the 100° that pairs ends (erased-bridges.ts) where
 * the box hides much of the circle; the circle does not.
 */

/** A circle fitted to the stretch of line behind an end: centre, radius, and the way the line runs round it toward the end (+1 clockwise on screen, -1 counter-clockwise). */
export interface Circle {
  readonly cx: number;
  readonly cy: number;
  readonly r: number;
  readonly sense: number;
}

/** A fitted circle's pixels may stray this far (root mean square, pixels) from it: the line is an arc, not a wavering stroke. */
const FIT_RMS = 1;

/** The circle nearest `points` (x, y pairs) by least squares on x² + y² + Dx + Ey + F (Kåsa); undefined when they lie on one line. */
export function leastSquaresCircle(points: readonly (readonly [number, number])[]): { cx: number; cy: number; r: number } | undefined {
  const n = points.length;
  const [mx, my] = [points.reduce((s, p) => s + p[0], 0) / n, points.reduce((s, p) => s + p[1], 0) / n];
  // Normal equations of the fit in coordinates about the points' mean.
  let [sxx, sxy, syy, sxz, syz, sz] = [0, 0, 0, 0, 0, 0];
  for (const [px, py] of points) {
    const [x, y] = [px - mx, py - my];
    const z = x * x + y * y;
    [sxx, sxy, syy, sxz, syz, sz] = [sxx + x * x, sxy + x * y, syy + y * y, sxz + x * z, syz + y * z, sz + z];
  }
  const det = sxx * syy - sxy * sxy;
  if (Math.abs(det) < 1e-9) return undefined;
  // With the mean at the origin, F = -sz / n and D, E solve the 2x2 system.
  const d = (-sxz * syy + syz * sxy) / det;
  const e = (-syz * sxx + sxz * sxy) / det;
  const [ox, oy] = [-d / 2, -e / 2];
  return { cx: mx + ox, cy: my + oy, r: Math.sqrt(ox * ox + oy * oy + sz / n) };
}

/** How far `points` lie from the circle, root mean square (pixels). */
export function offCircle(points: readonly (readonly [number, number])[], circle: { cx: number; cy: number; r: number }): number {
  return Math.sqrt(points.reduce((s, [px, py]) => s + (Math.hypot(px - circle.cx, py - circle.cy) - circle.r) ** 2, 0) / points.length);
}

/**
 * The circle through pixels `points` (x, y pairs) by least squares (leastSquaresCircle), whose
 * way round runs from the last point to the first; undefined when the points stray more than
 * FIT_RMS from it or lie nearly straight (radius over `straighter` pixels).
 */
export function fitCircle(points: readonly (readonly [number, number])[], straighter: number): Circle | undefined {
  if (points.length < 5) return undefined;
  const circle = leastSquaresCircle(points);
  if (!circle || !Number.isFinite(circle.r) || circle.r > straighter || offCircle(points, circle) > FIT_RMS) return undefined;
  const [first, last] = [points[0]!, points[points.length - 1]!];
  const sense = Math.sign(angleFrom(circle.cx, circle.cy, last, first)) || 1;
  return { ...circle, sense };
}

/** The angle (radians, -π..π) swept round (cx, cy) from point a to point b. */
function angleFrom(cx: number, cy: number, a: readonly [number, number], b: readonly [number, number]): number {
  const [ax, ay, bx, by] = [a[0] - cx, a[1] - cy, b[0] - cx, b[1] - cy];
  return Math.atan2(ax * by - ay * bx, ax * bx + ay * by);
}

/** How far (degrees) the way an end's line leaves may turn from the circle's way on at that end. */
const TANGENT = 30;

/**
 * How far (pixels) end q lies off the circle p's line bends along, run on from p the way
 * the line runs round; undefined unless q lies ahead of p on it within half a turn (a shape
 * hides at most half of a circle it lies on) and q's line leaves (along `out`) within
 * TANGENT of the circle's way on there.
 */
export function circleReach(p: readonly [number, number], a: Circle, q: readonly [number, number], out: readonly [number, number]): number | undefined {
  if (a.sense * angleFrom(a.cx, a.cy, p, q) <= 0) return undefined;
  const [rx, ry] = [q[0] - a.cx, q[1] - a.cy];
  const distance = Math.hypot(rx, ry);
  // The circle's way on at q: square to the radius, turning the line's way.
  const [tx, ty] = [(-ry * a.sense) / distance, (rx * a.sense) / distance];
  if (tx * out[0] + ty * out[1] < Math.cos((TANGENT * Math.PI) / 180)) return undefined;
  return Math.abs(distance - a.r);
}

/**
 * The arc from p to q (ahead of p within half a turn) round circle a's centre, the way it runs
 * round, the radius running from p's distance to q's so that it meets both: its point `u` of
 * the way along, and its length in pixels (along the larger radius).
 */
export function arcAlongCircle(p: readonly [number, number], q: readonly [number, number], a: Circle): { length: number; at: (u: number) => [number, number] } {
  const { cx, cy } = a;
  const [r0, r1] = [Math.hypot(p[0] - cx, p[1] - cy), Math.hypot(q[0] - cx, q[1] - cy)];
  const start = Math.atan2(p[1] - cy, p[0] - cx);
  const sweep = a.sense * Math.abs(angleFrom(cx, cy, p, q));
  const at = (u: number): [number, number] => {
    const [angle, r] = [start + sweep * u, r0 + (r1 - r0) * u];
    return [cx + r * Math.cos(angle), cy + r * Math.sin(angle)];
  };
  return { length: Math.abs(sweep) * Math.max(r0, r1), at };
}

/** Draws the arc from p to q round circle a's centre (arcAlongCircle). */
export function drawAlongCircle(bitmap: Bitmap, p: readonly [number, number], q: readonly [number, number], a: Circle): void {
  const arc = arcAlongCircle(p, q, a);
  // One step per pixel of the arc; it starts at p and ends at q exactly.
  drawCurve(bitmap, Math.ceil(arc.length), (u) => (u === 0 ? p : u === 1 ? q : arc.at(u)));
}
