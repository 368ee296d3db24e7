import { label } from './components.js';
import { type Bitmap, without } from './raster.js';
import { maskDistances, paperDistances, thickInk } from './thick.js';
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
 * arrow's head) goes with them, and so does what the opening kept of them beside the track.
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

/*
 * Ink the opening keeps within this many stroke widths of what it erased is the erased
 * strokes' own: where a letter's foot or bowl fills the corner between two arms of a
 * junction, a disc fits in the track and the letter together and keeps the letter's part in
 * the corner, which moves the junction and its turns (the issue's tight curves with only its
 * words, seeds 6 and 40: "ta" of "Station" in the corners over a circle's joint, the turn
 * read 59-62 degrees and refused). Where a letter crosses the track it leaves a notch this
 * deep. Words only 1-60 51 -> 55 right (mended 6 35 40 44, lost none); the whole lettering
 * set 1-100 55 -> 61 (mended 23 26 72 73 77 85, lost none); tight-lettered 1-100 13 = 13.
 * 0.25 mends the same words but loses 2 3 24 60 of the whole set; 0.35 loses words 2 36 47.
 */
const EDGE_WIDTHS = 0.2;
/*
 * Only where the pen is even (pressedShare under this): a pressing pen's own track runs thin
 * and is cut by the opening, and notched beside the cut it breaks further. Words on an even
 * pen measure 0.008-0.026 (seeds 1-30), the whole lettering 0.023-0.082 (1-60); words on a
 * pressing pen 0.075-0.2, the whole lettering 0.145-0.25. Without it, pressed words only
 * 1-30 15 -> 12 (lost 9 15 18 25, mended 30); 0.05 keeps the whole set at 58 (23 77 85).
 */
const EVEN_SHARE = 0.07;

/** `binary` without the ink of strokes much thinner than its track (`width` pixels wide), and that ink (1 per pixel); undefined where none is told apart. */
export function withoutHairlines(binary: Bitmap, width: number): { kept: Bitmap; erased: Uint8Array } | undefined {
  if (width < MEASURED_FROM) return undefined;
  const share = pressedShare(binary, width);
  if (share > PRESSED_SHARE) return undefined;
  const opened = thickInk(binary, (HAIRLINE_WIDTHS * width) / 2);
  if (!opened) return undefined;
  const edged = share < EVEN_SHARE ? withoutEdges(opened, without(binary.data, opened), binary, width) : opened;
  const kept = withoutIslands({ ...binary, data: edged }, without(binary.data, edged), width);
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

/** `opened` without its ink within EDGE_WIDTHS of `erased` (chamfer distances, three times a pixel). */
function withoutEdges(opened: Uint8Array, erased: Uint8Array, binary: Bitmap, width: number): Uint8Array {
  const toErased = maskDistances({ ...binary, data: erased });
  const reach = 3 * EDGE_WIDTHS * width;
  return opened.map((v, i) => (v && toErased[i]! > reach ? 1 : 0));
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
