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
  let stack = new Int32Array(1024);
  const steps = connectivity === 4 ? [[0, -1], [-1, 0], [1, 0], [0, 1]] : [[-1, -1], [0, -1], [1, -1], [-1, 0], [1, 0], [-1, 1], [0, 1], [1, 1]];
  for (let start = 0; start < data.length; start++) {
    if (data[start] !== value || labels[start]) continue;
    const id = components.length + 1;
    labels[start] = id;
    let top = 0;
    stack[top++] = start;
    let pixels = 0;
    let [minX, minY, maxX, maxY] = [width, height, -1, -1];
    while (top > 0) {
      const i = stack[--top]!;
      const x = i % width;
      const y = (i - x) / width;
      pixels++;
      if (x < minX) minX = x;
      if (x > maxX) maxX = x;
      if (y < minY) minY = y;
      if (y > maxY) maxY = y;
      for (const [dx, dy] of steps) {
        const nx = x + dx!;
        const ny = y + dy!;
        if (nx < 0 || ny < 0 || nx >= width || ny >= height) continue;
        const j = ny * width + nx;
        if (data[j] !== value || labels[j]) continue;
        labels[j] = id;
        if (top === stack.length) {
          const bigger = new Int32Array(stack.length * 2);
          bigger.set(stack);
          stack = bigger;
        }
        stack[top++] = j;
      }
    }
    const touchesBorder = minX === 0 || minY === 0 || maxX === width - 1 || maxY === height - 1;
    components.push({ label: id, pixels, minX, minY, maxX, maxY, touchesBorder });
  }
  return { labels, components };
}

/**
 * Fills holes (background enclosed by track) that are small and compact: the pinholes
 * that blur leaves and thinning would turn into the small loops the seed saw at junctions.
 * Long slits between near-touching tracks are left open. Works on runs of background
 * (4-connected between rows when they overlap), so the paper costs one scan.
 */
export function fillSmallHoles(bitmap: Bitmap, maxArea: number, maxSide: number): Bitmap {
  const { width, height, data } = bitmap;
  const runY: number[] = [];
  const runX0: number[] = [];
  const runX1: number[] = [];
  const parent: number[] = [];
  const find = (r: number): number => {
    while (parent[r] !== r) r = parent[r] = parent[parent[r]!]!;
    return r;
  };
  let previousStart = 0;
  for (let y = 0; y < height; y++) {
    const rowStart = runY.length;
    const row = y * width;
    for (let x = 0; x < width; ) {
      if (data[row + x]) {
        x++;
        continue;
      }
      const x0 = x;
      while (x < width && !data[row + x]) x++;
      const id = runY.length;
      runY.push(y);
      runX0.push(x0);
      runX1.push(x - 1);
      parent.push(id);
      for (let r = previousStart; r < rowStart; r++) {
        if (runX0[r]! <= x - 1 && x0 <= runX1[r]!) {
          const [a, b] = [find(r), find(id)];
          if (a !== b) parent[b] = a;
        }
      }
    }
    previousStart = rowStart;
  }
  const area = new Map<number, { pixels: number; minX: number; maxX: number; minY: number; maxY: number }>();
  for (let r = 0; r < runY.length; r++) {
    const root = find(r);
    const a = area.get(root) ?? { pixels: 0, minX: width, maxX: -1, minY: height, maxY: -1 };
    a.pixels += runX1[r]! - runX0[r]! + 1;
    a.minX = Math.min(a.minX, runX0[r]!);
    a.maxX = Math.max(a.maxX, runX1[r]!);
    a.minY = Math.min(a.minY, runY[r]!);
    a.maxY = Math.max(a.maxY, runY[r]!);
    area.set(root, a);
  }
  const out = new Uint8Array(data);
  for (let r = 0; r < runY.length; r++) {
    const a = area.get(find(r))!;
    const border = a.minX === 0 || a.minY === 0 || a.maxX === width - 1 || a.maxY === height - 1;
    const side = Math.max(a.maxX - a.minX, a.maxY - a.minY) + 1;
    if (border || a.pixels > maxArea || side > maxSide) continue;
    out.fill(1, runY[r]! * width + runX0[r]!, runY[r]! * width + runX1[r]! + 1);
  }
  return { width, height, data: out };
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
