import { splitSegment } from './graph-edit.js';
import type { PixelGraph } from './pixel-graph.js';
import type { Point } from './raster.js';

export type Snap = { ok: true; node: number; distance: number } | { ok: false; distance: number };

/**
 * Snaps a point to the nearest skeleton pixel and makes a node there (splitting the
 * segment it lies on); farther than `maxDistance` is refused with the distance found.
 */
export function snapToTrack(graph: PixelGraph, point: Point, maxDistance: number): Snap {
  const [px, py] = point;
  let best = Infinity;
  let bestNode: number | undefined;
  let bestSegment: number | undefined;
  let bestAt = 0;
  const consider = (i: number) => {
    const x = i % graph.width;
    const d = Math.hypot(x - px, (i - x) / graph.width - py);
    return d < best ? ((best = d), true) : false;
  };
  for (const node of graph.nodes.values()) {
    for (const i of node.pixels) if (consider(i)) ((bestNode = node.id), (bestSegment = undefined));
  }
  for (const segment of graph.segments.values()) {
    segment.path.forEach((i, at) => {
      if (consider(i)) ((bestSegment = segment.id), (bestNode = undefined), (bestAt = at));
    });
  }
  if (best > maxDistance || (bestNode === undefined && bestSegment === undefined)) return { ok: false, distance: best };
  if (bestNode !== undefined) return { ok: true, node: bestNode, distance: best };
  return { ok: true, node: splitSegment(graph, graph.segments.get(bestSegment!)!, bestAt), distance: best };
}
