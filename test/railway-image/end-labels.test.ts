import { describe, expect, it } from 'vitest';
import { judgeTracedRoute } from '../../bench/railway-pictures/judge.js';
import { syntheticMaze } from '../../bench/railway-pictures/maze.js';
import { cutArmsOffEnds, END_LABEL_WIDTHS, refuseMovesOffEndLines } from '../../src/image/end-labels.js';
import { applyOverrides, chooseMoves, type JudgedMove } from '../../src/image/moves.js';
import { addNode, addSegment, type PixelGraph, SegmentMap, traceSkeleton } from '../../src/image/pixel-graph.js';
import type { Bitmap, Point } from '../../src/image/raster.js';
import { snapToTrack } from '../../src/image/snap.js';
import { type SecantSettings } from '../../src/image/turns.js';
import { armsAt, farEndOf, sameArm } from '../../src/image/arms.js';
import { pictureRecordOf } from '../../src/encoders/railway/picture.js';
import { classRequest, judgedClassMaze, tracedMaze } from '../helpers/corpus-maze.js';

/*
 * A letter written beside a start or finish touches the track there: close to the end, a
 * train goes on along the line the end lies on, not off it into the letter's strokes.
 * Farther along the line its junctions are judged as ever.
 */

const [WIDTH, HEIGHT] = [120, 60];
const SECANTS: SecantSettings = { rule: 'seed', measure: 'secant', forward: 7, back: 8, angleLimit: 70, strokeWidth: 4 };

/** A line along y = 40, with straight branches up at `degrees` from east leaving it at each x of `branchesAt`. */
function lineWithBranches(branchesAt: readonly number[], degrees = 45): Bitmap {
  const data = new Uint8Array(WIDTH * HEIGHT);
  for (let x = 0; x < WIDTH; x++) data[40 * WIDTH + x] = 1;
  for (const x0 of branchesAt) for (let t = 1; t <= 30; t += 0.25) data[Math.round(40 - t * Math.sin((degrees * Math.PI) / 180)) * WIDTH + Math.round(x0 + t * Math.cos((degrees * Math.PI) / 180))] = 1;
  return { width: WIDTH, height: HEIGHT, data };
}

/** The moves allowed at the junction nearest x (on the line), with an end at x = 20, the rule applied or not, then a person's --allow points. */
function allowedAt(branchesAt: readonly number[], x: number, withRule: boolean, degrees = 45, allow: readonly Point[] = []) {
  const graph = traceSkeleton(lineWithBranches(branchesAt, degrees));
  const end = snapToTrack(graph, [20, 40], 4);
  if (!end.ok) throw new Error('no end');
  const moves = chooseMoves(graph, SECANTS);
  if (withRule) refuseMovesOffEndLines(graph, [end.node], SECANTS, moves);
  if (!applyOverrides(graph, moves, SECANTS, [], allow).ok) throw new Error('no junction near the --allow point');
  const junction = [...moves.keys()].filter((id) => id !== end.node).reduce((a, b) => (Math.abs(graph.nodes.get(a)!.x - x) <= Math.abs(graph.nodes.get(b)!.x - x) ? a : b));
  return moves.get(junction)!.filter((m) => m.allowed).map((m) => Math.round(m.angle)).sort((a, b) => a - b);
}

/**
 * A line along y = 50 from the west to a junction at x = 26, 6 px past an end at x = 20. From
 * the junction the track leaves 85° up from east and bends round to run east; a letter's stroke
 * runs on east 3 px, curls down round a half circle of radius 5 and runs back west under the
 * line (as an S's arc leaves a start).
 */
function curlBesideTrack(): Bitmap {
  const [width, height] = [120, 70];
  const data = new Uint8Array(width * height);
  const set = (x: number, y: number) => (data[Math.round(y) * width + Math.round(x)] = 1);
  for (let x = 2; x <= 26; x++) set(x, 50);
  let [x, y, heading] = [26, 50, 85];
  for (let t = 0; t < 80 && x < width - 2; t += 0.25) {
    x += 0.25 * Math.cos((heading * Math.PI) / 180);
    y -= 0.25 * Math.sin((heading * Math.PI) / 180);
    if (t > 5) heading = Math.max(0, heading - (0.25 * 180) / Math.PI / 8);
    set(x, y);
  }
  for (let x = 26; x <= 29; x += 0.25) set(x, 50);
  for (let t = 0; t <= 180; t += 0.5) set(29 + 5 * Math.sin((t * Math.PI) / 180), 55 - 5 * Math.cos((t * Math.PI) / 180));
  for (let x = 29; x >= 8; x -= 0.25) set(x, 60);
  return { width, height, data };
}

