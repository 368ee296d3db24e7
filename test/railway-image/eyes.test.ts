import { describe, expect, it } from 'vitest';
import { closeEyes } from '../../src/image/eyes.js';
import { addNode, addSegment, type PixelGraph, SegmentMap } from '../../src/image/pixel-graph.js';

/** A graph of nodes at the given places and segments `from-to:length` (pixels along a row, only their count matters here). */
function graph(nodes: readonly (readonly [number, number])[], segments: readonly string[]): PixelGraph {
  const g: PixelGraph = { width: 200, height: 200, nodes: new Map(), segments: new SegmentMap(), nextId: 1 };
  const ids = nodes.map(([x, y]) => addNode(g, [y * 200 + x]).id);
  segments.forEach((spec, k) => {
    const [ends, length] = spec.split(':');
    const [a, b] = ends!.split('-').map(Number);
    addSegment(g, ids[a!]!, ids[b!]!, Array.from({ length: Number(length) }, (_, i) => (k + 1) * 200 + i));
  });
  return g;
}

const lengths = (g: PixelGraph) => [...g.segments.values()].map((s) => s.path.length).sort((a, b) => a - b);

describe('eyes in a stroke (a wheel pressed onto a line)', () => {
  it('a line split round a hole and joined again keeps its shorter side', () => {
    // 0 -- 1 =eye= 2 -- 3: the line enters the eye at 1 and leaves it at 2.
    const g = graph([[0, 0], [40, 0], [60, 0], [100, 0]], ['0-1:40', '1-2:18', '1-2:24', '2-3:40']);
    expect(closeEyes(g, 30, new Set()).map((side) => side.length)).toEqual([24]);
    expect(lengths(g)).toEqual([18, 40, 40]);
  });

  it('a chain of eyes (a row of wheels) closes from its end, also at a switch of four arms', () => {
    // 0 -- 1 =eye= 2 =eye= 3, and at 3 a switch: its stem 3-4 and a branch 3-5.
    const g = graph([[0, 0], [40, 0], [60, 0], [80, 0], [120, 0], [120, 40]], ['0-1:40', '1-2:18', '1-2:22', '2-3:17', '2-3:15', '3-4:40', '3-5:40']);
    expect(closeEyes(g, 30, new Set()).map((side) => side.length).sort()).toEqual([17, 22]);
    expect(lengths(g)).toEqual([15, 18, 40, 40, 40]);
  });

  it('two tracks touching side by side round a pinhole (four arms at both nodes) stay two', () => {
    const g = graph([[0, 0], [0, 20], [40, 10], [60, 10], [100, 0], [100, 20]], ['0-2:40', '1-2:40', '2-3:18', '2-3:20', '3-4:40', '3-5:40']);
    expect(closeEyes(g, 30, new Set())).toEqual([]);
    expect(g.segments.size).toBe(6);
  });

  it('a hole among the strokes of a drawing over a junction of five arms, long sides, and an eye at the start stay', () => {
    const many = graph([[0, 0], [40, 0], [60, 0], [100, 0], [60, 40], [60, 80]], ['0-1:40', '1-2:18', '1-2:20', '2-3:40', '2-4:40', '2-5:40']);
    expect(closeEyes(many, 30, new Set())).toEqual([]);
    const long = graph([[0, 0], [40, 0], [60, 0], [100, 0]], ['0-1:40', '1-2:31', '1-2:35', '2-3:40']);
    expect(closeEyes(long, 30, new Set())).toEqual([]);
    const start = graph([[0, 0], [40, 0], [60, 0], [100, 0]], ['0-1:40', '1-2:18', '1-2:24', '2-3:40']);
    expect(closeEyes(start, 30, new Set([2]))).toEqual([]);
  });
});
