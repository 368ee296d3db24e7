import { addSegment, type PixelGraph, type PixelSegment, segmentsAt } from './pixel-graph.js';
import type { Point } from './raster.js';

/*
 * A letter's stroke laid across the V of a switch thins with the switch into a triangle of
 * junctions round the hole left at the V's tip. The switch is drawn at that tip: its stem
 * leaves there, its branches along the two sides from it. The side across from the tip is
 * the stroke. Read at the triangle's middle instead, the junction sits up the V, where each
 * branch has already bent away from the stem by the angle the V opens (issue 34,
 * homework-like 4: the arc from the right measured 71° from the stem, not 25°).
 */

/**
 * The corner of a triangle (three nodes, three sides) whose one other arm runs on most
 * nearly straight into both sides (the least turning from it into the two together,
 * measured by chords `reach` pixels long): a switch's stem at its V's tip. Undefined when a
 * corner has other than one arm off the triangle, or that arm leads back to a corner.
 */
export function switchTip(graph: PixelGraph, corners: readonly number[], sides: readonly PixelSegment[], reach: number): number | undefined {
  let best: { corner: number; turning: number } | undefined;
  for (const corner of corners) {
    const outer = segmentsAt(graph, corner).filter((s) => !sides.includes(s));
    if (outer.length !== 1 || corners.includes(otherEnd(outer[0]!, corner))) return undefined;
    const at = point(graph.nodes.get(corner)!);
    const away = chord(at, pointAlong(graph, outer[0]!, corner, reach));
    const onward: Point = [-away[0], -away[1]];
    const turning = corners
      .filter((c) => c !== corner)
      .reduce((total, c) => total + angle(onward, chord(at, point(graph.nodes.get(c)!))), 0);
    if (!best || turning < best.turning) best = { corner, turning };
  }
  return best?.corner;
}

/**
 * Drops the side across from `tip` (the stroke) and runs each branch from the tip along its
 * side, through its corner, into the arm beyond: one junction at the tip.
 */
export function openAtTip(graph: PixelGraph, tip: number, sides: readonly PixelSegment[]): void {
  for (const side of sides) {
    if (side.from !== tip && side.to !== tip) {
      graph.segments.delete(side.id);
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
}

const otherEnd = (s: PixelSegment, node: number) => (s.from === node ? s.to : s.from);
const point = (n: { x: number; y: number }): Point => [n.x, n.y];
const chord = (a: Point, b: Point): Point => [b[0] - a[0], b[1] - a[1]];

function pointAlong(graph: PixelGraph, s: PixelSegment, from: number, reach: number): Point {
  const path = s.from === from ? s.path : [...s.path].reverse();
  const i = path[Math.min(path.length - 1, reach)];
  return i === undefined ? point(graph.nodes.get(otherEnd(s, from))!) : [i % graph.width, Math.floor(i / graph.width)];
}

function distance(graph: PixelGraph, p: number, q: number | undefined): number {
  if (q === undefined) return 0;
  return Math.hypot((p % graph.width) - (q % graph.width), Math.floor(p / graph.width) - Math.floor(q / graph.width));
}

function angle(a: Point, b: Point): number {
  const cos = (a[0] * b[0] + a[1] * b[1]) / ((Math.hypot(a[0], a[1]) || 1) * (Math.hypot(b[0], b[1]) || 1));
  return (Math.acos(Math.max(-1, Math.min(1, cos))) * 180) / Math.PI;
}
