import { failed, issue, type Issue, parsed, type Parsed } from '../encoders/issues.js';
import { blurRebinarize, darkPixels, inkThreshold, otsuThreshold } from './binarize.js';
import { fillSmallHoles, strokeWidth } from './components.js';
import { bridgeAcrossErased } from './erased-bridges.js';
import { bridgeFacingEnds, bridgeGaps } from './gaps.js';
import { withoutDots } from './blob-dots.js';
import { withoutHairlines } from './hairlines.js';
import { type Bitmap, type GreyImage, setCount, setIndices, without } from './raster.js';
import { eraseRulings } from './rulings.js';
import type { TraceSettings } from './settings.js';
import { OUTLINE_WIDTHS, shapeInsides, thickInk, THICK_WIDTHS } from './thick.js';
import { thin } from './thin.js';
import { stopAtDeadline } from './deadline.js';

/*
 * The pixel stages of tracing a picture (trace-picture.ts does the graph stages after them):
 * thresholding, filled shapes erased, thinning, short breaks bridged.
 */

/** Two line ends facing each other up to this many stroke widths apart are joined (a track passing under a bridge). */
const BRIDGE_WIDTHS = 10;
/** Strokes narrower than this (pixels, before the blur) are a thin pen's: the blur keeps their one-pixel stretches. */
const THIN_PEN = 3;
/** Breaks in a line up to this many stroke widths are bridged (a pen lifted short of a switch leaves 2-2.5 in the skeleton). */
const GAP_WIDTHS = 2.5;

/** What thresholding makes of a picture: the settings that shape strokes (threshold, σ, masks) fix it. */
export interface Strokes {
  /** The factor the picture was reduced by (points and lengths in the settings are in picture pixels). */
  readonly scale: number;
  /** Traced as crowded tracks are (scale.ts): cut at the ink's level, neither blurred nor hole-filled. */
  readonly crowded: boolean;
  readonly threshold: number;
  readonly strokeWidth: number;
  /** Track pixels after blurring, re-binarizing, filling small holes and erasing filled shapes: what thinning gets. */
  readonly binary: Bitmap;
  /** The insides of filled shapes erased (1 per pixel), when there were any. */
  readonly erased?: Uint8Array;
  /** Filled dots' ink beyond the track erased (1 per pixel: blob-dots.ts), when there were any. */
  readonly dots?: Uint8Array;
  /** Strokes much thinner than the track erased (1 per pixel: hairlines.ts), when there were any. */
  readonly hairlines?: Uint8Array;
  /** Milliseconds per stage. */
  readonly timings: Record<string, number>;
}

/** What the pixel stages make of a picture: its strokes thinned to a skeleton with short breaks bridged. */
export interface Skeleton extends Strokes {
  /** Breaks in lines that were bridged. */
  readonly bridged: number;
  readonly skeleton: Bitmap;
  /** The thin strokes erased, thinned: left out of the track as lettering is (what the doubt note counts beside the route). */
  readonly hairlineLines?: readonly number[];
}

/** A stopwatch that records the time of each stage since the last; past the tracing deadline, a lap stops the tracing (deadline.ts). */
export function stopwatch(): { timings: Record<string, number>; lap(stage: string): void } {
  const timings: Record<string, number> = {};
  let clock = performance.now();
  return {
    timings,
    lap(stage) {
      const now = performance.now();
      timings[stage] = Math.round((now - clock) * 10) / 10;
      clock = now;
      stopAtDeadline(`after ${stage}`);
    },
  };
}

/**
 * The thresholding stages (the seed's first steps) on a picture reduced by `scale` (1: as
 * it is; 1/2: enlarged twice): threshold (Otsu unless given), masks erased, blur and
 * re-binarize, small holes filled (a picture of crowded tracks is neither blurred nor
 * hole-filled). Masks and σ are in picture pixels.
 */
