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
 * Gaussian blur of a bitmap (separable, edges clamped) and re-binarization at one half:
 * smooths ragged edges and closes pinholes and slits narrower than about σ, as the seed's
 * blur-then-binarize step does before thinning. σ = 0 returns a copy. Rows without ink
 * (after the first pass) are skipped: most of a maze picture is paper.
 */
export function blurRebinarize(bitmap: Bitmap, sigma: number): Bitmap {
  const { width, height } = bitmap;
  if (sigma <= 0) return { width, height, data: new Uint8Array(bitmap.data) };
  const kernel = gaussianKernel(sigma);
  const radius = (kernel.length - 1) / 2;
  // Horizontal pass into a row buffer padded by `radius` on both sides (edge values repeated).
  const across = new Float32Array(width * height);
  const inkRows = new Uint8Array(height);
  const padded = new Float32Array(width + 2 * radius);
  for (let y = 0; y < height; y++) {
    const row = y * width;
    let any = 0;
    for (let x = 0; x < width; x++) any |= bitmap.data[row + x]!;
    if (!any) continue;
    inkRows[y] = 1;
    for (let x = 0; x < width; x++) padded[x + radius] = bitmap.data[row + x]!;
    for (let k = 0; k < radius; k++) {
      padded[k] = bitmap.data[row]!;
      padded[width + radius + k] = bitmap.data[row + width - 1]!;
    }
    for (let x = 0; x < width; x++) {
      let sum = 0;
      for (let k = 0; k < kernel.length; k++) sum += kernel[k]! * padded[x + k]!;
      across[row + x] = sum;
    }
  }
  const data = new Uint8Array(width * height);
  for (let y = 0; y < height; y++) {
    let near = 0;
    for (let k = -radius; k <= radius && !near; k++) near = inkRows[Math.min(height - 1, Math.max(0, y + k))]!;
    if (!near) continue;
    const sources: number[] = [];
    for (let k = -radius; k <= radius; k++) sources.push(Math.min(height - 1, Math.max(0, y + k)) * width);
    const out = y * width;
    for (let x = 0; x < width; x++) {
      let sum = 0;
      for (let k = 0; k < kernel.length; k++) sum += kernel[k]! * across[sources[k]! + x]!;
      data[out + x] = sum >= 0.5 ? 1 : 0;
    }
  }
  return { width, height, data };
}
