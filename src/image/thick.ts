import { type Bitmap, setIndices } from './raster.js';

/*
 * Filled shapes are not track (issue 34): a station drawn as a black box on the line, a
 * blob, a filled engine. Thinning makes a box's middle line, which pulls the traced track
 * off the drawn one (21 px on a homework scan). Track is a stroke of one width: nowhere is
 * it much farther than half a stroke width from the paper. Where two strokes merge (a
 * switch, circles touching, a crossing) the ink is wider, but a crossing at 32° or more
 * stays within 1.8 stroke widths of paper at its middle; a filled shape wider than 3.6
 * stroke widths does not. Their insides are erased before thinning; their edges stay, as
 * the outline a person sees (the track along a box's side runs on along it, as it does along
 * a station drawn in outline). Track that ran through an inside is joined again across it
 * (erased-bridges.ts).
 */

/** Ink farther than this many stroke widths from paper is the core of a filled shape. */
export const THICK_WIDTHS = 1.8;

/** A filled shape's ink within this many stroke widths of the paper is its outline, kept. */
export const OUTLINE_WIDTHS = 1.5;

/**
 * Chamfer distance (weights 3 and 4 per axial and diagonal step, so a value is about three
 * times the Euclidean distance, within 8%) from every pixel of a box to the nearest pixel
 * where `source` is `seed`, and with `height` to the picture's edge too; two passes over
 * the box only (`x0..x1`, `y0..y1` inclusive).
 */
function chamfer(source: Uint8Array, seed: 0 | 1, width: number, box: Box, height?: number): Uint16Array {
  const { x0, y0, x1, y1 } = box;
  const w = x1 - x0 + 1;
  const h = y1 - y0 + 1;
  const d = new Uint16Array(w * h);
  for (let y = 0; y < h; y++) seedRow(source, (y + y0) * width + x0, seed, d, y * w, w);
  if (height !== undefined) seedPictureEdge(d, box, width, height);
  for (let y = 0; y < h; y++) forwardRow(d, w, y);
  for (let y = h - 1; y >= 0; y--) backwardRow(d, w, h, y);
  return d;
}

function seedRow(source: Uint8Array, from: number, seed: 0 | 1, d: Uint16Array, row: number, w: number): void {
  for (let x = 0; x < w; x++) d[row + x] = source[from + x] === seed ? 0 : FAR;
}

/** Distance 0 on the picture's first and last rows and columns where the box reaches them. */
function seedPictureEdge(d: Uint16Array, { x0, y0, x1, y1 }: Box, width: number, height: number): void {
  const w = x1 - x0 + 1;
  if (y0 === 0) d.fill(0, 0, w);
  if (y1 === height - 1) d.fill(0, (y1 - y0) * w, (y1 - y0 + 1) * w);
  for (let y = 0; y <= y1 - y0; y++) {
    if (x0 === 0) d[y * w] = 0;
    if (x1 === width - 1) d[y * w + w - 1] = 0;
  }
}

const FAR = 65000;

function forwardRow(d: Uint16Array, w: number, y: number): void {
  const row = y * w;
  for (let x = 0; x < w; x++) {
    let v = d[row + x]!;
    if (v === 0) continue;
    if (x > 0) v = Math.min(v, d[row + x - 1]! + 3);
    if (y > 0) {
      const up = row - w + x;
      v = Math.min(v, d[up]! + 3);
      if (x > 0) v = Math.min(v, d[up - 1]! + 4);
      if (x + 1 < w) v = Math.min(v, d[up + 1]! + 4);
    }
    d[row + x] = v;
  }
}

function backwardRow(d: Uint16Array, w: number, h: number, y: number): void {
  const row = y * w;
  for (let x = w - 1; x >= 0; x--) {
    let v = d[row + x]!;
    if (v === 0) continue;
    if (x + 1 < w) v = Math.min(v, d[row + x + 1]! + 3);
    if (y + 1 < h) {
      const down = row + w + x;
      v = Math.min(v, d[down]! + 3);
      if (x + 1 < w) v = Math.min(v, d[down + 1]! + 4);
      if (x > 0) v = Math.min(v, d[down - 1]! + 4);
    }
    d[row + x] = v;
  }
}

interface Box {
  readonly x0: number;
  readonly y0: number;
  readonly x1: number;
  readonly y1: number;
}

