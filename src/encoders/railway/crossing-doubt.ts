import { CROSSING_ANGLE } from '../../image/crossings.js';
import type { JudgedMove } from '../../image/moves.js';
import type { Traced } from '../../image/trace-picture.js';
import { type Point, unitVector } from '../../image/raster.js';
import { type Arm, armDirection, armKey, armPointsThrough, armsAt, farEndOf } from '../../image/turns.js';

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
      const [x, y] = [node.x * k + (k - 1) / 2, node.y * k + (k - 1) / 2];
      if (!route.some(([u, v]) => Math.hypot(u - x, v - y) <= width) && !twoCurvesCross(traced, node.id)) found.add(node.id);
    }
  }
  return found;
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
