import { failed, issue, parsed, type Parsed } from '../encoders/issues.js';
import type { PixelGraph } from './pixel-graph.js';
import type { Point } from './raster.js';
import { keepsToOneCurve } from './one-curve.js';
import { joinedRound } from './rings.js';
import { type Crossing, crossingAmong, crossingMoves, moveKey, turnThrough } from './crossings.js';
import { armDirection, type Move, movesAt, samePair, type SecantSettings, turningAngle, usesArm } from './turns.js';
import { type Arm, armPoints, armsAt, farEndOf } from './arms.js';

export interface JudgedMove extends Move {
  readonly allowed: boolean;
  /**
   * Why: the angle rule, the crossing rule (straight on only), the cusp rule (no move
   * between the two branches of a switch), the stroke rule (no move onto a stroke laid over a
   * switch, moves.ts switchUnderStroke), a branch no other move could use at a junction
   * with lettering beside it (stranded.ts), a move off the line through a start or finish
   * close to it (end-labels.ts), a move onto an engine's rim at its web (rims.ts), or a
   * person's --forbid / --allow.
   */
  readonly by: 'angle' | 'crossing' | 'cusp' | 'stroke' | 'stranded' | 'label' | 'rim' | 'forbid' | 'allow';
  /** For the crossing rule: the narrower V of the crossing, degrees (the rule holds from CROSSING_ANGLE). */
  readonly opening?: number;
  /** For the cusp rule: by how many degrees the stem stands out from the next likeliest arm. */
  readonly stemMargin?: number;
}

/** Every move at every node of two or more arms, judged. */
export type JunctionMoves = Map<number, JudgedMove[]>;

/**
 * Two arms of a junction that meet again round a ring π to 2π stroke widths long (its centre
 * line round a hole up to one stroke wide) are a wheel's or a letter's bowl's sides (rings.ts).
 * Shorter, the ring is thinning's pinhole in a blot where strokes merge; longer, track's own
 * (lost on issue 34's pictures from 8 widths).
 */
const WHEEL_RING_WIDTHS = [Math.PI, 2 * Math.PI] as const;

/**
 * A three-armed junction whose stem stands out from the next likeliest arm by less than this
 * (degrees, stemOf's margin: half the difference of their turns' sums) has no stem the turns
 * can tell: its arms meet as a Y, each turn about 60°, where a letter, blob or word over a
 * switch on tight curves thinned with it (tight curves with lettering 31, 129: margins of 2°,
 * the stem picked the wrong arm and refused the true pass as the V; 128, 0°). There the cusp
 * rule refuses nothing; the angle limit still does. Only within STEM_TIE_REACH of an end: a tie
 * anywhere cost drawings 21 and 48 and homework-like 83 (right -> wrong), tight curves with
 * lettering 22, and a plain Y's blunt V (junction-rules.test.ts). Round 57b, seeds 1-130 against
 * its end-stub rule: tight curves with lettering 93 -> 96 (31 75 129 mended, none lost),
 * tight-lettered 23 = 23, no answer's confidence changed. Only where lettering was left out
 * within STEM_TIE_REACH of that end (`letteredEnds`): a hand's wobbly Y beside a start, no
 * lettering near, has such a tie too (wobble 48, seeds 41-55 looked at after: right -> wrong).
 */
const STEM_TIE = 3;
/** Only within this many stroke widths of a start or finish, where the S and F stand. */
export const STEM_TIE_REACH = 4;

/** The ends with ink left out as lettering (`lettering`: pixel indices) within `reach` pixels: where a stem tie is read as none. */
export function endsBesideLettering(graph: PixelGraph, ends: Iterable<number>, lettering: Iterable<number>, reach: number): Set<number> {
  const points = [...ends].flatMap((e) => {
    const node = graph.nodes.get(e);
    return node ? [{ e, x: node.x, y: node.y }] : [];
  });
  const found = new Set<number>();
  for (const i of lettering) {
    const [x, y] = [i % graph.width, Math.floor(i / graph.width)];
    for (const p of points) if (Math.hypot(p.x - x, p.y - y) <= reach) found.add(p.e);
    if (found.size === points.length) break;
  }
  return found;
}

