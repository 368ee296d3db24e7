import { type Bitmap, copyBitmap, ring } from './raster.js';

/**
 * Zhang–Suen thinning (CACM 27(3), 1984) to a one-pixel skeleton, then removal of the
 * staircase corners it leaves, so that every skeleton pixel inside a line has exactly two
 * 8-neighbours. Works on a copy; only the pixels still set are revisited each pass.
 */
export function thin(bitmap: Bitmap): Bitmap {
  const out = copyBitmap(bitmap);
  const { width, data } = out;
  let alive: number[] = [];
  for (let i = 0; i < data.length; i++) if (data[i]) alive.push(i);
  const p = new Uint8Array(8);
  const doomed: number[] = [];
  let changed = true;
  while (changed) {
    changed = false;
    for (const step of [0, 1]) {
      doomed.length = 0;
      for (const i of alive) {
        const x = i % width;
        ring(out, x, (i - x) / width, p);
        if (zhangSuenDeletes(p, step)) doomed.push(i);
      }
      if (doomed.length > 0) {
        changed = true;
        for (const i of doomed) data[i] = 0;
        alive = alive.filter((i) => data[i] === 1);
      }
    }
  }
  removeStaircases(out, alive);
  return out;
}

/** The Zhang–Suen deletion test on the ring P2..P9 (north clockwise) for sub-iteration `step`. */
export function zhangSuenDeletes(p: Uint8Array, step: number): boolean {
  let set = 0;
  let rises = 0;
  for (let k = 0; k < 8; k++) {
    set += p[k]!;
    if (p[k] === 0 && p[(k + 1) % 8] === 1) rises++;
  }
  if (set < 2 || set > 6 || rises !== 1) return false;
  const [n, , e, , s, , w] = p;
  if (step === 0) return n! * e! * s! === 0 && e! * s! * w! === 0;
  return n! * e! * w! === 0 && n! * s! * w! === 0;
}

/** Number of 8-connected groups the set neighbours of a pixel form among themselves (around the ring). */
export function ringGroups(p: Uint8Array): number {
  // Around the ring, a corner neighbour joins its two edge neighbours; edge neighbours
  // two steps apart (N and E) touch diagonally, so a set corner between them is not needed.
  let groups = 0;
  for (let k = 0; k < 8; k += 2) {
    // An edge neighbour (k even) starts a new group unless it touches the previous edge
    // neighbour directly (k-2, diagonal contact) or through the corner k-1.
    if (!p[k]) continue;
    const previousEdge = p[(k + 6) % 8];
    if (!previousEdge) groups++;
  }
  for (let k = 1; k < 8; k += 2) {
    // A corner neighbour alone (both adjacent edge neighbours empty) is its own group.
    if (p[k] && !p[k - 1] && !p[(k + 1) % 8]) groups++;
  }
  const allEdges = p[0] && p[2] && p[4] && p[6];
  return allEdges ? 1 : groups;
}

/**
 * Deletes pixels that are neither ends nor needed for connectivity: their neighbours form
 * one 8-connected group without them and at least one 4-neighbour is background (so no
 * hole opens). Sequential, so two pixels of a 2x2 block never both go.
 */
function removeStaircases(bitmap: Bitmap, alive: readonly number[]): void {
  const { width, data } = bitmap;
  const p = new Uint8Array(8);
  for (const i of alive) {
    if (!data[i]) continue;
    const x = i % width;
    ring(bitmap, x, (i - x) / width, p);
    let set = 0;
    for (let k = 0; k < 8; k++) set += p[k]!;
    if (set < 2) continue;
    const hasEmptyEdge = !p[0] || !p[2] || !p[4] || !p[6];
    if (hasEmptyEdge && ringGroups(p) === 1) data[i] = 0;
  }
}
