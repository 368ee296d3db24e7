import { describe, expect, it } from 'vitest';
import { judgePhotographed, photographed, tracePhotographed } from '../../bench/railway-pictures/photographed.js';
import { classMaze } from '../helpers/corpus-maze.js';

const scanned = (seed: number) => classMaze('scan', seed);

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

  it('traces a photo of tight curves as crowded, reduced less: the pinholes between tracks kept, the route right', async () => {
    // Reduced as other large pictures are (lines to about 4 px) and cut at Otsu's level, neither seed had a route.
    for (const seed of [1, 2]) {
      const maze = await classMaze('tight-curves', seed);
      const { traced, judged } = await tracePhotographed(maze, 'white');
      // Lines about 54 px in the 12-megapixel photo: reduced by 3, not 13, and cut at the ink's level without a blur.
      expect({ seed, settings: traced?.source?.['settings'] }).toMatchObject({ seed, settings: { tracedAtScale: '1/3', thresholdBy: 'ink', sigma: 0 } });
      expect({ seed, why: judged.why }).toEqual({ seed, why: '' });
    }
  });

  it('traces a lettered photo reduced only to a large picture\'s pixels, about its scan\'s: the lettering keeps off the junctions, the route right', async () => {
    // Reduced to lines of about 4 px (by 5, 0.63 of the scan's pixels) the letters round a crossing thinned into a move the drawing does not allow.
    const { traced, judged } = await tracePhotographed(await classMaze('all-at-once', 29), 'white');
    expect(traced?.source?.['settings']).toMatchObject({ tracedAtScale: '1/3', thresholdBy: 'ink' });
    expect(judged.why).toBe('');
    expect(judged.legal && judged.sameTrack).toBe(true);
  });
});