/**
 * A junction J at (30,40) 6 px from an end E at (35,43), joined to it by a short segment and by
 * a loop round the maze (down, west, up and east along y = 40 into J), and a line leaving J
 * up to the north-east: homework-like 126, where the loop from the start comes back to the
 * junction beside it. Pixels of each segment listed from its first node.
 */
function loopBackBesideEnd(): { graph: PixelGraph; junction: number; end: number } {
  const width = 100;
  const graph: PixelGraph = { width, height: width, nodes: new Map(), segments: new SegmentMap(), nextId: 1 };
  const index = ([x, y]: Point) => y * width + x;
  const run = (from: Point, to: Point): Point[] => {
    const n = Math.max(Math.abs(to[0] - from[0]), Math.abs(to[1] - from[1]));
    return Array.from({ length: n }, (_, k): Point => [Math.round(from[0] + ((to[0] - from[0]) * (k + 1)) / n), Math.round(from[1] + ((to[1] - from[1]) * (k + 1)) / n)]);
  };
  const [junction, end, far] = ([[30, 40], [35, 43], [60, 19]] as Point[]).map((p) => addNode(graph, [index(p)]).id) as [number, number, number];
  const loop = [...run([35, 43], [35, 56]), ...run([35, 56], [5, 56]), ...run([5, 56], [5, 40]), ...run([5, 40], [30, 40])];
  addSegment(graph, junction, end, run([30, 40], [35, 43]).slice(0, -1).map(index));
  addSegment(graph, end, junction, loop.slice(0, -1).map(index));
  addSegment(graph, junction, far, run([30, 40], [60, 19]).slice(0, -1).map(index));
  return { graph, junction, end };
}

