import { describe, expect, it } from 'vitest';
import { CORPUS } from '../../bench/railway-pictures/corpus.js';
import { judgeTracedRoute } from '../../bench/railway-pictures/judge.js';
import { syntheticMaze } from '../../bench/railway-pictures/maze.js';
import { railwayPicture } from '../../src/encoders/railway/picture.js';

/*
 * A track running under a filled station goes on under it (through-shapes.ts, round 43): its
 * inside erased and its outline kept (thick.ts), the lines that run into the box from opposite
 * sides end at the outline, turning onto it by more than the angle either way.
 */

async function judged(name: string, seed: number) {
  const maze = await syntheticMaze(CORPUS.find((s) => s.name === name)!.request(seed));
  const read = await railwayPicture.parse(new Uint8Array(maze.bytes), { start: [...maze.start], finish: [...maze.finish] }, `${name}-${seed}.png`);
  if (!read.ok) throw new Error(read.issues[0]!.message);
  return judgeTracedRoute(read.value, maze);
}

describe('a track under a filled shape (through-shapes.ts)', () => {
  it('routes all at once 59 straight under the filled station (before: no route in the traced maze)', async () => {
    expect(await judged('all-at-once', 59)).toMatchObject({ legal: true, sameTrack: true });
  });

  it('routes drawings 55, an arc from above running under the box into the line along its foot (before: no route)', async () => {
    expect(await judged('drawings', 55)).toMatchObject({ legal: true, sameTrack: true });
  });

  it('joins no two lines that both go on at the box (homework-like 51: arcs along a diamond box meeting under it, not a straight line across)', async () => {
    expect(await judged('homework', 51)).toMatchObject({ legal: true, sameTrack: true });
  });
});
