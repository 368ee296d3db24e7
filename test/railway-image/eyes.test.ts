import { describe, expect, it } from 'vitest';
import { closeEyes } from '../../src/image/eyes.js';
import { addNode, addSegment, type PixelGraph, SegmentMap } from '../../src/image/pixel-graph.js';
import type { Point } from '../../src/image/raster.js';
import type { SecantSettings } from '../../src/image/turns.js';

const WIDTH = 200;
/** The fitted rule at a stroke width of 4 px: bends are measured over chords that long. */
const STROKE: SecantSettings = { rule: 'fitted', measure: 'fit', forward: 7, back: 8, angleLimit: 70, strokeWidth: 4 };

/** A graph of nodes (each its pixels) and segments `[from, to, pixels from the from node outward]`, drawn as they lie. */
function drawn(nodes: readonly (readonly Point[])[], segments: readonly (readonly [number, number, readonly Point[]])[]): PixelGraph {
  const g: PixelGraph = { width: WIDTH, height: WIDTH, nodes: new Map(), segments: new SegmentMap(), nextId: 1 };
  const ids = nodes.map((pixels) => addNode(g, pixels.map(index)).id);
  for (const [a, b, path] of segments) addSegment(g, ids[a]!, ids[b]!, path.map(index));
  return g;
}

const index = ([x, y]: Point) => y * WIDTH + x;
/** The pixels of a row from x0 to x1 (either way), at height y. */
const row = (x0: number, x1: number, y: number): Point[] => Array.from({ length: Math.abs(x1 - x0) + 1 }, (_, i) => [x0 + Math.sign(x1 - x0) * i, y]);
/** The pixels of a half circle above a row, from its left end to its right, ends left out. */
function bulge(cx: number, y: number, r: number): Point[] {
  const points: Point[] = [];
  for (let a = 180; a >= 0; a -= 2) {
    const p: Point = [Math.round(cx + r * Math.cos((a * Math.PI) / 180)), Math.round(y - r * Math.sin((a * Math.PI) / 180))];
    if (!points.some(([x, py]) => x === p[0] && py === p[1])) points.push(p);
  }
  return points.slice(1, -1);
}
const pixelsOf = (sides: readonly number[][]) => sides.map((side) => side.map((i) => [i % WIDTH, Math.floor(i / WIDTH)] as const));

