import { type Point, pointOf } from './raster.js';
import type { PixelGraph, PixelSegment } from './pixel-graph.js';
import { throughEnd } from './end-stubs.js';
import { type Arm, armKey, armPoints, armsAt, farEndOf, sameArm } from './arms.js';
import { type ArmFit, fitArmAdaptive, type FitWindow, passingTurn } from './tangents.js';


/** Whether the move runs along the arm, into the junction or out of it. */
export const usesArm = (move: Move, arm: Arm) => sameArm(move.into, arm) || sameArm(move.out, arm);

/** Whether the move runs between the two arms, either way. */
export function samePair(move: Move, a: Arm, b: Arm): boolean {
  const keys = new Set([armKey(a), armKey(b)]);
  return keys.has(armKey(move.into)) && keys.has(armKey(move.out)) && armKey(move.into) !== armKey(move.out);
}

/**
 * How a junction's turns are measured: `fitted` (the default) fits each arm's line over a
 * stretch scaled by the stroke width, past the junction's blot, and carries it back to the
 * junction with its curvature (tangents.ts); `seed` takes the seed's secants, `forward` and
 * `back` pixels out from the junction cluster.
 */
export type TurnRule = 'fitted' | 'seed';

export interface SecantSettings {
  readonly rule: TurnRule;
  /**
   * What the fitted rule measures turns by: arms fitted past the junction's blot, or (on a
   * picture traced enlarged, whose curves are too tight to fit a stretch past the blot)
   * the secants from the junction cluster, scaled to the picture's stroke width.
   */
  readonly measure: 'fit' | 'secant';
  /** Pixels along the arm for the leaving direction (seed: 7). */
  readonly forward: number;
  /** Pixels along the arm for the arriving direction (seed: 8). */
  readonly back: number;
  /** Largest turning angle a train may take, in degrees (seed: 70). */
  readonly angleLimit: number;
  /** Stroke width in working pixels: the fitted rule's stretch is measured in it. */
  readonly strokeWidth: number;
}

/**
 * An arm's direction is its fitted line's averaged with the secant from the junction
 * cluster this many stroke widths out (at least the seed's 7 pixels). On the drawn mazes
 * (10 seeds a class) this took the homework-like maze from 3 to 6 routes right, everything
 * at once from 1 to 2, the tile mazes with everything at once from 8 to 10, and lost none
 * elsewhere: the fit alone measures each arm better (direction error median 4.6° against
 * the secant's 8.8°), the two together judge more junctions right.
 */
const NEAR_SECANT_WIDTHS = 1.75;

/**
 * The fitted stretch of an arm: a curve past a stroke width at the junction, six stroke
 * widths long; a line from half a stroke width to two and a half (tangents.ts).
 */
export const fitWindow = (strokeWidth: number): FitWindow => ({
  skip: Math.max(2, strokeWidth),
  length: Math.max(8, 6 * strokeWidth),
  near: [Math.max(1, 0.5 * strokeWidth), Math.max(5, 2.5 * strokeWidth)],
});

/** The secant of the arm's points (armPoints) `length` points out, without listing all of them: a segment's path runs to hundreds of pixels. */
export function armSecant(graph: PixelGraph, arm: Arm, length: number): Point {
  const count = Math.max(arm.segment.path.length, 1) + 1;
  const anchor = armPointAt(graph, arm, 0);
  const tip = armPointAt(graph, arm, Math.min(length, count - 1));
  return [tip[0] - anchor[0], tip[1] - anchor[1]];
}

/** Point `k` of the arm's points (armPoints). */
function armPointAt(graph: PixelGraph, arm: Arm, k: number): Point {
  const { path } = arm.segment;
  const node = (id: number): Point => {
    const { x, y } = graph.nodes.get(id)!;
    return [x, y];
  };
  if (k >= Math.max(path.length, 1)) return node(farEndOf(arm));
  if (path.length === 0) return node(arm.atFrom ? arm.segment.from : arm.segment.to);
  return pointOf(graph.width, path[arm.atFrom ? k : path.length - 1 - k]!);
}

/**
 * An arm's points out to `length` pixels, carried on through nodes where the line only
 * passes (two arms: the start, the finish, a corner left by pruning), so that a start
 * point next to a junction does not cut short the line measured there.
 */
export function armPointsThrough(graph: PixelGraph, arm: Arm, length: number): Point[] {
  const points = armPoints(graph, arm);
  let current = arm;
  for (let hops = 0; hops < 4 && points.length < length; hops++) {
    const far = farEndOf(current);
    const onward = armsAt(graph, far).filter((a) => a.segment.id !== current.segment.id);
    if (onward.length !== 1 || onward[0]!.segment.id === arm.segment.id) break;
    current = onward[0]!;
    points.push(...armPoints(graph, current));
  }
  return points;
}

/**
 * The secant of an arm measured from the junction cluster (its first pixel outside the
 * cluster), `length` pixels out: the direction a train leaves along.
 */
export function secant(points: readonly Point[], length: number): Point {
  const anchor = points[0]!;
  const tip = points[Math.min(length, points.length - 1)]!;
  return [tip[0] - anchor[0], tip[1] - anchor[1]];
}

/** Angle between two vectors in degrees (0 = same direction); 180 for a zero vector. */
export function angleBetween(a: Point, b: Point): number {
  const na = Math.hypot(a[0], a[1]);
  const nb = Math.hypot(b[0], b[1]);
  if (na === 0 || nb === 0) return 180;
  const cos = (a[0] * b[0] + a[1] * b[1]) / (na * nb);
  return (Math.acos(Math.max(-1, Math.min(1, cos))) * 180) / Math.PI;
}

