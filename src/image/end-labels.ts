import { throughLine } from './decorations.js';
import type { JudgedMove, JunctionMoves } from './moves.js';
import type { PixelGraph } from './pixel-graph.js';
import { type Arm, armsAt, sameArm, type SecantSettings, turningAngle } from './turns.js';

/*
 * A start or finish is often marked with a letter (S, F) written beside it, touching the
 * track there. Its strokes thin into arms that leave the line at the end, and one that runs
 * on to another track (an S's curve) or into the other end's letter makes a way a train
 * could take. To a person the letter marks the end: the route leaves the end along the line
 * the end lies on. So along that line, close to the end, a train may only go on along the
 * line: no move between it and another arm there. The arms stay, for moves elsewhere; a
 * person's --allow stands.
 */

/** The line is followed this many stroke widths (straight-line distance) from the end. */
export const END_LABEL_WIDTHS = 2;

/**
 * At each junction on the line through each end, up to `END_LABEL_WIDTHS` stroke widths from
 * it, refuses the moves between the line's arm towards the end and every arm but the one the
 * line goes on along (its least turn); how many moves were refused.
 */
export function refuseMovesOffEndLines(graph: PixelGraph, ends: readonly number[], settings: SecantSettings, moves: JunctionMoves): number {
  const reach = END_LABEL_WIDTHS * settings.strokeWidth;
  let refused = 0;
  for (const end of ends) {
    const origin = graph.nodes.get(end);
    if (!origin) continue;
    const line = new Set(throughLine(graph, end, settings));
    for (const first of armsAt(graph, end).filter((a) => line.has(a.segment.id))) {
      const seen = new Set([end]);
      for (let arm = first; ; ) {
        const next = arm.atFrom ? arm.segment.to : arm.segment.from;
        const node = graph.nodes.get(next);
        if (!node || seen.has(next) || Math.hypot(node.x - origin.x, node.y - origin.y) > reach) break;
        seen.add(next);
        const towardsEnd: Arm = { segment: arm.segment, atFrom: !arm.atFrom };
        const others = armsAt(graph, next).filter((a) => !sameArm(a, towardsEnd));
        if (others.length === 0) break;
        const turn = (a: Arm) => turningAngle(graph, towardsEnd, a, settings);
        const onward = others.reduce((best, a) => (turn(a) < turn(best) ? a : best));
        const uses = (m: JudgedMove, arm: Arm) => sameArm(m.into, arm) || sameArm(m.out, arm);
        const offLine = (m: JudgedMove) => m.allowed && m.by !== 'allow' && uses(m, towardsEnd) && !uses(m, onward);
        moves.set(
          next,
          (moves.get(next) ?? []).map((m) => (offLine(m) ? (refused++, { ...m, allowed: false, by: 'label' as const }) : m)),
        );
        arm = onward;
      }
    }
  }
  return refused;
}
