import { mergeNodes } from './graph-edit.js';
import { type PixelGraph, armCount } from './pixel-graph.js';
import type { Point } from './raster.js';
import { angleOf } from './tangents.js';
import { armFit, type SecantSettings, turningAngle } from './turns.js';
import { type Arm, armKey, armsAt } from './arms.js';

/*
 * Crossings (issue 34): where two tracks cross in an X, a train goes straight on. The turn
 * from one track onto the other is the crossing angle, which for a shallow X (35-60°) is
 * within the angle limit that lets a train through a sharp switch: the limit alone cannot
 * tell the two apart. What can: at a crossing every arm has a straight continuation across
 * the junction, the four arms pair into two lines; at a switch the branches share one
 * continuation. Two lines meeting at a visible angle cross; meeting tangentially (circles
 * touching side by side) they are a double switch, where a train may change lines.
 */

/** Lines whose arms meet at this angle or more on both sides cross; below it they touch (a double switch). */
export const CROSSING_ANGLE = 30;
/** Through a crossing drawn as two forks, or with a stroke laid over it, each line turns by at most this much. */
const STRAIGHT_TURN = 25;
/** Two forks joined by a stretch up to this many stroke widths may be one crossing that thinning drew as two. */
const CROSSING_TRUNK_WIDTHS = 4;
/** Arms of such a crossing turn by at most this many degrees along the stretch between the forks. */
const STRAIGHT_BEND = 20;


/**
 * The two lines of a four-armed junction when it is a crossing. Its arms, in order round
 * it, split into two sides of two (the split whose two Vs are narrower); it is a crossing
 * when both Vs open at CROSSING_ANGLE or more (circles touching side by side meet
 * tangentially: their Vs are narrow). Each arm's line runs on across the junction to the
 * arm of the other side it turns least into (the pairing of least turning).
 */
export function crossingLines(arms: readonly Arm[], direction: (a: Arm) => Point, turn: (a: Arm, b: Arm) => number, joined: Joined = () => false): Crossing | undefined {
  if (arms.length !== 4 || new Set(arms.map((a) => a.segment.id)).size < 4) return undefined;
  const heading = (a: Arm) => Math.atan2(direction(a)[1], direction(a)[0]);
  const [o0, o1, o2, o3] = [...arms].sort((a, b) => heading(a) - heading(b)) as [Arm, Arm, Arm, Arm];
  const opening = (a: Arm, b: Arm) => angleOf(direction(a), direction(b));
  const splits: [[Arm, Arm], [Arm, Arm]][] = [[[o0, o1], [o2, o3]], [[o1, o2], [o3, o0]]];
  const [[a1, a2], [b1, b2]] = splits.sort((x, y) => opening(...x[0]) + opening(...x[1]) - opening(...y[0]) - opening(...y[1]))[0]!;
  const narrower = Math.min(opening(a1, a2), opening(b1, b2));
  if (narrower < CROSSING_ANGLE) return undefined;
  const through = turnThrough(turn);
  const lines: [Arm, Arm][] = through(a1, b1) + through(a2, b2) <= through(a1, b2) + through(a2, b1) ? [[a1, b1], [a2, b2]] : [[a1, b2], [a2, b1]];
  // Two lines crossing part for good: arms of the two that meet again round a small ring are a wheel's or a bowl's sides.
  const [[p1, q1], [p2, q2]] = lines as [[Arm, Arm], [Arm, Arm]];
  if ([p1, q1].some((a) => [p2, q2].some((b) => joined(a, b)))) return undefined;
  return { lines, opening: narrower };
}

/** A junction of five arms may be a crossing with one stroke laid over it; with more (an engine's wheels on the line), strands run beside the line and straightness alone does not tell which is the line. */
const MOST_ARMS_OVER_CROSSING = 5;

/**
 * The crossing among a junction's arms: its four arms when it has four (`crossingLines`);
 * with five, the four that make a crossing whose two lines each run on across the junction
 * within STRAIGHT_TURN, the straightest such. A letter touching the track where two lines
 * cross thins with it into an arm of its own (a word's stroke along a line, a letter's arch
 * standing on it), and the lines still run on through it: a train goes straight on, and the
 * stroke laid over it is no way on.
 */
export function crossingAmong(arms: readonly Arm[], direction: (a: Arm) => Point, turn: (a: Arm, b: Arm) => number, joined: Joined = () => false): Crossing | undefined {
  if (arms.length <= 4) return crossingLines(arms, direction, turn, joined);
  if (arms.length > MOST_ARMS_OVER_CROSSING) return undefined;
  const through = turnThrough(turn);
  let best: { crossing: Crossing; turning: number } | undefined;
  for (const left of arms) {
    const crossing = crossingLines(arms.filter((arm) => arm !== left), direction, turn, joined);
    if (!crossing) continue;
    const turns = crossing.lines.map(([p, q]) => through(p, q));
    if (turns.some((t) => t > STRAIGHT_TURN)) continue;
    const turning = turns[0]! + turns[1]!;
    if (!best || turning < best.turning) best = { crossing, turning };
  }
  return best?.crossing;
}

