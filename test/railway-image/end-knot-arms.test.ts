import { describe, expect, it } from 'vitest';
import { judgeTracedRoute } from '../../bench/railway-pictures/judge.js';
import { syntheticMaze } from '../../bench/railway-pictures/maze.js';
import { classRequest, tracedMaze } from '../helpers/corpus-maze.js';

/*
 * The start or finish is given on the track. Where a bold letter over it thins with the track
 * into a knot, the track's own arm at a junction of the knot can read as a turn past the limit
 * from the end's stub; the unusable rule (decorations.ts) then took it out before the end rules
 * judged the end (round 60a).
 */

describe("an end's knot keeps its arms", () => {
  it('tight-lettered 118: the track beside the start under the S, taken out as unusable, stays and the route is right', async () => {
    const maze = await syntheticMaze(classRequest('tight-lettered', 118));
    const judged = judgeTracedRoute(await tracedMaze(maze), maze);
    expect(judged.legal && judged.sameTrack).toBe(true);
  });
});
