import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { decodeRaster } from '../../src/image/decode-raster.js';
import { greyFromRgba } from '../../src/image/grey.js';

/** Seeded pixels: every colour and transparency, a third of them opaque. */
function randomRgba(width: number, height: number, seed: number): Uint8Array {
  const rgba = new Uint8Array(width * height * 4);
  let state = seed;
  const next = () => (state = (Math.imul(state, 1103515245) + 12345) >>> 0) >>> 24;
  for (let i = 0; i < rgba.length; i++) rgba[i] = next();
  for (let p = 0; p < width * height; p += 3) rgba[4 * p + 3] = 255;
  return rgba;
}

describe('grey levels of a decoded picture (the page decodes with the browser, the command line with sharp)', () => {
  it('are within one level of sharp flattening on white and converting to greyscale, and grey pixels keep their level', async () => {
    const [width, height] = [64, 48];
    const rgba = randomRgba(width, height, 7);
    const png = await sharp(rgba, { raw: { width, height, channels: 4 } }).png().toBuffer();
    const bySharp = await decodeRaster(new Uint8Array(png));
    const ours = greyFromRgba(width, height, rgba);
    expect([ours.width, ours.height]).toEqual([bySharp.width, bySharp.height]);
    const gaps = [...ours.data].map((v, i) => Math.abs(v - bySharp.data[i]!));
    expect(Math.max(...gaps)).toBeLessThanOrEqual(1);
    // Most agree exactly (a loose conversion, Rec. 601 luma say, is off by up to 60 levels)
    expect(gaps.filter((g) => g === 0).length / gaps.length).toBeGreaterThan(0.75);
    const greys = greyFromRgba(3, 1, new Uint8Array([0, 0, 0, 255, 140, 140, 140, 255, 255, 255, 255, 255]));
    expect([...greys.data]).toEqual([0, 140, 255]);
  });
});