/** The turn from one fitted arm into another (fits are kept objects, so the pair names the measurement). */
const passing = new WeakMap<ArmFit, WeakMap<ArmFit, number>>();

/** Each segment end's fit, kept while the node it leaves stays where it was. */
const fits = new WeakMap<PixelSegment, { from?: { at: string; fit: ArmFit }; to?: { at: string; fit: ArmFit } }>();

/** The fitted line of an arm at its junction (tangents.ts). */
export function armFit(graph: PixelGraph, arm: Arm, strokeWidth: number): ArmFit {
  const node = graph.nodes.get(arm.atFrom ? arm.segment.from : arm.segment.to)!;
  const at = `${node.x},${node.y},${strokeWidth}`;
  const known = fits.get(arm.segment) ?? {};
  const end = arm.atFrom ? 'from' : 'to';
  const cached = known[end];
  if (cached && cached.at === at) return cached.fit;
  const window = fitWindow(strokeWidth);
  const fitted = fitArmAdaptive([node.x, node.y], armPointsThrough(graph, arm, window.skip + window.length), window, strokeWidth);
  // The fit skips the blot, where a secant from the cluster still says where the line leaves: the two are averaged.
  const near = armSecant(graph, arm, Math.max(7, Math.round(NEAR_SECANT_WIDTHS * strokeWidth)));
  const l = Math.hypot(near[0], near[1]) || 1;
  const [x, y] = [fitted.direction[0] + near[0] / l, fitted.direction[1] + near[1] / l];
  const m = Math.hypot(x, y);
  const fit = m < 1e-9 ? fitted : { ...fitted, direction: [x / m, y / m] as Point };
  known[end] = { at, fit };
  fits.set(arm.segment, known);
  return fit;
}

/** The direction an arm leaves its junction in, as the rule measures it (not of unit length under the seed's rule). */
export function armDirection(graph: PixelGraph, arm: Arm, settings: SecantSettings): Point {
  return settings.measure === 'fit' ? armFit(graph, arm, settings.strokeWidth).direction : armSecant(graph, arm, settings.forward);
}

/**
 * Turning angle of a train arriving along `into` and leaving along `out`. Fitted: between
 * the two arms' fitted directions at the junction. Seed: the arriving direction is the back
 * secant reversed (8 pixels out to the cluster), the leaving one the forward secant
 * (cluster to 7 pixels out). Two arms meeting in a V turn by nearly 180°. `throughEnds`: a
 * stub under 0.75 stroke widths to an end takes its way from the line past it (end-stubs.ts).
 */
export function turningAngle(graph: PixelGraph, into: Arm, out: Arm, settings: SecantSettings, throughEnds = true): number {
  if (settings.measure === 'fit') {
    const w = settings.strokeWidth;
    const [a, b] = [armFit(graph, into, w), armFit(graph, out, w)];
    // The fits are kept while their nodes stay; so is the turn between two of them.
    const known = passing.get(a)?.get(b);
    if (known !== undefined) return known;
    const turn = passingTurn(a, b, PASSING_REACH * w, Math.max(1.5, PASSING_TOLERANCE * w));
    if (!passing.has(a)) passing.set(a, new WeakMap());
    passing.get(a)!.set(b, turn);
    return turn;
  }
  // A short stub to an end is read through the end (end-stubs.ts) unless the caller reads the stub itself.
  const through = (arm: Arm) => (throughEnds ? throughEnd(graph, arm, settings.strokeWidth) : undefined);
  const back = through(into) ?? armSecant(graph, into, settings.back);
  return angleBetween([-back[0], -back[1]], through(out) ?? armSecant(graph, out, settings.forward));
}

/** Two arms' lines are followed back this many stroke widths through their junction, and meet where they pass within this share of one (tangents.ts). */
const PASSING_REACH = 2.5;
const PASSING_TOLERANCE = 0.4;

export interface Move {
  readonly node: number;
  readonly into: Arm;
  readonly out: Arm;
  readonly angle: number;
}

/** Every ordered pair of distinct arms at a node with its turning angle. */
export function movesAt(graph: PixelGraph, node: number, settings: SecantSettings): Move[] {
  const arms = armsAt(graph, node);
  const moves: Move[] = [];
  for (const into of arms) {
    for (const out of arms) {
      if (into.segment.id === out.segment.id) continue;
      moves.push({ node, into, out, angle: turningAngle(graph, into, out, settings) });
    }
  }
  return moves;
}

/**
 * Sharp corners inside a segment (a cusp where two lines meet in a V and thinning joined
 * them, or a spur pruned away): path positions where the turn over `length` pixels either
 * side exceeds the limit and is the largest within that window.
 */
export function cuspPositions(points: readonly Point[], length: number, limit: number): number[] {
  const turns = new Float64Array(points.length);
  for (let i = length; i + length < points.length; i++) {
    const [x0, y0] = points[i - length]!;
    const [x1, y1] = points[i]!;
    const [x2, y2] = points[i + length]!;
    turns[i] = angleBetween([x1 - x0, y1 - y0], [x2 - x1, y2 - y1]);
  }
  const found: number[] = [];
  for (let i = length; i + length < points.length; i++) {
    if (turns[i]! <= limit) continue;
    let isMax = true;
    for (let j = Math.max(0, i - length); j <= Math.min(points.length - 1, i + length); j++) {
      if (turns[j]! > turns[i]! || (turns[j] === turns[i] && j < i)) isMax = false;
    }
    if (isMax) found.push(i);
  }
  return found;
}
