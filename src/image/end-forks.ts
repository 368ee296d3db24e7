import type { JunctionMoves } from './moves.js';
import type { PixelGraph, PixelSegment } from './pixel-graph.js';
import { type Point, pointOf } from './raster.js';
import { armDirection, samePair, type SecantSettings, turningAngle } from './turns.js';
import { type Arm, armsAt, arrivingAtFarEnd, farEndOf } from './arms.js';

/*
 * An end given on a tight curve where it runs into a straight beside it (the curve leaves the
 * straight at a tangent) lies in ink the two share: their centre lines are 6 px apart there for
 * a pen of 8, so the skeleton runs one line between them, and where a letter fills the little
 * hole past the end it forks only beyond it. Snapped onto that one line, the end may leave
 * along the straight's own branch past the fork: from the curve, a turn back at the switch
 * (tight curves with lettering 22: the start's S fills the hole, the route ran up the straight).
 * The point given lies off the skeleton towards its own track (0.56-0.62 stroke widths on tight
 * curves with lettering 6, 22, 99; their other ends, on single tracks, 0.06-0.13). Where the end's
 * arm reaches a fork within FORK_WIDTHS, the point lies OFF_WIDTHS or more off the skeleton to
 * the side of one branch only, and the stem runs on into the other branch (the straight: turns
 * of 30-36° there, 72-76° into the curve's branch), the end is moved onto its side's branch,
 * and the move between that branch and the stem, refused by the angle alone, is allowed.
 *
 * Figures (seeds 1-100, judged with the route read from the points given, against main 447b717):
 * tight curves with lettering 66 -> 67 (22 mended, none lost), tight-lettered 15 = 15 (48 legal
 * -> wrong: two curves meeting at a cusp, turns 39° and 78°, not a straight); lettered 1-60 and
 * plain 1-20 seed for seed; drawings 99 was lost (its start on a line that a curve joins below
 * it at 66-69°, within the limit, the point pulled off the skeleton by an S) until the rule was
 * kept to branches the angle refuses. Without LEAN (and with FORK_WIDTHS 2) ends moved where the branch is
 * the smoother turn or two curves meet: all at once 55 and tight-lettered 39 and 55 were lost.
 */

/** The fork is at most this many stroke widths along the skeleton from the end (merged stretch ahead of it). */
export const FORK_WIDTHS = 1;
/** The point given lies at least this many stroke widths off the skeleton (a click on a single track lies on it). */
export const OFF_WIDTHS = 0.3;

/** And more than this many pixels: a diagonal pixel's step is the skeleton's own rounding (300 px scans, pens of 4 working pixels: 1.41). */
export const OFF_PIXELS = 1.5;

/** The branch turns off the stem by at most this many degrees (stranded.ts's limit: the arm is freed onto the stem there). */
export const BRANCH_LIMIT = 80;
/** The stem runs on into the line beside the end's track: its turn there is at least this many degrees less than into the end's branch (stranded.ts's lean). */
export const LEAN = 20;

/** The path of a segment read from one of its nodes. */
const pathFrom = (segment: PixelSegment, node: number): number[] => (segment.from === node ? segment.path : [...segment.path].reverse());

const cross = (a: Point, b: Point): number => a[0] * b[1] - a[1] * b[0];

/** A fork an end was moved past: the stem's arm and the branch's arm there. */
export interface EndFork {
  readonly fork: number;
  readonly stem: Arm;
  readonly branch: Arm;
}

/** For each end given at `point` (working pixels), moves it onto the branch past a fork its point lies beside; the forks. */
export function endsOntoForkBranches(graph: PixelGraph, ends: readonly { readonly node: number; readonly point: Point }[], settings: SecantSettings): EndFork[] {
  return ends.flatMap(({ node, point }) => ontoBranch(graph, node, point, settings) ?? []);
}

/** At each such fork, allows the move between the stem and the end's branch where the angle rule alone refused it (as stranded.ts frees an end's arm). */
export function allowEndForks(forks: readonly EndFork[], moves: JunctionMoves): void {
  for (const { fork, stem, branch } of forks) {
    const list = moves.get(fork) ?? [];
    moves.set(fork, list.map((m) => (samePair(m, stem, branch) && !m.allowed && m.by === 'angle' ? { ...m, allowed: true, by: 'stranded' as const } : m)));
  }
}

/** A fork an end given at `point` lies beside: the end's arm to it, the stem arriving there, the branch on the point's side and the other. */
interface ForkBeside {
  readonly arm: Arm;
  readonly stem: Arm;
  readonly branch: Arm;
  readonly other: Arm;
}

