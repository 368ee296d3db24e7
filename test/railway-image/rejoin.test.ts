import { describe, expect, it } from 'vitest';
import { addNode, addSegment, type PixelGraph, SegmentMap, segmentsAt } from '../../src/image/pixel-graph.js';
import type { Bitmap } from '../../src/image/raster.js';
import { rejoinCutLines } from '../../src/image/rejoin.js';

const SIZE = 100;
const at = (x: number, y: number) => y * SIZE + x;
const range = (from: number, to: number) => Array.from({ length: Math.abs(to - from) + 1 }, (_, k) => from + Math.sign(to - from) * k);

/**
 * A vertical line from (50,0) to (50,99), and a horizontal line cut on both sides of it (a
 * word written along it went with its letters): ends at (40,50) and (60,50). The far ends
 * are kept (a start, a finish). Ink: both lines drawn whole, less what `bare` leaves out.
 */
function cutCrossing(bare: readonly number[] = []) {
  const graph: PixelGraph = { width: SIZE, height: SIZE, nodes: new Map(), segments: new SegmentMap(), nextId: 1 };
  const node = (x: number, y: number) => addNode(graph, [at(x, y)]).id;
  const [top, bottom, left, right] = [node(50, 0), node(50, 99), node(0, 50), node(99, 50)];
  const [leftCut, rightCut] = [node(40, 50), node(60, 50)];
  addSegment(graph, top, bottom, range(1, 98).map((y) => at(50, y)));
  addSegment(graph, left, leftCut, range(1, 39).map((x) => at(x, 50)));
  addSegment(graph, right, rightCut, range(98, 61).map((x) => at(x, 50)));
  const ink: Bitmap = { width: SIZE, height: SIZE, data: new Uint8Array(SIZE * SIZE) };
  for (let k = 0; k < SIZE; k++) ink.data[at(k, 50)] = ink.data[at(50, k)] = 1;
  for (const i of bare) ink.data[i] = 0;
  return { graph, ink, keep: new Set([top, bottom, left, right]), leftCut, rightCut };
}

describe('lines cut where lettering lay along them', () => {
  it('two ends left over on either side of a line, the ink running on between, are joined to it at one node: a crossing again', () => {
    const { graph, ink, keep, leftCut, rightCut } = cutCrossing();
    const joined = rejoinCutLines(graph, ink, new Set(), keep, 32, 8, 2);
    expect(joined.length).toBeGreaterThan(0);
    const crossing = [...graph.nodes.values()].find((n) => n.x === 50 && n.y === 50);
    expect(crossing).toBeDefined();
    expect(segmentsAt(graph, crossing!.id)).toHaveLength(4);
    for (const end of [leftCut, rightCut]) expect(segmentsAt(graph, end)).toHaveLength(2);
  });

  it('an end pointing at bare paper (no ink, nothing left out between) stays an end', () => {
    const { graph, ink, keep, leftCut, rightCut } = cutCrossing([...range(41, 49), ...range(51, 59)].map((x) => at(x, 50)));
    expect(rejoinCutLines(graph, ink, new Set(), keep, 32, 8, 2)).toEqual([]);
    for (const end of [leftCut, rightCut]) expect(segmentsAt(graph, end)).toHaveLength(1);
  });

  it('without ink straight ahead, the skeleton left out leads the way when it leaves the end along its line, not when it turns back', () => {
    const bare = [...range(41, 49), ...range(51, 59)].map((x) => at(x, 50));
    // Left out: the line's skeleton under a word, bowed down by a letter's foot: (40,50) to (50,58) and on to the vertical line.
    const bowed = new Set(range(41, 49).map((x) => at(x, 50 + Math.round((x - 40) * 0.8))));
    const ahead = cutCrossing(bare);
    expect(rejoinCutLines(ahead.graph, ahead.ink, bowed, ahead.keep, 32, 3, 2).length).toBeGreaterThan(0);
    expect(segmentsAt(ahead.graph, ahead.leftCut)).toHaveLength(2);
    // The same way from the end drawn back over the line it came along: no join.
    const back = new Set(range(30, 39).map((x) => at(x, 51)));
    const behind = cutCrossing(bare);
    expect(rejoinCutLines(behind.graph, behind.ink, back, behind.keep, 32, 3, 2)).toEqual([]);
  });
});