describe('eyes in a stroke (a wheel pressed onto a line)', () => {
  it('a line split round a hole and joined again keeps the side it runs straight along', () => {
    // L -- A =eye= B -- R along y = 50: the line between A and B, and a wheel's half circle over it.
    const g = drawn([[[0, 50]], [[40, 50]], [[60, 50]], [[100, 50]]], [[0, 1, row(1, 39, 50)], [1, 2, row(41, 59, 50)], [1, 2, bulge(50, 50, 10)], [2, 3, row(61, 99, 50)]]);
    const [taken] = pixelsOf(closeEyes(g, 40, new Set(), STROKE));
    expect(taken!.every(([, y]) => y < 50)).toBe(true);
    expect([...g.segments.values()].every((s) => s.path.every((i) => Math.floor(i / WIDTH) === 50))).toBe(true);
  });

  it('the line stays where the other side is the shorter: a wheel\'s spoke up into a blot among the drawing\'s strokes', () => {
    // The line runs from A along y = 50 into the blot B above it (the wheels and the body run together there); the spoke climbs from A straight into B.
    const blot: Point[] = [[50, 44], [51, 44], [52, 44], [50, 45], [51, 45], [52, 45], [50, 46], [51, 46], [52, 46], [51, 47], [51, 48], [51, 49]];
    const spoke: Point[] = [[41, 49], [42, 48], [43, 47], [44, 46], [45, 45], [46, 44], [47, 44], [48, 44], [49, 44]];
    const line = [...row(41, 50, 50)];
    expect(spoke.length).toBeLessThan(line.length);
    const g = drawn([[[0, 50]], [[40, 50]], blot, [[100, 50]]], [[0, 1, row(1, 39, 50)], [1, 2, line], [1, 2, spoke], [2, 3, row(52, 99, 50)]]);
    const [taken] = pixelsOf(closeEyes(g, 40, new Set(), STROKE));
    expect(taken).toEqual(spoke);
  });

  it('a chain of eyes (a row of wheels) closes from its end, also at a switch of four arms', () => {
    // L -- A =eye= B =eye= C, and at C a switch: the line on to R and a branch down to D.
    const g = drawn(
      [[[0, 50]], [[40, 50]], [[60, 50]], [[80, 50]], [[120, 50]], [[110, 80]]],
      [[0, 1, row(1, 39, 50)], [1, 2, row(41, 59, 50)], [1, 2, bulge(50, 50, 9)], [2, 3, row(61, 79, 50)], [2, 3, bulge(70, 50, 9)], [3, 4, row(81, 119, 50)], [3, 5, Array.from({ length: 29 }, (_, i): Point => [81 + i, 51 + i])]],
    );
    expect(closeEyes(g, 40, new Set(), STROKE).length).toBe(2);
    expect([...g.segments.values()].filter((s) => s.path.some((i) => Math.floor(i / WIDTH) < 50))).toEqual([]);
    expect(g.segments.size).toBe(5);
  });

  it('two tracks touching side by side round a pinhole (four arms at both nodes) stay two', () => {
    const g = drawn(
      [[[0, 40]], [[0, 60]], [[40, 50]], [[60, 50]], [[100, 40]], [[100, 60]]],
      [[0, 2, row(1, 39, 41)], [1, 2, row(1, 39, 59)], [2, 3, row(41, 59, 49)], [2, 3, row(41, 59, 51)], [3, 4, row(61, 99, 41)], [3, 5, row(61, 99, 59)]],
    );
    expect(closeEyes(g, 40, new Set(), STROKE)).toEqual([]);
    expect(g.segments.size).toBe(6);
  });

  it('a hole among the strokes of a drawing over a junction of five arms, long sides, and an eye at the start stay', () => {
    const eye = (cx: number, r: number) => [row(cx - r + 1, cx + r - 1, 50), bulge(cx, 50, r)] as const;
    const [line, wheel] = eye(50, 10);
    const many = drawn(
      [[[0, 50]], [[40, 50]], [[60, 50]], [[100, 50]], [[60, 90]], [[100, 90]]],
      [[0, 1, row(1, 39, 50)], [1, 2, line], [1, 2, wheel], [2, 3, row(61, 99, 50)], [2, 4, Array.from({ length: 39 }, (_, i): Point => [60, 51 + i])], [2, 5, Array.from({ length: 39 }, (_, i): Point => [61 + i, 51 + i])]],
    );
    expect(closeEyes(many, 40, new Set(), STROKE)).toEqual([]);
    const [longLine, longWheel] = eye(50, 10);
    const long = drawn([[[0, 50]], [[40, 50]], [[60, 50]], [[100, 50]]], [[0, 1, row(1, 39, 50)], [1, 2, longLine], [1, 2, longWheel], [2, 3, row(61, 99, 50)]]);
    expect(closeEyes(long, 18, new Set(), STROKE)).toEqual([]);
    const [startLine, startWheel] = eye(50, 10);
    const start = drawn([[[0, 50]], [[40, 50]], [[60, 50]], [[100, 50]]], [[0, 1, row(1, 39, 50)], [1, 2, startLine], [1, 2, startWheel], [2, 3, row(61, 99, 50)]]);
    expect(closeEyes(start, 40, new Set([[...start.nodes.keys()][2]!]), STROKE)).toEqual([]);
  });

  it('beside a start, the side a train from the start passes more gently is kept, not the line\'s straight on', () => {
    // A line from the west into a blot A (40,50..56) and on from C (60,50) to the east; between A and C the line (y = 50)
    // and a curve from A's foot rising into C. A start S 2 px below A's foot, its line running off down-left at 45°
    // (homework-like 56: a curve from the start meeting a line, an S's stroke closing the V between them).
    const blot: Point[] = Array.from({ length: 7 }, (_, i): Point => [40, 50 + i]);
    const curve: Point[] = Array.from({ length: 19 }, (_, i): Point => [41 + i, 56 - Math.round((i * 5) / 18)]);
    const downLeft: Point[] = Array.from({ length: 27 }, (_, i): Point => [37 - i, 59 + i]);
    const taken = (startThere: boolean) => {
      const g = drawn(
        [[[0, 50]], blot, [[60, 50]], [[100, 50]], [[38, 58]], [[10, 86]]],
        [[0, 1, row(1, 39, 50)], [1, 2, row(41, 59, 50)], [1, 2, curve], [2, 3, row(61, 99, 50)], [1, 4, [[39, 57]]], [4, 5, downLeft]],
      );
      return pixelsOf(closeEyes(g, 40, new Set(startThere ? [[...g.nodes.keys()][4]!] : []), STROKE))[0]!;
    };
    // With no start there, the curve goes: from the west the line runs straight on.
    expect(taken(false)).toEqual(curve);
    // With the start there, the line's side goes: a train from the start would turn up onto it at A.
    expect(taken(true).every(([, y]) => y === 50)).toBe(true);
  });
});