/** Whether the node lies within `reach` pixels of one of the ends. */
function besideEnd(graph: PixelGraph, node: { x: number; y: number }, ends: ReadonlySet<number>, reach: number): boolean {
  return [...ends].some((e) => {
    const end = graph.nodes.get(e);
    return end !== undefined && Math.hypot(end.x - node.x, end.y - node.y) <= reach;
  });
}

/** The farthest a --forbid / --allow point may lie from the junction it names. */
export const OVERRIDE_REACH = 60;

/** Judges each move at every junction by its turning angle and the crossing, stroke and cusp rules. `ends`: the start and finish nodes; `letteredEnds`: those with lettering left out beside them (endsBesideLettering). */
export function chooseMoves(graph: PixelGraph, secants: SecantSettings, ends: ReadonlySet<number> = new Set(), letteredEnds: ReadonlySet<number> = new Set()): JunctionMoves {
  const moves: JunctionMoves = new Map();
  for (const node of graph.nodes.values()) {
    const arms = armsAt(graph, node.id);
    if (arms.length < 2) continue;
    // The fitted rule knows crossings: straight on only (crossings.ts).
    const turn = (a: Arm, b: Arm) => turningAngle(graph, a, b, secants);
    const crossed = secants.rule === 'fitted' ? crossingAmong(arms, (a) => armDirection(graph, a, secants), turn, joinedRound(graph, node.id, WHEEL_RING_WIDTHS[0] * secants.strokeWidth, WHEEL_RING_WIDTHS[1] * secants.strokeWidth)) : undefined;
    // Four arms that run on more smoothly as a switch than as a crossing are a switch with a letter's stroke laid over it.
    const laid = crossed ? switchUnderStroke(arms.filter((a) => !ends.has(farEndOf(a))), arms, crossed, turn) : undefined;
    const crossing = laid ? undefined : crossed;
    const straight = crossing && crossingMoves(crossing.lines);
    // A stem the turns cannot tell from the next likeliest arm is no stem: the angle alone judges there.
    const turned = secants.rule === 'fitted' ? (laid ?? stemOf(arms, turn)) : undefined;
    const fork = turned && !laid && turned.margin < STEM_TIE && besideEnd(graph, node, letteredEnds, STEM_TIE_REACH * secants.strokeWidth) ? undefined : turned;
    moves.set(
      node.id,
      movesAt(graph, node.id, secants).map((m): JudgedMove => {
        const within = m.angle <= secants.angleLimit;
        // A turn that keeps to one curve through the X is a curve touching another, a smooth continuation: the crossing rule leaves it to the angle.
        const touch = () => keepsToOneCurve(graph, secants.strokeWidth, node.id, m.into, m.out);
        if (crossing && straight && within && !straight.has(moveKey(m.into, m.out)) && !touch()) return { ...m, allowed: false, by: 'crossing', opening: crossing.opening };
        if (laid && within && usesArm(m, laid.stroke)) return { ...m, allowed: false, by: 'stroke', stemMargin: laid.margin };
        if (fork && within && !usesArm(m, fork.stem)) return { ...m, allowed: false, by: 'cusp', stemMargin: fork.margin };
        return { ...m, allowed: within, by: 'angle' };
      }),
    );
  }
  return moves;
}

/**
 * The person's overrides over judged moves: a --forbid point names, among the moves allowed,
 * the one whose turn (a curve from one arm through the junction to the other) passes nearest
 * to it; --allow the same among moves not allowed. The override holds for both directions
 * along that pair of arms. The points are picture pixels; the graph is `scale` times smaller.
 * Applied after every rule has judged, they have the last word: a move a later rule refused
 * within the limit (a letter read beside an end) is one --allow names.
 */
export function applyOverrides(graph: PixelGraph, moves: JunctionMoves, secants: SecantSettings, forbid: readonly Point[], allow: readonly Point[], scale = 1): Parsed<true> {
  for (const [points, allowed, flag] of [[forbid, false, 'forbid'], [allow, true, 'allow']] as const) {
    for (const point of points) {
      const target = nearestPair(graph, moves, [point[0] / scale, point[1] / scale], secants.forward, !allowed, OVERRIDE_REACH / scale);
      if (!target) {
        return failed(issue(`picture.${flag}-far`, '', `--${flag} ${point[0]},${point[1]}: no junction within ${OVERRIDE_REACH} px`));
      }
      const list = moves.get(target.node)!;
      moves.set(
        target.node,
        list.map((m) => (samePair(m, target.a, target.b) ? { ...m, allowed, by: flag } : m)),
      );
    }
  }
  return parsed(true);
}

