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
 * blur-then-binarize step does before thinning. σ = 0 returns a copy.
 */
export function blurRebinarize(bitmap: Bitmap, sigma: number): Bitmap {
  const { width, height } = bitmap;
  if (sigma <= 0) return { width, height, data: new Uint8Array(bitmap.data) };
  const kernel = gaussianKernel(sigma);
  const radius = (kernel.length - 1) / 2;
  const across = new Float32Array(width * height);
  for (let y = 0; y < height; y++) {
    const row = y * width;
    for (let x = 0; x < width; x++) {
      let sum = 0;
      for (let k = -radius; k <= radius; k++) {
        const sx = x + k < 0 ? 0 : x + k >= width ? width - 1 : x + k;
        sum += kernel[k + radius]! * bitmap.data[row + sx]!;
      }
      across[row + x] = sum;
    }
  }
  const data = new Uint8Array(width * height);
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      let sum = 0;
      for (let k = -radius; k <= radius; k++) {
        const sy = y + k < 0 ? 0 : y + k >= height ? height - 1 : y + k;
        sum += kernel[k + radius]! * across[sy * width + x]!;
      }
      data[y * width + x] = sum >= 0.5 ? 1 : 0;
    }
  }
  return { width, height, data };
}
