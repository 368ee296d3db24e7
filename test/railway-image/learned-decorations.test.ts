import { describe, expect, it } from 'vitest';
import { FEATURES, segmentFeatures } from '../../src/image/decoration-features.js';
import type { TreeModel } from '../../src/image/decoration-model.js';
import { decorationModel } from '../../src/image/decoration-weights.js';
import type { Removed } from '../../src/image/decorations.js';
import { reachable, splitLoops } from '../../src/image/graph-edit.js';
import { removeLearnedDecorations } from '../../src/image/learned-decorations.js';
import { type PixelGraph, segmentsAt, traceSkeleton } from '../../src/image/pixel-graph.js';
import type { Bitmap } from '../../src/image/raster.js';
import { thin } from '../../src/image/thin.js';
import type { SecantSettings } from '../../src/image/turns.js';
import { judgedClassMaze } from '../helpers/corpus-maze.js';

/*
 * Segments a learned model is sure are decorations go after the rules of decorations.ts
 * have run (learned-decorations.ts), but never so that the track comes apart or the start or
 * the finish loses a line.
 */

const [WIDTH, HEIGHT] = [90, 70];
const SECANTS: SecantSettings = { rule: 'seed', measure: 'secant', forward: 7, back: 8, angleLimit: 70, strokeWidth: 2 };

/** A ring of track (a rectangle 10..80 x 10..60) with a letter's bowl (half a circle) hanging from its north side. */
function ringWithBowl(): Bitmap {
  const data = new Uint8Array(WIDTH * HEIGHT);
  const set = (x: number, y: number) => (data[Math.round(y) * WIDTH + Math.round(x)] = 1);
  for (let x = 10; x <= 80; x++) (set(x, 10), set(x, 60));
  for (let y = 10; y <= 60; y++) (set(10, y), set(80, y));
  for (let t = 0; t <= Math.PI; t += 0.01) set(45 + 12 * Math.cos(t), 10 + 12 * Math.sin(t));
  return thin({ width: WIDTH, height: HEIGHT, data });
}

/** A model of one leaf: every segment is decoration with the log-odds `logOdds`. */
const everything = (logOdds: number): TreeModel => ({ features: FEATURES, bias: logOdds, trees: [0] });
/** A model sure of curved segments (the bowl; the track's pieces are straight between its corners) and of nothing else. */
const curved: TreeModel = { features: FEATURES, bias: -10, trees: [{ feature: FEATURES.indexOf('turning'), threshold: 0.1, left: 0, right: 20 }] };

function traced(): { graph: PixelGraph; keep: Set<number> } {
  const graph = traceSkeleton(ringWithBowl());
  splitLoops(graph);
  // The start: a node of its own on the ring's south side, far from both strokes.
  const south = [...graph.segments.values()].find((s) => s.path.some((i) => i === 60 * WIDTH + 30))!;
  const at = south.path.indexOf(60 * WIDTH + 30);
  const start = graph.nextId++;
  graph.nodes.set(start, { id: start, x: 30, y: 60, pixels: [south.path[at]!] });
  graph.segments.delete(south.id);
  graph.segments.set(graph.nextId, { id: graph.nextId++, from: south.from, to: start, path: south.path.slice(0, at) });
  graph.segments.set(graph.nextId, { id: graph.nextId++, from: start, to: south.to, path: south.path.slice(at + 1) });
  return { graph, keep: new Set([start]) };
}

describe('decorations told by a learned model (issue 34)', () => {
  it('measures every segment with one value per feature, all finite', () => {
    const { graph } = traced();
    const features = segmentFeatures(graph, ringWithBowl(), SECANTS);
    expect(features.size).toBe(graph.segments.size);
    for (const values of features.values()) {
      expect(values).toHaveLength(FEATURES.length);
      expect(values.every(Number.isFinite)).toBe(true);
    }
  });

  it('removes the segments it is sure of, listed as decoration', () => {
    const { graph, keep } = traced();
    const removed: Removed[] = [];
    removeLearnedDecorations(graph, ringWithBowl(), SECANTS, keep, [], 1, removed, curved);
    expect(removed.map((r) => [r.why, r.pixels.length])).toEqual([['decoration', 31]]);
    // Where the bowl hung, the ring runs straight on.
    expect([...graph.segments.values()].every((s) => segmentsAt(graph, s.from).length === 2 && segmentsAt(graph, s.to).length === 2)).toBe(true);
  });

  it("sure of everything, it keeps the start's lines and leaves the track joined, without line ends", () => {
    const { graph, keep } = traced();
    const [start] = keep;
    const before = segmentsAt(graph, start!).length;
    const removed: Removed[] = [];
    removeLearnedDecorations(graph, ringWithBowl(), SECANTS, keep, [], 1, removed, everything(10));
    expect(removed.map((r) => r.why)).toEqual(['decoration']);
    expect(segmentsAt(graph, start!).length).toBe(before);
    const nodes = [...graph.nodes.keys()].filter((n) => segmentsAt(graph, n).length > 0);
    expect(reachable(graph, [start!]).size).toBe(nodes.length);
    expect(nodes.every((n) => segmentsAt(graph, n).length >= 2)).toBe(true);
  });

  it("leaves a segment near a person's --allow point to the override", () => {
    const { graph, keep } = traced();
    const removed: Removed[] = [];
    // Beside the bowl's west foot (45 - 12, 10): the bowl ends there
    removeLearnedDecorations(graph, ringWithBowl(), SECANTS, keep, [[33, 12]], 1, removed, curved);
    expect(removed).toEqual([]);
  });

  it('leaves everything where it is not sure', () => {
    const { graph, keep } = traced();
    const count = graph.segments.size;
    const removed: Removed[] = [];
    removeLearnedDecorations(graph, ringWithBowl(), SECANTS, keep, [], 1, removed, everything(1));
    expect(removed).toEqual([]);
    expect(graph.segments.size).toBe(count);
  });

  it('the committed model was learned on the features measured today', () => {
    expect(decorationModel().features).toEqual(FEATURES);
    expect(decorationModel().trees.length).toBeGreaterThan(0);
  });

  it('lettering and drawings 64: the outlines of stations and a banner standing on the line go as decorations, and the route is right (no route before)', async () => {
    const { puzzle, judged } = await judgedClassMaze('drawings', 64);
    const leftOut = puzzle.source!['leftOut'] as { why: string }[];
    expect(leftOut.some((piece) => piece.why === 'decoration')).toBe(true);
    expect(judged).toMatchObject({ legal: true, sameTrack: true });
  });
});