describe('a letter beside a start or finish (issue 34)', () => {
  it('follows no line that runs off round the maze and comes back beside the end', () => {
    const { graph, junction, end } = loopBackBesideEnd();
    const moves = chooseMoves(graph, SECANTS);
    const allowed = () => moves.get(junction)!.filter((m) => m.allowed).map((m) => Math.round(m.angle)).sort((a, b) => a - b);
    // From the loop onto the short way to the end (27°) and on to the north-east (36° and 32° back), both ways.
    expect(allowed()).toEqual([27, 27, 32, 36]);
    refuseMovesOffEndLines(graph, [end], SECANTS, moves);
    expect(allowed()).toEqual([27, 27, 32, 36]);
  });

  it('lets the track go on where the letter runs on more smoothly at the junction but curls back (round 31)', () => {
    const graph = traceSkeleton(curlBesideTrack());
    const end = snapToTrack(graph, [20, 50], 4);
    if (!end.ok) throw new Error('no end');
    const moves = chooseMoves(graph, SECANTS);
    const junction = [...moves.keys()].find((id) => Math.hypot(graph.nodes.get(id)!.x - 26, graph.nodes.get(id)!.y - 50) < 2)!;
    const fromEnd = (m: JudgedMove) => m.into.segment.from === end.node || m.into.segment.to === end.node;
    // From the line: into the letter 22°, the least turn; into the track 65°, within the limit.
    const fromLine = () => moves.get(junction)!.filter(fromEnd).map((m) => [Math.round(m.angle), m.allowed] as const).sort((a, b) => a[0] - b[0]);
    expect(fromLine()).toEqual([[22, true], [65, true]]);
    refuseMovesOffEndLines(graph, [end.node], SECANTS, moves);
    // Past the letter the stroke runs back west, the track east: the line goes on along the track.
    expect(fromLine()).toEqual([[22, false], [65, true]]);
  });

  it('traces homework-like 9 round from the start where the S beside it reaches the track behind (round 31)', async () => {
    // The S's top arc runs on from the start's line at 14° where the track turns 69°; read past the letter it curls back.
    const { judged } = await judgedClassMaze('homework', 9, { secondLook: 'never' });
    expect([judged.legal, judged.sameTrack, judged.why]).toEqual([true, true, judged.why]);
  });

  const near = 20 + END_LABEL_WIDTHS * SECANTS.strokeWidth - 2;
  it('is no way on from the end: only the line goes on there', () => {
    // Without the rule the branch 45° off the line is a way on from the end (and back).
    expect(allowedAt([near], near, false)).toEqual([0, 0, 45, 45]);
    expect(allowedAt([near], near, true)).toEqual([0, 0]);
  });

  it("keeps a person's --allow there", () => {
    // A branch 100° off the line, over the 70° limit from the end: refused until allowed.
    expect(allowedAt([near], near, true, 100)).toEqual([0, 0]);
    expect(allowedAt([near], near, true, 100, [[near - 4, 34]])).toHaveLength(4);
  });

  it('leaves the junctions farther along the line alone', () => {
    expect(allowedAt([80], 80, true)).toEqual([0, 0, 45, 45]);
  });

  it('lets the route round the maze where an S beside the start reaches the next track', async () => {
    // Tight curves with only the S and F labels drawn, seed 50: the S's curve runs from the start's line up to the track above.
    const request = classRequest('tight-lettered', 50);
    const maze = await syntheticMaze({ ...request, distortion: { ...request.distortion, lettering: false, decorations: [] } });
    const judged = judgeTracedRoute(await tracedMaze(maze), maze);
    expect([judged.legal, judged.sameTrack, judged.why]).toEqual([true, true, judged.why]);
  });

  it("reads the line's way behind the end only as far as the rule reaches: tight curves with the S and F alone, 5, goes on down the stem beside the start", async () => {
    const request = classRequest('tight-curves-lettering', 5);
    const maze = await syntheticMaze({ ...request, distortion: { ...request.distortion, hidden: ['lettering-word', 'lettering-arrow', 'lettering-blob'] } });
    const puzzle = await tracedMaze(maze);
    const { graph, startNode, moves } = pictureRecordOf(puzzle)!.trace.traced;
    // The junction a stroke width from the start: the start's arm goes on there (the stem), where read 4 widths behind the start the tight curve it lies on had turned it back.
    const away = (id: number) => Math.hypot(graph.nodes.get(id)!.x - graph.nodes.get(startNode)!.x, graph.nodes.get(id)!.y - graph.nodes.get(startNode)!.y);
    const arm = armsAt(graph, startNode).reduce((a, b) => (away(farEndOf(b)) < away(farEndOf(a)) ? b : a));
    expect(armsAt(graph, farEndOf(arm)).length).toBe(3);
    expect(away(farEndOf(arm))).toBeLessThan(pictureRecordOf(puzzle)!.trace.traced.strokeWidth);
    const towardsEnd = { segment: arm.segment, atFrom: !arm.atFrom };
    const own = moves.get(farEndOf(arm))!.filter((m) => sameArm(m.into, towardsEnd));
    const least = own.reduce((a, b) => (b.angle < a.angle ? b : a));
    expect(least).toMatchObject({ allowed: true, by: 'angle' });
    expect(own.some((m) => m.by === 'label')).toBe(false);
    expect(judgeTracedRoute(puzzle, maze)).toMatchObject({ legal: true, sameTrack: true });
  });

  it('leaves an end that is itself a junction along its line only (round 35)', () => {
    // A branch leaving 45° up from the line at x = 20, where the end lies.
    const graph = traceSkeleton(lineWithBranches([20]));
    const end = snapToTrack(graph, [20, 40], 4);
    if (!end.ok) throw new Error('no end');
    expect(graph.segments.at(end.node).length).toBe(3);
    expect(cutArmsOffEnds(graph, [end.node], SECANTS)).toBe(1);
    // The line's two arms stay; the branch ends a pixel off, on a node of its own.
    const arms = graph.segments.at(end.node);
    expect(arms.length).toBe(2);
    const ends = arms.map((s) => graph.nodes.get(s.from === end.node ? s.to : s.from)!);
    expect(ends.every((n) => Math.abs(n.y - 40) < 1)).toBe(true);
  });

  it('traces homework-like 10 as drawn from the start along its line, not up the S touching it (round 35)', async () => {
    const { puzzle, judged } = await judgedClassMaze('homework', 10, { secondLook: 'never' });
    // Before, the route left up the S's lower stroke (a move the drawing does not allow).
    expect(puzzle.segments.filter((s) => s.from === puzzle.start.node || s.to === puzzle.start.node).length).toBe(2);
    expect(judged).toMatchObject({ legal: true, sameTrack: true });
  });
});
