import { describe, expect, it } from 'vitest';
import { pictureRecordOf } from '../../src/encoders/railway/picture.js';
import { armsAt, farEndOf, sameArm } from '../../src/image/arms.js';
import { BOLD_DEPTH, PEN_DEPTH } from '../../src/image/end-labels.js';
import { armInkDepth, READABLE_WIDTH } from '../../src/image/ink-depth.js';
import { addNode, addSegment, type PixelGraph, SegmentMap } from '../../src/image/pixel-graph.js';
import type { Bitmap } from '../../src/image/raster.js';
import { judgedClassMaze } from '../helpers/corpus-maze.js';

/*
 * Track is drawn with one pen; a bold letter beside an end is wider. Where the line through an
 * end goes on past a junction beside it, the end-label rule takes the least turn, unless that
 * runs into a bold letter's deeper ink and an arm of the pen's width lies within the angle
 * limit (end-labels.ts leastOfPen, ink-depth.ts).
 */

const [W, H] = [80, 48];

/** Two horizontal strokes `thin` and `bold` pixels wide, rows 12 and 34, and a graph with one segment along each centre line. */
function twoStrokes(thin: number, bold: number): { binary: Bitmap; graph: PixelGraph } {
  const data = new Uint8Array(W * H);
  const band = (y: number, wide: number) => { for (let v = y - Math.floor(wide / 2); v < y - Math.floor(wide / 2) + wide; v++) for (let x = 5; x < 75; x++) data[v * W + x] = 1; };
  band(12, thin);
  band(34, bold);
  const graph: PixelGraph = { width: W, height: H, nodes: new Map(), segments: new SegmentMap(), nextId: 1 };
  for (const y of [12, 34]) {
    const a = addNode(graph, [y * W + 10]);
    const b = addNode(graph, [y * W + 70]);
    addSegment(graph, a.id, b.id, Array.from({ length: 59 }, (_, i) => y * W + 11 + i));
  }
  return { binary: { width: W, height: H, data }, graph };
}

describe('ink depth beside an end (issue 34)', () => {
  it("measures a stroke as wide as the picture's about 1, a stroke 1.5 times as wide about 1.5; under READABLE_WIDTH pixels, 0", () => {
    const { binary, graph } = twoStrokes(12, 18);
    const depth = armInkDepth(binary, 12);
    const [thin, bold] = [...graph.segments.values()].map((segment) => depth({ segment, atFrom: true }));
    expect(thin).toBeGreaterThan(0.8);
    expect(thin).toBeLessThan(PEN_DEPTH);
    expect(bold).toBeGreaterThanOrEqual(BOLD_DEPTH);
    const narrow = twoStrokes(READABLE_WIDTH - 4, READABLE_WIDTH + 2);
    const unread = armInkDepth(narrow.binary, READABLE_WIDTH - 4);
    expect([...narrow.graph.segments.values()].map((segment) => unread({ segment, atFrom: true }))).toEqual([0, 0]);
  });

  it("leaves the start along the tight curve, not the S's spine straight on: tight-lettered 10", async () => {
    const { puzzle, judged } = await judgedClassMaze('tight-lettered', 10);
    expect(judged).toMatchObject({ legal: true, sameTrack: true });
    const traced = pictureRecordOf(puzzle)!.trace.traced;
    const { graph, moves, startNode, strokeWidth } = traced;
    const depth = armInkDepth(traced.pixels.binary, strokeWidth);
    // At the junction the start's arm runs into, the least turn (into the S, bold ink) is refused as the label's, and the curve (the pen's width) is the way on.
    const found = armsAt(graph, startNode).some((arm) => {
      const towardsEnd = { segment: arm.segment, atFrom: !arm.atFrom };
      const own = (moves.get(farEndOf(arm)) ?? []).filter((m) => sameArm(m.into, towardsEnd));
      const bold = own.find((m) => !m.allowed && m.by === 'label' && depth(m.out) >= BOLD_DEPTH);
      const pen = own.find((m) => m.allowed && depth(m.out) < PEN_DEPTH);
      return bold !== undefined && pen !== undefined && bold.angle < pen.angle;
    });
    expect(found).toBe(true);
  });
});
