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

/**
 * Chamfer distance (weights 3 and 4 per axial and diagonal step, so a value is about three
 * times the Euclidean distance, within 8%) from every pixel of a box to the nearest pixel
 * where `source` is 1; two passes over the box only (`x0..x1`, `y0..y1` inclusive).
 */
function chamfer(source: Uint8Array, width: number, box: Box): Uint16Array {
  const { x0, y0, x1, y1 } = box;
  const w = x1 - x0 + 1;
  const h = y1 - y0 + 1;
  const d = new Uint16Array(w * h).fill(FAR);
  for (let y = 0; y < h; y++) for (let x = 0; x < w; x++) if (source[(y + y0) * width + x + x0]) d[y * w + x] = 0;
  for (let y = 0; y < h; y++) forwardRow(d, w, y);
  for (let y = h - 1; y >= 0; y--) backwardRow(d, w, h, y);
  return d;
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
  const paper = new Uint8Array(data.length);
  for (let y = box.y0; y <= box.y1; y++) {
    for (let x = box.x0; x <= box.x1; x++) {
      const i = y * width + x;
      if (!data[i] || x === 0 || y === 0 || x === width - 1 || y === height - 1) paper[i] = 1;
    }
  }
  const toPaper = chamfer(paper, width, box);
  const core = new Uint8Array(data.length);
  const deep = 3 * radius;
  const cores = ink.filter((i) => toPaper[at(box, width, i)]! >= deep);
  if (cores.length === 0) return undefined;
  for (const i of cores) core[i] = 1;
  // A pixel as far from the core as the core from the paper is the shape's edge.
  const reach = 3 * (radius + 1);
  // Chamfer steps cost 3 or more, so the edge lies within reach / 3 pixels of the core's box; a shortest chamfer path runs inside the box of its two ends, so the distances there are the same as over the whole box.
  const near = meet(grown(boundingBox(cores, width), Math.ceil(reach / 3) + 1), box);
  const toCore = chamfer(core, width, near);
  const thick = new Uint8Array(data.length);
  for (const i of ink) if (inside(near, width, i) && toCore[at(near, width, i)]! <= reach) thick[i] = 1;
  return thick;
}

/** Pixel `i`'s place in a chamfer array over `box`. */
const at = (box: Box, width: number, i: number) => ((i - (i % width)) / width - box.y0) * (box.x1 - box.x0 + 1) + (i % width) - box.x0;

function inside(box: Box, width: number, i: number): boolean {
  const x = i % width;
  const y = (i - x) / width;
  return x >= box.x0 && x <= box.x1 && y >= box.y0 && y <= box.y1;
}

function boundingBox(pixels: Int32Array, width: number): Box {
  let [x0, y0, x1, y1] = [width, Infinity, -1, -1];
  for (const i of pixels) {
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