/**
 * The ink of filled shapes: ink within `radius` of a pixel that lies `radius` or more from
 * the paper (a morphological opening with a disc, by chamfer distances). Undefined when
 * there is none. Only the ink's bounding box (and a pixel of paper round it) is measured.
 */
export function thickInk(binary: Bitmap, radius: number): Uint8Array | undefined {
  const { width, height, data } = binary;
  const ink = setIndices(data);
  if (ink.length === 0) return undefined;
  const box = within(grown(boundingBox(ink, width), 1), width, height);
  // Paper inside the box, and the picture's edge counted as paper (ink running off the picture is no core).
  const toPaper = chamfer(data, 0, width, box, height);
  const deep = 3 * radius;
  const cores = inkWhere(data, width, box, (k) => toPaper[k]! >= deep);
  if (cores.length === 0) return undefined;
  const core = new Uint8Array(data.length);
  for (const i of cores) core[i] = 1;
  // A pixel as far from the core as the core from the paper is the shape's edge.
  const reach = 3 * (radius + 1);
  // Chamfer steps cost 3 or more, so the edge lies within reach / 3 pixels of the core's box; a shortest chamfer path runs inside the box of its two ends, so the distances there are the same as over the whole box.
  const near = meet(grown(boundingBox(cores, width), Math.ceil(reach / 3) + 1), box);
  const toCore = chamfer(core, 1, width, near);
  const thick = new Uint8Array(data.length);
  for (const i of inkWhere(data, width, near, (k) => toCore[k]! <= reach)) thick[i] = 1;
  return thick;
}

/** The ink pixels of a box, in increasing order, whose place `k` in a chamfer array over the box passes `test`. */
function inkWhere(data: Uint8Array, width: number, box: Box, test: (k: number) => boolean): number[] {
  const found: number[] = [];
  const w = box.x1 - box.x0 + 1;
  for (let y = box.y0, k = 0; y <= box.y1; y++) {
    for (let i = y * width + box.x0, end = i + w; i < end; i++, k++) if (data[i] && test(k)) found.push(i);
  }
  return found;
}

function boundingBox(pixels: ArrayLike<number>, width: number): Box {
  let [x0, y0, x1, y1] = [width, Infinity, -1, -1];
  for (let k = 0; k < pixels.length; k++) {
    const i = pixels[k]!;
    const x = i % width;
    const y = (i - x) / width;
    if (x < x0) x0 = x;
    if (x > x1) x1 = x;
    if (y < y0) y0 = y;
    if (y > y1) y1 = y;
  }
  return { x0, y0, x1, y1 };
}

const grown = (box: Box, by: number): Box => ({ x0: box.x0 - by, y0: box.y0 - by, x1: box.x1 + by, y1: box.y1 + by });
const within = (box: Box, width: number, height: number): Box => meet(box, { x0: 0, y0: 0, x1: width - 1, y1: height - 1 });
const meet = (a: Box, b: Box): Box => ({ x0: Math.max(a.x0, b.x0), y0: Math.max(a.y0, b.y0), x1: Math.min(a.x1, b.x1), y1: Math.min(a.y1, b.y1) });

/** Chamfer distances (about three times the Euclidean, as `chamfer`) from every pixel to the paper, the picture's edge counted as paper; 0 on the paper. */
export function paperDistances(binary: Bitmap): Uint16Array {
  const { width, height, data } = binary;
  return chamfer(data, 0, width, { x0: 0, y0: 0, x1: width - 1, y1: height - 1 }, height);
}

/** Chamfer distances (as `paperDistances`) from every pixel to the nearest pixel set in `mask`; FAR where it has none. */
export function maskDistances(mask: Bitmap): Uint16Array {
  const { width, height, data } = mask;
  return chamfer(data, 1, width, { x0: 0, y0: 0, x1: width - 1, y1: height - 1 });
}

/** The pixels of filled shapes `thick` deeper than `outline` pixels from the paper: their insides, erased, their outlines kept. */
export function shapeInsides(binary: Bitmap, thick: Uint8Array, outline: number): Uint8Array {
  const { width, height, data } = binary;
  const box = within(grown(boundingBox(setIndices(thick), width), 1), width, height);
  const toPaper = chamfer(data, 0, width, box, height);
  const inside = new Uint8Array(data.length);
  for (const i of inkWhere(thick, width, box, (k) => toPaper[k]! > 3 * outline)) inside[i] = 1;
  return inside;
}
