import { describe, expect, it } from 'vitest';
import { railwayPicture } from '../../src/encoders/railway/picture.js';
import type { RailwayPuzzle } from '../../src/encoders/railway/model.js';
import { degreeOf, movesAtNode } from '../../bench/railway-pictures/route.js';
import { stroke, svgPicture, X45 } from './draw.js';

/*
 * Issue 34: junction geometry that tells a smooth switch from a cusp. Each drawing is traced
 * with the default (fitted) rule and with the seed's (secants, the angle alone); the moves
 * at its junction are named by the segments nearest given points.
 */

async function trace(body: string, size: [number, number], ends: Record<string, unknown>, junctions?: 'seed'): Promise<RailwayPuzzle> {
  const result = await railwayPicture.parse(await svgPicture(size[0], size[1], body), { ...ends, ...(junctions ? { junctions } : {}) } as never, 'drawn.png');
  if (!result.ok) throw new Error(result.issues.map((i) => i.message).join('; '));
  return result.value;
}

function segmentNear(p: RailwayPuzzle, x: number, y: number): string {
  const distance = (points: readonly (readonly [number, number])[]) =>
    Math.min(...points.slice(1).map((b, k) => {
      const a = points[k]!;
      const l2 = (b[0] - a[0]) ** 2 + (b[1] - a[1]) ** 2;
      const t = l2 === 0 ? 0 : Math.max(0, Math.min(1, ((x - a[0]) * (b[0] - a[0]) + (y - a[1]) * (b[1] - a[1])) / l2));
      return Math.hypot(x - a[0] - t * (b[0] - a[0]), y - a[1] - t * (b[1] - a[1]));
    }));
  return [...p.segments].sort((a, b) => distance(a.points!) - distance(b.points!))[0]!.id;
}

/** The junction nearest (x, y). */
function junctionNear(p: RailwayPuzzle, x: number, y: number): string {
  return p.nodes.filter((n) => degreeOf(p, n.id) >= 3).sort((a, b) => Math.hypot(a.x - x, a.y - y) - Math.hypot(b.x - x, b.y - y))[0]!.id;
}

/** Whether a train may go from the segment near `from` to the segment near `to` at the junction near `at`. */
const may = (p: RailwayPuzzle, at: [number, number], from: [number, number], to: [number, number]) =>
  movesAtNode(p, junctionNear(p, ...at)).includes(`${segmentNear(p, ...from)}→${segmentNear(p, ...to)}`);


// A switch with a blunt V: a stem from below, branches leaving 56° either side of it, each
// looping back into a ring over the top. Stem to branch is a turn of 56°; branch to branch
// (the V) 68°, within the seed's 70°.
const BLUNT_Y = (() => {
  const t = (56 * Math.PI) / 180;
  const [x, y] = [200, 220];
  const [lx, ly, rx, ry] = [x - 60 * Math.sin(t), y - 60 * Math.cos(t), x + 60 * Math.sin(t), y - 60 * Math.cos(t)];
  return stroke(`M200,330 L${x},${y} L${lx},${ly} C${lx - 60 * Math.sin(t)},${ly - 60 * Math.cos(t)} 150,40 200,40 C250,40 ${rx + 60 * Math.sin(t)},${ry - 60 * Math.cos(t)} ${rx},${ry} L${x},${y}`);
})();

// A straight line with a branch leaving it at 45° (a sharp switch), the branch curving back into the line further on.
const SHARP_SWITCH = stroke('M20,200 L380,200') + stroke('M120,200 L190,130 C230,90 300,120 330,200');

describe('junction rules (issue 34)', () => {
  it('a shallow X (45°) is a crossing: straight on only; the seed\'s angle alone lets a train change lines', async () => {
    // From the upper-left strand to the upper-right one (the other line): straight on, the train
    // goes through the crossing to the lower right and round the right loop.
    const ends = { start: [130, 121], finish: [270, 121] };
    const route = async (junctions?: 'seed') => {
      const { railwayGraph } = await import('../../src/encoders/railway/graph.js');
      const { shortestRoute } = await import('../../src/encoders/railway/shortest.js');
      return shortestRoute(railwayGraph(await trace(X45, [400, 300], ends, junctions)))!.length;
    };
    // Straight on: about 75 px to the crossing, 110 px to the right loop, round it and back: over 300 px.
    expect(await route()).toBeGreaterThan(300);
    // Changing lines at the crossing (a turn of 45°): about 2 x 75 px.
    expect(await route('seed')).toBeLessThan(200);
    const fitted = await trace(X45, [400, 300], ends);
    const at = junctionNear(fitted, 200, 150);
    // One junction with four arms, each going straight on both ways.
    expect(movesAtNode(fitted, at)).toHaveLength(4);
  });

  it('a blunt V between a switch\'s branches (68°) is no passage; stem to branch (56°) is', async () => {
    const ends = { start: [200, 310], finish: [200, 40] };
    const fitted = await trace(BLUNT_Y, [400, 350], ends);
    const seed = await trace(BLUNT_Y, [400, 350], ends, 'seed');
    const [fork, stem, left, right] = [[200, 220], [200, 290], [160, 190], [240, 190]] as [number, number][];
    expect(may(fitted, fork!, stem!, left!)).toBe(true);
    expect(may(fitted, fork!, stem!, right!)).toBe(true);
    expect(may(fitted, fork!, left!, right!)).toBe(false);
    expect(may(fitted, fork!, right!, left!)).toBe(false);
    // The seed's angle alone lets the train turn back through the V.
    expect(may(seed, fork!, left!, right!)).toBe(true);
  });

  it('a switch at a sharp angle (45°) is still a switch', async () => {
    const puzzle = await trace(SHARP_SWITCH, [400, 260], { start: [40, 200], finish: [360, 200] });
    const [at, before, after, branch] = [[120, 200], [60, 200], [160, 200], [150, 170]] as [number, number][];
    expect(may(puzzle, at!, before!, after!)).toBe(true);
    expect(may(puzzle, at!, before!, branch!)).toBe(true);
    expect(may(puzzle, at!, branch!, before!)).toBe(true);
    expect(may(puzzle, at!, after!, branch!)).toBe(false);
  });

  it('circles touching side by side: through the contact by an S, never back through the V', async () => {
    const body = '<circle cx="100" cy="150" r="60" fill="none" stroke="#000" stroke-width="5"/><circle cx="220" cy="150" r="60" fill="none" stroke="#000" stroke-width="5"/>';
    const { railwayGraph } = await import('../../src/encoders/railway/graph.js');
    const { shortestRoute } = await import('../../src/encoders/railway/shortest.js');
    const puzzle = await trace(body, [320, 300], { start: [100, 90], finish: [220, 90] });
    // From the top of the left circle to the top of the right one: an S through the contact
    // and round, about 2πR (377 px); through the V it would be πR (188 px).
    const found = shortestRoute(railwayGraph(puzzle))!;
    expect(found.length).toBeGreaterThan(340);
    expect(found.length).toBeLessThan(420);
  });
});
