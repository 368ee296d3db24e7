import { darkPixels, otsuThreshold } from './binarize.js';
import { strokeWidth } from './components.js';
import { type Bitmap, type GreyImage, setIndices } from './raster.js';
import { lookedAt } from './reduce.js';
import { THICK_WIDTHS, thickInk } from './thick.js';

/*
 * A sheet photographed on a table: round the paper lies the table, darker than the paper,
 * from the picture's edge to the paper's. Read as ink it is a band tens of pixels thick that
 * swells the measured stroke width (so a phone's photo was reduced until its track fell
 * apart) and thins into a ring round the maze. It is told by running along much of the
 * picture's edge, being many times thicker than the ink inside, ending at a step in
 * brightness (shade darkening a page's corners crosses the threshold gradually, and is
 * evened out later: light.ts) and holding no lines much darker than itself (shade cast over
 * part of the page has the drawing in it); only its thick part goes, so track drawn on to the
 * paper's edge, or running off the picture, stays.
 */

/** Dark "ink" along this share of the picture's edge or more may be what lies round the paper... */
const EDGE_SHARE = 0.4;
/** ...when it is this many times thicker than the ink inside... */
const THICKER = 3;
/** ...and ends where the grey a few pixels out rises by this share of the paper's distance above the threshold (the median along its edge). */
const STEP = 0.5;
const STEP_PIXELS = 3;
/** A band with this share of its pixels at half its grey or darker has the drawing in it: shade cast on the paper, no table. */
const DRAWN_IN = 0.005;

/** The picture with what lies round a photographed sheet made paper (its median grey); the picture itself when there is none. */
export function clearAroundPaper(image: GreyImage): GreyImage {
  // The band is tens of pixels thick: a reduced copy shows it.
  const { reduced, factor } = lookedAt(image);
  const threshold = otsuThreshold(reduced);
  if (darkEdgeShare(reduced, threshold) < EDGE_SHARE) return image;
  // Paper in a shadow cast over the sheet and the table may be darker than the threshold, and joined to the table: the table is then what lies below the darker part's own threshold.
  const around = bandAround(reduced, threshold) ?? bandBelow(reduced, threshold);
  if (!around) return image;
  // Painted as the paper, not white: grey paper beside white would be evened out darker (light.ts).
  return painted(image, around.band, factor, around.paper, () => true);
}

/**
 * `image` with the pixels under `region` (a bitmap of `image` reduced by `factor`, grown by
 * one of its pixels: the paper's edge fell inside one) set to `level` where `takes` their grey.
 */
export function painted(image: GreyImage, region: Bitmap, factor: number, level: number, takes: (grey: number) => boolean): GreyImage {
  const grownRegion = grown(region);
  const data = new Uint8Array(image.data);
  const column = Int32Array.from({ length: image.width }, (_, x) => Math.floor(x / factor));
  for (let y = 0, i = 0; y < image.height; y++) {
    const row = Math.floor(y / factor) * region.width;
    for (let x = 0; x < image.width; x++, i++) if (grownRegion[row + column[x]!] && takes(data[i]!)) data[i] = level;
  }
  return { ...image, data };
}

/** The band round the paper in `image` and the paper's median grey, or undefined. */
function bandAround(image: GreyImage, threshold: number): { band: Bitmap; paper: number } | undefined {
  const dark = darkPixels(image, threshold);
  const outside = reachedFromEdge(dark);
  const inside = new Uint8Array(dark.data.length);
  for (const i of setIndices(dark.data)) if (!outside[i]) inside[i] = 1;
  if (!inside.includes(1)) return undefined;
  const insideWidth = strokeWidth({ ...dark, data: inside });
  if (strokeWidth({ ...dark, data: outside }) <= THICKER * insideWidth) return undefined;
  // The light side is the paper, wide, not lines drawn light on a dark ground (chalk on a blackboard: polarity.ts).
  if (strokeWidth({ ...dark, data: dark.data.map((v) => 1 - v) }) <= THICKER * insideWidth) return undefined;
  const paper = medianGrey(image, (i) => !dark.data[i]);
  if (stepAtEdge(image, outside) < STEP * (paper - threshold)) return undefined;
  const band = thickInk({ ...dark, data: outside }, THICK_WIDTHS * insideWidth);
  if (!band || drawnIn(image, band)) return undefined;
  return { band: { ...dark, data: band }, paper };
}

/** The band round the paper under the threshold of the pixels darker than `threshold`, where it runs along as much of the picture's edge. */
function bandBelow(image: GreyImage, threshold: number): { band: Bitmap; paper: number } | undefined {
  const darker = image.data.filter((v) => v <= threshold);
  const lower = otsuThreshold({ width: darker.length, height: 1, data: darker });
  if (lower >= threshold || darkEdgeShare(image, lower) < EDGE_SHARE) return undefined;
  return bandAround(image, lower);
}

