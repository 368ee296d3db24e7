import { CROSSING_ANGLE } from '../../image/crossings.js';
import type { JudgedMove } from '../../image/moves.js';
import type { Traced } from '../../image/trace-picture.js';
import { type Point, toPicture, unitVector } from '../../image/raster.js';
import { armDirection, armPointsThrough } from '../../image/turns.js';
import { type Arm, armKey, armsAt, farEndOf } from '../../image/arms.js';
import { leastSquaresCircle, offCircle } from '../../image/circle-ends.js';

/*
 * A crossing beside a start or finish that the route turns away from (issue 34). Two curves
 * that touch thin into the same X as two lines that cross, and the crossing rule (moves.ts:
 * straight on only once two Vs open at CROSSING_ANGLE or more) then refuses a turn the angle
 * allows: read as two tracks touching, a train takes it. The 2000 px scan 26 said Sure and was
 * wrong so: its start lies on a circle's arc between a junction and the point where that
 * circle touches the next, the touch read as a crossing at 66°, the true route's turn of 64°
 * refused, and the route left the start the other way, round the maze.
 *
 * Such a refused move is turned over as a hinge (doubt.ts) when its turn is within NEAR of the
 * angle limit, the crossing is one segment from an end, off the route, and its two lines do not
 * bend alike (twoCurvesCross: two straight lines or two circles that cross bend alike). Figures
 * (main 5b0c9cb, the 926 answers that said Sure on lettered 1-130, both tight classes 1-130,
 * plain 1-40; 84 of them have a crossing): it makes the 2000 px scan 26 unsure and no right
 * answer; plain 41-60, looked at after, none either (with the first form of the test, both
 * lines curving steadily one way, it made shallow crossings 53 and 55 unsure there).
 * Tried: every such move turned over wherever the crossing, 26 right answers unsure (18 of
 * shallow crossings' 25 sure); beside an end, on the route or off it, 16; beside an end and off
 * the route without the curves' test, 2 (pressed circles 30: the same 66° and 64° as the scan,
 * a true crossing of two circles; 36: that move with twelve others turned over at once).
 *
 * Round 57d: where two circles touch and the touch is read as a crossing, the route can go
 * through it, all round one circle and back through it on the other line, where the train
 * would have passed the touch by (touching circles 48 and 59, the hand-drawn wobble 58, plain
 * seeds 41-80: all three said Sure and were wrong). A crossing the route passes twice with the
 * stretch between fitting a circle within ROUND of its radius (those three: 0.029, 0.017,
 * 0.032; the loops of shallow crossings 41-80 that said Sure, straight lines' figures of
 * eight, 0.079 and more) has each move it refused within the angle limit turned over as a
 * hinge, however far within (wobble 58's is 10° in). No right answer turned unsure on plain
 * 41-80, lettered and tight 131-170, both tight classes 1-130, plain 1-40; checked after on plain
 * 81-120, it caught the 2000 px scan 81 (0.025) and turned no right answer unsure.
 */

/** How near a move the crossing rule refused came to going the other way: its lines' opening over CROSSING_ANGLE, or, `besideEnd`, its turn under the angle limit. */
export function crossingMargin(m: JudgedMove, limit: number, besideEnd: boolean): number {
  const byOpening = (m.opening ?? Infinity) - CROSSING_ANGLE;
  return besideEnd && m.angle <= limit ? Math.min(byOpening, limit - m.angle) : byOpening;
}

/** The nodes one segment from the start or finish that the route (picture pixels) passes nowhere within a stroke width, but crossings of two curves. */
export function offRouteBesideEnds(traced: Traced, route: readonly (readonly [number, number])[]): Set<number> {
  const k = traced.scale;
  const width = traced.strokeWidth * k;
  const found = new Set<number>();
  for (const end of [traced.startNode, traced.finishNode]) {
    for (const arm of armsAt(traced.graph, end)) {
      const node = traced.graph.nodes.get(farEndOf(arm))!;
      const [x, y] = toPicture(k, node.x, node.y);
      if (!route.some(([u, v]) => Math.hypot(u - x, v - y) <= width) && !twoCurvesCross(traced, node.id)) found.add(node.id);
    }
  }
  return found;
}

