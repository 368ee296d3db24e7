import { type Bitmap, setIndices } from './raster.js';

/**
 * Zhang–Suen thinning (CACM 27(3), 1984) to a one-pixel skeleton, then removal of the
 * staircase corners it leaves, so that every skeleton pixel inside a line has exactly two
 * 8-neighbours. Works on a copy. Only border pixels are tested: a pixel whose four edge
 * neighbours are all set fails both sub-iterations' tests, so each pass looks at the
 * border it starts with plus the pixels next to those just deleted. Each pass decides on
 * the picture as the pass found it, so the order candidates are looked at in is free.
 */
export function thin(bitmap: Bitmap): Bitmap {
  // Work on a copy with a one-pixel empty border, so neighbour reads need no bounds checks.
  const { width, height } = bitmap;
  const w = width + 2;
  const data = new Uint8Array(w * (height + 2));
  for (let y = 0; y < height; y++) data.set(bitmap.data.subarray(y * width, (y + 1) * width), (y + 1) * w + 1);
  const alive = setIndices(data);
  // The passes are small functions, each called many times: compiled early, on a cold start too.
  let candidates = new Int32Array(alive.length);
  let count = borderPixels(data, w, alive, candidates);
  let next = new Int32Array(alive.length);
  const doomed = new Int32Array(alive.length);
  const listed = new Uint8Array(data.length);
  for (let step = 0, quiet = 0; quiet < 2; step ^= 1) {
    const deleted = markDeletions(data, w, candidates, count, deletesTable()[step]!, doomed);
    quiet = deleted === 0 ? quiet + 1 : 0;
    if (deleted === 0) continue;
    const listedCount = nextCandidates(data, w, candidates, count, doomed, deleted, listed, next);
    [candidates, next, count] = [next, candidates, listedCount];
  }
  removeStaircases(data, w, alive);
  const out = new Uint8Array(width * height);
  for (let y = 0; y < height; y++) out.set(data.subarray((y + 1) * w + 1, (y + 1) * w + 1 + width), y * width);
  return { width, height, data: out };
}

/** Set pixels with an empty edge neighbour, written to `into`; their number. */
function borderPixels(data: Uint8Array, w: number, alive: Int32Array, into: Int32Array): number {
  let count = 0;
  for (let k = 0; k < alive.length; k++) {
    const i = alive[k]!;
    if (!data[i - w] || !data[i + 1] || !data[i + w] || !data[i - 1]) into[count++] = i;
  }
  return count;
}

/** One sub-iteration: the candidates the table deletes are written to `doomed` and cleared; their number. */
function markDeletions(data: Uint8Array, w: number, candidates: Int32Array, count: number, deletes: Uint8Array, doomed: Int32Array): number {
  let deleted = 0;
  for (let k = 0; k < count; k++) {
    const i = candidates[k]!;
    if (deletes[neighbourhood(data, w, i)]) doomed[deleted++] = i;
  }
  for (let k = 0; k < deleted; k++) data[doomed[k]!] = 0;
  return deleted;
}

/** Bit k of the code is neighbour k, north clockwise. */
function neighbourhood(data: Uint8Array, w: number, i: number): number {
  return data[i - w]! | (data[i - w + 1]! << 1) | (data[i + 1]! << 2) | (data[i + w + 1]! << 3) | (data[i + w]! << 4) | (data[i + w - 1]! << 5) | (data[i - 1]! << 6) | (data[i - w - 1]! << 7);
}

/** The next pass's candidates (the survivors among these, and set pixels next to those deleted), each once; their number. */
function nextCandidates(data: Uint8Array, w: number, candidates: Int32Array, count: number, doomed: Int32Array, deleted: number, listed: Uint8Array, into: Int32Array): number {
  let n = 0;
  for (let k = 0; k < count; k++) n = list(data, listed, into, n, candidates[k]!);
  for (let k = 0; k < deleted; k++) {
    const i = doomed[k]!;
    n = list(data, listed, into, list(data, listed, into, list(data, listed, into, list(data, listed, into, n, i - w), i + 1), i + w), i - 1);
  }
  for (let k = 0; k < n; k++) listed[into[k]!] = 0;
  return n;
}

function list(data: Uint8Array, listed: Uint8Array, into: Int32Array, n: number, j: number): number {
  if (!data[j] || listed[j]) return n;
  listed[j] = 1;
  into[n] = j;
  return n + 1;
}

/** Ring of a neighbourhood code: bit k is neighbour k (north clockwise). */
function ringOfCode(c: number): Uint8Array {
  const p = new Uint8Array(8);
  for (let k = 0; k < 8; k++) p[k] = (c >> k) & 1;
  return p;
}

/** The deletion test per sub-iteration for all 256 neighbourhoods, looked up per pixel (made when a picture is first thinned). */
let deletes: Uint8Array[] | undefined;
const deletesTable = (): Uint8Array[] =>
  (deletes ??= [0, 1].map((step) => Uint8Array.from({ length: 256 }, (_, c) => (zhangSuenDeletes(ringOfCode(c), step) ? 1 : 0))));

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

/** Whether a staircase pass removes a pixel with this neighbourhood code (see removeStaircases; made when first needed). */
let staircase: Uint8Array | undefined;
const staircaseTable = (): Uint8Array => (staircase ??= Uint8Array.from({ length: 256 }, (_, c) => {
  const p = ringOfCode(c);
  const set = p.reduce((a, b) => a + b, 0);
  const hasEmptyEdge = !p[0] || !p[2] || !p[4] || !p[6];
  return set >= 2 && hasEmptyEdge && ringGroups(p) === 1 ? 1 : 0;
}));

/**
 * Deletes pixels that are neither ends nor needed for connectivity: their neighbours form
 * one 8-connected group without them and at least one 4-neighbour is background (so no
 * hole opens). Sequential in index order, so two pixels of a 2x2 block never both go.
 */
function removeStaircases(data: Uint8Array, w: number, alive: Int32Array): void {
  const removes = staircaseTable();
  for (let k = 0; k < alive.length; k++) {
    const i = alive[k]!;
    if (data[i] && removes[neighbourhood(data, w, i)]) data[i] = 0;
  }
}
