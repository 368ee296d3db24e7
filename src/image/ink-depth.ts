import type { Arm } from './arms.js';
import type { Bitmap } from './raster.js';
import { paperDistances } from './thick.js';

/*
 * Track is drawn with one pen: its strokes are all about as wide as the picture's stroke
 * width. A bold letter written beside a start or finish (the S and F labels of the issue's
 * tight curves: strokes of 9.6 px for a pen of 8) is wider, and where its strokes thin
 * into arms at the end's junction their ink lies deeper from the paper than the track's.
 */

/** An arm's ink is read from this many stroke widths out (past its junction's blot)... */
const FROM_WIDTHS = 0.5;
/** ...to this many. */
const TO_WIDTHS = 2.5;

/**
 * How deep an arm's ink is: the median distance to the paper along its pixels FROM_WIDTHS to
 * TO_WIDTHS out (all of them on a shorter arm), twice it over the stroke width: a stroke as wide
 * as the picture's measures about 1 (the track 0.8-1.0 on tight curves with lettering; the S and
 * F labels 1.4-1.8). The paper's distances are measured once, when first asked.
 */
export function armInkDepth(binary: Bitmap, width: number): (arm: Arm) => number {
  let toPaper: Uint16Array | undefined;
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
