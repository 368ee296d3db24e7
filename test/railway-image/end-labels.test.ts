import { describe, expect, it } from 'vitest';
import { CORPUS } from '../../bench/railway-pictures/corpus.js';
import { judgeTracedRoute } from '../../bench/railway-pictures/judge.js';
import { syntheticMaze } from '../../bench/railway-pictures/maze.js';
import { railwayPicture } from '../../src/encoders/railway/picture.js';
import { END_LABEL_WIDTHS, refuseMovesOffEndLines } from '../../src/image/end-labels.js';
import { chooseMoves } from '../../src/image/moves.js';
import { traceSkeleton } from '../../src/image/pixel-graph.js';
import type { Bitmap, Point } from '../../src/image/raster.js';
import { snapToTrack } from '../../src/image/snap.js';
import type { SecantSettings } from '../../src/image/turns.js';

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

/** The moves allowed at the junction nearest x (on the line), with an end at x = 20 and the rule applied or not. */
function allowedAt(branchesAt: readonly number[], x: number, withRule: boolean, degrees = 45, allow: readonly Point[] = []) {
  const graph = traceSkeleton(lineWithBranches(branchesAt, degrees));
  const end = snapToTrack(graph, [20, 40], 4);
  if (!end.ok) throw new Error('no end');
  const moves = chooseMoves(graph, SECANTS, [], allow);
  if (!moves.ok) throw new Error(moves.issues[0]!.message);
  if (withRule) refuseMovesOffEndLines(graph, [end.node], SECANTS, moves.value);
  const junction = [...moves.value.keys()].filter((id) => id !== end.node).reduce((a, b) => (Math.abs(graph.nodes.get(a)!.x - x) <= Math.abs(graph.nodes.get(b)!.x - x) ? a : b));
  return moves.value.get(junction)!.filter((m) => m.allowed).map((m) => Math.round(m.angle)).sort((a, b) => a - b);
}

describe('a letter beside a start or finish (issue 34)', () => {
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
    const request = CORPUS.find((s) => s.name === 'tight-lettered')!.request(50);
    const maze = await syntheticMaze({ ...request, distortion: { ...request.distortion, lettering: false, decorations: [] } });
    const read = await railwayPicture.parse(new Uint8Array(maze.bytes), { start: [...maze.start], finish: [...maze.finish] }, 'labels-50.png');
    expect(read.ok).toBe(true);
    if (!read.ok) return;
    const judged = judgeTracedRoute(read.value, maze);
    expect([judged.legal, judged.sameTrack, judged.why]).toEqual([true, true, judged.why]);
  });
});
