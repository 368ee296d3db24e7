import { addSegment, type PixelGraph, type PixelSegment, segmentsAt } from './pixel-graph.js';

/*
 * A letter's stroke laid across the V of a switch thins with the switch into a triangle of
 * junctions round the hole left at the V's tip. The switch is drawn at that tip: its stem
 * leaves there, its branches along the two sides from it. The side across from the tip is
 * the stroke. Read at the triangle's middle instead, the junction sits up the V, where each
 * branch has already bent away from the stem (issue 34, homework-like 4: the arc from the
 * right measured 71° from the stem there, 38° from the tip).
 */

/**
 * The corner of a triangle (three nodes, three sides) farthest from the ink left out beside
 * it (`leftOut`: the distance from a point to the nearest such pixel): the letter stands in
 * the V, its stroke across from the tip, its other strokes (left out) off the stroke's ends.
 * Undefined when a corner has other than one arm off the triangle, or that arm leads back to
 * a corner, or the V at that corner opens as wide as a right angle (no switch's).
 */
export function switchTip(graph: PixelGraph, corners: readonly number[], sides: readonly PixelSegment[], leftOut: (x: number, y: number) => number): number | undefined {
  let best: { corner: number; away: number } | undefined;
  for (const corner of corners) {
    const outer = segmentsAt(graph, corner).filter((s) => !sides.includes(s));
    if (outer.length !== 1 || corners.includes(otherEnd(outer[0]!, corner))) return undefined;
    const node = graph.nodes.get(corner)!;
    const away = leftOut(node.x, node.y);
    if (!best || away > best.away) best = { corner, away };
  }
  return best && opening(graph, best.corner, corners) < SWITCH_OPENING ? best.corner : undefined;
}

/** A switch's branches leave its stem nearly together: the V at its tip opens less than this (degrees; letters over a line meet it in triangles of 99° and 103° on issue 34's drawings 72, its switches in 39° to 67°). */
const SWITCH_OPENING = 90;

/** The angle at `tip` between the chords to the two other corners, degrees. */
function opening(graph: PixelGraph, tip: number, corners: readonly number[]): number {
  const at = graph.nodes.get(tip)!;
  const [a, b] = corners.filter((c) => c !== tip).map((c) => graph.nodes.get(c)!);
  const [ax, ay, bx, by] = [a!.x - at.x, a!.y - at.y, b!.x - at.x, b!.y - at.y];
  const cos = (ax * bx + ay * by) / ((Math.hypot(ax, ay) || 1) * (Math.hypot(bx, by) || 1));
  return (Math.acos(Math.max(-1, Math.min(1, cos))) * 180) / Math.PI;
}

/**
 * `switchTip` for the triangles whose middle lies within `reach` pixels of an end (a start's
 * or finish's label stands there), none elsewhere.
 */
export function tipsBesideEnds(graph: PixelGraph, ends: readonly number[], reach: number, leftOut: (x: number, y: number) => number) {
  return (corners: readonly number[], sides: readonly PixelSegment[]): number | undefined => {
    const nodes = corners.map((c) => graph.nodes.get(c)!);
    const [x, y] = [nodes.reduce((t, n) => t + n.x, 0) / nodes.length, nodes.reduce((t, n) => t + n.y, 0) / nodes.length];
    const beside = ends.some((e) => {
      const end = graph.nodes.get(e);
      return end !== undefined && Math.hypot(end.x - x, end.y - y) <= reach;
    });
    return beside ? switchTip(graph, corners, sides, leftOut) : undefined;
  };
}

/**
 * Drops the side across from `tip` (the stroke) and runs each branch from the tip along its
 * side, through its corner, into the arm beyond: one junction at the tip. Returns the pixels
 * of the side dropped.
 */
export function openAtTip(graph: PixelGraph, tip: number, sides: readonly PixelSegment[]): readonly number[] {
  let dropped: readonly number[] = [];
  for (const side of sides) {
    if (side.from !== tip && side.to !== tip) {
      graph.segments.delete(side.id);
      dropped = side.path;
      continue;
    }
    const corner = otherEnd(side, tip);
    const outer = segmentsAt(graph, corner).find((s) => s !== side && !sides.includes(s))!;
    const node = graph.nodes.get(corner)!;
    const along = side.from === tip ? side.path : [...side.path].reverse();
    const beyond = outer.from === corner ? outer.path : [...outer.path].reverse();
    const last = along[along.length - 1] ?? beyond[0];
    const cluster = [...node.pixels].sort((p, q) => distance(graph, p, last) - distance(graph, q, last));
    graph.segments.delete(side.id);
    graph.segments.delete(outer.id);
    addSegment(graph, tip, otherEnd(outer, corner), [...along, ...cluster, ...beyond]);
    graph.nodes.delete(corner);
  }
  return dropped;
}

const otherEnd = (s: PixelSegment, node: number) => (s.from === node ? s.to : s.from);

function distance(graph: PixelGraph, p: number, q: number | undefined): number {
  if (q === undefined) return 0;
  return Math.hypot((p % graph.width) - (q % graph.width), Math.floor(p / graph.width) - Math.floor(q / graph.width));
}
