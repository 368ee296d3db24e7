import { type Point, pointOf } from './raster.js';
import { type PixelGraph, type PixelSegment, segmentsAt } from './pixel-graph.js';

/** One end of a segment at a node. */
export interface Arm {
  readonly segment: PixelSegment;
  /** Whether this is the segment's `from` end. */
  readonly atFrom: boolean;
}

/** An arm's name in keys of sets and maps: its segment and which end. */
export const armKey = (arm: Arm) => `${arm.segment.id}:${arm.atFrom}`;

/** Whether two arms are the same end of the same segment. */
export const sameArm = (a: Arm, b: Arm) => a.segment.id === b.segment.id && a.atFrom === b.atFrom;

/** The node at the arm's far end. */
export const farEndOf = (arm: Arm): number => (arm.atFrom ? arm.segment.to : arm.segment.from);

/** The same segment's arm at its far end, arriving there. */
export const arrivingAtFarEnd = (arm: Arm): Arm => ({ segment: arm.segment, atFrom: !arm.atFrom });

export function armsAt(graph: PixelGraph, node: number): Arm[] {
  const arms: Arm[] = [];
  // A loop is listed at its node twice: once for each end.
  const loopsSeen = new Set<number>();
  for (const s of segmentsAt(graph, node)) {
    const secondEnd = s.from === s.to && loopsSeen.has(s.id);
    if (s.from === s.to) loopsSeen.add(s.id);
    arms.push({ segment: s, atFrom: s.from === node && !secondEnd });
  }
  return arms;
}

/** The arm's points leaving the node: its pixels outward, then the far node's centre. */
export function armPoints(graph: PixelGraph, arm: Arm): Point[] {
  const path = arm.atFrom ? arm.segment.path : [...arm.segment.path].reverse();
  const far = graph.nodes.get(farEndOf(arm))!;
  const near = graph.nodes.get(arm.atFrom ? arm.segment.from : arm.segment.to)!;
  const points = path.map((i) => pointOf(graph.width, i));
  if (points.length === 0) points.push([near.x, near.y]);
  points.push([far.x, far.y]);
  return points;
}
