import { type Bitmap, type GreyImage, setIndices } from './raster.js';

/** Otsu's threshold: the grey level that maximises the between-class variance. */
export function otsuThreshold(image: GreyImage): number {
  return otsuOf(histogramOf(image), image.data.length);
}

/** How many pixels have each grey level. */
function histogramOf(image: GreyImage): Float64Array {
  const counts = new Uint32Array(256);
  for (let i = 0; i < image.data.length; i++) counts[image.data[i]!]++;
  return Float64Array.from(counts);
}

function otsuOf(histogram: Float64Array, total: number): number {
  let sumAll = 0;
  for (let g = 0; g < 256; g++) sumAll += g * histogram[g]!;
  let best = 0;
  let bestVariance = -1;
  let countBelow = 0;
  let sumBelow = 0;
  for (let t = 0; t < 256; t++) {
    countBelow += histogram[t]!;
    if (countBelow === 0 || countBelow === total) continue;
    sumBelow += t * histogram[t]!;
    const meanBelow = sumBelow / countBelow;
    const meanAbove = (sumAll - sumBelow) / (total - countBelow);
    const variance = countBelow * (total - countBelow) * (meanBelow - meanAbove) ** 2;
    if (variance > bestVariance) {
      bestVariance = variance;
      best = t;
    }
  }
  return best;
}

/**
 * Halfway between Otsu's threshold and the mean grey of the ink below it: a stricter
 * threshold that keeps the blurred pinholes between tracks that nearly touch (they are grey,
 * lighter than the ink around them, but often darker than Otsu's level).
 */
export function inkThreshold(image: GreyImage): number {
  const histogram = histogramOf(image);
  const otsu = otsuOf(histogram, image.data.length);
  let count = 0;
  let sum = 0;
  for (let g = 0; g <= otsu; g++) (count += histogram[g]!), (sum += g * histogram[g]!);
  return count === 0 ? otsu : Math.round((otsu + sum / count) / 2);
}

/** Binarize and negate in one step: dark pixels (grey <= threshold) become track = 1. */
export function darkPixels(image: GreyImage, threshold: number): Bitmap {
  const data = new Uint8Array(image.data.length);
  for (let i = 0; i < data.length; i++) data[i] = image.data[i]! <= threshold ? 1 : 0;
  return { width: image.width, height: image.height, data };
}

function gaussianKernel(sigma: number): Float32Array {
  const radius = Math.max(1, Math.ceil(3 * sigma));
  const kernel = new Float32Array(2 * radius + 1);
  let sum = 0;
  for (let i = -radius; i <= radius; i++) sum += kernel[i + radius] = Math.exp(-(i * i) / (2 * sigma * sigma));
  for (let i = 0; i < kernel.length; i++) kernel[i]! /= sum;
  return kernel;
}

/**
 * The weight an input at `source` gives the output at `target` along a line of `n` pixels
 * with edges clamped (pixels beyond an edge repeat it): the kernel tap between them, and at
 * an edge pixel also every tap that falls beyond that edge.
 */
function clampedWeights(kernel: Float32Array, n: number): (source: number, target: number) => number {
  const radius = (kernel.length - 1) / 2;
  const prefix = new Float32Array(kernel.length + 1);
  for (let k = 0; k < kernel.length; k++) prefix[k + 1] = prefix[k]! + kernel[k]!;
  return (source, target) => {
    const tap = source - target + radius; // kernel index of the offset source - target
    if (source === 0 && source === n - 1) return 1;
    if (source === 0) return prefix[tap + 1]!; // taps at offsets <= -target
    if (source === n - 1) return prefix[kernel.length]! - prefix[tap]!; // taps at offsets >= n - 1 - target
    return kernel[tap]!;
  };
}

