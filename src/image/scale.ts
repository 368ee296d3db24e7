import { darkPixels, otsuThreshold } from './binarize.js';
import { strokeWidth } from './components.js';
import { evenLight } from './light.js';
import { clearAroundPaper } from './paper.js';
import { paintLighterSurround } from './lighter-surround.js';
import { darkOnLight } from './polarity.js';
import { reduce } from './reduce.js';
import { type Bitmap, type GreyImage, sourcePositions, type SourcePositions } from './raster.js';

/** Lines at least this wide (pixels) in a large picture are traced on a reduced copy, so that they come out about this wide. */
export const WORKING_STROKE = 4;
const REDUCE_FROM = 2 * WORKING_STROKE;
/** Pictures of more pixels than this are large. */
export const LARGE_PICTURE = 2_500_000;
/**
 * Crowded pictures up to this many pixels (1000 x 1000) are traced enlarged. A crowded
 * 1428 px picture enlarged took 1.4 times the Python pipeline's CPU time (3.4 s against 2.4 s).
 */
export const ENLARGE_UP_TO = 1_000_000;

/** Tracks closer than this many stroke widths (the median gap between them) are crowded. */
const CROWDED_WIDTHS = 5;

/**
 * Whether the median gap between strokes, along rows and columns (white runs with ink on
 * both sides), is under CROWDED_WIDTHS stroke widths: curves of radius about two and a half
 * widths, where branches touch for long and the gaps between them are pinholes. `dark` is
 * the picture's ink at Otsu's threshold, `width` its stroke width.
 */
function crowded(dark: Bitmap, width: number): boolean {
  const gaps = new Uint32Array(Math.max(dark.width, dark.height));
  countGaps(dark.data, dark.width, dark.height, gaps);
  const total = gaps.reduce((a, b) => a + b, 0);
  if (total === 0) return false;
  let median = 0;
  for (let seen = gaps[0]!; 2 * seen <= total; seen += gaps[++median]!);
  return median < CROWDED_WIDTHS * width;
}

/** Counts (by length, into `gaps`) the runs of paper between two ink pixels along rows and along columns, a row at a time. */
function countGaps(data: Uint8Array, width: number, height: number, gaps: Uint32Array): void {
  // The row each column last had ink in.
  const above = new Int32Array(width).fill(-1);
  for (let y = 0; y < height; y++) {
    let left = -1;
    for (let x = 0, i = y * width; x < width; x++, i++) {
      if (!data[i]) continue;
      if (left >= 0 && x - left > 1) gaps[x - left - 1]!++;
      if (above[x]! >= 0 && y - above[x]! > 1) gaps[y - above[x]! - 1]!++;
      left = x;
      above[x] = y;
    }
  }
}

/**
 * The factor a large picture is reduced by before tracing: for lines 8 or more pixels wide,
 * the whole number that brings them to about 4 (the seed's scale), else 1. A 600 dpi scan of
 * an A4 maze drawn with a 0.5 mm pen (35 megapixels, 12-pixel lines) traced at a third of its
 * size costs a ninth of the work. Smaller pictures are traced as they are: thick lines in
 * tight curves lose junctions when reduced (bench: 6 of 10 routes right reduced, 10 of 10 as
 * they are).
 */
const scaleFor = (lineWidth: number) => (lineWidth < REDUCE_FROM ? 1 : Math.floor(lineWidth / WORKING_STROKE));

/** The least whole factor that brings a picture of `pixels` to no more pixels than LARGE_PICTURE. */
const withinLarge = (pixels: number) => Math.ceil(Math.sqrt(pixels / LARGE_PICTURE));

/**
 * The factor a large picture of lines `lineWidth` wide is reduced by: to lines about
 * WORKING_STROKE wide (scaleFor), but no further than to a picture of LARGE_PICTURE pixels,
 * the size a scan is traced at as it is. A phone's photo (12 megapixels, lines of 16-21 px)
 * reduced to 4 px lines was traced at 0.6-0.7 of its scan's pixels, where letters and
 * drawings touching the track thinned into other junctions; reduced by 3 it keeps about the
 * scan's (round 60b: photographed on white, all at once and drawings seeds 1-40, 56 -> 61).
 */
const largeScaleFor = (lineWidth: number, pixels: number) => Math.min(scaleFor(lineWidth), Math.max(1, withinLarge(pixels)));

/** Crowded tracks in a large picture are traced with lines about this wide, as a small picture's enlarged twice are. */
const CROWDED_STROKE = 4 * WORKING_STROKE;

/**
 * The factor a large picture of crowded tracks `lineWidth` wide is reduced by: to lines about
 * CROWDED_STROKE wide, but to no more pixels than a large picture has, and its lines never
 * thinner than other pictures' (scaleFor).
 */
function crowdedScaleFor(lineWidth: number, pixels: number): number {
  return Math.max(1, Math.floor(lineWidth / CROWDED_STROKE), largeScaleFor(lineWidth, pixels));
}