/** Whether lines much darker than the band lie in it (a drawing under shade, the shade's edge a step too). */
function drawnIn(image: GreyImage, band: Uint8Array): boolean {
  const level = medianGrey(image, (i) => band[i] === 1);
  let [pixels, darker] = [0, 0];
  for (const i of setIndices(band)) (pixels++, (darker += image.data[i]! <= level / 2 ? 1 : 0));
  return darker >= DRAWN_IN * pixels;
}

/** A bitmap's set pixels and their eight neighbours (along rows, then along columns). */
function grown({ width, data }: Bitmap): Uint8Array {
  const wide = new Uint8Array(data.length);
  for (let i = 0; i < data.length; i++) {
    const x = i % width;
    wide[i] = data[i] || (x > 0 && data[i - 1]) || (x + 1 < width && data[i + 1]) ? 1 : 0;
  }
  const out = new Uint8Array(data.length);
  for (let i = 0; i < data.length; i++) out[i] = wide[i] || (i >= width && wide[i - width]) || (i + width < data.length && wide[i + width]) ? 1 : 0;
  return out;
}

/** The share of the picture's edge pixels at or below the threshold. */
function darkEdgeShare({ width, height, data }: GreyImage, threshold: number): number {
  let dark = 0;
  for (let x = 0; x < width; x++) dark += (data[x]! <= threshold ? 1 : 0) + (data[(height - 1) * width + x]! <= threshold ? 1 : 0);
  for (let y = 1; y < height - 1; y++) dark += (data[y * width]! <= threshold ? 1 : 0) + (data[y * width + width - 1]! <= threshold ? 1 : 0);
  return dark / (2 * width + 2 * Math.max(0, height - 2));
}

/** The median rise in grey from a pixel on the region's edge to the pixel STEP_PIXELS out of it (of those whose grey `counts`). */
export function stepAtEdge({ width, height, data }: GreyImage, region: Uint8Array, counts: (grey: number) => boolean = () => true): number {
  const rises = new Uint32Array(511);
  let count = 0;
  for (let y = 0, i = 0; y < height; y++) {
    for (let x = 0; x < width; x++, i++) {
      if (!region[i]) continue;
      const out = x > 0 && !region[i - 1] ? [-1, 0] : x + 1 < width && !region[i + 1] ? [1, 0] : y > 0 && !region[i - width] ? [0, -1] : y + 1 < height && !region[i + width] ? [0, 1] : undefined;
      if (!out) continue;
      const ox = Math.min(width - 1, Math.max(0, x + STEP_PIXELS * out[0]!));
      const oy = Math.min(height - 1, Math.max(0, y + STEP_PIXELS * out[1]!));
      const outside = data[oy * width + ox]!;
      if (!counts(outside)) continue;
      rises[255 + outside - data[i]!]!++;
      count++;
    }
  }
  let level = 0;
  for (let seen = rises[0]!; 2 * seen < count; seen += rises[++level]!);
  return level - 255;
}

/** The median grey of the pixels `taken`. */
export const medianGrey = (image: GreyImage, taken: (i: number) => boolean): number => greyAtShare(image, 0.5, taken);

/** The grey level below which `share` of the pixels `taken` (all by default) lie, by a histogram. */
export function greyAtShare({ data }: GreyImage, share: number, taken: (i: number) => boolean = () => true): number {
  const histogram = new Uint32Array(256);
  let count = 0;
  for (let i = 0; i < data.length; i++) if (taken(i)) (histogram[data[i]!]!++, count++);
  return levelAtShare(histogram, count, share);
}

/** The grey level at `share` of the `count` pixels counted in `histogram` (by level), darkest first. */
export function levelAtShare(histogram: Uint32Array, count: number, share: number): number {
  let level = 0;
  for (let seen = histogram[0]!; seen < share * count; seen += histogram[++level]!);
  return level;
}

/** The set pixels 8-connected to set pixels on the picture's edge. */
export function reachedFromEdge({ width, height, data }: Bitmap): Uint8Array {
  const reached = new Uint8Array(data.length);
  let stack = new Int32Array(4096);
  let top = 0;
  const push = (i: number) => {
    if (!data[i] || reached[i]) return;
    reached[i] = 1;
    if (top === stack.length) {
      const bigger = new Int32Array(2 * stack.length);
      bigger.set(stack);
      stack = bigger;
    }
    stack[top++] = i;
  };
  for (let x = 0; x < width; x++) (push(x), push((height - 1) * width + x));
  for (let y = 0; y < height; y++) (push(y * width), push(y * width + width - 1));
  while (top > 0) {
    const i = stack[--top]!;
    const x = i % width;
    const y = (i - x) / width;
    for (let ny = Math.max(0, y - 1); ny <= Math.min(height - 1, y + 1); ny++) {
      for (let nx = Math.max(0, x - 1); nx <= Math.min(width - 1, x + 1); nx++) push(ny * width + nx);
    }
  }
  return reached;
}
