import { describe, expect, it } from 'vitest';
import { answerPuzzle } from '../../src/api/index.js';
import type { DoubtReport } from '../../src/encoders/railway/doubt.js';
import { railway } from '../../src/encoders/railway/index.js';
import type { RailwayPuzzle, RailwaySolution } from '../../src/encoders/railway/model.js';
import { chooseMoves } from '../../src/image/moves.js';
import { traceSkeleton } from '../../src/image/pixel-graph.js';
import type { Bitmap, Point } from '../../src/image/raster.js';
import { refuseMovesOffEndLines } from '../../src/image/end-labels.js';
import { snapToTrack } from '../../src/image/snap.js';
import { freeStrandedBranches } from '../../src/image/stranded.js';
import type { SecantSettings } from '../../src/image/turns.js';
import { judgedClassMaze } from '../helpers/corpus-maze.js';

/*
 * Letters filling the narrowing gap where a curve comes down onto a line thin with both, and
 * the curve joins the line early and steep: a branch no train may use, onto the line or off
 * it. Track runs on, so where letters were left out in the gap between the branch and the
 * line running back under it, the branch takes its least turn onto the line (up to 80°);
 * without them, or past 80°, it stays refused.
 */

const [WIDTH, HEIGHT] = [80, 60];
const SECANTS: SecantSettings = { rule: 'seed', measure: 'secant', forward: 7, back: 8, angleLimit: 70, strokeWidth: 2 };

/** A line along y = 40, its east half bent down by `eastDrop` degrees at x = 40, and a straight branch from (40, 40) up at `degrees` from east. */
function lineWithBranch(degrees: number, eastDrop = 0): Bitmap {
  const data = new Uint8Array(WIDTH * HEIGHT);
  const drop = Math.tan((eastDrop * Math.PI) / 180);
  for (let x = 0; x < WIDTH; x++) data[Math.round(40 + Math.max(0, x - 40) * drop) * WIDTH + x] = 1;
  const [dx, dy] = [Math.cos((degrees * Math.PI) / 180), -Math.sin((degrees * Math.PI) / 180)];
  for (let t = 1; t <= 35; t += 0.25) data[Math.round(40 + t * dy) * WIDTH + Math.round(40 + t * dx)] = 1;
  return { width: WIDTH, height: HEIGHT, data };
}

/** Letters' pixels left out: a blot at `degrees` from the line's east half, 5 px from the junction. */
function lettersAt(degrees: number): Point[] {
  const [x, y] = [40 + 5 * Math.cos((degrees * Math.PI) / 180), 40 - 5 * Math.sin((degrees * Math.PI) / 180)];
  return [-1, 0, 1].flatMap((dx) => [-1, 0, 1].map((dy): Point => [Math.round(x) + dx, Math.round(y) + dy]));
}

function allowedTurns(degrees: number, letters: readonly Point[], eastDrop = 0) {
  const graph = traceSkeleton(lineWithBranch(degrees, eastDrop));
  const moves = chooseMoves(graph, SECANTS);
  freeStrandedBranches(graph, moves, SECANTS, letters);
  return [...moves.values()].flat().filter((m) => m.allowed).map((m) => ({ angle: Math.round(m.angle), by: m.by }));
}

/** Every move's turn, allowed or not, on the line with a branch. */
function allTurns(degrees: number, eastDrop: number) {
  const moves = chooseMoves(traceSkeleton(lineWithBranch(degrees, eastDrop)), SECANTS);
  return [...moves.values()].flat().map((m) => ({ angle: Math.round(m.angle) }));
}

