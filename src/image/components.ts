import { type Bitmap, setIndices } from './raster.js';
import { rootOf, singletons } from '../encoders/lib/union-find.js';

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
  // Ink is sparse: its components start at its set pixels, listed a word at a time; paper's at every pixel.
  const starts = value === 1 ? setIndices(data) : undefined;
  const count = starts ? starts.length : data.length;
  for (let k = 0; k < count; k++) {
    const start = starts ? starts[k]! : k;
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
  const runs = backgroundRuns(bitmap);
  const parent = singletons(runs.count);
  const find = (r: number): number => rootOf(parent, r);
  // Runs of consecutive rows that overlap join (both lists are sorted by x).
  for (let y = 1; y < height; y++) {
    let p = runs.rowStart[y - 1]!;
    const pEnd = runs.rowStart[y]!;
    for (let r = runs.rowStart[y]!; r < runs.rowStart[y + 1]!; r++) {
      while (p < pEnd && runs.x1[p]! < runs.x0[r]!) p++;
      for (let q = p; q < pEnd && runs.x0[q]! <= runs.x1[r]!; q++) {
        const [a, b] = [find(q), find(r)];
        if (a !== b) parent[b] = a;
      }
    }
  }
  const pixels = new Float64Array(runs.count);
  const [minX, minY] = [new Int32Array(runs.count).fill(width), new Int32Array(runs.count).fill(height)];
  const [maxX, maxY] = [new Int32Array(runs.count).fill(-1), new Int32Array(runs.count).fill(-1)];
  for (let r = 0; r < runs.count; r++) {
    const root = find(r);
    pixels[root]! += runs.x1[r]! - runs.x0[r]! + 1;
    minX[root] = Math.min(minX[root]!, runs.x0[r]!);
    maxX[root] = Math.max(maxX[root]!, runs.x1[r]!);
    minY[root] = Math.min(minY[root]!, runs.y[r]!);
    maxY[root] = Math.max(maxY[root]!, runs.y[r]!);
  }
  const out = new Uint8Array(data);
  for (let r = 0; r < runs.count; r++) {
    const a = find(r);
    const border = minX[a] === 0 || minY[a] === 0 || maxX[a] === width - 1 || maxY[a] === height - 1;
    const side = Math.max(maxX[a]! - minX[a]!, maxY[a]! - minY[a]!) + 1;
    if (border || pixels[a]! > maxArea || side > maxSide) continue;
    out.fill(1, runs.y[r]! * width + runs.x0[r]!, runs.y[r]! * width + runs.x1[r]! + 1);
  }
  return { width, height, data: out };
}

/** Runs of background pixels row by row, left to right: row y's runs are `rowStart[y]` up to `rowStart[y + 1]`. */
function backgroundRuns(bitmap: Bitmap): Runs {
  const runs: Runs = { count: 0, y: [], x0: [], x1: [], rowStart: new Int32Array(bitmap.height + 1) };
  for (let row = 0; row < bitmap.height; row++) {
    runs.rowStart[row] = runs.y.length;
    addRowRuns(bitmap, row, runs);
  }
  runs.rowStart[bitmap.height] = runs.count = runs.y.length;
  return runs;
}

interface Runs {
  count: number;
  readonly y: number[];
  readonly x0: number[];
  readonly x1: number[];
  readonly rowStart: Int32Array;
}

function addRowRuns({ width, data }: Bitmap, row: number, runs: Runs): void {
  const offset = row * width;
  for (let x = 0; x < width; ) {
    if (data[offset + x]) {
      x++;
      continue;
    }
    const x0 = x;
    while (x < width && !data[offset + x]) x++;
    runs.y.push(row);
    runs.x0.push(x0);
    runs.x1.push(x - 1);
  }
}

/**
 * Typical stroke width of the track: twice the area over the boundary length (a stroke of
 * width w and length L has area wL and two sides of length L).
 */
export function strokeWidth(bitmap: Bitmap): number {
  const { width, height, data } = bitmap;
  let [ink, boundary] = [0, 0];
  for (let y = 0; y < height; y++) {
    const edgeRow = y === 0 || y === height - 1;
    for (let i = y * width, end = i + width; i < end; i++) {
      if (!data[i]) continue;
      ink++;
      if (edgeRow || onBoundary(data, width, i, end)) boundary++;
    }
  }
  return boundary === 0 ? 1 : Math.max(1, (2 * ink) / boundary);
}

/** A set pixel of a row that is not the first or last (its row ends before `end`) with an edge neighbour empty or off the picture. */
function onBoundary(data: Uint8Array, width: number, i: number, end: number): boolean {
  return i === end - width || i === end - 1 || !data[i - 1] || !data[i + 1] || !data[i - width] || !data[i + width];
}

/**
 * The first label (row by row) within `reach` pixels of pixel `i` (`only`, when given: that
 * label or none), or 0. A reach of 2√2 is the 5x5 square round the pixel.
 */
export function labelWithin(labels: Int32Array, { width, height }: Bitmap, i: number, reach: number, only?: number): number {
  // No pixel farther along a row or a column than the reach is within it.
  const r = Math.floor(reach);
  const [x0, y0] = [i % width, Math.floor(i / width)];
  for (let y = Math.max(0, y0 - r); y <= Math.min(height - 1, y0 + r); y++) {
    for (let x = Math.max(0, x0 - r); x <= Math.min(width - 1, x0 + r); x++) {
      const id = labels[y * width + x]!;
      if (id !== 0 && (only === undefined || id === only) && (x - x0) ** 2 + (y - y0) ** 2 <= reach * reach) return id;
    }
  }
  return 0;
}
