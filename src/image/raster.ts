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

/** Number of set 8-neighbours of pixel `index`. */
export function degreeOf(bitmap: Bitmap, index: number): number {
  const { width, height, data } = bitmap;
  const x = index % width;
  const y = (index - x) / width;
  if (x === 0 || y === 0 || x === width - 1 || y === height - 1) return neighbours(bitmap, index).length;
  const up = index - width;
  const down = index + width;
  return data[up - 1]! + data[up]! + data[up + 1]! + data[index - 1]! + data[index + 1]! + data[down - 1]! + data[down]! + data[down + 1]!;
}

/** Number of set pixels. */
export function setCount(data: Uint8Array): number {
  // Four pixels at a time where the bytes are aligned: a maze picture is mostly paper.
  const { head, words, tail } = aligned(data);
  let count = countSet(data, 0, head) + countSet(data, tail, data.length);
  for (let k = 0; k < words.length; k++) if (words[k] !== 0) count += countSet(data, head + 4 * k, head + 4 * k + 4);
  return count;
}

/** Indices of the set pixels in increasing order. */
export function setIndices(data: Uint8Array): Int32Array {
  // One scan into a buffer kept between calls (grown when a word could overflow it), then copied out.
  const { head, words, tail } = aligned(data);
  let n = listSet(data, 0, head, listing(4), 0);
  for (let k = 0; k < words.length; k++) if (words[k] !== 0) n = listSet(data, head + 4 * k, head + 4 * k + 4, listing(n + 4), n);
  n = listSet(data, tail, data.length, listing(n + 4), n);
  return listed.slice(0, n);
}

/** `data` with the pixels of `mask` cleared, as a copy. */
export function without(data: Uint8Array, mask: Uint8Array): Uint8Array {
  const out = new Uint8Array(data);
  for (const i of setIndices(mask)) out[i] = 0;
  return out;
}

let listed = new Int32Array(4096);

/** The listing buffer, with room for at least `size` indices (earlier entries kept). */
function listing(size: number): Int32Array {
  if (size > listed.length) {
    const bigger = new Int32Array(Math.max(size, 2 * listed.length));
    bigger.set(listed);
    listed = bigger;
  }
  return listed;
}

/** The bytes as 32-bit words where aligned, with the unaligned bytes before (`head`) and from `tail` on. */
function aligned(data: Uint8Array): { head: number; words: Uint32Array; tail: number } {
  const head = Math.min(data.length, (4 - (data.byteOffset % 4)) % 4);
  const words = head < data.length ? new Uint32Array(data.buffer, data.byteOffset + head, (data.length - head) >> 2) : new Uint32Array(0);
  return { head, words, tail: head + 4 * words.length };
}

function countSet(data: Uint8Array, from: number, to: number): number {
  let count = 0;
  for (let i = from; i < to; i++) if (data[i]) count++;
  return count;
}

function listSet(data: Uint8Array, from: number, to: number, into: Int32Array, n: number): number {
  for (let i = from; i < to; i++) if (data[i]) into[n++] = i;
  return n;
}

export type Point = readonly [x: number, y: number];

/** The vector scaled to length 1 (a zero vector stays zero). */
export function unitVector([x, y]: Point): Point {
  const length = Math.hypot(x, y) || 1;
  return [x / length, y / length];
}

/** Pixel indices of a picture `width` wide grouped into the parts that touch (8 neighbours). */
export function touchingParts(pixels: readonly number[], width: number): number[][] {
  const left = new Set(pixels);
  const parts: number[][] = [];
  const steps = [-width - 1, -width, -width + 1, -1, 1, width - 1, width, width + 1];
  for (const seed of pixels) {
    if (!left.delete(seed)) continue;
    const part = [seed];
    for (let n = 0; n < part.length; n++) {
      const i = part[n]!;
      for (const d of steps) {
        // A step off the row's end would wrap to the other side of the picture.
        if (Math.abs(((i + d) % width) - (i % width)) > 1) continue;
        if (left.delete(i + d)) part.push(i + d);
      }
    }
    parts.push(part);
  }
  return parts;
}

export function pointOf(width: number, index: number): Point {
  const x = index % width;
  return [x, (index - x) / width];
}

/** The picture pixel at the centre of working pixel (x, y), where the picture is traced `scale` times smaller (each working pixel covers `scale` picture pixels a side). */
export function toPicture(scale: number, x: number, y: number): [number, number] {
  return [x * scale + (scale - 1) / 2, y * scale + (scale - 1) / 2];
}

/** The working pixel (fractional) under picture pixel (x, y): `toPicture` undone. */
export function toWorking(scale: number, x: number, y: number): [number, number] {
  return [(x - (scale - 1) / 2) / scale, (y - (scale - 1) / 2) / scale];
}

/** Where each pixel of a picture `factor` times the size of one `size` pixels long falls in it, for bilinear sampling. */
export interface SourcePositions {
  /** The source pixel at or before each enlarged pixel's centre, the one after it (or the same at the edge), and the share of the one after. */
  readonly low: Int32Array;
  readonly high: Int32Array;
  readonly share: Float64Array;
}

export function sourcePositions(length: number, size: number, factor: number): SourcePositions {
  const low = new Int32Array(length);
  const high = new Int32Array(length);
  const share = new Float64Array(length);
  for (let c = 0; c < length; c++) {
    const s = Math.min(size - 1, Math.max(0, (c + 0.5) / factor - 0.5));
    low[c] = Math.floor(s);
    high[c] = Math.min(size - 1, low[c]! + 1);
    share[c] = s - low[c]!;
  }
  return { low, high, share };
}
