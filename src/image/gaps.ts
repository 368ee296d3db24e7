import { type Bitmap, degreeOf, neighbours, setIndices } from './raster.js';

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
  for (let a = 0; a < ends.length; a++) {
    for (let b = a + 1; b < ends.length; b++) {
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
  for (const { a, b } of pairs.sort((u, v) => u.d - v.d)) {
    if (used.has(a) || used.has(b)) continue;
    used.add(a).add(b);
    drawLine(skeleton, ends[a]!.x, ends[a]!.y, ends[b]!.x, ends[b]!.y);
    joined++;
  }
  return joined;
}

/** The end pixel and up to `back` pixels behind it along the line. */
function tailOf(skeleton: Bitmap, end: number, back: number): number[] {
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
function drawLine(bitmap: Bitmap, x0: number, y0: number, x1: number, y1: number): void {
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

/**
 * Joins the track across filled shapes erased from it (thick.ts): the skeleton ends at the
 * edge of each erased shape are paired, the pairs that turn least through it first (a
 * train turns by at most 100° there), and each pair is joined by a curve that leaves and
 * arrives along the ends' directions (a quadratic Bézier through where the two directions
 * meet), so a track bending under a station box bends through its gap.
 */
export function bridgeAcrossErased(skeleton: Bitmap, erased: Uint8Array, back: number): number {
  const { width } = skeleton;
  const shape = label(erased, skeleton.width, skeleton.height);
  const ends = new Map<number, { x: number; y: number; dx: number; dy: number }[]>();
  for (const i of setIndices(skeleton.data)) {
    if (degreeOf(skeleton, i) !== 1) continue;
    const id = shapeNear(shape, skeleton, i);
    if (id === 0) continue;
    const tail = tailOf(skeleton, i, back);
    if (tail.length < 3) continue;
    const [x, y] = [i % width, Math.floor(i / width)];
    const last = tail[tail.length - 1]!;
    const [dx, dy] = [x - (last % width), y - Math.floor(last / width)];
    const length = Math.hypot(dx, dy);
    ends.set(id, [...(ends.get(id) ?? []), { x, y, dx: dx / length, dy: dy / length }]);
  }
  let joined = 0;
  for (const list of ends.values()) {
    const pairs: { a: number; b: number; turn: number }[] = [];
    for (let a = 0; a < list.length; a++) {
      for (let b = a + 1; b < list.length; b++) {
        // Leaving along a's direction, arriving against b's: the turn between them.
        const [p, q] = [list[a]!, list[b]!];
        const turn = (Math.acos(Math.max(-1, Math.min(1, -(p.dx * q.dx + p.dy * q.dy)))) * 180) / Math.PI;
        if (turn <= 100) pairs.push({ a, b, turn });
      }
    }
    const used = new Set<number>();
    for (const { a, b } of pairs.sort((u, v) => u.turn - v.turn)) {
      if (used.has(a) || used.has(b)) continue;
      used.add(a).add(b);
      drawBend(skeleton, list[a]!, list[b]!);
      joined++;
    }
  }
  return joined;
}

/** A curve from end p to end q leaving along p's direction and arriving against q's. */
function drawBend(bitmap: Bitmap, p: { x: number; y: number; dx: number; dy: number }, q: { x: number; y: number; dx: number; dy: number }): void {
  // Where the two rays meet (p + s d_p = q + t d_q); the midpoint when they do not meet ahead of both.
  const det = p.dx * -q.dy - p.dy * -q.dx;
  const [rx, ry] = [q.x - p.x, q.y - p.y];
  const s = det === 0 ? -1 : (rx * -q.dy - ry * -q.dx) / det;
  const t = det === 0 ? -1 : (p.dx * ry - p.dy * rx) / det;
  const distance = Math.hypot(rx, ry);
  const [cx, cy] = s > 0 && t > 0 && s < 2 * distance && t < 2 * distance ? [p.x + s * p.dx, p.y + s * p.dy] : [(p.x + q.x) / 2, (p.y + q.y) / 2];
  const steps = Math.max(2, Math.ceil(2 * distance));
  let [x0, y0] = [p.x, p.y];
  for (let k = 1; k <= steps; k++) {
    const u = k / steps;
    const x = Math.round((1 - u) * (1 - u) * p.x + 2 * u * (1 - u) * cx + u * u * q.x);
    const y = Math.round((1 - u) * (1 - u) * p.y + 2 * u * (1 - u) * cy + u * u * q.y);
    drawLine(bitmap, x0, y0, x, y);
    [x0, y0] = [x, y];
  }
}

/** 8-connected labels of a mask (0: not in it). */
function label(mask: Uint8Array, width: number, height: number): Int32Array {
  const labels = new Int32Array(mask.length);
  let next = 0;
  const stack: number[] = [];
  for (let start = 0; start < mask.length; start++) {
    if (!mask[start] || labels[start]) continue;
    labels[start] = ++next;
    stack.push(start);
    while (stack.length > 0) {
      const i = stack.pop()!;
      const [x, y] = [i % width, Math.floor(i / width)];
      for (let ny = Math.max(0, y - 1); ny <= Math.min(height - 1, y + 1); ny++) {
        for (let nx = Math.max(0, x - 1); nx <= Math.min(width - 1, x + 1); nx++) {
          const j = ny * width + nx;
          if (mask[j] && !labels[j]) (labels[j] = next), stack.push(j);
        }
      }
    }
  }
  return labels;
}

/** The label of an erased shape within two pixels of pixel `i`, or 0. */
function shapeNear(labels: Int32Array, { width, height }: Bitmap, i: number): number {
  const [x0, y0] = [i % width, Math.floor(i / width)];
  for (let y = Math.max(0, y0 - 2); y <= Math.min(height - 1, y0 + 2); y++) {
    for (let x = Math.max(0, x0 - 2); x <= Math.min(width - 1, x0 + 2); x++) if (labels[y * width + x]) return labels[y * width + x]!;
  }
  return 0;
}
