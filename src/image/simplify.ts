import { splitSegment } from './graph-edit.js';
import { wayThrough } from './node-ways.js';
import { addSegment, type PixelGraph, armCount } from './pixel-graph.js';
import { pointOf } from './raster.js';
import { cuspPositions, type SecantSettings, turningAngle } from './turns.js';
import { armsAt, farEndOf } from './arms.js';

/** Puts a node (with no move through it) at each sharp corner inside a segment. */
export function splitCusps(graph: PixelGraph, settings: SecantSettings): number[] {
  const cusps: number[] = [];
  for (const segment of [...graph.segments.values()]) {
    const points = segment.path.map((i) => pointOf(graph.width, i));
    const at = cuspPositions(points, settings.forward, settings.angleLimit);
    let rest = segment;
    // Split from the far end first so earlier positions stay valid.
    for (const position of at.reverse()) {
      const node = splitSegment(graph, rest, position);
      cusps.push(node);
      rest = [...graph.segments.values()].find((s) => s.to === node)!;
    }
  }
  return cusps;
}

/**
 * Joins the two segments at a node of degree two into one when a train passes it smoothly
 * both ways; nodes in `keep` (start, finish) and corners stay.
 */
export function mergeSmoothNodes(graph: PixelGraph, settings: SecantSettings, keep: ReadonlySet<number>): void {
  for (const node of [...graph.nodes.values()]) {
    if (keep.has(node.id)) continue;
    const arms = armsAt(graph, node.id);
    if (arms.length !== 2 || arms[0]!.segment.id === arms[1]!.segment.id) continue;
    const [a, b] = arms as [(typeof arms)[0], (typeof arms)[0]];
    const farA = farEndOf(a);
    const farB = farEndOf(b);
    if (farA === farB) continue; // joining would make a loop
    if (turningAngle(graph, a, b, settings) > settings.angleLimit || turningAngle(graph, b, a, settings) > settings.angleLimit) continue;
    const intoNode = a.atFrom ? [...a.segment.path].reverse() : a.segment.path;
    const outOfNode = b.atFrom ? b.segment.path : [...b.segment.path].reverse();
    graph.segments.delete(a.segment.id);
    graph.segments.delete(b.segment.id);
    graph.nodes.delete(node.id);
    addSegment(graph, farA, farB, [...intoNode, ...wayThrough(graph, node.pixels, intoNode.at(-1), outOfNode[0], settings.strokeWidth), ...outOfNode]);
  }
  if ([...graph.nodes.values()].some((n) => armCount(graph, n.id) === 0 && !keep.has(n.id))) {
    for (const n of [...graph.nodes.values()]) if (armCount(graph, n.id) === 0 && !keep.has(n.id)) graph.nodes.delete(n.id);
  }
}
