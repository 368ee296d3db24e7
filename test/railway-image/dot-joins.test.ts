import { describe, expect, it } from 'vitest';
import { judgedClassMaze } from '../helpers/corpus-maze.js';

/*
 * A line a filled dot cuts with no straight way on is joined smoothly through the dot to the
 * track it runs into (dot-joins.ts, round 58a). Judged after the rule was fixed, on seeds no
 * rule was fitted on: tight curves with lettering 220 and tight-lettered 220 took other track
 * on main 8f0690e (legal), and are right with the joins.
 */

describe('a line cut by a filled dot is joined smoothly to the track it runs into (issue 34)', () => {
  it('routes tight curves with lettering 220 right', async () => {
    const { judged } = await judgedClassMaze('tight-curves-lettering', 220);
    expect(judged.legal && judged.sameTrack).toBe(true);
  });

  it('routes tight-lettered 220 right', async () => {
    const { judged } = await judgedClassMaze('tight-lettered', 220);
    expect(judged.legal && judged.sameTrack).toBe(true);
  });
});
