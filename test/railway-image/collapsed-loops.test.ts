import { describe, expect, it } from 'vitest';
import { collapseSmallTriangles } from '../../src/image/graph-edit.js';
import { addNode, addSegment, type PixelGraph, SegmentMap } from '../../src/image/pixel-graph.js';
import { armPoints, armsAt } from '../../src/image/arms.js';
import { judgedClassMaze } from '../helpers/corpus-maze.js';

/*
 * A triangle of junctions contracted into one (a letter filling a switch's V) turns any other
 * segment between two of its corners into a loop from the junction back to itself. A loop
 * names one node for both its ends, so both its arms were measured from one end: a balloon
 * loop's way back read as smooth as its way in. Like mergeCloseNodes, the contraction now
 * gives each loop a middle node, and takes out a loop shorter than a triangle's side (a
 * pinhole left inside the junction).
 */

const WIDTH = 100;
const at = (x: number, y: number) => y * WIDTH + x;
/** Pixels of a straight path from (x0, y0) to (x1, y1), ends left out. */
const line = (x0: number, y0: number, x1: number, y1: number) => {
  const steps = Math.max(Math.abs(x1 - x0), Math.abs(y1 - y0));
  return Array.from({ length: steps - 1 }, (_, k) => at(Math.round(x0 + ((x1 - x0) * (k + 1)) / steps), Math.round(y0 + ((y1 - y0) * (k + 1)) / steps)));
};

/** Corners A (40,50), B (48,50), C (44,44), each with an arm out; a long way round from A to B below; a 4 px pinhole between B and C. */
function triangleWithWaysBetweenCorners(): { graph: PixelGraph; long: number; pinhole: number } {
  const graph: PixelGraph = { width: WIDTH, height: WIDTH, nodes: new Map(), segments: SegmentMap.of([]), nextId: 0 };
  const [a, b, c] = [addNode(graph, [at(40, 50)]), addNode(graph, [at(48, 50)]), addNode(graph, [at(44, 44)])];
  const [ea, eb, ec] = [addNode(graph, [at(10, 50)]), addNode(graph, [at(90, 50)]), addNode(graph, [at(44, 10)])];
  addSegment(graph, a.id, b.id, line(40, 50, 48, 50));
  addSegment(graph, b.id, c.id, line(48, 50, 44, 44));
  addSegment(graph, c.id, a.id, line(44, 44, 40, 50));
  addSegment(graph, ea.id, a.id, line(10, 50, 40, 50));
  addSegment(graph, b.id, eb.id, line(48, 50, 90, 50));
  addSegment(graph, c.id, ec.id, line(44, 44, 44, 10));
  const long = addSegment(graph, a.id, b.id, [...line(40, 50, 40, 80), at(40, 80), ...line(40, 80, 48, 80), at(48, 80), ...line(48, 80, 48, 50)]).id;
  const pinhole = addSegment(graph, b.id, c.id, [at(47, 48), at(46, 47), at(45, 46), at(45, 45)]).id;
  return { graph, long, pinhole };
}

describe('a contracted triangle leaves no loop (graph-edit.ts collapseSmallTriangles)', () => {
  it('splits the long way round between two corners at its middle and takes out the pinhole', () => {
    const { graph, long, pinhole } = triangleWithWaysBetweenCorners();
    const length = graph.segments.get(long)!.path.length;
    collapseSmallTriangles(graph, 12, 32, new Set(), () => true, () => undefined, []);
    expect([...graph.segments.values()].filter((s) => s.from === s.to)).toEqual([]);
    expect(graph.segments.has(long)).toBe(false);
    expect(graph.segments.has(pinhole)).toBe(false);
    // The junction the corners became, with its three arms out and the long way's two halves, through a middle node of two arms.
    const junction = [...graph.nodes.values()].find((n) => graph.segments.at(n.id).length === 5)!;
    const middle = [...graph.nodes.values()].find((n) => graph.segments.at(n.id).length === 2)!;
    const halves = graph.segments.at(middle.id);
    expect(halves.every((s) => s.from === junction.id || s.to === junction.id)).toBe(true);
    expect(halves.reduce((sum, s) => sum + s.path.length, 0)).toBe(length - 1);
  });

  it('traces all at once 83 right, whose loop round a letter-filled junction was measured from one end', async () => {
    const { judged } = await judgedClassMaze('all-at-once', 83);
    expect(judged.why).toBe('');
    expect(judged.legal && judged.sameTrack).toBe(true);
  });
});

describe('a loop at a node has two arms, one from each end (turns.ts armsAt)', () => {
  it('measures the way out along the loop from its first end and the way back from its last', () => {
    const graph: PixelGraph = { width: WIDTH, height: WIDTH, nodes: new Map(), segments: SegmentMap.of([]), nextId: 0 };
    const node = addNode(graph, [at(40, 50)]);
    // Out east along y = 50, round and back in from the south along x = 40.
    const loop = addSegment(graph, node.id, node.id, [...line(40, 50, 70, 50), at(70, 50), ...line(70, 50, 70, 80), at(70, 80), ...line(70, 80, 40, 80), at(40, 80), ...line(40, 80, 40, 50)]);
    const arms = armsAt(graph, node.id);
    expect(arms.map((a) => [a.segment.id, a.atFrom])).toEqual([[loop.id, true], [loop.id, false]]);
    const firstSteps = arms.map((a) => armPoints(graph, a)[1]);
    expect(firstSteps).toEqual([[42, 50], [40, 52]]);
  });
});
