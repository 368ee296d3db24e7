import { describe, expect, it } from 'vitest';
import { crossingAmong } from '../../src/image/crossings.js';
import { addNode, addSegment, type PixelGraph, SegmentMap } from '../../src/image/pixel-graph.js';
import type { Point } from '../../src/image/raster.js';
import { joinedRound } from '../../src/image/rings.js';
import { type Arm, armsAt } from '../../src/image/arms.js';

/*
 * Issue 34, round 32: an engine on a curve. Its wheel pressed onto the track thins into a
 * ring whose two sides leave the junction where the line enters it; the wheel's far side runs
 * on straight into the line beyond, and with the engine's frame (drawn along the tangent) the
 * junction read as a crossing: straight on only, so the train left the curving track along
 * the frame. Arms that meet again round a wheel-sized ring are no two lines of a crossing
 * (rings.ts, joinedRound; moves.ts passes it to crossingAmong).
 */

const WIDTH = 200;
/** Stroke width 5: a wheel's ring is π to 2π widths long, about 16 to 31 px. */
const [SHORTEST, LONGEST] = [Math.PI * 5, 2 * Math.PI * 5];

/** A graph of `nodes` nodes and segments `[from, to, length]`, each segment's pixels on a row of its own. */
function graph(nodes: number, segments: readonly (readonly [number, number, number])[]): { g: PixelGraph; ids: number[] } {
  const g: PixelGraph = { width: WIDTH, height: WIDTH, nodes: new Map(), segments: new SegmentMap(), nextId: 1 };
  const ids = Array.from({ length: nodes }, (_, k) => addNode(g, [k]).id);
  segments.forEach(([a, b, length], row) => addSegment(g, ids[a]!, ids[b]!, Array.from({ length }, (_, x) => (row + 1) * WIDTH + x)));
  return { g, ids };
}

/** The arms of node `at` by the node each leads to. */
function armTo(g: PixelGraph, at: number, to: number): Arm {
  return armsAt(g, at).find((a) => (a.atFrom ? a.segment.to : a.segment.from) === to)!;
}

/**
 * Junction 0 with the track in from node 1 (long) and two short arms to nodes 2 and 3,
 * which a third stroke joins (`between` px); node 3 leads on to node 4 (the track beyond),
 * and with `lens` on to node 5 too (a second crossing).
 */
function ringAt(sides: number, between: number, lens = false) {
  const segments: (readonly [number, number, number])[] = [[0, 1, 40], [0, 2, sides], [0, 3, sides], [2, 3, between], [3, 4, 40]];
  if (lens) segments.push([3, 5, 40]);
  const { g, ids } = graph(6, segments);
  const joined = joinedRound(g, ids[0]!, SHORTEST, LONGEST);
  return { joined, side: armTo(g, ids[0]!, ids[2]!), other: armTo(g, ids[0]!, ids[3]!), track: armTo(g, ids[0]!, ids[1]!) };
}

describe('wheel-sized rings at a junction (issue 34, round 32)', () => {
  it('two arms round a wheel pressed onto the line meet again', () => {
    // 8 + 8 px of arms and 6 px between their far ends (and two nodes' pixels): about 24 px round.
    const { joined, side, other, track } = ringAt(8, 6);
    expect(joined(side, other)).toBe(true);
    expect(joined(other, side)).toBe(true);
    // The track in meets neither again (only through the junction itself).
    expect(joined(track, side)).toBe(false);
  });

  it('a pinhole in a blot, a ring of track and a lens of two circles pressed together are no wheel', () => {
    const pinhole = ringAt(3, 2);
    expect(pinhole.joined(pinhole.side, pinhole.other)).toBe(false);
    const loop = ringAt(15, 10);
    expect(loop.joined(loop.side, loop.other)).toBe(false);
    const lens = ringAt(8, 6, true);
    expect(lens.joined(lens.side, lens.other)).toBe(false);
  });

  it('a crossing whose lines meet again round a wheel is none', () => {
    // Four arms heading 0°, 90°, 180°, 270°: two lines crossing at right angles.
    const { g, ids } = graph(5, [[0, 1, 30], [0, 2, 30], [0, 3, 30], [0, 4, 30]]);
    const heading = new Map<number, number>(ids.slice(1).map((id, k) => [id, (k * Math.PI) / 2]));
    const far = (a: Arm) => (a.atFrom ? a.segment.to : a.segment.from);
    const direction = (a: Arm): Point => [Math.cos(heading.get(far(a))!), Math.sin(heading.get(far(a))!)];
    const turn = (a: Arm, b: Arm) => {
      const [p, q] = [direction(a), direction(b)];
      return (Math.acos(Math.max(-1, Math.min(1, -p[0] * q[0] - p[1] * q[1]))) * 180) / Math.PI;
    };
    const arms = armsAt(g, ids[0]!);
    expect(crossingAmong(arms, direction, turn)?.lines).toHaveLength(2);
    // The 0° and 90° arms are two lines' arms; met again round a wheel, the crossing goes.
    const wheel = new Set([ids[1], ids[2]]);
    expect(crossingAmong(arms, direction, turn, (a, b) => wheel.has(far(a)) && wheel.has(far(b)))).toBeUndefined();
  });
});