describe('a branch no move may use, where lettering lay (issue 34)', () => {
  it('takes its least turn onto the line, both ways, up to 80°', () => {
    // A branch leaving the line's east half at 105° turns 75° onto the west half: refused as measured.
    expect(allowedTurns(105, []).filter((m) => m.angle > 10)).toEqual([]);
    // Letters on the far side of the branch, not in its gap with the line's west half, change nothing.
    expect(allowedTurns(105, lettersAt(60)).filter((m) => m.angle > 10)).toEqual([]);
    const freed = allowedTurns(105, lettersAt(140)).filter((m) => m.angle > 10);
    expect(freed.length).toBe(2);
    expect(freed.every((m) => m.by === 'stranded' && m.angle > 70 && m.angle <= 80)).toBe(true);
  });

  it('stays refused past 80° (a stroke standing square on the line, 85°)', () => {
    expect(allowedTurns(95, lettersAt(135)).filter((m) => m.angle > 10)).toEqual([]);
  });

  it('stays refused where it leans toward neither arm of a line bending at the junction (under 80° one way, under 100° the other)', () => {
    // The east half bends down 16°: a branch up at 76° from east turns under 80° onto the west half and under 100° onto the east half.
    const turns = allTurns(76, 16).filter((m) => m.angle > 30);
    expect(Math.min(...turns.map((m) => m.angle))).toBeLessThanOrEqual(80);
    expect(Math.max(...turns.map((m) => m.angle))).toBeLessThan(100);
    // Letters in its gap with the east half (all at once 4: an S over the outside of a curve's bend) free nothing.
    expect(allowedTurns(76, lettersAt(30), 16).filter((m) => m.angle > 30)).toEqual([]);
    // Leaning 20° more one way than the other, it is freed as before.
    expect(allowedTurns(105, lettersAt(140), 16).filter((m) => m.angle > 30).length).toBe(2);
  });

  it('stays refused where it was refused as a letter beside a start: that letter is what stands in its gap', () => {
    // A branch up at 135° turns 45° onto the line's east half, where a start lies 3 px from the junction; letters in its gap with the west half.
    const branchMoves = (beside: boolean) => {
      const graph = traceSkeleton(lineWithBranch(135));
      const start = snapToTrack(graph, [42, 40], 1);
      if (!start.ok) throw new Error('no track at the start');
      const moves = chooseMoves(graph, SECANTS);
      if (beside) refuseMovesOffEndLines(graph, [start.node], SECANTS, moves);
      freeStrandedBranches(graph, moves, SECANTS, lettersAt(157));
      return [...moves.values()].flat().filter((m) => Math.round(m.angle) === 45);
    };
    // Read from no start, the move onto the east half is allowed as measured.
    expect(branchMoves(false).map((m) => [m.allowed, m.by])).toEqual([[true, 'angle'], [true, 'angle']]);
    // The letter beside the start refuses it, and the letters in the gap do not free it again (all at once 94: the S's spine up off the line at the start).
    expect(branchMoves(true).map((m) => [m.allowed, m.by])).toEqual([[false, 'label'], [false, 'label']]);
  });

  it('all at once 4: an S over the outside of a curve\'s bend frees no move onto the line there; the route is right', async () => {
    expect((await judgedClassMaze('all-at-once', 4)).judged).toMatchObject({ legal: true, sameTrack: true });
  });

  it('drawings 1: the letters of "Penrose" pull a circle onto the line 30 px early at 77°; the route runs on along it', async () => {
    // Cut at Otsu's level, as when this was found (cut at the ink's level, ink-cut.ts, the route runs, legal, over other track).
    const { puzzle, judged } = await judgedClassMaze('drawings', 1, { inkCut: 'never' });
    expect(judged).toMatchObject({ legal: true, sameTrack: true });
    // The doubt note names the branch let onto the line as a hinge, and --forbid as the way to refuse it.
    const answer = await answerPuzzle<RailwayPuzzle, RailwaySolution>(railway, puzzle, { limit: 2, engine: {}, remarks: true });
    const doubt = answer.notes.find((n) => n.key === 'doubt')!;
    const hinges = (doubt.data as DoubtReport).routes.flatMap((r) => r.hinges).filter((h) => h.rule === 'stranded');
    expect(hinges.length).toBe(1);
    expect(Math.hypot(hinges[0]!.at[0] - 260, hinges[0]!.at[1] - 167)).toBeLessThan(6);
    expect(doubt.text).toMatch(/refused: it is 7\d°, over the 70° limit, allowed as a branch with no other way on, letters in its gap with the line \(--forbid \d+,\d+\)/);
  });
});
