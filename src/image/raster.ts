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

/** The 8 neighbour steps in ring order (clockwise from north). */
const RING_DX = [0, 1, 1, 1, 0, -1, -1, -1] as const;
const RING_DY = [-1, -1, 0, 1, 1, 1, 0, -1] as const;

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

/**
 * Indices of the set pixels (value 1) in increasing order. Runs are found with the
 * runtime's byte search, so a mostly empty picture costs little, compiled or not.
 */
export function setIndices(data: Uint8Array): Int32Array {
  const bytes = Buffer.from(data.buffer, data.byteOffset, data.length);
  const starts: number[] = [];
  const ends: number[] = [];
  let total = 0;
  for (let start = bytes.indexOf(1); start >= 0; ) {
    let end = bytes.indexOf(0, start);
    if (end < 0) end = data.length;
    starts.push(start);
    ends.push(end);
    total += end - start;
    start = end < data.length ? bytes.indexOf(1, end) : -1;
  }
  const out = new Int32Array(total);
  for (let r = 0, k = 0; r < starts.length; r++) for (let i = starts[r]!; i < ends[r]!; i++) out[k++] = i;
  return out;
}

export type Point = readonly [x: number, y: number];

export function pointOf(width: number, index: number): Point {
  const x = index % width;
  return [x, (index - x) / width];
}

