import { describe, expect, it } from 'vitest';
import { type GreyImage, sourcePositions } from '../../src/image/raster.js';
import { enlargeBy } from '../../src/image/resample.js';
import { enlarge } from '../../src/image/scale.js';

/** A picture of pseudo-random greys (a fixed linear congruential sequence). */
function noise(width: number, height: number): GreyImage {
  let state = 12345;
  const data = Uint8Array.from({ length: width * height }, () => ((state = (state * 1103515245 + 12345) % 2 ** 31), state % 256));
  return { width, height, data };
}

/** Bilinear enlargement worked out pixel by pixel: both source rows interpolated along anew for every pixel. */
function enlargedPixelByPixel(image: GreyImage, factor: number): Uint8Array {
  const [width, height] = [image.width * factor, image.height * factor];
  const columns = sourcePositions(width, image.width, factor);
  const rows = sourcePositions(height, image.height, factor);
  const out = new Uint8Array(width * height);
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      const at = (row: number) => image.data[row * image.width + columns.low[x]!]! * (1 - columns.share[x]!) + image.data[row * image.width + columns.high[x]!]! * columns.share[x]!;
      out[y * width + x] = Math.round(at(rows.low[y]!) * (1 - rows.share[y]!) + at(rows.high[y]!) * rows.share[y]!);
    }
  }
  return out;
}

describe('resampling: each source row interpolated along once gives the same pixels', () => {
  it('enlarge by 2 and 3 equals the bilinear enlargement worked out pixel by pixel', () => {
    for (const [w, h] of [[17, 11], [5, 23]] as const) {
      for (const factor of [2, 3]) expect(enlarge(noise(w, h), factor).data).toEqual(enlargedPixelByPixel(noise(w, h), factor));
    }
  });

  it('enlargeBy keeps to its size and reads a flat picture as flat', () => {
    const flat = { width: 20, height: 13, data: new Uint8Array(20 * 13).fill(117) };
    const copy = enlargeBy(flat, 1.15);
    expect([copy.image.width, copy.image.height, copy.scale]).toEqual([23, 15, 23 / 20]);
    expect(copy.image.data.every((v) => v === 117)).toBe(true);
  });
});
