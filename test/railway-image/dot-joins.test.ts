import { describe, expect, it } from 'vitest';
import { judgeTracedRoute } from '../../bench/railway-pictures/judge.js';
import { syntheticMaze } from '../../bench/railway-pictures/maze.js';
import { classRequest, judgedClassMaze, tracedMaze } from '../helpers/corpus-maze.js';

/*
 * A line a filled dot cuts with no straight way on is joined smoothly through the dot to the
 * track it runs into along (dot-joins.ts, round 58a), and two lines meeting at a corner in a
 * dot are carried on the same way (dot-carry.ts). Tight curves with lettering 14 with only its
 * blobs drawn: a blob over a switch hides the curve leaving the line whole, the curve's two
 * sides thin into one corner in the dot, and no route was found on main 8f0690e. Tight curves
 * with lettering 220 and tight-lettered 220 (judged after the rule was fixed, on seeds no rule
 * was fitted on) took other track on main. Tight curves with lettering 121 stays right: a join
 * there turned 130 degrees, more than a quarter turn and some, through its dot.
 */

describe('a line cut by a filled dot is joined smoothly to the track it runs into (issue 34)', () => {
  it('routes tight curves with lettering 14, only the blobs drawn, right through the blob over its switch', async () => {
    const request = classRequest('tight-curves-lettering', 14);
    const maze = await syntheticMaze({ ...request, distortion: { ...request.distortion, hidden: ['lettering-word', 'lettering-arrow', 'lettering-S', 'lettering-F'] } });
    const judged = judgeTracedRoute(await tracedMaze(maze), maze);
    expect(judged.legal && judged.sameTrack).toBe(true);
  });

  it('routes tight curves with lettering 220 and tight-lettered 220 right', async () => {
    for (const name of ['tight-curves-lettering', 'tight-lettered']) {
      const { judged } = await judgedClassMaze(name, 220);
      expect({ name, right: judged.legal && judged.sameTrack }).toEqual({ name, right: true });
    }
  });

  it('joins nothing round more than a quarter turn and some: tight curves with lettering 121 stays right', async () => {
    const { judged } = await judgedClassMaze('tight-curves-lettering', 121);
    expect(judged.legal && judged.sameTrack).toBe(true);
  });
});
