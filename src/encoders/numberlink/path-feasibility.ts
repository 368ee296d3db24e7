/*
 * The path search's feasibility cut (path-search.ts): whether a partial drawing can still be
 * completed, by sound tests only. Each unfinished path's head must reach its other endpoint
 * through one region of free cells; under `fillAll` every free region must be entered by some
 * path, and every free cell needs two ways in (free cells or open path ends).
 */

/** A cell no path holds. */
export const FREE = -1;

/** What the cut reads of a partial drawing (shared with the search), and its own scratch. */
export interface PartialDrawing {
  /** The four neighbours of each cell (N, E, S, W), -1 off the grid. */
  readonly around: Int32Array;
  /** The pair whose path holds a cell (endpoints from the start), or FREE. */
  readonly owner: Int32Array;
  /** Each pair's path's last cell, and its other endpoint. */
  readonly head: Int32Array;
  readonly target: Int32Array;
  /** Whether each pair's path is finished. */
  readonly done: Uint8Array;
  readonly fill: boolean;
  /** The free region of each cell, and whether some path can enter each region. */
  readonly region: Int32Array;
  readonly regionUsed: Int32Array;
  /** The pass that last marked a cell as a path's open end (head or endpoint), or labelled it. */
  readonly openEnd: Int32Array;
  readonly labelled: Int32Array;
  readonly stack: Int32Array;
}

/** The cut's scratch for a grid of `cells` cells. */
export function drawingScratch(cells: number): Pick<PartialDrawing, 'region' | 'regionUsed' | 'openEnd' | 'labelled' | 'stack'> {
  return { region: new Int32Array(cells), regionUsed: new Int32Array(cells), openEnd: new Int32Array(cells), labelled: new Int32Array(cells), stack: new Int32Array(cells) };
}

/** Whether the drawing can still be completed (see above); `pass` is a number no earlier call used. */
export function completable(drawing: PartialDrawing, pass: number): boolean {
  const { owner, labelled, head, target, done, openEnd, around, region, regionUsed } = drawing;
  const n = owner.length;
  for (let k = 0; k < head.length; k++) {
    if (done[k]) continue;
    openEnd[head[k]!] = pass;
    openEnd[target[k]!] = pass;
  }
  let regions = 0;
  for (let c = 0; c < n; c++) {
    if (owner[c] !== FREE || labelled[c] === pass) continue;
    regionUsed[regions] = 0;
    if (!labelRegion(drawing, c, regions++, pass)) return false;
  }
  for (let k = 0; k < head.length; k++) {
    if (done[k]) continue;
    const h = head[k]!;
    const t = target[k]!;
    let joined = false;
    for (let d = 0; d < 4; d++) {
      const a = around[4 * h + d]!;
      if (a === t) joined = true;
      if (a < 0 || owner[a] !== FREE) continue;
      for (let e = 0; e < 4; e++) {
        const b = around[4 * t + e]!;
        if (b >= 0 && owner[b] === FREE && region[b] === region[a]) {
          joined = true;
          regionUsed[region[a]!] = 1;
        }
      }
    }
    if (!joined) return false;
  }
  if (!drawing.fill) return true;
  for (let r = 0; r < regions; r++) if (!regionUsed[r]) return false;
  return true;
}

/**
 * Marks the free cells connected to `start` with region `id`; under `fillAll`, false as soon
 * as one of them has fewer than two neighbours its path can come from or go to.
 */
function labelRegion(drawing: PartialDrawing, start: number, id: number, pass: number): boolean {
  // The arrays as locals: the optimizing compiler keeps them in registers through the loop
  const { around, owner, labelled, region, stack, openEnd, fill } = drawing;
  let top = 0;
  stack[top++] = start;
  region[start] = id;
  labelled[start] = pass;
  while (top > 0) {
    const c = stack[--top]!;
    let ways = 0;
    for (let d = 4 * c; d < 4 * c + 4; d++) {
      const m = around[d]!;
      if (m < 0) continue;
      if (owner[m] === FREE) {
        ways++;
        if (labelled[m] !== pass) {
          region[m] = id;
          labelled[m] = pass;
          stack[top++] = m;
        }
      } else if (openEnd[m] === pass) {
        ways++;
      }
    }
    if (fill && ways < 2) return false;
  }
  return true;
}
