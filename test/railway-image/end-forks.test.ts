import { describe, expect, it } from 'vitest';
import { railwayGraph, stepsOf } from '../../src/encoders/railway/graph.js';
import { firstRoute } from '../../src/encoders/railway/plausible.js';
import { pictureRecordOf } from '../../src/encoders/railway/picture.js';
import { solutionOf } from '../../src/encoders/railway/solution.js';
import type { Point } from '../../src/image/raster.js';
import { classMaze, judgedClassMaze, tracedMaze } from '../helpers/corpus-maze.js';

/*
 * An end given on a tight curve where it runs into a line beside it lies in ink the two
 * share; where a letter fills the little hole past it, the skeleton forks only beyond the
 * end. The end is moved onto the branch its point lies beside (end-forks.ts), so that it
 * cannot leave up the line's own branch, a turn back at the switch as drawn.
 */

/** The first `length` pixels of the route the answer shows first, a point a pixel. */
function firstStretch(points: readonly (readonly number[])[], length: number): Point[] {
  const out: Point[] = [];
  for (let k = 0; k + 1 < points.length && out.length < length; k++) {
    const [a, b] = [points[k]!, points[k + 1]!];
    const steps = Math.max(1, Math.ceil(Math.hypot(b[0]! - a[0]!, b[1]! - a[1]!)));
    for (let i = 0; i < steps && out.length < length; i++) out.push([a[0]! + ((b[0]! - a[0]!) * i) / steps, a[1]! + ((b[1]! - a[1]!) * i) / steps]);
  }
  return out;
}

describe('an end given beside a fork in ink two tracks share (issue 34)', () => {
  it('leaves along its own curve, not up the line beside it: tight curves with lettering 22', async () => {
    const maze = await classMaze('tight-curves-lettering', 22);
    const puzzle = await tracedMaze(maze);
    const graph = railwayGraph(puzzle);
    const found = firstRoute(graph);
    expect(found).toBeDefined();
    const points = solutionOf(puzzle, stepsOf(graph, found!.states)).points;
    // The true route runs down the start's curve onto the next segment; the straight beside it goes up.
    const next = maze.route.steps[1]!.split('>')[0];
    expect(maze.route.steps[0]!.split('>')[0]).toBe(maze.startSegment);
    const own = maze.truth.segments.filter((s) => s.id === maze.startSegment || s.id === next);
    const tolerance = 2 + 0.75 * maze.lineWidth;
    const offOwn = firstStretch(points, 5 * maze.lineWidth).filter(([x, y]) => !own.some((s) => s.samples.some(([u, v]) => Math.hypot(u - x, v - y) <= tolerance)));
    expect(offOwn).toEqual([]);
  });

  it('stays on a curve whose stem turns off the line as steeply as the branch does: tight curves with lettering 51, right (unsure: its start lies beside the fork, end-blots.ts)', async () => {
    // The start lies on the curve just below where it meets the line; the line turns off that curve 95° one way and 68° the other.
    const { puzzle, judged } = await judgedClassMaze('tight-curves-lettering', 51);
    expect(judged.legal && judged.sameTrack).toBe(true);
    expect(pictureRecordOf(puzzle)?.doubt.endsInBlots.map((b) => [b.end, Boolean(b.fork)])).toEqual([['start', true]]);
  });

  it('stays on its line where a curve joins it as a switch the angle allows: drawings 99, right', async () => {
    // The start's S pulls the skeleton off the line, so the point given lies beside the curve joining below it at 66-69°.
    const { judged } = await judgedClassMaze('drawings', 99);
    expect(judged.legal && judged.sameTrack).toBe(true);
  });

  it('stays where the stem turns into the branch beside the point more smoothly than into the line: all at once 55, right', async () => {
    // The stem turns 20-23° into the branch beside the start and 66-68° into the other: no straight runs on beside the end's track.
    const { judged } = await judgedClassMaze('all-at-once', 55);
    expect(judged.legal && judged.sameTrack).toBe(true);
  });
});