/** The picture as traced: reduced by `scale` (1/2: enlarged twice), and whether its tracks are crowded, which strokes.ts cuts more strictly. */
export interface WorkingPicture {
  readonly image: GreyImage;
  readonly scale: number;
  readonly crowded: boolean;
}

/**
 * The picture as traced, with its paper evened out (light.ts), and the factor it was
 * reduced by (largeScaleFor), or 1/2 for a picture that is not large but whose tracks are
 * crowded, up to ENLARGE_UP_TO pixels: enlarged twice, so that the pinholes between tracks
 * that touch in tight curves survive thresholding and thinning keeps them apart (bench:
 * tight-curves routes 3 of 10 right as it is, 9 of 10 enlarged). A large picture's lines are measured on a copy reduced by 2 and evened, which is
 * the picture traced when the factor is 2: the evening and the measuring see a quarter of
 * the pixels. A large picture of crowded tracks (a phone's photo of a tight maze) is reduced
 * less (crowdedScaleFor) and cut as crowded: photographed tight-curves routes 1 of 10 right
 * reduced as other pictures are, 9 of 10 so.
 */
export function workingPicture(picture: GreyImage): WorkingPicture {
  // What lies round a photographed or scanned sheet, lighter or darker, is no part of it (lighter-surround.ts, paper.ts); then light lines on a dark ground are traced as their negative (polarity.ts: a white scanner lid round grey paper looked like the thin side).
  const image = darkOnLight(clearAroundPaper(paintLighterSurround(picture)));
  if (image.width * image.height <= LARGE_PICTURE) {
    const even = evenLight(image);
    // Enlarged, a picture has four times the pixels to thin: beyond ENLARGE_UP_TO that costs more than the whole seed's pipeline in Python takes (bench: railway-reference).
    if (image.width * image.height <= ENLARGE_UP_TO) {
      const ink = darkPixels(even, otsuThreshold(even));
      if (crowded(ink, strokeWidth(ink))) return { image: enlarge(even, 2), scale: 1 / 2, crowded: true };
    }
    return { image: even, scale: 1, crowded: false };
  }
  const half = evenLight(reduce(image, 2));
  const halfInk = darkPixels(half, otsuThreshold(half));
  const halfWidth = strokeWidth(halfInk);
  const lineWidth = 2 * halfWidth;
  const tight = lineWidth >= REDUCE_FROM && crowded(halfInk, halfWidth);
  const scale = tight ? crowdedScaleFor(lineWidth, image.width * image.height) : largeScaleFor(lineWidth, image.width * image.height);
  if (scale === 2) return { image: half, scale, crowded: tight };
  return { image: evenLight(reduce(image, scale)), scale, crowded: tight };
}

/**
 * The picture enlarged by a whole factor, each pixel interpolated (bilinear) between the pixel
 * centres around it: along each source row once (every enlarged row between two source rows
 * reads the same two), then between the two rows.
 */
export function enlarge(image: GreyImage, factor: number): GreyImage {
  if (factor <= 1) return image;
  const width = image.width * factor;
  const height = image.height * factor;
  const data = new Uint8Array(width * height);
  // Where each column falls in the source, worked out once for every row.
  const columns = sourcePositions(width, image.width, factor);
  const rows = sourcePositions(height, image.height, factor);
  const along = new RowsAlong(image, columns);
  for (let y = 0; y < height; y++) {
    blendRows(along.row(rows.low[y]!), along.row(rows.high[y]!), rows.share[y]!, data, y * width, width);
  }
  return { width, height, data };
}

/** Source rows interpolated along to the enlarged width, the last two asked for kept (rows are asked for in order). */
class RowsAlong {
  private readonly kept = [{ row: -1, values: new Float64Array(0) }, { row: -1, values: new Float64Array(0) }];
  private next = 0;

  constructor(
    private readonly image: GreyImage,
    private readonly columns: SourcePositions,
  ) {}

  row(source: number): Float64Array {
    const found = this.kept.find((k) => k.row === source);
    if (found) return found.values;
    const slot = this.kept[this.next]!;
    this.next = 1 - this.next;
    if (slot.values.length !== this.columns.low.length) slot.values = new Float64Array(this.columns.low.length);
    slot.row = source;
    interpolateRow(this.image.data, source * this.image.width, this.columns, slot.values);
    return slot.values;
  }
}

/** One source row (starting at offset `top`) at each enlarged column: between its two source pixels. */
function interpolateRow(grey: Uint8Array, top: number, columns: SourcePositions, into: Float64Array): void {
  const { low, high, share } = columns;
  for (let x = 0; x < into.length; x++) {
    const fx = share[x]!;
    into[x] = grey[top + low[x]!]! * (1 - fx) + grey[top + high[x]!]! * fx;
  }
}

/** One row of the enlarged picture: `fy` of the way from the interpolated row `upper` to `lower`. */
function blendRows(upper: Float64Array, lower: Float64Array, fy: number, into: Uint8Array, row: number, width: number): void {
  for (let x = 0; x < width; x++) into[row + x] = Math.round(upper[x]! * (1 - fy) + lower[x]! * fy);
}
