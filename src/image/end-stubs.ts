import type { JunctionMoves } from './moves.js';
import type { PixelGraph } from './pixel-graph.js';
import type { Point } from './raster.js';
import { type Arm, armPoints, armsAt, farEndOf, sameArm } from './arms.js';

/*
 * A start or finish snapped 0.1-0.9 stroke widths from a junction (a bold S or F over the track
 * thins with the junction into a knot: round 56c) leaves it along a stub too short to have a way
 * of its own. Its way is read off the line past the end: where that line heads from the end, a
 * stroke width out, turned on through the stub by as much as the line bends over its next stroke
 * width (a tight curve's radius is about 2.3 widths). Only the secants of the enlarged second
 * look use it (turns.ts); the fitted arms read through the end already. Any node with two arms
 * counts (a corner left by pruning too): the figures below are with them.
 *
 * Figures against main 2e3b714 (the judge reading the route from the points given), on main
 * 7b80234 (end-forks.ts reads the stub itself: read through the end, its branch turns within the
 * limit and the rule leaves tight curves with lettering 22, which is lost): tight curves with
 * lettering 1-100 67 -> 73 (mended 12 19 50 69 71 90 96, lost 23), tight-lettered 15 -> 17
 * (mended 27 73, 53 wrong -> legal); drawings 1-60 47 -> 48 (30), the other lettered classes
 * 1-60 and the plain classes 1-20 seed for seed (tight curves 9 right, now sure); no answer sure
 * and wrong. On 2e3b714 itself tight-lettered mended 10 27 73 and lost 55.
 * Tried on tight curves with lettering 1-60 (39 on main, 41 so): the line's way without its bend
 * 39 (12 not mended, 55 lost); way and bend read over 0.75 or 1.5 widths, 37 and 39; the stub's
 * own secant read on through the end, 39; stubs up to a whole width, the same 41 but tight-
 * lettered 99 sure and wrong (its finish's stub is 1.0 widths).
 *
 * An end whose only arm is such a stub (the end snapped onto a spur of the junction's knot)
 * has no line past it. Where every move off that stub is refused, the end is stranded in the
 * junction's ink: it may leave along any line through the junction (round 57b). Against main
 * 5b0c9cb, seeds 1-130: tight curves with lettering 92 -> 93 (mended 68, whose finish's 0.1
 * width stub turned 70° and 73°; 56 "no route" -> a legal route, the same stub at 73° both
 * ways), tight-lettered 23 = 23, no answer's confidence changed. Freeing the stub's refused
 * moves where one of them was allowed too mended the same 68 but turned legal routes wrong
 * (tight curves with lettering 33, tight-lettered 84 and 120: moves of 104°, 114°, 87°).
 */

/** A stub shorter than this many stroke widths takes its way from the line past the end. */
const STUB_WIDTHS = 0.75;
/** The line's way is read this many stroke widths past the end, and its bend over as many again. */
const CURVE_WIDTHS = 1;

/** A short stub to a node where the line only passes (an end beside a junction): the way from the junction to that node as the line past it runs and bends, carried back over the stub. */
export function throughEnd(graph: PixelGraph, arm: Arm, strokeWidth: number): Point | undefined {
  if (arm.segment.path.length >= STUB_WIDTHS * strokeWidth) return undefined;
  const far = farEndOf(arm);
  const onward = armsAt(graph, far).filter((a) => a.segment.id !== arm.segment.id);
  // The far node is an end on a line (two arms), not a loop back to the junction.
  if (onward.length !== 1 || far === (arm.atFrom ? arm.segment.from : arm.segment.to)) return undefined;
  const points = armPoints(graph, onward[0]!);
  const l = Math.max(3, Math.round(CURVE_WIDTHS * strokeWidth));
  if (points.length <= 2 * l) return undefined;
  const [e, j] = [graph.nodes.get(far)!, graph.nodes.get(arm.atFrom ? arm.segment.from : arm.segment.to)!];
  const [p1, p2] = [points[l - 1]!, points[2 * l - 1]!];
  const u: Point = [p1[0] - e.x, p1[1] - e.y];
  const v: Point = [p2[0] - p1[0], p2[1] - p1[1]];
  // The bend per stroke width, carried back from the end to the junction.
  const bend = Math.atan2(u[0] * v[1] - u[1] * v[0], u[0] * v[0] + u[1] * v[1]);
  const t = (-bend * Math.hypot(e.x - j.x, e.y - j.y)) / (Math.hypot(u[0], u[1]) || 1);
  return [u[0] * Math.cos(t) - u[1] * Math.sin(t), u[0] * Math.sin(t) + u[1] * Math.cos(t)];
}

/**
 * An end whose only arm is a stub under STUB_WIDTHS to a junction lies in the junction's ink:
 * no line runs past it to read a way from, and the stub's own few pixels point anywhere. The
 * end is on one of the lines through the junction, and leaves along it either way: a move
 * between the stub and an arm is allowed where the junction lets a train run on from another
 * arm into that one. Recorded as `stranded` (the doubt note lists it). How many moves were allowed.
 */
export function endsInJunctions(graph: PixelGraph, ends: readonly number[], moves: JunctionMoves, strokeWidth: number): number {
  let allowed = 0;
  for (const end of ends) {
    const own = graph.nodes.has(end) ? armsAt(graph, end) : [];
    if (own.length !== 1 || own[0]!.segment.path.length >= STUB_WIDTHS * strokeWidth) continue;
    const junction = farEndOf(own[0]!);
    const list = moves.get(junction);
    if (!list || junction === end) continue;
    const stub = armsAt(graph, junction).find((a) => a.segment.id === own[0]!.segment.id)!;
    // Only an end stranded there: where the stub's few pixels let a move through, it stands (tight curves with lettering 33).
    if (list.some((m) => m.allowed && (sameArm(m.into, stub) || sameArm(m.out, stub)))) continue;
    // The arms a train may run on into from another (not the stub): the lines through the junction.
    const through = (arm: Arm) => list.some((m) => m.allowed && sameArm(m.out, arm) && !sameArm(m.into, stub));
    moves.set(
      junction,
      list.map((m) => {
        const other = sameArm(m.into, stub) ? m.out : sameArm(m.out, stub) ? m.into : undefined;
        if (!other || m.allowed || m.by === 'forbid' || !through(other)) return m;
        allowed++;
        return { ...m, allowed: true, by: 'stranded' as const };
      }),
    );
  }
  return allowed;
}
