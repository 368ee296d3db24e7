import { type Bitmap, setIndices } from './raster.js';

/*
 * Filled shapes are not track (issue 34): a station drawn as a black box on the line, a
 * blob, a filled engine. Thinning makes a box's middle line, which pulls the traced track
 * off the drawn one (21 px on a homework scan). Track is a stroke of one width: nowhere is
 * it much farther than half a stroke width from the paper. Where two strokes merge (a
 * switch, circles touching, a crossing) the ink is wider, but a crossing at 32° or more
 * stays within 1.8 stroke widths of paper at its middle; a filled shape wider than 3.6
 * stroke widths does not. Those are erased before thinning, and the track that ran
 * through them is joined again across the gap (gaps.ts).
 */

/** Ink farther than this many stroke widths from paper is the core of a filled shape. */
export const THICK_WIDTHS = 1.8;

/** Stands for "no source on this line" in the transform (finite, so that the parabola arithmetic holds). */
const FAR = 1e20;

/** Squared Euclidean distance transform along one line (Felzenszwalb & Huttenlocher 2012): f in, d out. */
function distanceLine(f: Float64Array, n: number, d: Float64Array, v: Int32Array, z: Float64Array): void {
  let k = 0;
  v[0] = 0;
  z[0] = -Infinity;
  z[1] = Infinity;
  for (let q = 1; q < n; q++) {
    let s = (f[q]! + q * q - (f[v[k]!]! + v[k]! * v[k]!)) / (2 * q - 2 * v[k]!);
    while (s <= z[k]!) {
      k--;
      s = (f[q]! + q * q - (f[v[k]!]! + v[k]! * v[k]!)) / (2 * q - 2 * v[k]!);
    }
    k++;
    v[k] = q;
    z[k] = s;
    z[k + 1] = Infinity;
  }
  k = 0;
  for (let q = 0; q < n; q++) {
    while (z[k + 1]! < q) k++;
    d[q] = (q - v[k]!) ** 2 + f[v[k]!]!;
  }
}

/** Squared distance of every pixel to the nearest pixel where `source` is 1 (about 1e20 when there is none). */
export function squaredDistanceTo(source: Uint8Array, width: number, height: number): Float64Array {
  const out = new Float64Array(width * height);
  const size = Math.max(width, height);
  const f = new Float64Array(size);
  const d = new Float64Array(size);
  const v = new Int32Array(size);
  const z = new Float64Array(size + 1);
  for (let x = 0; x < width; x++) {
    for (let y = 0; y < height; y++) f[y] = source[y * width + x] ? 0 : FAR;
    distanceLine(f, height, d, v, z);
    for (let y = 0; y < height; y++) out[y * width + x] = d[y]!;
  }
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) f[x] = out[y * width + x]!;
    distanceLine(f, width, d, v, z);
    for (let x = 0; x < width; x++) out[y * width + x] = d[x]!;
  }
  return out;
}

/**
 * The ink of filled shapes: ink within `radius` of a pixel that lies `radius` or more from
 * the paper (a morphological opening with a disc). Undefined when there is none.
 */
export function thickInk(binary: Bitmap, radius: number): Uint8Array | undefined {
  const { width, height, data } = binary;
  const ink = setIndices(data);
  if (ink.length === 0) return undefined;
  const paper = new Uint8Array(data.length);
  for (let i = 0; i < data.length; i++) paper[i] = data[i] ? 0 : 1;
  const toPaper = squaredDistanceTo(paper, width, height);
  const core = new Uint8Array(data.length);
  let cores = 0;
  const r2 = radius * radius;
  for (const i of ink) if (toPaper[i]! >= r2) (core[i] = 1), cores++;
  if (cores === 0) return undefined;
  const toCore = squaredDistanceTo(core, width, height);
  const thick = new Uint8Array(data.length);
  // A pixel as far from the core as the core from the paper is the shape's edge.
  const reach = (radius + 1) * (radius + 1);
  for (const i of ink) if (toCore[i]! <= reach) thick[i] = 1;
  return thick;
}
