import type { PixelGraph } from './pixel-graph.js';
import type { Point } from './raster.js';

/*
 * Smooth joins through a filled dot (issue 34, round 58a; dot-carry.ts uses them where no
 * straight way on meets a track that runs on): track is drawn smooth, and where a curve the
 * dot hides whole leaves or joins another track, it does so along it (a switch). A join is
 * a cubic from the line's place, leaving along its way (or up to 45 degrees off it, the turn
 * counted), to a pixel of another track, arriving along that track; it must run through ink
 * (kept or the dot's), meet no other track on the way, bend no tighter than MIN_RADIUS_WIDTHS
 * and arrive within MAX_TURN_DEGREES of the way read (fitted: without it tight curves with
 * lettering 121 is joined round 130 degrees and lost). The least bent is taken.
 */

/** A join bends no tighter than this many stroke widths in radius (a tight curve's is 2.5). */
const MIN_RADIUS_WIDTHS = 1.5;
/** A join arrives within this many degrees of the way read (a quarter turn, and some). */
const MAX_TURN_DEGREES = 100;
/** Ways (degrees off the way read) a join may leave by: the way read off a curved line is its chord's. */
const LEAVE_OFFSETS = [0, -15, 15, -30, 30, -45, 45];

/** The turn (radians, 0 to π) from heading `a` to heading `b` (radians, as atan2 gives). */
export const headingTurn = (a: number, b: number): number => Math.abs(((b - a + 3 * Math.PI) % (2 * Math.PI)) - Math.PI);

/** An end's place, with the picture's row length. */
export interface Point3 {
  readonly x: number;
  readonly y: number;
  readonly columns: number;
}

/** Where a way carried meets another track: how far along, the pixel, the way there, and the way's points by distance along it. */
export interface Hit {
  readonly t: number;
  readonly pixel: number;
  readonly way: number;
  readonly along: (t: number) => Point;
}

/**
 * Smooth joins from the end to the track pixels within reach: each a cubic leaving along the
 * end's way and arriving along the track met, through ink, meeting no other track on the way,
 * bending no tighter than MIN_RADIUS_WIDTHS; the least bent first.
 */
export function smoothHits(graph: PixelGraph, node: Point3, way: number, reach: number, width: number, ink: (x: number, y: number) => boolean, owner: ReadonlyMap<number, number>): Hit[] {
  const columns = node.columns;
  const hits: (Hit & { bend: number })[] = [];
  const half = Math.max(2, Math.round(width / 2));
  for (const s of graph.segments.values()) {
    for (let at = half; at < s.path.length - half; at++) {
      const p = s.path[at]!;
      const [px, py] = [p % columns, Math.floor(p / columns)];
      const [cx, cy] = [px - node.x, py - node.y];
      const chord = Math.hypot(cx, cy);
      if (!owner.has(p) || chord > reach || chord < 2 || cx * Math.cos(way) + cy * Math.sin(way) <= 0) continue;
      const [a, b] = [s.path[at - half]!, s.path[at + half]!];
      let [dx, dy] = [(b % columns) - (a % columns), Math.floor(b / columns) - Math.floor(a / columns)];
      if (dx * cx + dy * cy < 0) [dx, dy] = [-dx, -dy];
      const arrive = Math.atan2(dy, dx);
      // The maze's curves are quarter circles: a hidden stretch turns no more than MAX_TURN_DEGREES from the way read.
      if (headingTurn(way, arrive) > (MAX_TURN_DEGREES * Math.PI) / 180) continue;
      // The way read off a curved line is its chord's: the join may leave by LEAVE_OFFSETS off it, the turn counted.
      for (const off of LEAVE_OFFSETS) {
        const along = hermite(node, way + (off * Math.PI) / 180, [px, py], arrive, chord);
        const bend = smoothBend(along, chord, width, ink, owner, p, columns);
        if (bend !== undefined) hits.push({ t: chord, pixel: p, way: arrive, along: (t) => along(t / chord), bend: bend + Math.abs((off * Math.PI) / 180) });
      }
    }
  }
  return hits.sort((x, y) => x.bend - y.bend || x.t - y.t);
}

/** The cubic from the end along `way` to `to` arriving along `arrive`, tangents as long as the chord; s from 0 to 1. */
function hermite(from: Point3, way: number, to: Point, arrive: number, chord: number): (s: number) => Point {
  const [m0x, m0y, m1x, m1y] = [chord * Math.cos(way), chord * Math.sin(way), chord * Math.cos(arrive), chord * Math.sin(arrive)];
  return (s) => {
    const [h00, h10, h01, h11] = [2 * s ** 3 - 3 * s ** 2 + 1, s ** 3 - 2 * s ** 2 + s, -2 * s ** 3 + 3 * s ** 2, s ** 3 - s ** 2];
    return [h00 * from.x + h10 * m0x + h01 * to[0] + h11 * m1x, h00 * from.y + h10 * m0y + h01 * to[1] + h11 * m1y];
  };
}

/** The join's whole turn (radians) if it runs through ink, meets no track before `target`, and bends no tighter than MIN_RADIUS_WIDTHS; else undefined. */
function smoothBend(along: (s: number) => Point, chord: number, width: number, ink: (x: number, y: number) => boolean, owner: ReadonlyMap<number, number>, target: number, columns: number): number | undefined {
  const steps = Math.max(8, Math.ceil(chord));
  const points = Array.from({ length: steps + 1 }, (_, k) => along(k / steps));
  const near = Math.max(2, width / 2);
  for (const [x, y] of points.slice(1)) {
    const [u, v] = [Math.round(x), Math.round(y)];
    if (!ink(u, v)) return undefined;
    const close = Math.hypot(u - (target % columns), v - Math.floor(target / columns)) <= near;
    // A join crossing or touching another track on its way is no hidden stretch of this one.
    if (!close && [0, 1, -1, columns, -columns].some((d) => owner.has(v * columns + u + d))) return undefined;
  }
  let bend = 0;
  const heading = (k: number) => Math.atan2(points[k + 1]![1] - points[k]![1], points[k + 1]![0] - points[k]![0]);
  const window = Math.max(2, Math.round(width / 2 / (chord / steps)));
  for (let k = 0; k + window < steps; k++) {
    const turn = headingTurn(heading(k), heading(k + window));
    const length = (window * chord) / steps;
    if (turn / length > 1 / (MIN_RADIUS_WIDTHS * width)) return undefined;
  }
  for (let k = 0; k + 1 < steps; k++) bend += headingTurn(heading(k), heading(k + 1));
  return bend;
}
