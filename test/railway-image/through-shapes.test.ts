import { describe, expect, it } from 'vitest';
import { judgedClassMaze } from '../helpers/corpus-maze.js';

/*
 * A track running under a filled station goes on under it (through-shapes.ts, round 43): its
 * inside erased and its outline kept (thick.ts), the lines that run into the box from opposite
 * sides end at the outline, turning onto it by more than the angle either way.
 */

const judged = async (name: string, seed: number) => (await judgedClassMaze(name, seed)).judged;

describe('a track under a filled shape (through-shapes.ts)', () => {
  it('routes all at once 59 straight under the filled station (before: no route in the traced maze)', async () => {
    expect(await judged('all-at-once', 59)).toMatchObject({ legal: true, sameTrack: true });
  });

  it('routes drawings 55, an arc from above running under the box into the line along its foot (before: no route)', async () => {
    expect(await judged('drawings', 55)).toMatchObject({ legal: true, sameTrack: true });
  });

  it('routes drawings 68 straight under a rotated box, corner to corner, the line at its lower corner going on only along the outline (round 46; before: round the box along its outline)', async () => {
    expect(await judged('drawings', 68)).toMatchObject({ legal: true, sameTrack: true });
  });

  it('joins no two lines that go on at the box unless in line (homework-like 51: arcs along a diamond box meeting under it, 23-31° apart, not a straight line across)', async () => {
    expect(await judged('homework', 51)).toMatchObject({ legal: true, sameTrack: true });
  });
});
