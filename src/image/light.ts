import { type GreyImage, sourcePositions } from './raster.js';

function brightestInRow(data: Uint8Array, offset: number, width: number, brightest: Uint8Array, blocks: number, blockOf: Int32Array): void {
  for (let x = 0; x < width; x++) {
    const b = blocks + blockOf[x]!;
    const v = data[offset + x]!;
    if (v > brightest[b]!) brightest[b] = v;
  }
}

/** One row scaled by the gains between block centres (`row`), interpolated per column. */
function lightRow(data: Uint8Array, out: Uint8Array, offset: number, width: number, row: Float32Array, left: Int32Array, right: Int32Array, along: Float32Array): void {
  for (let x = 0; x < width; x++) {
    const gain = row[left[x]!]! + (row[right[x]!]! - row[left[x]!]!) * along[x]!;
    const v = data[offset + x]! * gain + 0.5;
    out[offset + x] = v >= 255 ? 255 : v; // a Uint8Array truncates: rounded
  }
}

/**
 * Evens out the paper: grey paper, a page lit from one side or photographed under a lamp
 * has no single grey level that parts ink from paper. The paper's brightness is estimated
 * as the brightest pixel of each block (ink lines are thinner than a block, so every block
 * shows paper), taken over the 3x3 blocks around each one, and interpolated between block
 * centres; each pixel is then scaled so that paper reads white. White paper is left as it
 * is, and a filled shape wider than two blocks reads as paper (it is no track).
 */
export function evenLight(image: GreyImage): GreyImage {
  const { width, height, data } = image;
  const block = Math.max(16, Math.round(Math.min(width, height) / 64));
  const cols = Math.ceil(width / block);
  const rows = Math.ceil(height / block);
  const brightest = new Uint8Array(cols * rows);
  const blockOf = Int32Array.from({ length: width }, (_, x) => Math.floor(x / block));
  for (let y = 0; y < height; y++) brightestInRow(data, y * width, width, brightest, Math.floor(y / block) * cols, blockOf);
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
  if (paper.every((p) => p >= 255)) return image; // white paper everywhere: every gain is 1
  // Per column: the block centres either side and how far between them it lies (in single precision, as the gains are).
  const { low: left, high: right, share } = sourcePositions(width, cols, block);
  const along = Float32Array.from(share);
  const out = new Uint8Array(data.length);
  const row = new Float32Array(cols);
  const vertical = sourcePositions(height, rows, block);
  for (let y = 0; y < height; y++) {
    // Between the block centres above and below, then between those left and right.
    const [r0, r1, ty] = [vertical.low[y]!, vertical.high[y]!, vertical.share[y]!];
    for (let c = 0; c < cols; c++) row[c] = 255 / (paper[r0 * cols + c]! * (1 - ty) + paper[r1 * cols + c]! * ty);
    lightRow(data, out, y * width, width, row, left, right, along);
  }
  return { width, height, data: out };
}
