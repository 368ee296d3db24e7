import type { Arm } from './arms.js';
import type { Bitmap } from './raster.js';
import { paperDistances } from './thick.js';

/*
 * Track is drawn with one pen: its strokes are all about as wide as the picture's stroke
 * width. A bold letter written beside a start or finish (the S and F labels of the issue's
 * tight curves: strokes of 9.6 px for a pen of 8) is wider, and where its strokes thin
 * into arms at the end's junction their ink lies deeper from the paper than the track's.
 */

/**
 * Depths are read to a pixel (the skeleton's pixel off the stroke's middle, the chamfer's 8%):
 * the gap between a bold letter's depth and the pen's (end-labels.ts: 0.2 widths, a tenth of the
 * stroke in distance to the paper) spans a pixel from strokes this many pixels wide. Narrower,
 * no arm reads as deep: on hand-lettered 151 (4.2 px) and everything at once 271 (5.0 px) a
 * track's arm read 1.33-1.42 and the route was lost (round 59a, seen on 131-170 and 261-290).
 */
export const READABLE_WIDTH = 10;

/** An arm's ink is read from this many stroke widths out (past its junction's blot)... */
const FROM_WIDTHS = 0.5;
/** ...to this many. */
const TO_WIDTHS = 2.5;

/**
 * How deep an arm's ink is: the median distance to the paper along its pixels FROM_WIDTHS to
 * TO_WIDTHS out (all of them on a shorter arm), twice it over the stroke width: a stroke as wide
 * as the picture's measures about 1 (the track 0.8-1.0 on tight curves with lettering; the S and
 * F labels 1.3-2.0); 0 for every arm of a stroke under READABLE_WIDTH. The paper's distances are
 * measured once, when first asked.
 */
export function armInkDepth(binary: Bitmap, width: number): (arm: Arm) => number {
  let toPaper: Uint16Array | undefined;
  if (width < READABLE_WIDTH) return () => 0;
  return (arm) => {
    toPaper ??= paperDistances(binary);
    const path = arm.atFrom ? arm.segment.path : [...arm.segment.path].reverse();
    const from = Math.round(FROM_WIDTHS * width);
    const part = path.length - from >= from ? path.slice(from, Math.round(TO_WIDTHS * width)) : path;
    if (part.length === 0) return 0;
    // Chamfer distances are about three times the Euclidean.
    const depths = part.map((i) => toPaper![i]! / 3).sort((a, b) => a - b);
    return (2 * depths[depths.length >> 1]!) / width;
  };
}
