import type { Arm } from './arms.js';
import type { PixelGraph } from './pixel-graph.js';
import type { Point } from './raster.js';
import { armPointsThrough } from './turns.js';
import { leastSquaresCircle, offCircle } from './circle-ends.js';

/*
 * Two curves that touch at a tangent thin into an X, as two lines that cross do (issue 34).
 * Read as a crossing, the turn that keeps to one curve through the touch is refused; drawn, it
 * is a smooth continuation. What tells them apart is the turn's own line: through a touch it
 * is one curve, on through the junction; at a crossing it is a corner, from one line onto another.
 * The crossing rule (moves.ts) leaves such a turn to the angle limit. Touching circles 65 and
 * 107 and photo 88 said Sure and were wrong (plain 56-120): each passed a touch straight on where
 * the true route keeps to the circle; those turns, 65°, 59°, 68°, are now allowed and the routes
 * right (65 and 88 unsure, their turns within 10° of the limit), as touching circles 48 and 59.
 * The thresholds sit between those touches (0.08-0.18 widths rms, 0.02-0.37 from the junction)
 * and what the crossings refusing turns that open shorter routes measure on seeds 1-25:
 * shallow crossings' straight lines 0.28-0.34 rms and 1.2-1.5 from the junction (the circle
 * cuts the corner), pressed circles' two circles 0.21-0.6 rms. Pressed circles 13 and 20 measure
 * as touches (0.12-0.15 rms) on arms under CURVE_LEAST, where the test says nothing.
 */

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
export function keepsToOneCurve(graph: PixelGraph, strokeWidth: number, nodeId: number, into: Arm, out: Arm): boolean {
  const w = strokeWidth;
  const junction = graph.nodes.get(nodeId)!;
  const node: Point = [junction.x, junction.y];
  const [from, to] = [Math.round(CURVE_FROM * w), Math.round(CURVE_TO * w)];
  const stretch = (arm: Arm) => armPointsThrough(graph, arm, to + 1).slice(from, to + 1);
  const [a, b] = [stretch(into), stretch(out)];
  if (a.length < CURVE_LEAST * w || b.length < CURVE_LEAST * w) return false;
  const circle = leastSquaresCircle([...a, ...b]);
  if (!circle) return false;
  return offCircle([...a, ...b], circle) <= ON_CIRCLE * w && offCircle([node], circle) <= THROUGH_JUNCTION * w;
}
