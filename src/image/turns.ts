import { type Point, pointOf } from './raster.js';
import { type PixelGraph, type PixelSegment, segmentsAt } from './pixel-graph.js';

/** One end of a segment at a node. */
export interface Arm {
  readonly segment: PixelSegment;
  /** Whether this is the segment's `from` end. */
  readonly atFrom: boolean;
}

export interface SecantSettings {
  /** Pixels along the arm for the leaving direction (seed: 7). */
  readonly forward: number;
  /** Pixels along the arm for the arriving direction (seed: 8). */
  readonly back: number;
  /** Largest turning angle a train may take, in degrees (seed: 70). */
  readonly angleLimit: number;
}

export function armsAt(graph: PixelGraph, node: number): Arm[] {
  const arms: Arm[] = [];
  for (const s of segmentsAt(graph, node)) arms.push({ segment: s, atFrom: s.from === node });
  return arms;
}

/** The arm's points leaving the node: its pixels outward, then the far node's centre. */
export function armPoints(graph: PixelGraph, arm: Arm): Point[] {
  const path = arm.atFrom ? arm.segment.path : [...arm.segment.path].reverse();
  const far = graph.nodes.get(arm.atFrom ? arm.segment.to : arm.segment.from)!;
  const near = graph.nodes.get(arm.atFrom ? arm.segment.from : arm.segment.to)!;
  const points = path.map((i) => pointOf(graph.width, i));
  if (points.length === 0) points.push([near.x, near.y]);
  points.push([far.x, far.y]);
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

/**
 * Turning angle of a train arriving along `into` and leaving along `out`: the arriving
 * direction is the back secant reversed (8 pixels out to the cluster), the leaving one
 * the forward secant (cluster to 7 pixels out). Two arms meeting in a V turn by nearly 180°.
 */
export function turningAngle(graph: PixelGraph, into: Arm, out: Arm, settings: SecantSettings): number {
  const back = secant(armPoints(graph, into), settings.back);
  const arriving: Point = [-back[0], -back[1]];
  return angleBetween(arriving, secant(armPoints(graph, out), settings.forward));
}

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
