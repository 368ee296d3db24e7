import { describe, expect, it } from 'vitest';
import { type PixelGraph, segmentsAt, traceSkeleton } from '../../src/image/pixel-graph.js';
import type { Bitmap } from '../../src/image/raster.js';
import { contractWebs } from '../../src/image/webs.js';
import { splitLoops } from '../../src/image/graph-edit.js';

/*
 * A drawing over the track (an engine's frame, hatching, letters) thins with the track
 * under it into a web of junctions a stroke apart round small holes: one junction, whose
 * arms are the long strokes leaving it. A switch or a crossing, thinned into a junction or
 * two round one hole, is left as it is.
 */

const [WIDTH, HEIGHT] = [80, 40];

/** A line along y = 20, and a grid of cells `cell` pixels wide between x0..x1 and y0..y1 drawn over it. */
function lineUnderGrid(x0: number, x1: number, y0: number, y1: number, cell: number): Bitmap {
  const data = new Uint8Array(WIDTH * HEIGHT);
  for (let x = 0; x < WIDTH; x++) data[20 * WIDTH + x] = 1;
  for (let y = y0; y <= y1; y += cell) for (let x = x0; x <= x1; x++) data[y * WIDTH + x] = 1;
  for (let x = x0; x <= x1; x += cell) for (let y = y0; y <= y1; y++) data[y * WIDTH + x] = 1;
  return { width: WIDTH, height: HEIGHT, data };
}

const junctions = (graph: PixelGraph) => [...graph.nodes.values()].filter((n) => segmentsAt(graph, n.id).length >= 3);

describe('webs of junctions a stroke apart are one junction', () => {
  it('a grid of small cells over a line (an engine or hatching drawn over the track) becomes one junction, the line its arms', () => {
    const graph = traceSkeleton(lineUnderGrid(30, 48, 14, 26, 6));
    expect(junctions(graph).length).toBeGreaterThan(5);
    contractWebs(graph, 4, new Set());
    const [web, ...others] = [...graph.nodes.values()].filter((n) => segmentsAt(graph, n.id).length >= 2);
    expect(others).toEqual([]);
    // Its arms: the line's two halves, running out to the picture's edges.
    const arms = segmentsAt(graph, web!.id);
    expect(arms.length).toBe(2);
    expect(arms.every((s) => s.path.length > 20)).toBe(true);
  });

  it('a start inside a web stays, the web contracted into it', () => {
    const graph = traceSkeleton(lineUnderGrid(30, 48, 14, 26, 6));
    const start = junctions(graph)[0]!.id;
    contractWebs(graph, 4, new Set([start]));
    expect(graph.nodes.has(start)).toBe(true);
    expect(segmentsAt(graph, start).length).toBe(2);
  });

  it('four holes (an engine standing on a switch) are a web; three (tight curves traced enlarged round their pinholes) are not', () => {
    const four = traceSkeleton(lineUnderGrid(30, 42, 14, 26, 6));
    contractWebs(four, 4, new Set());
    expect(junctions(four).length).toBe(0);
    const three = traceSkeleton(lineUnderGrid(30, 48, 14, 20, 6));
    // Corners thinned into a pixel's loop: done first, as contracting does it at the end.
    splitLoops(three);
    const before = junctions(three).length;
    expect(before).toBeGreaterThan(3);
    contractWebs(three, 4, new Set());
    expect(junctions(three).length).toBe(before);
  });

  it('one hole (a box standing on the line, a switch thinned round its V) is no web', () => {
    // The box's corners cut diagonally, as thinning leaves them.
    const box = lineUnderGrid(0, -1, 0, -1, 1);
    for (let x = 31; x <= 35; x++) box.data[14 * WIDTH + x] = 1;
    for (let y = 15; y < 20; y++) box.data[y * WIDTH + 30] = box.data[y * WIDTH + 36] = 1;
    const graph = traceSkeleton(box);
    expect(junctions(graph).length).toBe(2);
    const before = junctions(graph).length;
    contractWebs(graph, 4, new Set());
    expect(junctions(graph).length).toBe(before);
  });
});
