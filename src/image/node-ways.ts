import type { PixelGraph } from './pixel-graph.js';
import { pointOf, type Point } from './raster.js';

/*
 * The pixels of a node that a line joined through it runs on. A cluster merged from
 * junctions a stroke apart (a line and an engine's wheels over it, joined by the wheels'
 * sides: mergeCloseNodes) holds pixels off the line, and all of them in the line's path make
 * it run up into the drawing and back (all at once 8: 10 px off the line, where the route
 * then left the drawn track). A thinned junction's own cluster, a pixel or two across, stays
 * whole: its pixels lie on the line.
 */

/**
 * Where the node's pixels spread more than `reach` from their middle, the shortest way
 * through them (8-connected) from the pixel nearest `before` to the pixel nearest `after`;
 * otherwise, or with no pixel before or after or no way through, all of them, ordered by
 * distance from the pixel before.
 */
export function wayThrough(graph: PixelGraph, pixels: readonly number[], before: number | undefined, after: number | undefined, reach: number): number[] {
  const points = pixels.map((i) => pointOf(graph.width, i));
  const [cx, cy] = points.reduce(([sx, sy], [x, y]) => [sx + x / points.length, sy + y / points.length], [0, 0]);
  const spread = Math.max(...points.map(([x, y]) => Math.hypot(x - cx, y - cy)));
  if (before === undefined || after === undefined || spread <= reach) return orderedPixels(graph, pixels, before);
  const [source, target] = [orderedPixels(graph, pixels, before)[0]!, orderedPixels(graph, pixels, after)[0]!];
  const inside = new Set(pixels);
  const previous = new Map<number, number>([[source, source]]);
  const queue = [source];
  for (let k = 0; k < queue.length && !previous.has(target); k++) {
    const [x, y] = pointOf(graph.width, queue[k]!);
    for (let dy = -1; dy <= 1; dy++) {
      for (let dx = -1; dx <= 1; dx++) {
        const j = (y + dy) * graph.width + x + dx;
        if (x + dx < 0 || x + dx >= graph.width || !inside.has(j) || previous.has(j)) continue;
        previous.set(j, queue[k]!);
        queue.push(j);
      }
    }
  }
  if (!previous.has(target)) return orderedPixels(graph, pixels, before);
  const way = [target];
  while (way[way.length - 1] !== source) way.push(previous.get(way[way.length - 1]!)!);
  return way.reverse();
}

/** A node's pixels ordered by distance from the pixel before them. */
export function orderedPixels(graph: PixelGraph, pixels: readonly number[], before: number | undefined): number[] {
  if (before === undefined) return [...pixels];
  const origin: Point = pointOf(graph.width, before);
  const d = (i: number) => {
    const [x, y] = pointOf(graph.width, i);
    return Math.hypot(x - origin[0], y - origin[1]);
  };
  return [...pixels].sort((p, q) => d(p) - d(q));
}
