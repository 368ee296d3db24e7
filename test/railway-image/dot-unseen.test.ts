import { describe, expect, it } from 'vitest';
import { judgedClassMaze } from '../helpers/corpus-maze.js';

/*
 * A line carried through a filled dot (dot-carry.ts, dot-joins.ts) is read, not seen. On tight
 * curves with lettering 281 an arrow's shaft ends in a dot beside the track at both its ends;
 * both are joined through the dot to one place on the track, the joins and the shaft make a
 * ring, and the small-loop rule takes it out. Counted then as strokes left out beside the
 * track, the joins' pixels lay 2.4 stroke widths from a small triangle of switches further
 * along the line (the start's line and the curves to the finish), and the triangle rule read
 * a letter over it and contracted it into one junction: the route went the long way round.
 * Such pixels are the dot's (counted as 'dot'), no stroke beside the track.
 */

describe('a line carried through a dot that a rule takes out again leaves no stroke (issue 34)', () => {
  it('routes tight curves with lettering 281 right', async () => {
    const { judged } = await judgedClassMaze('tight-curves-lettering', 281);
    expect(judged.legal && judged.sameTrack).toBe(true);
  });

  it("leaves out the arrow's shaft as a small loop, not the joins down to the track", async () => {
    const { puzzle } = await judgedClassMaze('tight-curves-lettering', 281);
    const loops = (puzzle.source?.leftOut as { why: string; box: [number, number, number, number] }[]).filter((piece) => piece.why === 'small loop');
    // The track runs along y 84 (picture pixels); the joins reached it at (150,83).
    expect(loops.length).toBeGreaterThan(0);
    for (const { box } of loops) expect(box[1] + box[3]).toBeLessThan(78);
  });
});
