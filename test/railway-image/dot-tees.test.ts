import { describe, expect, it } from 'vitest';
import { judgedClassMaze } from '../helpers/corpus-maze.js';

/*
 * A line meeting a track at a corner no train takes, in a filled dot's ink, turned onto the
 * track under the dot (dot-tees.ts, round 59b). Tight curves with lettering 20: a dot in a
 * small ring standing on a line, where the line from above curves into the line under it
 * (to the finish); the dot's kept band thinned straight down into the line at a right angle,
 * no move entered it, and it was left out as unusable: the route went round another way.
 */

describe('a line meeting a track at a corner in a dot is joined onto it smoothly (issue 34)', () => {
  it('routes tight curves with lettering 20 right, down into the finish line under the dot', async () => {
    const { judged } = await judgedClassMaze('tight-curves-lettering', 20);
    expect(judged.legal && judged.sameTrack).toBe(true);
  });
});
