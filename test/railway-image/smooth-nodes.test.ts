import { describe, expect, it } from 'vitest';
import { addNode, addSegment, type PixelGraph, SegmentMap } from '../../src/image/pixel-graph.js';
import { mergeSmoothNodes } from '../../src/image/simplify.js';
import type { SecantSettings } from '../../src/image/turns.js';
import { judgedClassMaze } from '../helpers/corpus-maze.js';

/*
 * A node a line passes smoothly is joined into one segment with the line. A cluster merged
 * from junctions a stroke apart (a line and an engine's wheels over it, joined by a wheel's
 * sides) holds pixels off the line: the segment runs the shortest way through it, not up
 * into the drawing and back.
 */

const WIDTH = 60;
const SECANTS: SecantSettings = { rule: 'seed', measure: 'secant', forward: 7, back: 8, angleLimit: 70, strokeWidth: 3 };
const at = (x: number, y: number) => y * WIDTH + x;

/** A line along y = 30 through a node at x 27..33: the line's pixels there, and `offLine` pixels more (a wheel's sides and top over it, or a thinned junction's knob). */
function lineThroughCluster(offLine: readonly number[]): PixelGraph {
  const graph: PixelGraph = { width: WIDTH, height: 40, nodes: new Map(), segments: new SegmentMap(), nextId: 0 };
  const cluster = [27, 28, 29, 30, 31, 32, 33].map((x) => at(x, 30)).concat(offLine);
  const [west, middle, east] = [addNode(graph, [at(0, 30)]), addNode(graph, cluster), addNode(graph, [at(WIDTH - 1, 30)])];
  addSegment(graph, west.id, middle.id, Array.from({ length: 26 }, (_, k) => at(1 + k, 30)));
  addSegment(graph, middle.id, east.id, Array.from({ length: 25 }, (_, k) => at(34 + k, 30)));
  return graph;
}

const rows = (graph: PixelGraph) => [...graph.segments.values()].flatMap((s) => s.path.map((i) => Math.floor(i / WIDTH)));

describe('a line joined through a node it passes smoothly', () => {
  it('runs the shortest way through a cluster reaching more than a stroke width off it (a wheel merged with the line)', () => {
    const wheel = [22, 23, 24, 25, 26, 27, 28, 29].flatMap((y) => [at(27, y), at(33, y)]).concat([28, 29, 30, 31, 32].map((x) => at(x, 22)));
    const graph = lineThroughCluster(wheel);
    mergeSmoothNodes(graph, SECANTS, new Set());
    expect(graph.segments.size).toBe(1);
    expect(rows(graph).every((y) => y === 30)).toBe(true);
  });

  it('keeps every pixel of a small cluster (a junction as thinned)', () => {
    const graph = lineThroughCluster([at(30, 29)]);
    mergeSmoothNodes(graph, SECANTS, new Set());
    expect(graph.segments.size).toBe(1);
    expect(rows(graph).filter((y) => y === 29).length).toBe(1);
  });

  it('all at once 8: an engine\'s wheels over the line, merged with it into clusters, no longer take the route up into the wheels', async () => {
    expect((await judgedClassMaze('all-at-once', 8)).judged).toMatchObject({ legal: true, sameTrack: true });
  });
});