/**
 * Gaussian blur of a bitmap (separable, edges clamped) and re-binarization at one half:
 * smooths ragged edges and closes pinholes and slits narrower than about σ, as the seed's
 * blur-then-binarize step does before thinning. With `keepThin` (a picture drawn with a
 * thin pen) a pixel inked before keeps its ink down to THIN_LINE: where a 2 px pen is
 * drawn light the line is one pixel wide, blurs to about 0.4 along its middle and would
 * vanish, while a speck of noise blurs to under 0.2 and still goes. (Under a broader pen
 * the blur erasing thin lines is welcome: lettering written with a fine pen over the track.)
 * σ = 0 returns a copy. Each pass spreads
 * the pixels that are not zero (ink, then what the first pass made of it), so the paper,
 * most of a maze picture, costs nothing; the work is done a row at a time by small
 * functions, which are compiled early on a cold start.
 */
export function blurRebinarize(bitmap: Bitmap, sigma: number, keepThin = false): Bitmap {
  const { width, height } = bitmap;
  if (sigma <= 0) return { width, height, data: new Uint8Array(bitmap.data) };
  const kernel = gaussianKernel(sigma);
  const radius = (kernel.length - 1) / 2;
  const alongRow = clampedWeights(kernel, width);
  const alongColumn = clampedWeights(kernel, height);
  // Across the rows: each ink pixel adds the kernel around it.
  const across = new Float32Array(width * height);
  const inked = new Uint8Array(height);
  for (const i of setIndices(bitmap.data)) {
    const x = i % width;
    inked[(i - x) / width] = 1;
    if (x < radius || x >= width - radius) spreadAtEdge(across, i - x, x, width, radius, alongRow);
    else spread(across, i, kernel, radius);
  }
  // Down the columns: each value the first pass made adds the kernel above and below it.
  const down = new Float32Array(width * height);
  const weights = new Float64Array(kernel.length);
  for (let y = 0; y < height; y++) {
    if (!inked[y]) continue;
    const lo = Math.max(0, y - radius);
    const hi = Math.min(height - 1, y + radius);
    const edge = y < radius || y >= height - radius;
    for (let t = lo; t <= hi; t++) weights[t - lo] = edge ? alongColumn(y, t) : kernel[y - t + radius]!;
    spreadDown(across, down, y * width, width, lo, hi, weights);
  }
  const data = new Uint8Array(width * height);
  for (let y = 0; y < height; y++) if (nearInk(inked, y, radius)) halfOrMore(down, keepThin ? bitmap.data : undefined, data, y * width, width);
  return { width, height, data };
}

/** An inked pixel whose blurred value is this or more stays ink: a one-pixel line blurred by σ = 1 peaks at 0.4. */
const THIN_LINE = 0.3;

function spread(into: Float32Array, i: number, kernel: Float32Array, radius: number): void {
  for (let k = -radius; k <= radius; k++) into[i + k]! += kernel[radius - k]!;
}

function spreadAtEdge(into: Float32Array, row: number, x: number, width: number, radius: number, weight: (source: number, target: number) => number): void {
  for (let t = Math.max(0, x - radius); t <= Math.min(width - 1, x + radius); t++) into[row + t]! += weight(x, t);
}

/** Each value not zero of one row of `from` adds its weighted share to rows `lo`..`hi` of `to`. */
function spreadDown(from: Float32Array, to: Float32Array, row: number, width: number, lo: number, hi: number, weights: Float64Array): void {
  for (let x = 0; x < width; x++) {
    const value = from[row + x]!;
    if (value === 0) continue;
    for (let t = lo; t <= hi; t++) to[t * width + x]! += value * weights[t - lo]!;
  }
}

function nearInk(inked: Uint8Array, y: number, radius: number): boolean {
  for (let t = Math.max(0, y - radius); t <= Math.min(inked.length - 1, y + radius); t++) if (inked[t]) return true;
  return false;
}

function halfOrMore(values: Float32Array, inked: Uint8Array | undefined, into: Uint8Array, row: number, width: number): void {
  if (!inked) for (let i = row; i < row + width; i++) into[i] = values[i]! >= 0.5 ? 1 : 0;
  else for (let i = row; i < row + width; i++) into[i] = values[i]! >= 0.5 || (inked[i] && values[i]! >= THIN_LINE) ? 1 : 0;
}