/** The stretch of route between two passes through a crossing fits a circle within this share of its radius: round a circle. */
const ROUND = 0.05;

/** The crossings (nodes with a move the crossing rule judged) that the route (picture pixels) passes, goes round a circle and passes again. */
export function roundTripCrossings(traced: Traced, route: readonly (readonly [number, number])[]): Set<number> {
  const k = traced.scale;
  const width = traced.strokeWidth * k;
  const found = new Set<number>();
  for (const [nodeId, moves] of traced.moves) {
    if (!moves.some((m) => m.by === 'crossing')) continue;
    const node = traced.graph.nodes.get(nodeId)!;
    const [x, y] = toPicture(k, node.x, node.y);
    const entries: number[] = [];
    let inside = false;
    route.forEach(([u, v], i) => {
      const near = Math.hypot(u - x, v - y) <= width;
      if (near && !inside) entries.push(i);
      inside = near;
    });
    for (let e = 0; e + 1 < entries.length; e++) {
      if (isRound(route.slice(entries[e], entries[e + 1]! + 1))) found.add(nodeId);
    }
  }
  return found;
}

/** Whether `points` (eight or more) fit a circle (least squares, Kåsa's fit) within ROUND of its radius. */
function isRound(points: readonly (readonly [number, number])[]): boolean {
  const circle = points.length < 8 ? undefined : leastSquaresCircle(points);
  return circle !== undefined && offCircle(points, circle) <= ROUND * circle.r;
}

/** Where each line through a crossing is read: this many stroke widths out along both its arms. */
const CURVE_WIDTHS = 5;
/** Two lines whose bends (below) differ by at most this much bend alike. */
const ALIKE = 0.2;

/**
 * Whether the two lines through the crossing at `nodeId` (its moves allowed straight on) bend
 * alike, as two straight lines that cross do and two circles' arcs: two curves that touch, read
 * as an X, make each line half of one track and half of the other. A line's bend is the sum of
 * the sines of its arms off its tangent, five widths out (0 where the two points and the
 * junction lie in line, whatever the tangent). Pressed circles 30 and 36, true crossings of two
 * circles: 0.84 and 0.81, 0.86 and 0.78; shallow crossings 53 and 55 (seeds 41-60), straight:
 * 0 and 0; the 2000 px scan 26, two circles touching: 0.08 and 0.35.
 */
function twoCurvesCross(traced: Traced, nodeId: number): boolean {
  const { graph, secants } = traced;
  const node = graph.nodes.get(nodeId)!;
  const reach = Math.round(CURVE_WIDTHS * traced.strokeWidth);
  const lines = new Map<string, readonly [Arm, Arm]>();
  for (const m of traced.moves.get(nodeId) ?? []) {
    if (m.by !== 'angle' || !m.allowed) continue;
    const key = [armKey(m.into), armKey(m.out)].sort().join('|');
    if (!lines.has(key)) lines.set(key, [m.into, m.out]);
  }
  if (lines.size !== 2) return false;
  const bend = ([a, b]: readonly [Arm, Arm]) => {
    const [da, db] = [armDirection(graph, a, secants), armDirection(graph, b, secants)];
    const tangent = unitVector([db[0] - da[0], db[1] - da[1]]);
    const side = (arm: Arm) => {
      const points = armPointsThrough(graph, arm, reach);
      const [x, y] = points[Math.min(points.length - 1, reach)]!;
      const out: Point = [x - node.x, y - node.y];
      return (tangent[0] * out[1] - tangent[1] * out[0]) / (Math.hypot(out[0], out[1]) || 1);
    };
    return Math.abs(side(a) + side(b));
  };
  const [first, second] = [...lines.values()].map(bend);
  return Math.abs(first! - second!) <= ALIKE;
}