/** The forks within FORK_WIDTHS of the end (one an arm) whose branches part to either side of `point`, lying OFF_WIDTHS or more off the skeleton. */
function forksBeside(graph: PixelGraph, endId: number, point: Point, settings: SecantSettings): ForkBeside[] {
  const end = graph.nodes.get(endId);
  const width = settings.strokeWidth;
  if (!end || end.pixels.length !== 1) return [];
  const arms = armsAt(graph, endId);
  if (arms.length !== 2 || arms[0]!.segment.id === arms[1]!.segment.id) return [];
  const offset: Point = [point[0] - end.x, point[1] - end.y];
  // The point given lies off the skeleton: a click on a single track lies on it.
  if (Math.hypot(...offset) < Math.max(OFF_WIDTHS * width, OFF_PIXELS)) return [];
  const found: ForkBeside[] = [];
  for (const arm of arms) {
    const forkId = farEndOf(arm);
    const fork = graph.nodes.get(forkId)!;
    // The fork lies ahead within the merged stretch.
    if (arm.segment.path.length > FORK_WIDTHS * width || forkId === farEndOf(arms.find((a) => a !== arm)!)) continue;
    const stem = arrivingAtFarEnd(arm);
    const branches = armsAt(graph, forkId).filter((a) => a.segment.id !== stem.segment.id);
    if (branches.length !== 2 || branches.some((b) => b.segment.from === b.segment.to || b.segment.path.length < 2)) continue;
    const way: Point = [fork.x - end.x, fork.y - end.y];
    const side = Math.sign(cross(way, offset));
    const sides = branches.map((b) => Math.sign(cross(way, armDirection(graph, b, settings))));
    // The point lies to the side of one branch only.
    if (side === 0 || sides[0] === sides[1]) continue;
    const branch = branches[sides.indexOf(side)]!;
    found.push({ arm, stem, branch, other: branches.find((b) => b !== branch)! });
  }
  return found;
}

/** The fork node an end given at `point` lies beside, in ink two tracks share: the route may leave it along either branch. */
export function endBesideFork(graph: PixelGraph, endId: number, point: Point, settings: SecantSettings): number | undefined {
  const [found] = forksBeside(graph, endId, point, settings);
  return found && farEndOf(found.arm);
}

function ontoBranch(graph: PixelGraph, endId: number, point: Point, settings: SecantSettings): EndFork | undefined {
  for (const { arm, stem, branch, other } of forksBeside(graph, endId, point, settings)) {
    // The stem runs on into the other branch (the line beside the end's track), and turns into this one as a switch's branch, not a letter's stroke.
    // The stem is the end's own stub: its few pixels are what the rule reads (not the line past the end, end-stubs.ts).
    const [onto, off] = [turningAngle(graph, stem, other, settings, false), turningAngle(graph, stem, branch, settings, false)];
    if (onto > settings.angleLimit || off > BRANCH_LIMIT || off - onto < LEAN) continue;
    // The branch's move is refused by the angle: one within the limit is a switch already (drawings 99: a curve joining the line the end lies on, at 66-69°).
    if (off <= settings.angleLimit) continue;
    return moveEnd(graph, endId, arm, branch, point);
  }
  return undefined;
}

/** Takes the end off its line (its two segments joined again) and splits `branch` at its pixel nearest `point`, the end there. */
function moveEnd(graph: PixelGraph, endId: number, toFork: Arm, branch: Arm, point: Point): EndFork {
  const end = graph.nodes.get(endId)!;
  const forkId = farEndOf(toFork);
  const back = segmentsOtherThan(graph, endId, toFork.segment.id);
  const farId = back.from === endId ? back.to : back.from;
  // The line runs on from its far node through the end's pixel to the fork.
  const joined = [...pathFrom(back, farId), ...end.pixels, ...pathFrom(toFork.segment, endId)];
  graph.segments.delete(toFork.segment.id);
  back.path = joined;
  graph.segments.reattach(back, farId, forkId);
  const along = pathFrom(branch.segment, forkId);
  const beyond = farEndOf(branch);
  let at = 0;
  along.forEach((i, k) => {
    const [x, y] = pointOf(graph.width, i);
    const [bx, by] = pointOf(graph.width, along[at]!);
    if (k < along.length - 1 && Math.hypot(x - point[0], y - point[1]) < Math.hypot(bx - point[0], by - point[1])) at = k;
  });
  const [x, y] = pointOf(graph.width, along[at]!);
  end.pixels = [along[at]!];
  end.x = x;
  end.y = y;
  graph.segments.delete(branch.segment.id);
  graph.segments.set(branch.segment.id, { id: branch.segment.id, from: forkId, to: endId, path: along.slice(0, at) });
  graph.segments.set(graph.nextId, { id: graph.nextId++, from: endId, to: beyond, path: along.slice(at + 1) });
  return { fork: forkId, stem: { segment: back, atFrom: false }, branch: { segment: graph.segments.get(branch.segment.id)!, atFrom: true } };
}

function segmentsOtherThan(graph: PixelGraph, node: number, segment: number): PixelSegment {
  return armsAt(graph, node).find((a) => a.segment.id !== segment)!.segment;
}