export function strokesOf(image: GreyImage, settings: TraceSettings, scale = 1, crowded = false): Parsed<Strokes> {
  const { timings, lap } = stopwatch();
  // Crowded tracks are cut at a stricter level, which keeps blurred pinholes open.
  const threshold = settings.threshold ?? (crowded ? inkThreshold(image) : otsuThreshold(image));
  const dark = darkPixels(image, threshold);
  for (const [x, y, w, h] of settings.masks) erase(dark, Math.floor(x / scale), Math.floor(y / scale), Math.ceil(w / scale), Math.ceil(h / scale));
  // Squared or lined paper's rulings are no track (rulings.ts).
  eraseRulings(dark);
  lap('binarize');
  // Crowded tracks' pinholes are gaps between them, kept (an enlarged picture is smoothed by its interpolation).
  const smooth = crowded ? dark : blurRebinarize(dark, settings.sigma / scale, strokeWidth(dark) < THIN_PEN);
  lap('blur');
  const blank = blankIssue(smooth, threshold);
  if (blank) return failed(blank);
  const width = strokeWidth(smooth);
  const holesFilled = crowded ? smooth : fillSmallHoles(smooth, Math.max(4, 0.25 * width * width), Math.max(3, 0.75 * width));
  lap('fillHoles');
  // Lettering drawn with a much finer pen than the track is no track (hairlines.ts).
  const hairlines = withoutHairlines(holesFilled, width);
  const filled = hairlines?.kept ?? holesFilled;
  lap('hairlines');
  // Filled shapes (a station drawn as a black box on the line) are no track: their insides are erased, their outlines kept (thick.ts).
  const shapes = thickInk(filled, THICK_WIDTHS * width);
  const thick = shapes && shapeInsides(filled, shapes, OUTLINE_WIDTHS * width);
  const unthick = thick ? { ...filled, data: without(filled.data, thick) } : filled;
  // Filled dots over the track are no track either; the track's band under them is kept (blob-dots.ts).
  const dots = withoutDots(unthick, width);
  const binary = dots?.kept ?? unthick;
  lap('thick');
  return parsed({ scale, crowded, threshold, strokeWidth: width, binary, ...(thick ? { erased: thick } : {}), ...(hairlines ? { hairlines: hairlines.erased } : {}), ...(dots ? { dots: dots.erased } : {}), timings });
}

/** Two threshold results that thinning and everything after it cannot tell apart. */
export function sameStrokes(a: Strokes, b: Strokes): boolean {
  // Plain code rather than Node's Buffer: the page traces pictures too.
  const same = (x: Uint8Array, y: Uint8Array) => x.length === y.length && x.every((v, i) => v === y[i]);
  return a.scale === b.scale && a.crowded === b.crowded && a.strokeWidth === b.strokeWidth && a.binary.width === b.binary.width && same(a.binary.data, b.binary.data);
}

/** Thinning, then short breaks bridged. */
export function thinStrokes(strokes: Strokes): Skeleton {
  const { timings, lap } = stopwatch();
  const width = strokes.strokeWidth;
  const skeleton = thin(strokes.binary);
  const back = Math.max(6, Math.round(2 * width));
  // Track cut where a filled shape lay on it is joined across it first, whatever the shape's size.
  const across = strokes.erased ? bridgeAcrossErased(skeleton, strokes.erased, back) : 0;
  const bridged = across + bridgeFacingEnds(skeleton, Math.max(8, Math.round(BRIDGE_WIDTHS * width)), back) + bridgeGaps(skeleton, Math.max(4, Math.round(GAP_WIDTHS * width)), 6);
  const hairlineLines = strokes.hairlines && Array.from(setIndices(thin({ ...strokes.binary, data: strokes.hairlines }).data));
  lap('thin');
  return { ...strokes, bridged, skeleton, ...(hairlineLines ? { hairlineLines } : {}), timings: { ...strokes.timings, ...timings } };
}

/** The pixel stages: thresholding, then thinning. */
export function skeletonOf(image: GreyImage, settings: TraceSettings, scale = 1, crowded = false): Parsed<Skeleton> {
  const strokes = strokesOf(image, settings, scale, crowded);
  return strokes.ok ? parsed(thinStrokes(strokes.value)) : strokes;
}

function blankIssue(bitmap: Bitmap, threshold: number): Issue | undefined {
  const ones = setCount(bitmap.data);
  const fraction = ones / bitmap.data.length;
  if (ones === 0) return issue('picture.blank', '', `no track: no pixel is darker than the threshold ${threshold} (the picture is all white)`);
  if (fraction > 0.9) {
    return issue('picture.blank', '', `no track: ${(fraction * 100).toFixed(0)}% of the pixels are darker than the threshold ${threshold} (the picture is all black)`);
  }
  return undefined;
}

function erase(bitmap: Bitmap, x: number, y: number, w: number, h: number): void {
  for (let yy = Math.max(0, y); yy < Math.min(bitmap.height, y + h); yy++) {
    for (let xx = Math.max(0, x); xx < Math.min(bitmap.width, x + w); xx++) bitmap.data[yy * bitmap.width + xx] = 0;
  }
}
