import { arcAlongCircle, circleReach, fitCircle } from './circle-ends.js';
import { addSegmentAlong } from './graph-edit.js';
import type { PixelGraph } from './pixel-graph.js';
import { type Point, unitVector } from './raster.js';
import { armDirection, type SecantSettings, turningAngle } from './turns.js';
import { type Arm, armPoints, armsAt, farEndOf } from './arms.js';

/*
 * A filled shape's inside is erased and its outline kept (thick.ts): a track running under
 * the shape comes out of it along the outline. Where a circle's arc cuts the shape's
 * corner, it runs into the outline there, and the outline's edge goes on at a turn the
 * angle refuses (homework-like 10: 116° at a filled station's corner, where the roof's wall
 * meets it too, and the arc turns about 25° under the box): the arc's way on is lost. To a person the arc runs on under
 * the shape along its circle to where the track comes out. At a corner of two arms beside
 * an erased inside whose move the angle refuses, an arm whose line bends along a circle
 * runs on along it, under the shape, to the junction beside an erased inside that the circle
 * reaches, whose arm leaves the way the circle runs on (circle-ends.ts, circleReach).
 */

/** Beside an erased inside: within this many stroke widths of its pixels. */
const BESIDE_WIDTHS = 2;
/** The arm's line is fitted from this many stroke widths past the corner to this many. */
const FIT_FROM_WIDTHS = 1;
const FIT_TO_WIDTHS = 12;
/** ...and short of the far junction by this many, where merging strokes pull the skeleton off the line (1 and 3 tried on homework-like 10: the copy's or the picture's circle then misses). */
const FAR_BLOT_WIDTHS = 2.5;
/** A line bending along a circle of at most this many stroke widths' radius (straighter lines are no arc). */
const RADIUS_WIDTHS = 20;
/** The junction lies off the circle by at most this share of its distance (round 26's pairing). */
const CIRCLE_REACH = 0.1;

/** Joins each such corner's arc under the shape to the junction where it comes out; how many were joined. */
export function joinArcsUnderShapes(graph: PixelGraph, erased: Uint8Array, settings: SecantSettings): number {
  const beside = besideErased(graph, erased, settings.strokeWidth);
  let joined = 0;
  for (const node of [...graph.nodes.values()]) {
    const arms = armsAt(graph, node.id);
    if (arms.length !== 2 || arms[0]!.segment.id === arms[1]!.segment.id) continue;
    const [a, b] = arms as [Arm, Arm];
    if (turningAngle(graph, a, b, settings) <= settings.angleLimit || !beside([node.x, node.y])) continue;
    for (const arm of arms) {
      const target = arcOut(graph, node.id, arm, settings, beside);
      if (!target) continue;
      const arc = arcAlongCircle([node.x, node.y], target.at, target.circle);
      // Two steps per pixel of the arc.
      if (!addSegmentAlong(graph, node.id, target.node, arc.at, Math.max(2, Math.ceil(2 * arc.length)))) continue;
      joined++;
      break;
    }
  }
  return joined;
}

/** The junction the arm's circle reaches past the corner, and the circle. */
function arcOut(graph: PixelGraph, corner: number, arm: Arm, settings: SecantSettings, beside: (p: Point) => boolean) {
  const width = settings.strokeWidth;
  const node = graph.nodes.get(corner)!;
  const p: Point = [node.x, node.y];
  const farNode = graph.nodes.get(farEndOf(arm))!;
  // Past the blots at both ends: the corner's and the far junction's.
  const stretch = armPoints(graph, arm).filter((q) => {
    const d = Math.hypot(q[0] - p[0], q[1] - p[1]);
    return d >= FIT_FROM_WIDTHS * width && d <= FIT_TO_WIDTHS * width && Math.hypot(q[0] - farNode.x, q[1] - farNode.y) >= FAR_BLOT_WIDTHS * width;
  });
  const circle = fitCircle(stretch, RADIUS_WIDTHS * width);
  if (!circle) return undefined;
  let best: { node: number; off: number } | undefined;
  for (const other of graph.nodes.values()) {
    if (other.id === corner || armsAt(graph, other.id).length < 3 || !beside([other.x, other.y])) continue;
    const q: Point = [other.x, other.y];
    const distance = Math.hypot(q[0] - p[0], q[1] - p[1]);
    for (const out of armsAt(graph, other.id)) {
      const off = circleReach(p, circle, q, unitVector(armDirection(graph, out, settings)));
      if (off !== undefined && off <= CIRCLE_REACH * distance && (!best || off < best.off)) best = { node: other.id, off };
    }
  }
  if (!best) return undefined;
  const target = graph.nodes.get(best.node)!;
  return { node: best.node, at: [target.x, target.y] as Point, circle };
}

/** Whether a point lies beside an erased inside (within BESIDE_WIDTHS stroke widths of it). */
export function besideErased(graph: PixelGraph, erased: Uint8Array, strokeWidth: number): (p: Point) => boolean {
  return (p) => nearErased(erased, graph.width, graph.height, p, BESIDE_WIDTHS * strokeWidth);
}

/** Whether any erased pixel lies within `reach` of the point. */
function nearErased(erased: Uint8Array, width: number, height: number, [x, y]: Point, reach: number): boolean {
  for (let v = Math.max(0, Math.floor(y - reach)); v <= Math.min(height - 1, Math.ceil(y + reach)); v++) {
    for (let u = Math.max(0, Math.floor(x - reach)); u <= Math.min(width - 1, Math.ceil(x + reach)); u++) {
      if (erased[v * width + u] && (u - x) ** 2 + (v - y) ** 2 <= reach * reach) return true;
    }
  }
  return false;
}
