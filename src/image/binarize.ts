import type { Bitmap, GreyImage } from './raster.js';

/** Otsu's threshold: the grey level that maximises the between-class variance. */
export function otsuThreshold(image: GreyImage): number {
  const histogram = new Float64Array(256);
  for (let i = 0; i < image.data.length; i++) histogram[image.data[i]!]++;
  const total = image.data.length;
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
 * blur-then-binarize step does before thinning. σ = 0 returns a copy. Each pass spreads
 * the pixels that are not zero (ink, then what the first pass made of it), so the paper,
 * most of a maze picture, costs nothing.
 */
export function blurRebinarize(bitmap: Bitmap, sigma: number): Bitmap {
  const { width, height } = bitmap;
  if (sigma <= 0) return { width, height, data: new Uint8Array(bitmap.data) };
  const kernel = gaussianKernel(sigma);
  const radius = (kernel.length - 1) / 2;
  const alongRow = clampedWeights(kernel, width);
  const alongColumn = clampedWeights(kernel, height);
  // Across the rows: each ink pixel adds the kernel around it.
  const across = new Float32Array(width * height);
  for (let y = 0; y < height; y++) {
    const row = y * width;
    for (let x = 0; x < width; x++) {
      if (!bitmap.data[row + x]) continue;
      const edge = x < radius || x >= width - radius;
      for (let t = Math.max(0, x - radius); t <= Math.min(width - 1, x + radius); t++) {
        across[row + t]! += edge ? alongRow(x, t) : kernel[x - t + radius]!;
      }
    }
  }
  // Down the columns: each value the first pass made adds the kernel above and below it.
  const down = new Float32Array(width * height);
  for (let y = 0; y < height; y++) {
    const edge = y < radius || y >= height - radius;
    const lo = Math.max(0, y - radius);
    const hi = Math.min(height - 1, y + radius);
    for (let x = 0; x < width; x++) {
      const value = across[y * width + x]!;
      if (value === 0) continue;
      for (let t = lo; t <= hi; t++) down[t * width + x]! += value * (edge ? alongColumn(y, t) : kernel[y - t + radius]!);
    }
  }
  const data = new Uint8Array(width * height);
  for (let i = 0; i < data.length; i++) data[i] = down[i]! >= 0.5 ? 1 : 0;
  return { width, height, data };
}
