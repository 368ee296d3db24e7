import type { JudgedMove, JunctionMoves } from './moves.js';
import type { PixelGraph } from './pixel-graph.js';
import type { Point } from './raster.js';
import { armDirection, samePair, type SecantSettings, usesArm } from './turns.js';
import { armKey, armsAt, arrivingAtFarEnd, farEndOf, sameArm } from './arms.js';

/*
 * Track runs on: a branch meeting a line where no train may use it, neither onto the line
 * nor off it, is no switch as drawn. Where letters fill the narrowing gap between a curve
 * coming down onto a line and the line, the two thin together and the curve joins the line
 * early and steep (drawings 1: 30 px early at 77°, where the drawn curve meets it at a
 * tangent). At a junction of three arms, a branch that no move may use, with letters left
 * out in the gap between it and the line running back under it, takes its least turn onto
 * the line, where it leans that way. A branch refused as a letter beside a start or finish
 * (end-labels.ts) is no curve: that letter is what stands in its gap (all at once 94: the S's
 * spine, beside the start, read as a branch up off the line and freed at 49°).
 *
 * A start or finish was set on the track, which runs on from it both ways. Where the end lies
 * on a tight curve right where it joins a line, or its letter touches the curve there, the
 * end's own arm meets the junction a stroke width or less away early and steep, at turns no
 * move allows (tight curves with lettering, the labels alone, 20: the finish's arm turning 72°
 * one way and 105° the other; tight curves 3, no letters: 70.5° and 106°). Such an arm takes
 * its least turn as a stranded branch does, without letters sought in its gap: the end on it
 * is what says it is track.
 *
 * Where the letter's stroke was pruned at that junction, a corner of two arms is left, one way
 * on: it takes that turn up to STRANDED_LIMIT, with no lean to ask (tight curves with the S
 * and F alone, 23: the start 2 px from a corner of 72-73°; 60: the finish 3 px from one of
 * 75-77°; both no route or a longer one on main, both right so).
 */

/** Up to this many degrees: a stroke standing square on the line (90°) stays refused. */
const STRANDED_LIMIT = 80;
/**
 * The branch leans toward the arm it turns onto: its turn onto the other arm is at least this
 * many degrees more (on a straight line, what STRANDED_LIMIT asks). Where the line bends at
 * the junction, a stroke standing about square on it turns under STRANDED_LIMIT one way and
 * little more the other, leaning toward neither (all at once 4: 79° and 84°, where an S over
 * the outside of a curve's bend pulled the curve onto the line early).
 */
const LEAN = 20;
/** Letters in the gap: at least the second many stroke widths of pieces left out within the first many of the junction. */
const GAP_WIDTHS = 4;
const GAP_LENGTH = 2;

/** Allows, both ways, the least turn of each stranded branch with letters in its gap. `leftOut`: pixels of the pieces left out, in working pixels. */
export function freeStrandedBranches(graph: PixelGraph, moves: JunctionMoves, secants: SecantSettings, leftOut: readonly Point[]): void {
  const width = secants.strokeWidth;
  for (const [nodeId, list] of moves) {
    const arms = armsAt(graph, nodeId);
    if (arms.length !== 3 || new Set(arms.map((a) => a.segment.id)).size < 3) continue;
    const node = graph.nodes.get(nodeId)!;
    for (const arm of arms) {
      const key = armKey(arm);
      const own = list.filter((m) => usesArm(m, arm));
      if (own.length === 0 || own.some((m) => m.allowed || m.by === 'label')) continue;
      // The other two arms must make a line a train runs along.
      if (!list.some((m) => m.allowed && !usesArm(m, arm))) continue;
      const least = own.reduce((a, b) => (b.angle < a.angle ? b : a));
      if (least.angle > STRANDED_LIMIT) continue;
      const onto = armKey(least.into) === key ? least.out : least.into;
      // The gap: between the branch and the line's other arm, which runs back under the curve.
      const under = arms.find((a) => armKey(a) !== key && armKey(a) !== armKey(onto))!;
      const turnUnder = Math.min(...own.filter((m) => usesArm(m, under)).map((m) => m.angle));
      if (turnUnder - least.angle < LEAN) continue;
      const [a, b] = [armDirection(graph, arm, secants), armDirection(graph, under, secants)];
      if (lettersBetween(leftOut, [node.x, node.y], a, b, GAP_WIDTHS * width) < GAP_LENGTH * width) continue;
      moves.set(nodeId, list.map((m) => (samePair(m, arm, onto) ? { ...m, allowed: true, by: 'stranded' } : m)));
      break;
    }
  }
}

/** Allows, both ways, the least turn of each end's arm into a junction (or a corner left by pruning) beside it that no move may use (angle refusals only). */
export function freeStrandedEndArms(graph: PixelGraph, ends: readonly number[], moves: JunctionMoves, secants: SecantSettings): void {
  const width = secants.strokeWidth;
  for (const end of ends) {
    const origin = graph.nodes.get(end);
    if (!origin) continue;
    for (const arm of armsAt(graph, end)) {
      const at = farEndOf(arm);
      const node = graph.nodes.get(at);
      // The end's own arm, up to a stroke width long, into a junction up to a stroke width away.
      if (!node || at === end || arm.segment.path.length > width || Math.hypot(node.x - origin.x, node.y - origin.y) > width) continue;
      const towardsEnd = arrivingAtFarEnd(arm);
      const list = moves.get(at) ?? [];
      const own = list.filter((m) => usesArm(m, towardsEnd));
      // No move may use it: it takes its least turn, up to STRANDED_LIMIT and leaning that way by LEAN.
      if (own.length === 0 || own.some((m) => m.allowed)) continue;
      const onto = (m: JudgedMove) => armKey(sameArm(m.into, towardsEnd) ? m.out : m.into);
      const turns = new Map<string, number>();
      for (const m of own) turns.set(onto(m), Math.min(turns.get(onto(m)) ?? 180, m.angle));
      const [least, next] = [...turns.entries()].sort((a, b) => a[1] - b[1]);
      // One way on (a corner where the letter's stroke was pruned): no lean to ask.
      if (!least || least[1] > STRANDED_LIMIT || (next && next[1] - least[1] < LEAN)) continue;
      moves.set(
        at,
        list.map((m) => (own.includes(m) && onto(m) === least[0] && m.by === 'angle' ? { ...m, allowed: true, by: 'stranded' } : m)),
      );
    }
  }
}

/** How many of the points lie within `radius` of `at` inside the wedge between directions `a` and `b`. */
function lettersBetween(points: readonly Point[], at: Point, a: Point, b: Point, radius: number): number {
  const angle = (v: Point) => Math.atan2(v[1], v[0]);
  const spread = Math.abs(wrap(angle(b) - angle(a)));
  let count = 0;
  for (const [x, y] of points) {
    const d: Point = [x - at[0], y - at[1]];
    if (Math.hypot(d[0], d[1]) > radius) continue;
    const fromA = wrap(angle(d) - angle(a));
    const toB = wrap(angle(b) - angle(d));
    if (Math.abs(fromA) + Math.abs(toB) <= spread + 1e-6) count++;
  }
  return count;
}

/** An angle in (-π, π]. */
function wrap(angle: number): number {
  return Math.atan2(Math.sin(angle), Math.cos(angle));
}
