import { describe, expect, it } from 'vitest';
import { pictureRecordOf } from '../../src/encoders/railway/picture.js';
import { collapseSmallTriangles } from '../../src/image/graph-edit.js';
import { chooseMoves } from '../../src/image/moves.js';
import { traceSkeleton } from '../../src/image/pixel-graph.js';
import { switchTip, tipsBesideEnds } from '../../src/image/switch-tips.js';
import type { Bitmap } from '../../src/image/raster.js';
import type { SecantSettings } from '../../src/image/turns.js';
import { judgedClassMaze } from '../helpers/corpus-maze.js';

/*
 * A letter's stroke laid across a switch's V thins with it into a triangle of junctions
 * round the hole at the V's tip. The switch is read at the tip, where it is drawn, its
 * branches along the triangle's sides; read at the triangle's middle, each branch has
 * already bent away from the stem.
 */

const [WIDTH, HEIGHT] = [120, 100];
const [TIP_X, TIP_Y] = [60, 70];
const SECANTS: SecantSettings = { rule: 'fitted', measure: 'fit', forward: 8, back: 9, angleLimit: 70, strokeWidth: 4 };

/** A stem up to (60, 70); branches leaving it 20° either side of straight up and bending outward on radius 25; a stroke across the V 9 px above the tip. */
function switchWithStrokeAcross(): Bitmap {
  const data = new Uint8Array(WIDTH * HEIGHT);
  const set = (x: number, y: number) => (data[Math.round(y) * WIDTH + Math.round(x)] = 1);
  for (let y = TIP_Y; y < HEIGHT - 2; y++) set(TIP_X, y);
  const across: number[] = [];
  for (const side of [-1, 1]) {
    let [x, heading] = [TIP_X, 20];
    for (let y = TIP_Y - 1; y >= 5; y--) {
      x += side * Math.tan((heading * Math.PI) / 180);
      heading = Math.min(60, heading + 180 / Math.PI / 25);
      set(x, y);
      if (y === TIP_Y - 9) across.push(Math.round(x));
    }
  }
  for (let x = across[0]! + 1; x < across[1]!; x++) set(x, TIP_Y - 9);
  return { width: WIDTH, height: HEIGHT, data };
}

/** A stem up to (60, 70); straight lines leaving it 50° either side of straight up (a V of 100°); a stroke across it 6 px above the tip. */
function wideVWithStrokeAcross(): Bitmap {
  const data = new Uint8Array(WIDTH * HEIGHT);
  const set = (x: number, y: number) => (data[Math.round(y) * WIDTH + Math.round(x)] = 1);
  for (let y = TIP_Y; y < HEIGHT - 2; y++) set(TIP_X, y);
  const rise = 1 / Math.tan((50 * Math.PI) / 180);
  for (let dx = 1; dx <= 40; dx++) for (const side of [-1, 1]) set(TIP_X + side * dx, TIP_Y - dx * rise);
  const reach = Math.round(6 / rise);
  for (let dx = -reach + 1; dx < reach; dx++) set(TIP_X + dx, TIP_Y - 6);
  return { width: WIDTH, height: HEIGHT, data };
}

describe('a letter across a switch (issue 34, round 34)', () => {
  it('reads the switch at its V\'s tip, the stem turning into each branch as drawn', () => {
    const graph = traceSkeleton(switchWithStrokeAcross());
    // The letter's other strokes, left out, stand above the stroke across the V.
    const across: number[] = [];
    collapseSmallTriangles(graph, 12, 32, new Set(), () => true, (corners, sides) => switchTip(graph, corners, sides, (x, y) => Math.hypot(x - TIP_X, y - (TIP_Y - 16))), across);
    // The stroke across is left out: pixels on its row between the branches, none elsewhere.
    expect(across.length).toBeGreaterThan(3);
    expect(across.every((i) => Math.abs(Math.floor(i / WIDTH) - (TIP_Y - 9)) <= 1)).toBe(true);
    const moves = chooseMoves(graph, SECANTS);
    const junctions = [...moves.keys()].filter((id) => moves.get(id)!.length === 6);
    expect(junctions.length).toBe(1);
    const node = graph.nodes.get(junctions[0]!)!;
    // At the tip; the triangle's middle is 6.5 px up the V.
    expect(Math.hypot(node.x - TIP_X, node.y - TIP_Y)).toBeLessThan(1.5);
    // The stem into either branch 21° and 29° (45° from the middle); between the branches refused.
    const turns = moves.get(junctions[0]!)!.map((m) => [Math.round(m.angle), m.allowed] as const);
    expect(turns.filter(([, allowed]) => allowed).every(([angle]) => angle <= 30)).toBe(true);
    expect(turns.filter(([, allowed]) => allowed).length).toBe(4);
  });

  it('keeps a triangle opening as wide as a right angle at its middle (no switch has such a V)', () => {
    const graph = traceSkeleton(wideVWithStrokeAcross());
    const across: number[] = [];
    collapseSmallTriangles(graph, 20, 50, new Set(), () => true, (corners, sides) => switchTip(graph, corners, sides, (x, y) => Math.hypot(x - TIP_X, y - (TIP_Y - 16))), across);
    expect(across).toEqual([]);
    const junctions = [...graph.nodes.values()].filter((n) => graph.segments.at(n.id).length === 3);
    expect(junctions.length).toBe(1);
    // The middle, 3 px or more up from the tip.
    expect(TIP_Y - junctions[0]!.y).toBeGreaterThan(3);
  });

  it('reads it so only beside a start or finish', () => {
    const tipY = (reach: number) => {
      const graph = traceSkeleton(switchWithStrokeAcross());
      // An end at the stem's foot, 27 px below the tip.
      const foot = [...graph.nodes.values()].find((n) => n.y > TIP_Y + 20)!;
      collapseSmallTriangles(graph, 12, 32, new Set(), () => true, tipsBesideEnds(graph, [foot.id], reach, (x, y) => Math.hypot(x - TIP_X, y - (TIP_Y - 16))), []);
      return [...graph.nodes.values()].find((n) => graph.segments.at(n.id).length === 3)!.y;
    };
    expect(Math.abs(tipY(40) - TIP_Y)).toBeLessThan(1.5);
    expect(TIP_Y - tipY(20)).toBeGreaterThan(3);
  });

  it('traces homework-like 4, whose S lies across the switch beside the start', async () => {
    // From the middle the arc from the right left at -23°, 71° from the stem, over the limit: no route.
    const { maze, puzzle, judged } = await judgedClassMaze('homework', 4, { secondLook: 'never' });
    expect([judged.legal, judged.sameTrack, judged.why]).toEqual([true, true, judged.why]);
    // The S's stroke across the V is left out, and named beside the route at the start (17 px of it, 12 px away).
    const beside = pictureRecordOf(puzzle)!.doubt.leftOutBeside;
    const atStart = beside.filter((p) => Math.hypot(p.at[0] - maze.start[0], p.at[1] - maze.start[1]) < 20);
    expect(atStart.map((p) => p.why)).toEqual(['unusable']);
  });
});
