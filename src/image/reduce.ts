import type { GreyImage } from './raster.js';

/** What is judged of a picture as a whole (a table round the paper, light lines on dark) is judged on a copy reduced to about this many pixels. */
const LOOKED_AT = 400_000;

const lookedAtCopies = new WeakMap<GreyImage, { reduced: GreyImage; factor: number }>();

/** The picture reduced by the whole factor that brings it to about LOOKED_AT pixels (as it is when smaller), made once per picture. */
export function lookedAt(image: GreyImage): { reduced: GreyImage; factor: number } {
  let copy = lookedAtCopies.get(image);
  if (!copy) {
    const factor = Math.max(1, Math.floor(Math.sqrt((image.width * image.height) / LOOKED_AT)));
    copy = { reduced: reduce(image, factor), factor };
    lookedAtCopies.set(image, copy);
  }
  return copy;
}

/** The picture reduced by a whole factor, each pixel the mean of its block (rounded, halves up). */
export function reduce(image: GreyImage, factor: number): GreyImage {
  if (factor <= 1) return image;
  if (factor === 2) return halve(image);
  const width = Math.ceil(image.width / factor);
  const height = Math.ceil(image.height / factor);
  const sum = new Uint32Array(width * height);
  const column = Int32Array.from({ length: image.width }, (_, x) => Math.floor(x / factor));
  for (let y = 0; y < image.height; y++) addRow(image.data, y * image.width, image.width, sum, Math.floor(y / factor) * width, column);
  // Blocks on the right and bottom edges may be cut short.
  const data = new Uint8Array(width * height);
  for (let by = 0; by < height; by++) {
    const tall = Math.min(factor, image.height - by * factor);
    meanRow(sum, data, by * width, width, factor, image.width, tall);
  }
  return { width, height, data };
}

function addRow(grey: Uint8Array, offset: number, length: number, sum: Uint32Array, row: number, column: Int32Array): void {
  for (let x = 0; x < length; x++) sum[row + column[x]!]! += grey[offset + x]!;
}

function meanRow(sum: Uint32Array, into: Uint8Array, row: number, width: number, factor: number, pictureWidth: number, tall: number): void {
  for (let bx = 0; bx < width; bx++) {
    const wide = Math.min(factor, pictureWidth - bx * factor);
    into[row + bx] = Math.round(sum[row + bx]! / (tall * wide));
  }
}

/**
 * reduce(image, 2), the factor every large picture is measured at, a row pair at a time:
 * each 2x2 block's sum rounded as reduce rounds it, (sum + 2) >> 2. Blocks cut short on the
 * right and bottom edges are averaged over the pixels they have.
 */
function halve(image: GreyImage): GreyImage {
  const width = Math.ceil(image.width / 2);
  const height = Math.ceil(image.height / 2);
  const data = new Uint8Array(width * height);
  const pairs = image.width >> 1;
  for (let by = 0; by < height; by++) {
    const top = 2 * by * image.width;
    const bottom = 2 * by + 1 < image.height ? top + image.width : -1;
    if (bottom < 0) {
      // The last row alone: blocks one pixel tall.
      for (let bx = 0; bx < width; bx++) {
        const x = top + 2 * bx;
        data[by * width + bx] = 2 * bx + 1 < image.width ? (image.data[x]! + image.data[x + 1]! + 1) >> 1 : image.data[x]!;
      }
    } else {
      halveRowPair(image.data, top, bottom, data, by * width, pairs);
      if (pairs < width) data[by * width + pairs] = (image.data[top + 2 * pairs]! + image.data[bottom + 2 * pairs]! + 1) >> 1;
    }
  }
  return { width, height, data };
}

function halveRowPair(grey: Uint8Array, top: number, bottom: number, into: Uint8Array, row: number, pairs: number): void {
  for (let bx = 0; bx < pairs; bx++) {
    const x = 2 * bx;
    into[row + bx] = (grey[top + x]! + grey[top + x + 1]! + grey[bottom + x]! + grey[bottom + x + 1]! + 2) >> 2;
  }
}
