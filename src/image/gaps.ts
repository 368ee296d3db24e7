import { PointGrid } from './point-grid.js';
import { type Bitmap, degreeOf, neighbours, type Point, setIndices } from './raster.js';

/**
 * Bridges breaks in a drawn line (a faint stroke in a scan): from each skeleton end it looks
 * ahead along the direction the line arrives in, measured over its last `back` pixels, up to
 * `reach` pixels; if it meets skeleton that is not its own tail, it draws the missing pixels.
 * Ends that point at nothing stay ends (and are pruned later as dead ends).
 */
export function bridgeGaps(skeleton: Bitmap, reach: number, back: number): number {
  const { width, height, data } = skeleton;
  let bridged = 0;
  for (const i of setIndices(data)) {
    if (!data[i] || degreeOf(skeleton, i) !== 1) continue;
    const tail = tailOf(skeleton, i, back);
    if (tail.length < back) continue; // a speck or a short spur: no direction to trust
    const own = new Set(tail);
    for (const t of tail) for (const n of neighbours(skeleton, t)) own.add(n);
    const [x0, y0] = [i % width, Math.floor(i / width)];
    const last = tail[tail.length - 1]!;
    const [dx, dy] = [x0 - (last % width), y0 - Math.floor(last / width)];
    const length = Math.hypot(dx, dy);
    for (let step = 1; step <= reach; step++) {
      const x = Math.round(x0 + (dx / length) * step);
      const y = Math.round(y0 + (dy / length) * step);
      if (x < 0 || y < 0 || x >= width || y >= height) break;
      const hit = [y * width + x, ...neighbours(skeleton, y * width + x)].find((j) => data[j] && !own.has(j));
      if (hit === undefined) continue;
      drawLine(skeleton, x0, y0, hit % width, Math.floor(hit / width));
      bridged++;
      break;
    }
  }
  return bridged;
}

/**
 * Joins two line ends that face each other across a gap: a track drawn passing under a
 * bridge (broken on both sides of the track over it), or broken by a faint stroke. An end
 * pairs with another up to `reach` pixels ahead of it, within 15° of its direction, whose
 * own direction points back within 25°; the straight line drawn between them crosses
 * whatever lies in the gap, so a bridge becomes a crossing. Closest pairs first, each end once.
 */
export function bridgeFacingEnds(skeleton: Bitmap, reach: number, back: number): number {
  const { width, data } = skeleton;
  const ends: { at: number; x: number; y: number; dx: number; dy: number }[] = [];
  for (const i of setIndices(data)) {
    if (degreeOf(skeleton, i) !== 1) continue;
    const tail = tailOf(skeleton, i, back);
    if (tail.length < back) continue;
    const [x, y] = [i % width, Math.floor(i / width)];
    const last = tail[tail.length - 1]!;
    const [dx, dy] = [x - (last % width), y - Math.floor(last / width)];
    const length = Math.hypot(dx, dy);
    ends.push({ at: i, x, y, dx: dx / length, dy: dy / length });
  }
  const pairs: { a: number; b: number; d: number }[] = [];
  const cos = (deg: number) => Math.cos((deg * Math.PI) / 180);
  const near = new PointGrid(ends.map(({ x, y }): Point => [x, y]), reach);
  for (let a = 0; a < ends.length; a++) {
    for (const b of near.around(near.points[a]!)) {
      if (b <= a) continue;
      const [p, q] = [ends[a]!, ends[b]!];
      const d = Math.hypot(q.x - p.x, q.y - p.y);
      if (d === 0 || d > reach) continue;
      const [ux, uy] = [(q.x - p.x) / d, (q.y - p.y) / d];
      const ahead = p.dx * ux + p.dy * uy >= cos(15) && -(q.dx * ux + q.dy * uy) >= cos(15);
      const facing = -(p.dx * q.dx + p.dy * q.dy) >= cos(25);
      if (ahead && facing) pairs.push({ a, b, d });
    }
  }
  const used = new Set<number>();
  let joined = 0;
  for (const { a, b } of pairs.sort((u, v) => u.d - v.d || u.a - v.a || u.b - v.b)) {
    if (used.has(a) || used.has(b)) continue;
    used.add(a).add(b);
    drawLine(skeleton, ends[a]!.x, ends[a]!.y, ends[b]!.x, ends[b]!.y);
    joined++;
  }
  return joined;
}

/** The end pixel and up to `back` pixels behind it along the line. */
export function tailOf(skeleton: Bitmap, end: number, back: number): number[] {
  const tail = [end];
  let previous = -1;
  let current = end;
  while (tail.length <= back) {
    const next = neighbours(skeleton, current).filter((j) => j !== previous && !tail.includes(j));
    if (next.length !== 1) break;
    previous = current;
    current = next[0]!;
    tail.push(current);
  }
  return tail;
}

/** Bresenham line, both ends set. */
export function drawLine(bitmap: Bitmap, x0: number, y0: number, x1: number, y1: number): void {
  const dx = Math.abs(x1 - x0);
  const dy = -Math.abs(y1 - y0);
  const sx = x0 < x1 ? 1 : -1;
  const sy = y0 < y1 ? 1 : -1;
  let error = dx + dy;
  for (;;) {
    bitmap.data[y0 * bitmap.width + x0] = 1;
    if (x0 === x1 && y0 === y1) return;
    const e2 = 2 * error;
    if (e2 >= dy) ((error += dy), (x0 += sx));
    if (e2 <= dx) ((error += dx), (y0 += sy));
  }
}
