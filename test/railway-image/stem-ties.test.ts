import { describe, expect, it } from 'vitest';
import { judgedClassMaze } from '../helpers/corpus-maze.js';

/*
 * A switch on tight curves with a letter, blob or word over it thins into a Y whose three turns
 * are about equal: the stem the turns pick stands out by a degree or two, and the cusp rule
 * refused the true pass as the V between branches. Where the stem stands out by less than
 * STEM_TIE (moves.ts), the cusp rule refuses nothing there: only beside an end with lettering
 * left out near it, as a hand's wobbly Y beside a start has such a tie too.
 */

describe('a switch whose stem the turns cannot tell (issue 34)', () => {
  it('routes tight curves with lettering 31 right: the stem beside the finish picked by 2°', async () => {
    const { judged } = await judgedClassMaze('tight-curves-lettering', 31);
    expect(judged.legal && judged.sameTrack).toBe(true);
  });

  it('routes tight curves with lettering 129 right: the stem beside the start picked by 2°', async () => {
    const { judged } = await judgedClassMaze('tight-curves-lettering', 129);
    expect(judged.legal && judged.sameTrack).toBe(true);
  });

  it('keeps the V at a wobbly Y beside a start with no lettering near: the hand-drawn wobble 48 routes right', async () => {
    const { judged } = await judgedClassMaze('wobble', 48);
    expect(judged.legal && judged.sameTrack).toBe(true);
  });
});
