/**
 * Rasters for the picture pipeline: x to the right, y down, origin the top-left pixel;
 * pixel (x, y) is at index y * width + x.
 */

/** Grey levels 0 (black) .. 255 (white). */
export interface GreyImage {
  readonly width: number;
  readonly height: number;
  readonly data: Uint8Array;
}

/** One bit per pixel stored as a byte: 1 is track (after negation), 0 is background. */
export interface Bitmap {
  readonly width: number;
  readonly height: number;
  readonly data: Uint8Array;
}

export function emptyBitmap(width: number, height: number): Bitmap {
  return { width, height, data: new Uint8Array(width * height) };
}

export function copyBitmap(bitmap: Bitmap): Bitmap {
  return { width: bitmap.width, height: bitmap.height, data: new Uint8Array(bitmap.data) };
}

export function countOnes(bitmap: Bitmap): number {
  let n = 0;
  for (let i = 0; i < bitmap.data.length; i++) n += bitmap.data[i]!;
  return n;
}

/** The 8 neighbour steps in ring order (clockwise from north); index i+4 is opposite i. */
export const RING_DX = [0, 1, 1, 1, 0, -1, -1, -1] as const;
export const RING_DY = [-1, -1, 0, 1, 1, 1, 0, -1] as const;

/** Ring of 8 neighbour values of (x, y), 0 outside the picture, clockwise from north. */
export function ring(bitmap: Bitmap, x: number, y: number, out: Uint8Array): Uint8Array {
  const { width, height, data } = bitmap;
  for (let k = 0; k < 8; k++) {
    const nx = x + RING_DX[k]!;
    const ny = y + RING_DY[k]!;
    out[k] = nx >= 0 && ny >= 0 && nx < width && ny < height ? data[ny * width + nx]! : 0;
  }
  return out;
}

/** Indices of the set 8-neighbours of pixel `index`. */
export function neighbours(bitmap: Bitmap, index: number): number[] {
  const { width, height, data } = bitmap;
  const x = index % width;
  const y = (index - x) / width;
  const found: number[] = [];
  for (let k = 0; k < 8; k++) {
    const nx = x + RING_DX[k]!;
    const ny = y + RING_DY[k]!;
    if (nx >= 0 && ny >= 0 && nx < width && ny < height && data[ny * width + nx]) found.push(ny * width + nx);
  }
  return found;
}

export type Point = readonly [x: number, y: number];

export function pointOf(width: number, index: number): Point {
  const x = index % width;
  return [x, (index - x) / width];
}

export function distance(a: Point, b: Point): number {
  return Math.hypot(a[0] - b[0], a[1] - b[1]);
}
