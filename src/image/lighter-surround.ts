import { otsuThreshold } from './binarize.js';
import { greyAtShare, medianGrey, painted, reachedFromEdge, stepAtEdge } from './paper.js';
import type { Bitmap, GreyImage } from './raster.js';
import { lookedAt } from './reduce.js';

/*
 * Grey or yellowed paper scanned on a flatbed with a white lid, or photographed on a white
 * desk: round the sheet lies something lighter than it, from the picture's edge to the
 * paper's. The paper's evening out (light.ts) takes the brightest pixel round each place as
 * the paper's, so the sheet near its edge read dark, a rim of "ink" that swelled the stroke
 * width and thinned into a ring. What lies round the sheet is told by being about as light as
 * the picture's edge, lighter than the paper inside by a clear margin, and ending in a step
 * down to the paper (a page lit more on one side brightens gradually); it is painted as the
 * paper.
 */

/** What lies round a sheet is light (a scanner's lid, a desk): a picture's edge darker than this (a blackboard) is not. */
const LIGHT = 128;
/** Pixels within this many grey levels of the picture's edge (its median) are as light as it... */
const NEAR = 12;
/** ...and lie round the sheet when they are this many levels lighter than the paper inside... */
const LIGHTER = 20;
/** ...and end where the grey a few pixels in falls by this share of that difference (the median along their edge). */
const STEP = 0.5;
/** At most this share of the edge of what lies round a sheet borders ink (the track drawn on to the sheet's edge). */
const DRAWN_ALONG = 0.25;
/** A sheet covers at least this share of the picture (beside its ink, a tenth or less). */
const SHEET_SHARE = 0.3;

/** The picture with what lies round the sheet, lighter than its paper, painted as the paper; the picture itself when there is none. */
export function paintLighterSurround(image: GreyImage): GreyImage {
  const { reduced, factor } = lookedAt(image);
  const edge = medianGrey(reduced, onEdge(reduced));
  // Most pictures stop here: their edge is dark (a blackboard), or no large part of them (a sheet) is much darker than it.
  if (edge < LIGHT || edge - greyAtShare(reduced, SHEET_SHARE) < LIGHTER) return image;
  const light: Bitmap = { ...reduced, data: new Uint8Array(reduced.data.length) };
  for (let i = 0; i < light.data.length; i++) light.data[i] = reduced.data[i]! >= edge - NEAR ? 1 : 0;
  const around = reachedFromEdge(light);
  // The sheet: what is not round it, its ink parted from its paper by its own threshold.
  const sheet = reduced.data.filter((_, i) => !around[i]);
  if (sheet.length === 0) return image;
  const ink = otsuThreshold({ width: sheet.length, height: 1, data: sheet });
  const paper = medianGrey(reduced, (i) => !around[i] && reduced.data[i]! > ink);
  // The fall into the sheet's paper, not into its ink (track drawn on to the sheet's edge, or lines on a page with no surround).
  const fall = -stepAtEdge(reduced, around, (grey) => grey > ink);
  if (edge - paper < LIGHTER || fall < STEP * (edge - paper)) return image;
  // Round a sheet lies no drawing: a lit part of the page (the rest in shade) has the track's ink along its edge.
  if (inkAlongEdge(reduced, around, ink) > DRAWN_ALONG) return image;
  return painted(image, { ...reduced, data: around }, factor, paper, (grey) => grey > paper);
}

/** The share of the region's edge pixels with ink (grey at most `ink`) beside them. */
function inkAlongEdge({ width, height, data }: GreyImage, region: Uint8Array, ink: number): number {
  let [edge, inked] = [0, 0];
  for (let i = 0; i < data.length; i++) {
    if (!region[i]) continue;
    const x = i % width;
    const beside = [x > 0 ? i - 1 : -1, x + 1 < width ? i + 1 : -1, i >= width ? i - width : -1, i + width < width * height ? i + width : -1].filter((j) => j >= 0 && !region[j]);
    if (beside.length === 0) continue;
    edge++;
    if (beside.some((j) => data[j]! <= ink)) inked++;
  }
  return edge === 0 ? 0 : inked / edge;
}

/** Whether pixel `i` lies on the picture's first or last row or column. */
function onEdge({ width, height }: GreyImage): (i: number) => boolean {
  return (i) => {
    const x = i % width;
    return i < width || i >= (height - 1) * width || x === 0 || x === width - 1;
  };
}
