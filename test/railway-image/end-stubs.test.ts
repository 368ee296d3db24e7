import { describe, expect, it } from 'vitest';
import { pictureRecordOf } from '../../src/encoders/railway/picture.js';
import { judgedClassMaze } from '../helpers/corpus-maze.js';

/*
 * An end snapped a fraction of a stroke width from a junction, where the bold S or F drawn
 * over the track thinned with the junction into a knot, leaves along a stub too short to have a
 * way: the way is read off the line past the end, bent on as that line bends (end-stubs.ts).
 */

describe('an end beside a junction a letter made (issue 34)', () => {
  it('leaves the start along its line: tight curves with lettering 96, right', async () => {
    // The start lies 0.6 stroke widths from the junction its route leaves by; read off the stub, the route's first move turned back.
    const { judged } = await judgedClassMaze('tight-curves-lettering', 96);
    expect(judged.legal && judged.sameTrack).toBe(true);
  });

  it('arrives at the finish along its line: tight curves with lettering 90, right', async () => {
    // The finish lies 0.6 stroke widths past its junction; read off the stub, the last move came in off the other track.
    const { judged } = await judgedClassMaze('tight-curves-lettering', 90);
    expect(judged.legal && judged.sameTrack).toBe(true);
  });

  it('leaves an end stranded in the ink of a junction along a line through it: tight curves with lettering 68, right', async () => {
    // The finish's only arm is a stub 0.1 stroke widths into a switch, both its moves turning 70-73°: refused, the route went round by other track.
    const { judged } = await judgedClassMaze('tight-curves-lettering', 68);
    expect(judged.legal && judged.sameTrack).toBe(true);
  });

  it('reads only stubs under three quarters of a stroke width: tight-lettered 99 stays unsure', async () => {
    // Its finish's stub is a whole width long; read through the finish, its route is still wrong and would be sure.
    const { puzzle } = await judgedClassMaze('tight-lettered', 99);
    expect(pictureRecordOf(puzzle)?.doubt.confidence).toBe('unsure');
  });
});
