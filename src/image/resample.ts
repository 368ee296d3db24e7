import type { GreyImage } from './raster.js';

/** Lanczos window: source pixels either side of an output pixel's position that weigh in. */
const LOBES = 3;

/** One output pixel's source pixels (clamped at the edges) and their weights, summing to 1. */
interface Taps {
  readonly from: Int32Array;
  readonly weight: Float64Array;
}

const sinc = (x: number) => (x === 0 ? 1 : Math.sin(Math.PI * x) / (Math.PI * x));

/** The taps of each of `length` output pixels over `size` source pixels, `factor` times as many (pixel centres kept in line). */
function tapsOf(length: number, size: number, factor: number): Taps {
  const count = 2 * LOBES;
  const from = new Int32Array(length * count);
  const weight = new Float64Array(length * count);
  for (let c = 0; c < length; c++) {
    const s = (c + 0.5) / factor - 0.5;
    const first = Math.floor(s) - LOBES + 1;
    let sum = 0;
    for (let t = 0; t < count; t++) {
      const x = first + t;
      const w = sinc(s - x) * sinc((s - x) / LOBES);
      from[c * count + t] = Math.min(size - 1, Math.max(0, x));
      weight[c * count + t] = w;
      sum += w;
    }
    for (let t = 0; t < count; t++) weight[c * count + t]! /= sum;
  }
  return { from, weight };
}

/**
 * The picture enlarged about `factor` times (need not be whole), Lanczos-3 along rows then
 * columns, as an image editor enlarges it. The factor taken, `scale`, makes the width whole
 * and holds for both axes: a pixel (x, y) of the copy is at ((x + 0.5) / scale - 0.5, ...)
 * in the picture.
 */
export function enlargeBy(image: GreyImage, factor: number): { image: GreyImage; scale: number } {
  const width = Math.round(image.width * factor);
  const scale = width / image.width;
  const height = Math.round(image.height * scale);
  const count = 2 * LOBES;
  const columns = tapsOf(width, image.width, scale);
  const rows = tapsOf(height, image.height, scale);
  // Along rows first, kept unrounded.
  const wide = new Float32Array(width * image.height);
  for (let y = 0; y < image.height; y++) alongRow(image.data, y * image.width, columns, wide, y * width, width);
  const data = new Uint8Array(width * height);
  const offsets = new Int32Array(count);
  const weights = new Float64Array(count);
  for (let y = 0; y < height; y++) {
    for (let t = 0; t < count; t++) {
      offsets[t] = rows.from[y * count + t]! * width;
      weights[t] = rows.weight[y * count + t]!;
    }
    downColumns(wide, offsets, weights, data, y * width, width);
  }
  return { image: { width, height, data }, scale };
}

/** One source row (from offset `row`) resampled along to `width` pixels, unrounded, into `into` from `at`. */
function alongRow(grey: Uint8Array, row: number, columns: Taps, into: Float32Array, at: number, width: number): void {
  const { from, weight } = columns;
  const count = 2 * LOBES;
  for (let x = 0, tap = 0; x < width; x++) {
    let v = 0;
    for (let t = 0; t < count; t++, tap++) v += grey[row + from[tap]!]! * weight[tap]!;
    into[at + x] = v;
  }
}

/** One output row from the rows resampled along: each column the weighed sum of the rows at `offsets`, in their order, rounded into `into` from `at`. */
function downColumns(wide: Float32Array, offsets: Int32Array, weights: Float64Array, into: Uint8Array, at: number, width: number): void {
  const count = offsets.length;
  for (let x = 0; x < width; x++) {
    let v = 0;
    for (let t = 0; t < count; t++) v += wide[offsets[t]! + x]! * weights[t]!;
    into[at + x] = Math.min(255, Math.max(0, Math.round(v)));
  }
}
