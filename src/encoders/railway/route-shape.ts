/**
 * Routes compared by where they run on the picture, not by segment names: tracings at
 * different settings name their segments differently. Two routes are the same answer when
 * each runs within `tolerance` pixels of the other everywhere (the Hausdorff distance):
 * like the family's answer keys, the direction and order a track is run in do not count.
 */

import { PointGrid } from '../../image/point-grid.js';

type XY = readonly [number, number];

/** Points along a polyline at most one pixel apart. */
export function samplePolyline(points: readonly XY[]): XY[] {
  const out: XY[] = [];
  for (let k = 0; k + 1 < points.length; k++) {
    const [a, b] = [points[k]!, points[k + 1]!];
    const steps = Math.max(1, Math.ceil(Math.hypot(b[0] - a[0], b[1] - a[1])));
    for (let t = 0; t < steps; t++) out.push([a[0] + ((b[0] - a[0]) * t) / steps, a[1] + ((b[1] - a[1]) * t) / steps]);
  }
  if (points.length > 0) out.push(points[points.length - 1]!);
  return out;
}

/** Points bucketed in square cells of the tolerance, for "is any point within d" in constant time. */
export class PointSet {
  private readonly grid: PointGrid;

  constructor(points: readonly XY[], cell: number) {
    this.grid = new PointGrid(points, cell);
  }

  /** Whether some point lies within `d` (at most the cell size) of p. */
  near(p: XY, d: number): boolean {
    for (const i of this.grid.around(p)) {
      const q = this.grid.points[i]!;
      if (Math.hypot(q[0] - p[0], q[1] - p[1]) <= d) return true;
    }
    return false;
  }
}

/** A route's track as sampled points, ready for comparison. */
export interface RouteShape {
  readonly samples: readonly XY[];
  readonly set: PointSet;
}

export function routeShape(points: readonly XY[], tolerance: number): RouteShape {
  const samples = samplePolyline(points);
  return { samples, set: new PointSet(samples, tolerance) };
}

/** The samples of `a` farther than `tolerance` from `b`'s track. */
export function apart(a: RouteShape, b: RouteShape, tolerance: number): XY[] {
  return a.samples.filter((p) => !b.set.near(p, tolerance));
}

/** Whether two routes run over the same track (each within `tolerance` of the other). */
export function sameTrack(a: RouteShape, b: RouteShape, tolerance: number): boolean {
  return a.samples.every((p) => b.set.near(p, tolerance)) && b.samples.every((p) => a.set.near(p, tolerance));
}

/** The bounding box of points, as `(x0,y0)–(x1,y1)` in whole pixels; empty for none. */
export function boxText(points: readonly XY[]): string {
  if (points.length === 0) return '';
  const xs = points.map((p) => p[0]);
  const ys = points.map((p) => p[1]);
  const [x0, y0, x1, y1] = [Math.min(...xs), Math.min(...ys), Math.max(...xs), Math.max(...ys)].map(Math.round);
  return `(${x0},${y0})–(${x1},${y1})`;
}
