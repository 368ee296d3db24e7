import type { Bitmap } from './raster.js';

export interface Component {
  readonly label: number;
  readonly pixels: number;
  readonly minX: number;
  readonly minY: number;
  readonly maxX: number;
  readonly maxY: number;
  /** Whether the component reaches the picture border. */
  readonly touchesBorder: boolean;
}

export interface Labelling {
  /** 0 for pixels not of the value labelled, else the 1-based component label. */
  readonly labels: Int32Array;
  readonly components: Component[];
}

/**
 * Connected components of the pixels equal to `value` (8-connected for track, 4-connected
 * for background, so the two never cross each other).
 */
export function label(bitmap: Bitmap, value: 0 | 1, connectivity: 4 | 8): Labelling {
  const { width, height, data } = bitmap;
  const labels = new Int32Array(width * height);
  const components: Component[] = [];
  const stack: number[] = [];
  for (let start = 0; start < data.length; start++) {
    if (data[start] !== value || labels[start]) continue;
    const id = components.length + 1;
    labels[start] = id;
    stack.push(start);
    let pixels = 0;
    let minX = width;
    let minY = height;
    let maxX = -1;
    let maxY = -1;
    while (stack.length > 0) {
      const i = stack.pop()!;
      const x = i % width;
      const y = (i - x) / width;
      pixels++;
      if (x < minX) minX = x;
      if (x > maxX) maxX = x;
      if (y < minY) minY = y;
      if (y > maxY) maxY = y;
      for (let dy = -1; dy <= 1; dy++) {
        for (let dx = -1; dx <= 1; dx++) {
          if ((dx === 0 && dy === 0) || (connectivity === 4 && dx !== 0 && dy !== 0)) continue;
          const nx = x + dx;
          const ny = y + dy;
          if (nx < 0 || ny < 0 || nx >= width || ny >= height) continue;
          const j = ny * width + nx;
          if (data[j] === value && !labels[j]) {
            labels[j] = id;
            stack.push(j);
          }
        }
      }
    }
    const touchesBorder = minX === 0 || minY === 0 || maxX === width - 1 || maxY === height - 1;
    components.push({ label: id, pixels, minX, minY, maxX, maxY, touchesBorder });
  }
  return { labels, components };
}

/**
 * Fills holes (background enclosed by track) that are small and compact: the gaps blur
 * and thinning would turn into the small loops the seed saw at junctions, and the counters
 * of letters. Long slits between near-touching tracks are left open.
 */
export function fillSmallHoles(bitmap: Bitmap, maxArea: number, maxSide: number): Bitmap {
  const { labels, components } = label(bitmap, 0, 4);
  const fill = new Uint8Array(components.length + 1);
  for (const c of components) {
    const side = Math.max(c.maxX - c.minX, c.maxY - c.minY) + 1;
    if (!c.touchesBorder && c.pixels <= maxArea && side <= maxSide) fill[c.label] = 1;
  }
  const data = new Uint8Array(bitmap.data);
  for (let i = 0; i < data.length; i++) if (fill[labels[i]!]) data[i] = 1;
  return { width: bitmap.width, height: bitmap.height, data };
}

/**
 * Typical stroke width of the track: twice the area over the boundary length (a stroke of
 * width w and length L has area wL and two sides of length L).
 */
export function strokeWidth(bitmap: Bitmap): number {
  const { width, height, data } = bitmap;
  let area = 0;
  let boundary = 0;
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      const i = y * width + x;
      if (!data[i]) continue;
      area++;
      const edge =
        x === 0 || y === 0 || x === width - 1 || y === height - 1 || !data[i - 1] || !data[i + 1] || !data[i - width] || !data[i + width];
      if (edge) boundary++;
    }
  }
  return boundary === 0 ? 1 : Math.max(1, (2 * area) / boundary);
}

/** Chamfer (3-4) distance of each track pixel to the nearest background pixel, in pixels. */
export function distanceToBackground(bitmap: Bitmap): Float32Array {
  const { width, height, data } = bitmap;
  const big = 1e9;
  const d = new Float32Array(width * height);
  for (let i = 0; i < d.length; i++) d[i] = data[i] ? big : 0;
  const at = (x: number, y: number) => (x < 0 || y < 0 || x >= width || y >= height ? 0 : d[y * width + x]!);
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      const i = y * width + x;
      if (!d[i]) continue;
      d[i] = Math.min(d[i]!, at(x - 1, y) + 3, at(x, y - 1) + 3, at(x - 1, y - 1) + 4, at(x + 1, y - 1) + 4);
    }
  }
  for (let y = height - 1; y >= 0; y--) {
    for (let x = width - 1; x >= 0; x--) {
      const i = y * width + x;
      if (!d[i]) continue;
      d[i] = Math.min(d[i]!, at(x + 1, y) + 3, at(x, y + 1) + 3, at(x + 1, y + 1) + 4, at(x - 1, y + 1) + 4);
    }
  }
  for (let i = 0; i < d.length; i++) d[i]! /= 3;
  return d;
}