function nearestPair(graph: PixelGraph, moves: JunctionMoves, point: Point, reach: number, allowedNow: boolean, junctionReach: number) {
  let best: { node: number; a: Arm; b: Arm; d: number } | undefined;
  for (const [nodeId, list] of moves) {
    const node = graph.nodes.get(nodeId)!;
    if (Math.hypot(node.x - point[0], node.y - point[1]) > junctionReach) continue;
    for (const move of list) {
      if (move.allowed !== allowedNow) continue;
      const d = Math.min(...turnPath(graph, node, move, reach).map(([x, y]) => Math.hypot(x - point[0], y - point[1])));
      if (!best || d < best.d) best = { node: nodeId, a: move.into, b: move.out, d };
    }
  }
  return best;
}

/**
 * The way a train turns through a junction, as a person draws it: a curve from a point
 * `reach` pixels out along the arm it arrives on, bent toward the junction, to as far out
 * along the arm it leaves by. A point inside a turn lies nearer its curve than any other
 * move's, even where two moves share an arm.
 */
function turnPath(graph: PixelGraph, node: { x: number; y: number }, move: Move, reach: number): Point[] {
  const along = (arm: Arm) => {
    const points = armPoints(graph, arm);
    return points[Math.min(points.length - 1, reach)]!;
  };
  const [a, b] = [along(move.into), along(move.out)];
  const path: Point[] = [];
  for (let k = 0; k <= 24; k++) {
    const t = k / 24;
    path.push([(1 - t) ** 2 * a[0] + 2 * t * (1 - t) * node.x + t * t * b[0], (1 - t) ** 2 * a[1] + 2 * t * (1 - t) * node.y + t * t * b[1]]);
  }
  return path;
}

/**
 * The stem of a three-armed junction: the arm a train leaves the others by most nearly
 * straight (least turning into the other two together). Its two other arms are a switch's
 * branches, which meet in a V: no train passes between them, however blunt thinning makes
 * the V where the strokes merge (two circles touching side by side below a third: a turn of
 * 66° measured where the truth is a reversal). `margin`: how much more the next likeliest
 * stem turns, halved (degrees).
 */
function stemOf(arms: readonly Arm[], turn: (a: Arm, b: Arm) => number): { stem: Arm; margin: number } | undefined {
  if (arms.length !== 3 || new Set(arms.map((a) => a.segment.id)).size < 3) return undefined;
  const ranked = arms
    .map((arm) => ({ arm, sum: arms.filter((o) => o !== arm).reduce((total, o) => total + Math.max(turn(arm, o), turn(o, arm)), 0) }))
    .sort((a, b) => a.sum - b.sum);
  return { stem: ranked[0]!.arm, margin: (ranked[1]!.sum - ranked[0]!.sum) / 2 };
}

/**
 * A switch with a stroke laid over it (a letter standing at the fork where two circles touch):
 * four arms opening as a crossing's do, three of which continue each other more smoothly as a
 * switch (its stem turning into both branches) than the crossing's two lines run on through
 * it. The fourth is the stroke, no way on; it is one of `strokes`, which leave out an arm
 * running straight to a start or finish: the end was set on the track (homework-like 74: an
 * S's bowl, merged with the line beside the start, read as the switch's branch and the
 * start's own line as the stroke).
 */
function switchUnderStroke(strokes: readonly Arm[], arms: readonly Arm[], crossing: Crossing, turn: (a: Arm, b: Arm) => number): { stem: Arm; stroke: Arm; margin: number } | undefined {
  if (arms.length !== 4) return undefined;
  const through = turnThrough(turn);
  const straightOn = crossing.lines.reduce((total, [p, q]) => total + through(p, q), 0);
  let best: { stem: Arm; stroke: Arm; margin: number; turning: number } | undefined;
  for (const stroke of strokes) {
    const three = arms.filter((arm) => arm !== stroke);
    const fork = stemOf(three, turn);
    if (!fork) continue;
    const turning = three.filter((o) => o !== fork.stem).reduce((total, o) => total + through(fork.stem, o), 0);
    if (!best || turning < best.turning) best = { stem: fork.stem, stroke, margin: fork.margin, turning };
  }
  return best && best.turning < straightOn ? best : undefined;
}
