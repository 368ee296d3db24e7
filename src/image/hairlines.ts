import { label } from './components.js';
import { type Bitmap, without } from './raster.js';
import { paperDistances, thickInk } from './thick.js';
import { thin } from './thin.js';

/*
 * Lettering drawn with a finer pen than the track (issue 34): words in a regular weight
 * (strokes about 0.3 of the track's width), small arrows (shafts 0.6) written across a tight
 * maze. Thinned with the track, their strokes become branches and junctions on it that pull
 * its skeleton into turns no move lets through. A pen that does not press draws its track
 * at one width, so ink no disc of most of that width fits in is no track: it is erased
 * before thinning. A pen that presses runs its own track that thin (0.6 of its width and
 * less), so whether the track does is measured along the skeleton first; and only on
 * pictures whose lines are wide in pixels, where a few tenths of a width are pixels and
 * not rounding. What the erased strokes held and the erasure left cut off and small (an
 * arrow's head) goes with them.
 */

/** Lines at least this many working pixels wide are measured. */
const MEASURED_FROM = 12;
/** Ink that no disc this many stroke widths across fits in is erased. */
const HAIRLINE_WIDTHS = 0.7;
/** Skeleton thinner than this many stroke widths is lettering's; the pen's own thinnest is measured on the rest. */
const LETTERING_WIDTHS = 0.45;
/** The pen presses (its track runs under HAIRLINE_WIDTHS) when more than this share of the rest of its skeleton does. */
const PRESSED_SHARE = 0.15;

/*
 * Ink the erasure leaves cut off, touching what it erased and spanning under this many
 * stroke widths, is what the thin strokes held (an arrow's filled head): the tight
 * curves with only its arrows drawn, seeds 1-12, leave heads 2.2-2.6 widths across and the
 * track 40-42; with all its lettering, pieces 0.7-3.2 and the track 44-49. Erased, arrows
 * only 1-60 48 -> 52 right (mended 7 26 33 36, lost none); the whole lettering set 28 = 28.
 */
const ISLAND_WIDTHS = 4;

/** `binary` without the ink of strokes much thinner than its track (`width` pixels wide), and that ink (1 per pixel); undefined where none is told apart. */
export function withoutHairlines(binary: Bitmap, width: number): { kept: Bitmap; erased: Uint8Array } | undefined {
  if (width < MEASURED_FROM || pressedShare(binary, width) > PRESSED_SHARE) return undefined;
  const opened = thickInk(binary, (HAIRLINE_WIDTHS * width) / 2);
  if (!opened) return undefined;
  const kept = withoutIslands({ ...binary, data: opened }, without(binary.data, opened), width);
  return { kept, erased: without(binary.data, kept.data) };
}

/**
 * `kept` without its pieces that touch `erased` ink and span under ISLAND_WIDTHS: an arrow's
 * filled head keeps a disc's width where its shaft did not, and left on the paper between two
 * tracks, its ends are joined to both as breaks in a line are.
 */
function withoutIslands(kept: Bitmap, erased: Uint8Array, width: number): Bitmap {
  const { labels, components } = label(kept, 1, 8);
  const { width: w, height: h } = kept;
  const touched = new Set<number>();
  for (let i = 0; i < erased.length; i++) {
    if (!erased[i]) continue;
    const [x, y] = [i % w, Math.floor(i / w)];
    for (let v = Math.max(0, y - 1); v <= Math.min(h - 1, y + 1); v++) for (let u = Math.max(0, x - 1); u <= Math.min(w - 1, x + 1); u++) if (labels[v * w + u]) touched.add(labels[v * w + u]!);
  }
  const small = new Set(components.filter((c) => touched.has(c.label) && Math.max(c.maxX - c.minX, c.maxY - c.minY) + 1 < ISLAND_WIDTHS * width).map((c) => c.label));
  if (small.size === 0) return kept;
  const data = kept.data.slice();
  for (let i = 0; i < data.length; i++) if (data[i] && small.has(labels[i]!)) data[i] = 0;
  return { ...kept, data };
}

/** The share of the skeleton no thinner than lettering that runs thinner than HAIRLINE_WIDTHS. */
export function pressedShare(binary: Bitmap, width: number): number {
  const skeleton = thin(binary).data;
  const toPaper = paperDistances(binary);
  let [pen, thinner] = [0, 0];
  for (let i = 0; i < skeleton.length; i++) {
    if (!skeleton[i]) continue;
    // A skeleton pixel d pixels from the paper lies on a line 2d - 1 pixels wide (chamfer steps are three times a pixel).
    const across = ((2 * toPaper[i]!) / 3 - 1) / width;
    if (across < LETTERING_WIDTHS) continue;
    pen++;
    if (across < HAIRLINE_WIDTHS) thinner++;
  }
  return pen === 0 ? 1 : thinner / pen;
}
