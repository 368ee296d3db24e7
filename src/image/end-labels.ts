import { throughLine } from './decorations.js';
import type { JudgedMove, JunctionMoves } from './moves.js';
import { addNode, type PixelGraph, segmentsAt } from './pixel-graph.js';
import { type Point, unitVector } from './raster.js';
import { angleBetween, type SecantSettings, turningAngle, usesArm } from './turns.js';
import { type Arm, armPoints, armsAt, arrivingAtFarEnd, farEndOf, sameArm } from './arms.js';

/*
 * A start or finish is often marked with a letter (S, F) written beside it, touching the
 * track there. Its strokes thin into arms that leave the line at the end, and one that runs
 * on to another track (an S's curve) or into the other end's letter makes a way a train
 * could take. To a person the letter marks the end: the route leaves the end along the line
 * the end lies on. So along that line, close to the end, a train may only go on along the
 * line: no move between it and another arm there. The arms stay, for moves elsewhere; a
 * person's --allow stands.
 *
 * The line goes on along the least turn, measured in the letter's blot, where an S's arc may
 * run on from the line more smoothly than the track (round 31). Read past the letter, such an
 * arc curls back against the line: the line then goes on along the arm that keeps its way
 * past the letter and that a train may take. The line's own way is read behind the end only
 * as far as the rule reaches (END_LABEL_WIDTHS): read as far as the arcs are (CLEAN_WIDTHS),
 * a tight curve behind the end (radius about 2.3 stroke widths) has turned by a right angle
 * or more, and the track's own branch on through the junction beside the end read as curling
 * back (tight curves with the S and F alone, 5 and 7: the stem refused by the label, the
 * other branch by the cusp rule, the route round the other way; right so).
 *
 * Where a letter's stroke touches the track at the end itself, the end is a junction, and a
 * route could leave (or arrive) along the stroke (homework-like 10: the S's lower stroke, a
 * link 8 px long from the line at the start to the arc beside it, which the route left by).
 * The end is left along its line only: the other arms are cut off onto nodes of their own.
 */

/** An arm whose ink is this deep (ink-depth.ts: the picture's stroke about 1) is a bold letter's stroke (round 59a, fitted on tight-lettered 10; 1.15-1.35 the same there)... */
export const BOLD_DEPTH = 1.25;
/** ...and one under this deep is drawn with the track's pen. */
export const PEN_DEPTH = 1.05;

/** The line is followed this many stroke widths (straight-line distance) from the end. */
export const END_LABEL_WIDTHS = 2;
/** The track is read past the letter: where it is this many stroke widths from the end. */
export const CLEAN_WIDTHS = 4;
/** Read there, an arm this many degrees or more off the line's way on runs back against it. */
export const CURLS_BACK = 90;

/** At each end that is a junction, cuts every arm off the line through it onto a node of its own at its first pixel; how many. */
export function cutArmsOffEnds(graph: PixelGraph, ends: readonly number[], settings: SecantSettings): number {
  let cut = 0;
  for (const end of ends) {
    if (!graph.nodes.has(end)) continue;
    const line = new Set(throughLine(graph, end, settings));
    for (const segment of segmentsAt(graph, end)) {
      if (line.has(segment.id) || segment.from === segment.to || segment.path.length < 2) continue;
      const atFrom = segment.from === end;
      const node = addNode(graph, [atFrom ? segment.path[0]! : segment.path.at(-1)!]);
      segment.path = atFrom ? segment.path.slice(1) : segment.path.slice(0, -1);
      graph.segments.reattach(segment, atFrom ? node.id : segment.from, atFrom ? segment.to : node.id);
      cut++;
    }
  }
  return cut;
}

/**
 * At each junction on the line through each end, up to `END_LABEL_WIDTHS` stroke widths from
 * it and `CLEAN_WIDTHS` along the track (a line that runs off round the maze and comes back
 * beside the end is not followed: homework-like 126), refuses the moves between the line's
 * arm towards the end and every arm but the one the line goes on along (its least turn,
 * unless that curls back: see above); how many moves were refused.
 */
