import { describe, expect, it } from 'vitest';
import { mergeNodes } from '../../src/image/graph-edit.js';
import { addNode, addSegment, copyGraph, type PixelGraph, type PixelSegment, SegmentMap, segmentsAt } from '../../src/image/pixel-graph.js';

/** The segments at a node as a pass over all of them finds them (the order the graph holds them in, a loop twice). */
function scanned(graph: PixelGraph, node: number): number[] {
  const found: number[] = [];
  for (const s of graph.segments.values()) {
    if (s.from === node) found.push(s.id);
    if (s.to === node) found.push(s.id);
  }
  return found;
}

function random(seed: number): () => number {
  let state = seed;
  return () => ((state = (state * 1103515245 + 12345) % 2 ** 31) / 2 ** 31);
}

describe("a graph's segments listed at each node (SegmentMap), as a pass over them all finds them", () => {
  it('after segments are added, deleted, moved to other nodes and nodes merged, in any order', () => {
    for (let seed = 1; seed <= 20; seed++) {
      const next = random(seed);
      const pick = <T>(items: readonly T[]) => items[Math.floor(next() * items.length)]!;
      let graph: PixelGraph = { width: 100, height: 100, nodes: new Map(), segments: new SegmentMap(), nextId: 1 };
      for (let i = 0; i < 12; i++) addNode(graph, [i * 7]);
      for (let step = 0; step < 200; step++) {
        const nodes = [...graph.nodes.keys()];
        const segments = [...graph.segments.values()];
        const choice = next();
        if (choice < 0.4 || segments.length < 3) addSegment(graph, pick(nodes), pick(nodes), [step]);
        else if (choice < 0.6) graph.segments.delete(pick(segments).id);
        else if (choice < 0.8) {
          const s = pick(segments);
          graph.segments.reattach(s, next() < 0.5 ? pick(nodes) : s.from, next() < 0.5 ? pick(nodes) : s.to);
        } else if (choice < 0.9) {
          const s = pick(segments.filter((t) => t.from !== t.to) as PixelSegment[]);
          if (s) mergeNodes(graph, s);
        } else graph = copyGraph(graph);
        for (const node of graph.nodes.keys()) expect(segmentsAt(graph, node).map((s) => s.id)).toEqual(scanned(graph, node));
      }
    }
  });

  it('refuses to be built by Map\'s constructor, whose entries would bypass the lists', () => {
    expect(() => new SegmentMap([[1, { id: 1, from: 1, to: 2, path: [] }]])).toThrow(/SegmentMap\.of/);
  });
});
