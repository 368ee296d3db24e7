import { describe, expect, it } from 'vitest';
import type { PixelGraph, PixelNode, PixelSegment } from '../../src/image/pixel-graph.js';
import { armSecant, secant } from '../../src/image/turns.js';
import { type Arm, armPoints } from '../../src/image/arms.js';

/** A graph of two nodes joined by one segment along `path` (pixel indices), its segments not listed at nodes (armPoints reads only nodes and the segment). */
function joined(path: number[]): { graph: PixelGraph; segment: PixelSegment } {
  const width = 10;
  const node = (id: number, x: number, y: number): PixelNode => ({ id, x, y, pixels: [y * width + x] });
  const graph = { width, height: 10, nodes: new Map([[1, node(1, 0.5, 0.5)], [2, node(2, 8.25, 6)]]), nextId: 3 } as unknown as PixelGraph;
  return { graph, segment: { id: 7, from: 1, to: 2, path } };
}

describe('armSecant: an arm secant read without listing its points', () => {
  it("is the secant of the arm's points from either end, for lengths within, at and past the path, and along an empty path", () => {
    const paths = [[], [12], [11, 22, 33, 44, 45, 56, 67]];
    for (const path of paths) {
      const { graph, segment } = joined(path);
      for (const atFrom of [true, false]) {
        const arm: Arm = { segment, atFrom };
        for (const length of [0, 1, 2, 3, 6, 7, 8, 20]) expect(armSecant(graph, arm, length)).toEqual(secant(armPoints(graph, arm), length));
      }
    }
    // The far end's node centre is the last point: a secant past the path reaches it.
    const { graph, segment } = joined([11, 22, 33]);
    expect(armSecant(graph, { segment, atFrom: false }, 20)).toEqual([0.5 - 3, 0.5 - 3]);
  });
});