export function refuseMovesOffEndLines(graph: PixelGraph, ends: readonly number[], settings: SecantSettings, moves: JunctionMoves, inkDepth: (arm: Arm) => number = () => 0): number {
  const reach = END_LABEL_WIDTHS * settings.strokeWidth;
  const clean = CLEAN_WIDTHS * settings.strokeWidth;
  let refused = 0;
  for (const end of ends) {
    const origin = graph.nodes.get(end);
    if (!origin) continue;
    const line = new Set(throughLine(graph, end, settings));
    const lineArms = armsAt(graph, end).filter((a) => line.has(a.segment.id));
    for (const first of lineArms) {
      const behind = lineArms.find((a) => !sameArm(a, first));
      // The way the line runs on past the end: away from where the track behind it leaves the letter.
      const back = behind && pastLetter(graph, end, behind, settings, END_LABEL_WIDTHS);
      const wayOn: Point | undefined = back && [-back[0], -back[1]];
      const seen = new Set([end]);
      let along = 0;
      for (let arm = first; ; ) {
        const next = farEndOf(arm);
        const node = graph.nodes.get(next);
        along += arm.segment.path.length;
        if (!node || seen.has(next) || Math.hypot(node.x - origin.x, node.y - origin.y) > reach || along > clean) break;
        seen.add(next);
        const towardsEnd = arrivingAtFarEnd(arm);
        const others = armsAt(graph, next).filter((a) => !sameArm(a, towardsEnd));
        if (others.length === 0) break;
        const turn = (a: Arm) => turningAngle(graph, towardsEnd, a, settings);
        const least = leastOfPen(others, turn, inkDepth, settings.angleLimit);
        const onward = wayOn ? keepsTheWay(graph, end, least, others, wayOn, turn, settings) : least;
        const offLine = (m: JudgedMove) => m.allowed && usesArm(m, towardsEnd) && !usesArm(m, onward);
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

/** The arm of `arms` (not empty) that `measure` gives least, the first of equals. */
const leastBy = (arms: readonly Arm[], measure: (a: Arm) => number): Arm => arms.reduce((best, a) => (measure(a) < measure(best) ? a : best));

/**
 * The arm of the least turn; where its ink is a bold letter's (BOLD_DEPTH), the least turn of
 * those within the angle limit drawn with the pen (PEN_DEPTH), if any: the track runs on in
 * a stroke of its own width, the letter's stroke straight on past a tight curve's bend
 * (tight-lettered 10: the S's spine 37° on, 1.43 deep; the curve 64°, 0.88).
 */
function leastOfPen(others: readonly Arm[], turn: (a: Arm) => number, inkDepth: (arm: Arm) => number, limit: number): Arm {
  const least = leastBy(others, turn);
  if (inkDepth(least) < BOLD_DEPTH) return least;
  const pen = others.filter((a) => turn(a) <= limit && inkDepth(a) < PEN_DEPTH);
  return pen.length === 0 ? least : leastBy(pen, turn);
}

/**
 * The least turn, unless read past the letter it curls back against the line's way on: then
 * of the arms a train may turn into (within the angle limit) that keep within the limit of
 * that way, the one that keeps it best (the least turn when there is none).
 */
function keepsTheWay(graph: PixelGraph, end: number, least: Arm, others: readonly Arm[], wayOn: Point, turn: (a: Arm) => number, settings: SecantSettings): Arm {
  const off = (a: Arm) => angleBetween(wayOn, pastLetter(graph, end, a, settings));
  if (off(least) < CURLS_BACK) return least;
  const keeping = others.filter((a) => turn(a) <= settings.angleLimit && off(a) <= settings.angleLimit);
  return keeping.length === 0 ? least : leastBy(keeping, off);
}

/**
 * The way an arm leaves the end as the track shows it past the letter: towards its first point
 * `widths` stroke widths from the end, followed on through junctions along the least turn
 * (towards its last point if it ends nearer); a unit vector.
 */
function pastLetter(graph: PixelGraph, end: number, first: Arm, settings: SecantSettings, widths = CLEAN_WIDTHS): Point {
  const node = graph.nodes.get(end)!;
  const clean = widths * settings.strokeWidth;
  let last: Point = [node.x, node.y];
  const seen = new Set<number>();
  for (let arm = first; ; ) {
    for (const p of armPoints(graph, arm)) {
      last = p;
      if (Math.hypot(p[0] - node.x, p[1] - node.y) >= clean) return unitVector([p[0] - node.x, p[1] - node.y]);
    }
    const far = farEndOf(arm);
    if (seen.has(far)) break;
    seen.add(far);
    const arriving = arrivingAtFarEnd(arm);
    const onward = armsAt(graph, far).filter((a) => !sameArm(a, arriving));
    if (onward.length === 0) break;
    const turn = (a: Arm) => turningAngle(graph, arriving, a, settings);
    arm = leastBy(onward, turn);
  }
  return unitVector([last[0] - node.x, last[1] - node.y]);
}
