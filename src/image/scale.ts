import { darkPixels, otsuThreshold } from './binarize.js';
import { strokeWidth } from './components.js';
import type { GreyImage } from './raster.js';

/** Lines at least this wide (pixels) in a large picture are traced on a reduced copy, so that they come out about this wide. */
export const WORKING_STROKE = 4;
const REDUCE_FROM = 2 * WORKING_STROKE;
/** Pictures of more pixels than this are large. */
export const LARGE_PICTURE = 2_500_000;

/**
 * The factor a picture is reduced by before tracing: for a large picture with lines 8 or more
 * pixels wide, the whole number that brings them to about 4 (the seed's scale), else 1. A
 * 600 dpi scan of an A4 maze drawn with a 0.5 mm pen (35 megapixels, 12-pixel lines) traced
 * at a third of its size costs a ninth of the work. Smaller pictures are traced as they are:
 * thick lines in tight curves lose junctions when reduced (bench: 6 of 10 routes right
 * reduced, 10 of 10 as they are).
 */
export function workingScale(image: GreyImage): number {
  if (image.width * image.height <= LARGE_PICTURE) return 1;
  const width = strokeWidth(darkPixels(image, otsuThreshold(image)));
  return width < REDUCE_FROM ? 1 : Math.floor(width / WORKING_STROKE);
}

/** The picture reduced by a whole factor, each pixel the mean of its block. */
export function reduce(image: GreyImage, factor: number): GreyImage {
  if (factor <= 1) return image;
  const width = Math.ceil(image.width / factor);
  const height = Math.ceil(image.height / factor);
  const sum = new Uint32Array(width * height);
  const column = Int32Array.from({ length: image.width }, (_, x) => Math.floor(x / factor));
  for (let y = 0; y < image.height; y++) {
    const row = Math.floor(y / factor) * width;
    const offset = y * image.width;
    for (let x = 0; x < image.width; x++) sum[row + column[x]!]! += image.data[offset + x]!;
  }
  // Blocks on the right and bottom edges may be cut short.
  const data = new Uint8Array(width * height);
  for (let by = 0; by < height; by++) {
    const tall = Math.min(factor, image.height - by * factor);
    for (let bx = 0; bx < width; bx++) {
      const wide = Math.min(factor, image.width - bx * factor);
      data[by * width + bx] = Math.round(sum[by * width + bx]! / (tall * wide));
    }
  }
  return { width, height, data };
}
