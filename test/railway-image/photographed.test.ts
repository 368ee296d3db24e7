import { describe, expect, it } from 'vitest';
import { CORPUS } from '../../bench/railway-pictures/corpus.js';
import { syntheticMaze } from '../../bench/railway-pictures/maze.js';
import { judgePhotographed, photographed } from '../../bench/railway-pictures/photographed.js';

const scanned = async (seed: number) => syntheticMaze(CORPUS.find((s) => s.name === 'scan')!.request(seed));

describe('a corpus maze photographed by a phone (the bench\'s photographed classes)', () => {
  it('maps the picture\'s points into the photo and back', async () => {
    const photo = await photographed(await scanned(1), 'white');
    for (const point of [[0, 0], [120, 640], [577, 33]] as const) {
      const [x, y] = photo.toPicture(photo.toPhoto(point));
      expect(Math.hypot(x - point[0], y - point[1])).toBeLessThan(1e-6);
    }
    // The sheet's middle stays in the frame's middle, the sheet 85% of the frame's height.
    const maze = await scanned(1);
    const side = photo.toPhoto([maze.truth.width / 2, 0]);
    expect(Math.abs(side[1] - ((3024 * 0.15) / 2 + ((3024 * 0.85) / 2) * (1 - Math.cos((2.5 * Math.PI) / 180))))).toBeLessThan(1);
  });

  it('judges the route traced on the photo on the picture: a scanned maze photographed on a table', async () => {
    // Judged without mapping the route back, every point would lie off the drawn track.
    const judged = await judgePhotographed(await scanned(1), 'table');
    expect(judged.why).toBe('');
    expect(judged.legal && judged.sameTrack).toBe(true);
  });
});
