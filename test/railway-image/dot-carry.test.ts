import { describe, expect, it } from 'vitest';
import { judgeTracedRoute } from '../../bench/railway-pictures/judge.js';
import { syntheticMaze } from '../../bench/railway-pictures/maze.js';
import { pictureRecordOf } from '../../src/encoders/railway/picture.js';
import { classRequest, judgedClassMaze, tracedMaze } from '../helpers/corpus-maze.js';

/*
 * A line a filled dot's erasure cut is carried on through the dot in the graph (dot-carry.ts):
 * on tight curves with lettering 7 a blob drawn below the bottom line, where a loop's side and
 * a line from above join it, hides both the line's edges; erased down to the track's band
 * (blob-dots.ts), the line ended in the dot, a dead end pruned with the stretch of track behind
 * it, and the route went round another way.
 */

describe('a line cut by a filled dot is carried on through it (issue 34)', () => {
  it('routes tight curves with lettering 7 along its bottom line under the blob, right', async () => {
    const { judged } = await judgedClassMaze('tight-curves-lettering', 7);
    expect(judged.legal && judged.sameTrack).toBe(true);
  });

  it('counts the line carried on beside the route as the dot, so the answer is not sure', async () => {
    const { puzzle } = await judgedClassMaze('tight-curves-lettering', 7);
    const doubt = pictureRecordOf(puzzle)?.doubt;
    // The line is carried from x 187 to 211 along y 401 (picture pixels).
    const dot = doubt?.leftOutBeside.find((place) => place.why === 'dot' && Math.hypot(place.at[0] - 199, place.at[1] - 401) < 15);
    expect(dot).toBeDefined();
    expect(doubt?.confidence).toBe('unsure');
  });

  it('reads no sliver as a line: tight-lettered 45, right', async () => {
    // Its dots' ends are 0.70-0.76 stroke widths long; carried on (at 0.5), the start left along a letter.
    const { judged } = await judgedClassMaze('tight-lettered', 45);
    expect(judged.legal && judged.sameTrack).toBe(true);
  });

  it('carries no line across into a track it does not run on along: tight curves with only the blobs drawn 28, right', async () => {
    // The dot hides a curve rising into a loop's top line; carried straight on, it met the line at 59 degrees, a move the drawing has not.
    const request = classRequest('tight-curves-lettering', 28);
    const maze = await syntheticMaze({ ...request, distortion: { ...request.distortion, hidden: ['lettering-word', 'lettering-arrow', 'lettering-S', 'lettering-F'] } });
    const judged = judgeTracedRoute(await tracedMaze(maze), maze);
    expect(judged.legal && judged.sameTrack).toBe(true);
  });
});
