import { type Arm, armsAt } from './arms.js';
import { READABLE_WIDTH } from './ink-depth.js';
import { OVERRIDE_REACH } from './moves.js';
import type { PixelGraph } from './pixel-graph.js';
import type { Point } from './raster.js';
import { type SecantSettings, turningAngle } from './turns.js';

/*
 * Track no train can use (issue 34): a segment that no move within the angle limit enters or
 * leaves at one of its ends is a decoration's stroke, pruned by decorations.ts; what lies
 * near a person's --allow point or in the knot a letter makes with an end is left alone.
 */

/** A junction this many stroke widths from a start or finish is in the end's knot: no arm there is judged unusable, on strokes a bold letter's knot is read on (READABLE_WIDTH; round 60a). */
const END_KNOT_WIDTHS = 1.5;

/**
 * Segments no train can use: at one of their ends no move (within the angle limit) enters or
 * leaves them, so a train on one heading there is stuck and none arrives from there; up to
 * `maxLength` pixels, twice that when neither end lets a train in (a pole standing on the
 * track, a letter's stroke). Ends near a person's --allow point are left for the override.
 */
export function unusableSegments(graph: PixelGraph, settings: SecantSettings, allow: readonly Point[], maxLength: number, judged: (id: number) => boolean, ends: readonly Point[]): number[] {
  const stuck = new Map<number, number>();
  for (const node of graph.nodes.values()) {
    // The point given lies on the track: in the knot a letter makes with it, the track's arm can read as a turn past the limit (tight-lettered 16).
    if (nearAllowPoint(allow, node) || inEndKnot(node, ends, settings.strokeWidth)) continue;
    const arms = armsAt(graph, node.id);
    if (arms.length < 2) continue;
    for (const arm of arms) {
      const { segment } = arm;
      // A stretch shorter than a stroke width and a half is inside a junction's blot: no line to judge.
      if (!judged(segment.id) || segment.path.length > 2 * maxLength || segment.path.length < 1.5 * settings.strokeWidth) continue;
      if (!someMoveUses(graph, arm, arms, settings)) stuck.set(segment.id, (stuck.get(segment.id) ?? 0) + 1);
    }
  }
  return [...stuck].filter(([id, ends]) => graph.segments.get(id)!.path.length <= (ends >= 2 ? 2 : 1) * maxLength).map(([id]) => id);
}

/** Whether a move within the angle limit takes a train from `arm` onto another of the node's `arms` (not its own segment's), or from one onto it. */
export function someMoveUses(graph: PixelGraph, arm: Arm, arms: readonly Arm[], settings: SecantSettings): boolean {
  return arms.some(
    (other) =>
      other.segment.id !== arm.segment.id &&
      (turningAngle(graph, arm, other, settings) <= settings.angleLimit || turningAngle(graph, other, arm, settings) <= settings.angleLimit),
  );
}

/** Whether a node lies within reach of a person's --allow point: what the rules and the model leave there is the override's. */
export function nearAllowPoint(allow: readonly Point[], node: { readonly x: number; readonly y: number }): boolean {
  return allow.some(([x, y]) => Math.hypot(node.x - x, node.y - y) <= OVERRIDE_REACH);
}

/** Whether a node lies in the knot a letter makes with a start or finish (`ends`), on strokes `width` wide where such a knot is read. */
function inEndKnot(node: { readonly x: number; readonly y: number }, ends: readonly Point[], width: number): boolean {
  return width >= READABLE_WIDTH && ends.some(([x, y]) => Math.hypot(node.x - x, node.y - y) <= END_KNOT_WIDTHS * width);
}
