import { describe, expect, it } from 'vitest';
import { railwayPicture } from '../../src/encoders/railway/picture.js';
import type { RailwayPuzzle } from '../../src/encoders/railway/model.js';
import { stroke, svgPicture } from './draw.js';
import { degreeOf, movesAtNode, routeSegments } from '../../bench/railway-pictures/route.js';

async function trace(bytes: Uint8Array, options: Record<string, unknown>): Promise<RailwayPuzzle> {
  const result = await railwayPicture.parse(bytes, options as never, 'drawn.png');
  if (!result.ok) throw new Error(result.issues.map((i) => i.message).join('; '));
  return result.value;
}

const junctions = (p: RailwayPuzzle) => p.nodes.filter((n) => degreeOf(p, n.id) >= 3).map((n) => n.id);
/** The segment whose polyline passes nearest to (x, y). */
function segmentNear(p: RailwayPuzzle, x: number, y: number): string {
  const distance = (points: readonly (readonly [number, number])[]) => {
    let best = Infinity;
    for (let k = 0; k + 1 < points.length; k++) {
      const [[ax, ay], [bx, by]] = [points[k]!, points[k + 1]!];
      const l2 = (bx - ax) ** 2 + (by - ay) ** 2;
      const t = l2 === 0 ? 0 : Math.max(0, Math.min(1, ((x - ax) * (bx - ax) + (y - ay) * (by - ay)) / l2));
      best = Math.min(best, Math.hypot(x - ax - t * (bx - ax), y - ay - t * (by - ay)));
    }
    return best;
  };
  return [...p.segments].sort((a, b) => distance(a.points!) - distance(b.points!))[0]!.id;
}

// A balloon (reversing) loop: a stem up into a Y whose branches leave upwards, tangent to
// the stem, and join over the top.
const BALLOON =
  stroke('M150,290 L150,200') +
  stroke('M150,200 C150,150 60,150 60,100 C60,20 240,20 240,100 C240,150 150,150 150,200');

describe('junction moves from a drawing', () => {
  it('lets a train into and out of a reversing loop but never from branch to branch', async () => {
    const puzzle = await trace(await svgPicture(300, 300, BALLOON), { start: [150, 270], finish: [150, 40] });
    const [junction] = junctions(puzzle);
    expect(junctions(puzzle)).toHaveLength(1);
    const stem = segmentNear(puzzle, 150, 230);
    const left = segmentNear(puzzle, 60, 100);
    const right = segmentNear(puzzle, 240, 100);
    expect(new Set([stem, left, right]).size).toBe(3);
    expect(movesAtNode(puzzle, junction!)).toEqual([`${left}→${stem}`, `${right}→${stem}`, `${stem}→${left}`, `${stem}→${right}`].sort());
    const route = routeSegments(puzzle)!;
    expect(route[0]).toBe(stem);
    expect([left, right]).toContain(route[1]);
    expect(route).toHaveLength(2);
  });

  it('forbids one move both ways by a pixel near it, and records the override', async () => {
    const bytes = await svgPicture(300, 300, BALLOON);
    const puzzle = await trace(bytes, { start: [150, 270], finish: [150, 40], forbid: [[130, 170]] });
    const [junction] = junctions(puzzle);
    const stem = segmentNear(puzzle, 150, 230);
    const left = segmentNear(puzzle, 60, 100);
    const right = segmentNear(puzzle, 240, 100);
    expect(movesAtNode(puzzle, junction!)).toEqual([`${right}→${stem}`, `${stem}→${right}`].sort());
    expect((puzzle.source!['settings'] as { forbid: unknown }).forbid).toEqual([[130, 170]]);
    expect(routeSegments(puzzle)).toEqual([stem, right]);
    expect(left).not.toBe(right);
  });

  it('never lets a train round a V, unless a person allows it', async () => {
    const vee = stroke('M40,20 L100,180 L160,20');
    const bytes = await svgPicture(200, 200, vee);
    const puzzle = await trace(bytes, { start: [50, 47], finish: [150, 47] });
    expect(puzzle.transitions!.filter((t) => t[1] !== 'S' && t[1] !== 'F')).toEqual([]);
    expect(routeSegments(puzzle)).toBeUndefined();
    const allowed = await trace(bytes, { start: [50, 47], finish: [150, 47], allow: [[100, 170]] });
    expect(routeSegments(allowed)).toBeDefined();
  });

  it('goes straight over a crossing and never turns onto the other line', async () => {
    // A figure of eight: two loops through one crossing at right angles.
    const eight = stroke('M150,150 C200,100 280,80 280,150 C280,220 200,200 150,150 C100,100 20,80 20,150 C20,220 100,200 150,150');
    const puzzle = await trace(await svgPicture(300, 300, eight), { start: [20, 150], finish: [280, 150] });
    const [crossing] = junctions(puzzle);
    expect(junctions(puzzle)).toHaveLength(1);
    expect(degreeOf(puzzle, crossing!)).toBe(4);
    const moves = movesAtNode(puzzle, crossing!);
    expect(moves).toHaveLength(4); // two lines, both ways
    const upLeft = segmentNear(puzzle, 100, 110);
    const downRight = segmentNear(puzzle, 200, 190);
    expect(moves).toContain(`${upLeft}→${downRight}`);
    expect(routeSegments(puzzle)).toBeDefined();
  });

  it('takes a track drawn passing under a bridge (broken either side of the other) as a crossing', async () => {
    const eight = 'M150,150 C200,100 280,80 280,150 C280,220 200,200 150,150 C100,100 20,80 20,150 C20,220 100,200 150,150';
    // White out the strand from upper left to lower right at the centre, then draw the other strand over it.
    const bridge = stroke(eight) + '<path d="M143,143 L157,157" stroke="#fff" stroke-width="8" stroke-linecap="round"/>' + stroke('M136,164 L164,136');
    const puzzle = await trace(await svgPicture(300, 300, bridge), { start: [20, 150], finish: [280, 150] });
    const [crossing] = junctions(puzzle);
    expect(junctions(puzzle)).toHaveLength(1);
    expect(degreeOf(puzzle, crossing!)).toBe(4);
    const under = [segmentNear(puzzle, 100, 110), segmentNear(puzzle, 200, 190)];
    const over = [segmentNear(puzzle, 100, 190), segmentNear(puzzle, 200, 110)];
    // Straight on along either track, both ways; never from one track onto the other.
    expect(movesAtNode(puzzle, crossing!)).toEqual([`${under[0]}→${under[1]}`, `${under[1]}→${under[0]}`, `${over[0]}→${over[1]}`, `${over[1]}→${over[0]}`].sort());
  });

  it('follows --heading to the segment leaving the start towards a pixel', async () => {
    const puzzle = await trace(await svgPicture(300, 300, BALLOON), { start: [150, 270], finish: [150, 40], heading: [150, 240] });
    expect(puzzle.start.heading).toBe(segmentNear(puzzle, 150, 240));
  });
});
