import { describe, expect, it } from 'vitest';
import type { HiddenPart } from '../../bench/railway-pictures/draw.js';
import { judgeTracedRoute } from '../../bench/railway-pictures/judge.js';
import { syntheticMaze } from '../../bench/railway-pictures/maze.js';
import { railwayPicture } from '../../src/encoders/railway/picture.js';
import { withoutDots } from '../../src/image/blob-dots.js';
import type { Bitmap } from '../../src/image/raster.js';
import { classRequest, tracedMaze } from '../helpers/corpus-maze.js';
import { differingShare, strokesOfPicture } from '../helpers/strokes.js';
import { stroke, svgPicture } from './draw.js';

/*
 * Filled dots over the track (blob-dots.ts): the dot's part beyond the track is erased and
 * the track's band under it kept, on a bend, in a corner and in a loop.
 */

/** Pixels set in `b` and not in `a`, over the pixels set in `b`. */
function missingShare(a: Bitmap, b: Bitmap): number {
  let [missing, inB] = [0, 0];
  for (let i = 0; i < a.data.length; i++) {
    if (b.data[i] && !a.data[i]) missing++;
    if (b.data[i]) inB++;
  }
  return missing / inB;
}

// Tight curves' pen (8 px) and blob (1.8 pens in radius, its middle half a pen and 0.8 radii off the line's middle: draw.ts).
const PEN = 8;
const RADIUS = 1.8 * PEN;
const OFF = PEN / 2 + 0.8 * RADIUS;
/** A rounded loop with tight corners (radius 20), a short line joining its right side by a tight curve, and three lines (the picture is traced enlarged twice, as tight curves are, and the blobs do not swell the width measured). */
const TRACK = stroke('M60 40 L160 40 A20 20 0 0 1 180 60 L180 140 A20 20 0 0 1 160 160 L60 160 A20 20 0 0 1 40 140 L40 60 A20 20 0 0 1 60 40 M180 100 A20 20 0 0 0 200 120 L260 120 M20 200 L280 200 M20 235 L280 235 M20 270 L280 270', PEN);
const blob = (x: number, y: number) => `<circle cx="${x}" cy="${y}" r="${RADIUS}" fill="#111"/>`;
/** On the top line outside the loop; inside the loop's top-left corner (on the bend's middle, toward its centre); in the switch's corner between the loop's side and the joining curve. */
const BLOB_CENTRES: readonly (readonly [number, number])[] = [
  [110, 40 - OFF],
  [60 - 20 * Math.SQRT1_2 + OFF * Math.SQRT1_2, 60 - 20 * Math.SQRT1_2 + OFF * Math.SQRT1_2],
  [200 - 20 * Math.SQRT1_2 + OFF * Math.SQRT1_2, 100 + 20 * Math.SQRT1_2 - OFF * Math.SQRT1_2],
];
const BLOBS = BLOB_CENTRES.map(([x, y]) => blob(x, y));

const LETTERING_PARTS: readonly HiddenPart[] = ['lettering-word', 'lettering-blob', 'lettering-arrow', 'lettering-S', 'lettering-F'];

describe('filled dots over the track (blob-dots.ts)', () => {
  it('erases three blobs on a loop and a curve down to the track: the ink left is within a few pixels of the track drawn alone', async () => {
    const bare = await strokesOfPicture(await svgPicture(300, 300, TRACK));
    const dotted = await strokesOfPicture(await svgPicture(300, 300, TRACK + BLOBS.join('')));
    // The blobs' ink is a third of the track's; what is left differs from the bare track by its edges only.
    expect(differingShare(dotted.binary, bare.binary)).toBeLessThan(0.02);
    // The track under the blobs is kept: erasing their discs whole takes 4.7% of the track's ink (here 0.04% goes).
    expect(missingShare(dotted.binary, bare.binary)).toBeLessThan(0.005);
  });

  it('finds no dot in track drawn alone, tight curves and all (nothing erased)', async () => {
    const bare = await strokesOfPicture(await svgPicture(300, 300, TRACK));
    expect(withoutDots(bare.binary, bare.strokeWidth)).toBeUndefined();
    const request = classRequest('tight-curves', 5);
    const maze = await syntheticMaze(request);
    const strokes = await strokesOfPicture(new Uint8Array(maze.bytes));
    expect(withoutDots(strokes.binary, strokes.strokeWidth)).toBeUndefined();
  });

  it('leaves pictures with lines under 12 working pixels alone, whose bold letters and arrowheads are as deep (homework-like 33, all at once 26 stay right)', async () => {
    for (const [name, seed] of [['homework', 33], ['all-at-once', 26]] as const) {
      const maze = await syntheticMaze(classRequest(name, seed));
      const judged = judgeTracedRoute(await tracedMaze(maze), maze);
      expect({ name, seed, right: judged.legal && judged.sameTrack }).toEqual({ name, seed, right: true });
    }
  });

  it('routes right the tight curves with only the lettering blobs drawn that the blobs broke (seeds 17, 21, 23)', async () => {
    for (const seed of [17, 21, 23]) {
      const request = classRequest('tight-curves-lettering', seed);
      const hidden = LETTERING_PARTS.filter((part) => part !== 'lettering-blob');
      const maze = await syntheticMaze({ ...request, distortion: { ...request.distortion, hidden } });
      const judged = judgeTracedRoute(await tracedMaze(maze), maze);
      expect({ seed, right: judged.legal && judged.sameTrack }).toEqual({ seed, right: true });
    }
  });

  it('lists the dots\' erased ink as left out in the answer\'s source (why "dot"), where the blobs were drawn', async () => {
    const read = await railwayPicture.parse(await svgPicture(300, 300, TRACK + BLOBS.join('')), { start: [100, 160], finish: [180, 100] }, 'blobs.png');
    if (!read.ok) throw new Error(read.issues[0]!.message);
    const dots = (read.value.source!['leftOut'] as { why: string; box: [number, number, number, number] }[]).filter((l) => l.why === 'dot');
    expect(dots.length).toBeGreaterThanOrEqual(3);
    // Each blob drawn has a piece whose box lies within its disc's reach.
    for (const centre of BLOB_CENTRES) {
      const near = dots.some(({ box: [x, y, w, h] }) => Math.hypot(x + w / 2 - centre[0], y + h / 2 - centre[1]) < 15);
      expect({ centre, near }).toEqual({ centre, near: true });
    }
  });
});
