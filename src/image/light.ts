import { type Box, paperUnderInkWithin } from './closing.js';
import { levelAtShare } from './paper.js';
import { type GreyImage, sourcePositions } from './raster.js';

/** A block whose brightest pixel is under this share of the paper round it lies in a shadow (or under a filled shape). */
const SHADED = 0.8;
/** Paper under ink darker than this share of the blocks' estimate is ink itself: a filled shape wider than the window. */
const FILLED = 0.45;

function brightestInRow(data: Uint8Array, offset: number, width: number, brightest: Uint8Array, blocks: number, blockOf: Int32Array): void {
  for (let x = 0; x < width; x++) {
    const b = blocks + blockOf[x]!;
    const v = data[offset + x]!;
    if (v > brightest[b]!) brightest[b] = v;
  }
}

/**
 * One row scaled by the gains between block centres (`row`), interpolated per column; where
 * `under` (the paper under the ink, per pixel) is shaded against the blocks' estimate but not
 * as dark as ink, by its own gain.
 */
function lightRow(data: Uint8Array, out: Uint8Array, offset: number, width: number, row: Float32Array, left: Int32Array, right: Int32Array, along: Float32Array, under?: Uint8Array, shadeRow?: Uint8Array, blockOf?: Int32Array): void {
  for (let x = 0; x < width; x++) {
    let gain = row[left[x]!]! + (row[right[x]!]! - row[left[x]!]!) * along[x]!;
    if (under && shadeRow![blockOf![x]!]) {
      const share = (under[offset + x]! * gain) / 255;
      if (share >= FILLED && share < SHADED) gain = 255 / under[offset + x]!;
    }
    const v = data[offset + x]! * gain + 0.5;
    out[offset + x] = v >= 255 ? 255 : v; // a Uint8Array truncates: rounded
  }
}

/** Each block's paper: the brightest pixel of the 3x3 blocks around it (at least 1). */
function paperOf(brightest: Uint8Array, cols: number, rows: number): Float32Array {
  const paper = new Float32Array(cols * rows);
  for (let r = 0; r < rows; r++) {
    for (let c = 0; c < cols; c++) {
      let best = 0;
      for (let dr = -1; dr <= 1; dr++) {
        for (let dc = -1; dc <= 1; dc++) {
          const [rr, cc] = [r + dr, c + dc];
          if (rr >= 0 && cc >= 0 && rr < rows && cc < cols) best = Math.max(best, brightest[rr * cols + cc]!);
        }
      }
      paper[r * cols + c] = Math.max(1, best);
    }
  }
  return paper;
}

/** The gain of each block column on one row, `ty` of the way from the blocks' paper at offset `upper` to that at `lower`. */
function gainsBetween(paper: Float32Array, upper: number, lower: number, ty: number, row: Float32Array): void {
  for (let c = 0; c < row.length; c++) row[c] = 255 / (paper[upper + c]! * (1 - ty) + paper[lower + c]! * ty);
}

/** The median grey of the pixels of block (c, r). */
function blockMedian(image: GreyImage, block: number, c: number, r: number): number {
  const counts = new Uint32Array(256);
  const [x1, y1] = [Math.min(image.width, (c + 1) * block), Math.min(image.height, (r + 1) * block)];
  for (let y = r * block; y < y1; y++) for (let x = c * block; x < x1; x++) counts[image.data[y * image.width + x]!]!++;
  return levelAtShare(counts, (x1 - c * block) * (y1 - r * block), 0.5);
}

/**
 * The blocks of shaded paper (their brightest pixel darker than the paper round them, while
 * most of their pixels are lighter than ink: not a block under a filled shape) and the blocks
 * beside them, as 1s; undefined when there are none.
 */
function shadedBlocks(image: GreyImage, block: number, brightest: Uint8Array, paper: Float32Array, cols: number, rows: number): Uint8Array | undefined {
  let near: Uint8Array | undefined;
  for (let r = 0; r < rows; r++) {
    for (let c = 0; c < cols; c++) {
      const b = r * cols + c;
      if (brightest[b]! >= SHADED * paper[b]! || blockMedian(image, block, c, r) < FILLED * paper[b]!) continue;
      near ??= new Uint8Array(cols * rows);
      for (let rr = Math.max(0, r - 1); rr <= Math.min(rows - 1, r + 1); rr++) near.fill(1, rr * cols + Math.max(0, c - 1), rr * cols + Math.min(cols, c + 2));
    }
  }
  return near;
}

/** The pixels of the blocks marked in `marks`, as one box. */
function boxOf(marks: Uint8Array, cols: number, block: number, width: number, height: number): Box {
  let [c0, r0, c1, r1] = [cols, marks.length, -1, -1];
  marks.forEach((m, b) => {
    if (!m) return;
    const [c, r] = [b % cols, Math.floor(b / cols)];
    [c0, r0, c1, r1] = [Math.min(c0, c), Math.min(r0, r), Math.max(c1, c), Math.max(r1, r)];
  });
  return { x0: c0 * block, y0: r0 * block, x1: Math.min(width, (c1 + 1) * block), y1: Math.min(height, (r1 + 1) * block) };
}

/**
 * Evens out the paper: grey paper, a page lit from one side or photographed under a lamp
 * has no single grey level that parts ink from paper. The paper's brightness is estimated
 * as the brightest pixel of each block (ink lines are thinner than a block, so every block
 * shows paper), taken over the 3x3 blocks around each one, and interpolated between block
 * centres; each pixel is then scaled so that paper reads white. White paper is left as it
 * is, and a filled shape wider than two blocks reads as paper (it is no track). A shadow with
 * a hard edge (a desk lamp, the phone's own) left a band of shaded paper up to a block and a
 * half wide along it, scaled as the lit paper beyond and traced as a thick line: where some
 * block is shaded against those round it, the paper under the ink is taken pixel by pixel
 * (closing.ts) wherever it is shaded but lighter than ink.
 */
export function evenLight(image: GreyImage): GreyImage {
  const { width, height, data } = image;
  const block = Math.max(16, Math.round(Math.min(width, height) / 64));
  const cols = Math.ceil(width / block);
  const rows = Math.ceil(height / block);
  const brightest = new Uint8Array(cols * rows);
  const blockOf = Int32Array.from({ length: width }, (_, x) => Math.floor(x / block));
  for (let y = 0; y < height; y++) brightestInRow(data, y * width, width, brightest, Math.floor(y / block) * cols, blockOf);
  const paper = paperOf(brightest, cols, rows);
  if (paper.every((p) => p >= 255)) return image; // white paper everywhere: every gain is 1
  const shade = shadedBlocks(image, block, brightest, paper, cols, rows);
  const under = shade ? paperUnderInkWithin(image, Math.ceil(block / 2), boxOf(shade, cols, block, width, height)).data : undefined;
  // Per column: the block centres either side and how far between them it lies (in single precision, as the gains are).
  const { low: left, high: right, share } = sourcePositions(width, cols, block);
  const along = Float32Array.from(share);
  const out = new Uint8Array(data.length);
  const row = new Float32Array(cols);
  const vertical = sourcePositions(height, rows, block);
  for (let y = 0; y < height; y++) {
    // Between the block centres above and below, then between those left and right.
    const [r0, r1, ty] = [vertical.low[y]!, vertical.high[y]!, vertical.share[y]!];
    gainsBetween(paper, r0 * cols, r1 * cols, ty, row);
    lightRow(data, out, y * width, width, row, left, right, along, under, shade?.subarray(Math.floor(y / block) * cols, (Math.floor(y / block) + 1) * cols), blockOf);
  }
  return { width, height, data: out };
}
