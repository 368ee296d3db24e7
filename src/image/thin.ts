import type { Bitmap } from './raster.js';

/**
 * Zhang–Suen thinning (CACM 27(3), 1984) to a one-pixel skeleton, then removal of the
 * staircase corners it leaves, so that every skeleton pixel inside a line has exactly two
 * 8-neighbours. Works on a copy. Only border pixels are tested: a pixel whose four edge
 * neighbours are all set fails both sub-iterations' tests, so each pass looks at the
 * border it starts with plus the pixels next to those just deleted.
 */
export function thin(bitmap: Bitmap): Bitmap {
  // Work on a copy with a one-pixel empty border, so neighbour reads need no bounds checks.
  const { width, height } = bitmap;
  const w = width + 2;
  const data = new Uint8Array(w * (height + 2));
  for (let y = 0; y < height; y++) data.set(bitmap.data.subarray(y * width, (y + 1) * width), (y + 1) * w + 1);
  let ink = 0;
  for (let i = 0; i < data.length; i++) ink += data[i]!;
  const alive = new Int32Array(ink);
  for (let i = 0, k = 0; i < data.length; i++) if (data[i]) alive[k++] = i;
  const offsets = [-w, -w + 1, 1, w + 1, w, w - 1, -1, -w - 1];
  const edges = [-w, 1, w, -1];
  // Candidates: set pixels with an empty edge neighbour, kept in index (memory) order.
  let candidates = new Int32Array(ink);
  let count = 0;
  for (const i of alive) if (!data[i - w] || !data[i + 1] || !data[i + w] || !data[i - 1]) candidates[count++] = i;
  let next = new Int32Array(ink);
  const doomed = new Int32Array(ink);
  const listed = new Uint8Array(data.length);
  for (let step = 0, quiet = 0; quiet < 2; step ^= 1) {
    const deletes = DELETES[step]!;
    let deleted = 0;
    for (let k = 0; k < count; k++) {
      const i = candidates[k]!;
      const code =
        data[i - w]! | (data[i - w + 1]! << 1) | (data[i + 1]! << 2) | (data[i + w + 1]! << 3) | (data[i + w]! << 4) | (data[i + w - 1]! << 5) | (data[i - 1]! << 6) | (data[i - w - 1]! << 7);
      if (deletes[code]) doomed[deleted++] = i;
    }
    for (let k = 0; k < deleted; k++) data[doomed[k]!] = 0;
    quiet = deleted === 0 ? quiet + 1 : 0;
    if (deleted === 0) continue;
    let listedCount = 0;
    const add = (j: number) => {
      if (data[j] && !listed[j]) ((listed[j] = 1), (next[listedCount++] = j));
    };
    for (let k = 0; k < count; k++) add(candidates[k]!);
    for (let k = 0; k < deleted; k++) for (const e of edges) add(doomed[k]! + e);
    for (let k = 0; k < listedCount; k++) listed[next[k]!] = 0;
    next.subarray(0, listedCount).sort();
    [candidates, next, count] = [next, candidates, listedCount];
  }
  const skeleton: number[] = [];
  for (const i of alive) if (data[i]) skeleton.push(i);
  removeStaircases(data, offsets, skeleton);
  const out = new Uint8Array(width * height);
  for (const i of skeleton) if (data[i]) out[(Math.floor(i / w) - 1) * width + (i % w) - 1] = 1;
  return { width, height, data: out };
}

/** Ring of a neighbourhood code: bit k is neighbour k (north clockwise). */
function ringOfCode(c: number): Uint8Array {
  const p = new Uint8Array(8);
  for (let k = 0; k < 8; k++) p[k] = (c >> k) & 1;
  return p;
}

/** The deletion test per sub-iteration for all 256 neighbourhoods, looked up per pixel. */
const DELETES = [0, 1].map((step) => Uint8Array.from({ length: 256 }, (_, c) => (zhangSuenDeletes(ringOfCode(c), step) ? 1 : 0)));

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
function removeStaircases(data: Uint8Array, offsets: readonly number[], alive: readonly number[]): void {
  const p = new Uint8Array(8);
  for (const i of alive) {
    if (!data[i]) continue;
    let set = 0;
    for (let k = 0; k < 8; k++) set += p[k] = data[i + offsets[k]!]!;
    if (set < 2) continue;
    const hasEmptyEdge = !p[0] || !p[2] || !p[4] || !p[6];
    if (hasEmptyEdge && ringGroups(p) === 1) data[i] = 0;
  }
}