/** Whether two arms of a junction meet again round a small ring (rings.ts): then they are no two lines' arms of a crossing. */
export type Joined = (a: Arm, b: Arm) => boolean;

/** How much a line turns running on through a junction between arms p and q: the larger of its turns either way. */
export const turnThrough = (turn: (a: Arm, b: Arm) => number) => (p: Arm, q: Arm): number => Math.max(turn(p, q), turn(q, p));

/** A crossing's two lines, and the narrower of its two Vs (degrees): how clearly it is one. */
export interface Crossing {
  readonly lines: readonly [Arm, Arm][];
  readonly opening: number;
}

/**
 * A crossing that thinning drew as two forks: the four outer arms (each fitted at its own
 * fork) pair into two lines, each straight across the stretch (within STRAIGHT_TURN), that
 * meet at CROSSING_ANGLE or more.
 */
function forkCrossing(arms: readonly Arm[], turn: (a: Arm, b: Arm) => number, apart: number, strokeWidth: number): boolean {
  const [a, b, c, d] = arms as [Arm, Arm, Arm, Arm];
  const through = turnThrough(turn);
  // a and b share one fork, c and d the other.
  const [[p, q], [r, s]] = through(a, c) + through(b, d) <= through(a, d) + through(b, c) ? [[a, c], [b, d]] : [[a, d], [b, c]];
  if (through(p, q) > STRAIGHT_TURN || through(r, s) > STRAIGHT_TURN) return false;
  const crossing = Math.min(turn(p, s), turn(r, q));
  if (crossing < CROSSING_ANGLE) return false;
  // Two strokes crossing at θ merge for w / sin(θ/2) (the forks that far apart); circles
  // touching at a tangent merge about twice as long for the angle their forks open at.
  return apart * Math.sin((crossing * Math.PI) / 360) <= CROSSING_MERGE * strokeWidth;
}

/** Forks of a crossing at θ lie at most this many stroke widths over sin(θ/2) apart (one for an exact crossing, two for circles touching; 1.5 read some double switches of the tile mazes as crossings, 1.2 missed a shallow X). */
const CROSSING_MERGE = 1.35;

/** The moves a crossing allows: straight on along each line, both ways, as `in>out` arm keys. */
export function crossingMoves(lines: readonly [Arm, Arm][]): Set<string> {
  const allowed = new Set<string>();
  for (const [p, q] of lines) allowed.add(`${armKey(p)}>${armKey(q)}`).add(`${armKey(q)}>${armKey(p)}`);
  return allowed;
}

export const moveKey = (into: Arm, out: Arm) => `${armKey(into)}>${armKey(out)}`;

/**
 * Joins two three-armed junctions into one where thinning drew a crossing as two forks
 * joined by a short stretch (a shallow X thins so: the strokes merge for a while): the
 * four outer arms, fitted at their own junctions, pair into two straight lines across the
 * stretch that meet at a visible angle. Circles touching side by side also thin to two forks
 * and a stretch, but their arms continue each other tangentially (no crossing), and there
 * the forks stay apart. Start and finish stay.
 */
export function joinCrossings(graph: PixelGraph, settings: SecantSettings, keep: ReadonlySet<number>): number {
  let joined = 0;
  const limit = Math.max(6, CROSSING_TRUNK_WIDTHS * settings.strokeWidth);
  for (const trunk of [...graph.segments.values()]) {
    if (!graph.segments.has(trunk.id) || trunk.from === trunk.to || trunk.path.length > limit || keep.has(trunk.from) || keep.has(trunk.to)) continue;
    const ends = [trunk.from, trunk.to];
    if (ends.some((n) => armCount(graph, n) !== 3)) continue;
    const outer = ends.map((n) => armsAt(graph, n).filter((a) => a.segment.id !== trunk.id));
    if (outer.some((list) => list.length !== 2)) continue;
    const turn = (x: Arm, y: Arm) => turningAngle(graph, x, y, settings);
    // Straight arms: curves (circles touching) would turn by more than this along the stretch.
    const bend = (arm: Arm) => (Math.abs(armFit(graph, arm, settings.strokeWidth).curvature) * trunk.path.length * 180) / Math.PI;
    if (outer.flat().some((arm) => bend(arm) > STRAIGHT_BEND)) continue;
    // Each fork opens away from the stretch: a train along it may take either branch.
    const along = (n: number): Arm => ({ segment: trunk, atFrom: trunk.from === n });
    if (!ends.every((n, k) => outer[k]!.every((arm) => turn(along(n), arm) <= settings.angleLimit))) continue;
    const [f, g] = [graph.nodes.get(trunk.from)!, graph.nodes.get(trunk.to)!];
    if (!forkCrossing([...outer[0]!, ...outer[1]!], turn, Math.hypot(f.x - g.x, f.y - g.y), settings.strokeWidth)) continue;
    mergeNodes(graph, trunk);
    joined++;
  }
  return joined;
}
