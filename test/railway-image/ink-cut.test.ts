import { describe, expect, it } from 'vitest';
import { photographed } from '../../bench/railway-pictures/photographed.js';
import { railwayPicture } from '../../src/encoders/railway/picture.js';
import { classMaze, judgedClassMaze } from '../helpers/corpus-maze.js';

/*
 * A picture with lettering or drawings on its track is traced again cut at the ink's level
 * (ink-cut.ts): the letters touching the track come apart from it.
 */

async function traced(name: string, seed: number, inkCut: 'when-lettered' | 'never' = 'when-lettered', secondLook?: 'never') {
  const { puzzle, judged } = await judgedClassMaze(name, seed, { inkCut, ...(secondLook ? { secondLook } : {}) });
  const settings = puzzle.source!['settings'] as { thresholdBy: string; inkFor?: string; sigma: number };
  return { right: judged.legal && judged.sameTrack, settings };
}

describe('lettering cut at the ink level (ink-cut.ts)', () => {
  // Studied seeds (41-100), each wrong cut at Otsu's level, looked at twice or not (drawings 76, studied first, is right
  // cut at Otsu's level since round 45 compares an eye's sides beside its start from the start: drawings 42 instead).
  for (const [name, seed] of [['homework', 54], ['all-at-once', 69], ['drawings', 42]] as const) {
    it(`${name} ${seed}: wrong cut at Otsu's level, right cut at the ink's, and the answer says why`, async () => {
      // Traced once: the second look's copy, enlarged, may find the tracks crowded and cut itself at the ink's level.
      const otsu = await traced(name, seed, 'never', 'never');
      expect(otsu.right).toBe(false);
      expect(otsu.settings).toMatchObject({ thresholdBy: 'otsu' });
      expect(otsu.settings.inkFor).toBeUndefined();
      const ink = await traced(name, seed);
      expect(ink.right).toBe(true);
      expect(ink.settings).toMatchObject({ thresholdBy: 'ink', inkFor: 'lettering', sigma: 0 });
    });
  }

  it("cuts a lettered phone's photo so from its reduced working picture, and says at what scale it was traced", async () => {
    const maze = await classMaze('drawings', 1);
    const photo = await photographed(maze, 'white');
    const at = (point: readonly [number, number]) => photo.toPhoto(point).map(Math.round);
    const read = await railwayPicture.parse(new Uint8Array(photo.bytes), { start: at(maze.start), finish: at(maze.finish) }, 'drawings-1 photographed');
    if (!read.ok) throw new Error(read.issues[0]!.message);
    expect(read.value.source!['settings']).toMatchObject({ thresholdBy: 'ink', inkFor: 'lettering', tracedAtScale: '1/3' });
    // Read back in the photo's pixels: every node lies within the photo.
    expect(read.value.nodes.every((n) => n.x >= 0 && n.y >= 0 && n.x < 4032 && n.y < 3024)).toBe(true);
  });

  it('leaves a picture without lettering cut at Otsu\'s level, and says why crowded tracks are cut at the ink\'s', async () => {
    const plain = await traced('wobble', 1);
    expect(plain.right).toBe(true);
    expect(plain.settings).toMatchObject({ thresholdBy: 'otsu' });
    expect(plain.settings.inkFor).toBeUndefined();
    const tight = await traced('tight-curves', 1);
    expect(tight.settings).toMatchObject({ thresholdBy: 'ink', inkFor: 'crowded tracks' });
  });
});
