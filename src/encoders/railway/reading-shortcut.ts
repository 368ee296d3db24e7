import type { JudgedMove } from '../../image/moves.js';
import type { Point } from '../../image/raster.js';
import { armPointsThrough } from '../../image/turns.js';
import type { Traced } from '../../image/trace-picture.js';
import { railwayGraph } from './graph.js';
import type { RailwayPuzzle } from './model.js';
import { shortestRoute } from './shortest.js';
import { armPairKey, namesOf, transitionsOf } from './traced-puzzle.js';

/*
 * A turn the angle allows, refused by a reading of the drawing, that alone would make the
 * route much shorter (issue 34). The turn limit is a measure with a threshold, and doubt.ts
 * turns over the moves measured near it. The crossing, stroke, cusp and end-label rules
 * (moves.ts, end-labels.ts) refuse a turn within the limit on a reading instead: the four arms
 * are two lines crossing, one arm is a letter's stroke laid over a fork, the move is a switch's
 * V, a letter stands beside the end. Such a reading is a guess from the shape of the ink, with
 * no margin to be near: two curves that touch thin into the same X as two lines that cross, a
 * letter's stroke over a junction reads as the junction's own arm. Where the guess alone keeps
 * the route from a way SHORTER shorter, the answer hangs on it, however sure the reading looked.
 *
 * The sure answers that were wrong on seeds no rule had been fitted on shared this and nothing
 * else found: each had one move so refused, within the turn limit, that alone opened the true
 * route, 18-39% shorter (touching circles 65 and 107 and photo 88: touches and a junction read
 * as crossings, 65°, 59°, 68°; hand-lettered 184: a letter's stroke, 67°; everything at once 179:
 * a letter beside the start, 30°). A maze's own crossings refuse turns the angle allows too, and
 * some open shorter ways: SHORTER is where right answers that said Sure stop (see the README).
 */

/** A route this share shorter than the defaults' shortest, opened by one reading alone, makes the answer unsure. */
export const SHORTER = 0.15;
/** Readings tried at most (a knot of noise can have hundreds of refused moves). */
const MAX_READINGS = 200;

/** What refuses a move within the turn limit without measuring near a threshold. */
const READINGS = new Set(['crossing', 'stroke', 'cusp', 'label']);

/** A refused move and the route it opens. */
export interface ReadingShortcut {
  /** The arm-pair key (traced-puzzle.ts armPairKey). */
  readonly key: string;
  readonly node: number;
  readonly move: JudgedMove;
  /** The route it opens, picture pixels, and how much shorter than the defaults' shortest (a share). */
  readonly length: number;
  readonly shorter: number;
}

/**
 * The moves a reading refused within the turn limit that alone would open a route SHORTER
 * shorter than `length` (the defaults' shortest, picture pixels), most shortening first. Stops
 * at `late()`.
 */
export function readingShortcuts(traced: Traced, puzzle: RailwayPuzzle, length: number, late: () => boolean): ReadingShortcut[] {
  if (!(length > 0)) return [];
  const named = namesOf(traced);
  const limit = traced.secants.angleLimit;
  const seen = new Set<string>();
  const found: ReadingShortcut[] = [];
  for (const [node, moves] of traced.moves) {
    for (const m of moves) {
      if (m.allowed || !READINGS.has(m.by) || m.angle > limit) continue;
      // Two lines that cross are what the crossing rule is for; it misreads curves that touch.
      if (m.by === 'crossing' && !keepsToOneCurve(traced, [traced.graph.nodes.get(node)!.x, traced.graph.nodes.get(node)!.y], m)) continue;
      const key = armPairKey(node, m);
      if (seen.has(key)) continue;
      seen.add(key);
      if (seen.size > MAX_READINGS || late()) return found.sort((a, b) => a.length - b.length);
      const route = shortestRoute(railwayGraph({ ...puzzle, transitions: transitionsOf(traced, named, new Set([key])) }));
      if (route && route.length < (1 - SHORTER) * length) found.push({ key, node, move: m, length: route.length, shorter: 1 - route.length / length });
    }
  }
  return found.sort((a, b) => a.length - b.length);
}

/** The stretch of each arm a curve is fitted on, stroke widths out from the junction: past the blot where two touching curves merge. */
const CURVE_FROM = 2;
const CURVE_TO = 8;
/** Each arm needs this many stroke widths of line on that stretch for its curve to say anything. */
const CURVE_LEAST = 2;
/** Both arms lie on one circle within this many stroke widths (root mean square), and it passes within the second of the junction. */
const ON_CIRCLE = 0.2;
const THROUGH_JUNCTION = 0.5;

/**
 * Whether a move keeps to one curve through its junction: both arms, past the blot where the
 * ink merges, lie on one circle that passes through the junction. A turn that keeps to one
 * circle where another touches it does; a turn from one line onto another that crosses it
 * does not (two straight lines: the circle nearest them cuts the corner, 1.2-1.5 widths from
 * the junction on shallow crossings 1-25; two circles: 0.21-0.6 widths rms off it on pressed
 * circles 1-25). Touching circles 65 and 107 and photo 88: 0.08-0.18 rms, 0.02-0.37 from the junction.
 */
export function keepsToOneCurve(traced: Traced, node: Point, m: JudgedMove): boolean {
  const w = traced.strokeWidth;
  const [from, to] = [Math.round(CURVE_FROM * w), Math.round(CURVE_TO * w)];
  const stretch = (arm: JudgedMove['into']) => armPointsThrough(traced.graph, arm, to + 1).slice(from, to + 1);
  const [a, b] = [stretch(m.into), stretch(m.out)];
  if (a.length < CURVE_LEAST * w || b.length < CURVE_LEAST * w) return false;
  const circle = fitCircle([...a, ...b]);
  if (!circle) return false;
  const off = (p: Point) => Math.abs(Math.hypot(p[0] - circle.centre[0], p[1] - circle.centre[1]) - circle.radius);
  const rms = Math.sqrt([...a, ...b].reduce((total, p) => total + off(p) ** 2, 0) / (a.length + b.length));
  return rms <= ON_CIRCLE * w && off(node) <= THROUGH_JUNCTION * w;
}

/** The circle nearest `points` by least squares on x² + y² + Dx + Ey + F (Kåsa), about their mean. */
function fitCircle(points: readonly Point[]): { centre: Point; radius: number } | undefined {
  const n = points.length;
  const [mx, my] = [points.reduce((t, p) => t + p[0], 0) / n, points.reduce((t, p) => t + p[1], 0) / n];
  let [suu, svv, suv, suuu, svvv, suvv, svuu] = [0, 0, 0, 0, 0, 0, 0];
  for (const [x, y] of points) {
    const [u, v] = [x - mx, y - my];
    suu += u * u;
    svv += v * v;
    suv += u * v;
    suuu += u * u * u;
    svvv += v * v * v;
    suvv += u * v * v;
    svuu += v * u * u;
  }
  const det = suu * svv - suv * suv;
  if (Math.abs(det) < 1e-9) return undefined;
  const [ru, rv] = [(suuu + suvv) / 2, (svvv + svuu) / 2];
  const [uc, vc] = [(ru * svv - rv * suv) / det, (rv * suu - ru * suv) / det];
  return { centre: [uc + mx, vc + my], radius: Math.sqrt(uc * uc + vc * vc + (suu + svv) / n) };
}
