import { cellsOf, comparesColourings, endpointsOf, fillsAll, type NumberlinkPuzzle, type NumberlinkSolution } from './model.js';
import { completable, drawingScratch, FREE, type PartialDrawing } from './path-feasibility.js';

/** What a bounded path search saw. */
export interface PathSearch {
  /** Up to the limit, solutions different as the puzzle tells them apart, in the order found. */
  readonly solutions: NumberlinkSolution[];
  /** True when these are all the solutions (the search space was exhausted). */
  readonly complete: boolean;
  /** True when the work budget ran out first: nothing is settled. */
  readonly gaveUp: boolean;
  /** Search nodes visited (a move tried, or the start). */
  readonly nodes: number;
  /** Work done, in the budget's units: a node is 1, a look at the free cells as many as there are cells. */
  readonly work: number;
}

/**
 * The default budget, in work units: enough for the published 7x7 and 8x8 under every rule
 * (at most 88,000) and dense covering puzzles up to 40x40, which are mostly forced steps;
 * spent in about 25-40 ms on a cold start where the search gives up (15-25 ms at 40,000,
 * which left the 8x8 under the classic rule to the solver: 400 ms instead of about 200).
 */
export const PATH_SEARCH_WORK = 100_000;

/** Steps on one branch before the search gives up: its recursion stays well within Node's stack. */
const MAX_DEPTH = 2_500;

/**
 * Every line drawing by a bounded depth-first search, no solver: each pair's path grows from its first
 * endpoint (in reading order), always the path with the fewest possible next cells, one branch
 * per next cell, so each drawing is met exactly once. Sound cuts only: a path that can no
 * longer reach its other endpoint through free cells ends the branch; under `fillAll` so does a
 * free region no unfinished path can enter and leave, or a free cell with fewer than two ways
 * in. Stops after `limit` solutions (told apart by colouring where the puzzle says so) or
 * when its work passes `budget` (counted, not timed: the same answer on any machine).
 */
export function searchPaths(puzzle: NumberlinkPuzzle, { limit = 2, budget = PATH_SEARCH_WORK, within }: PathSearchOptions = {}): PathSearch {
  return new PathSearcher(puzzle, limit, budget, within).run();
}

export interface PathSearchOptions {
  /** How many solutions to look for (default 2: enough for a uniqueness verdict). */
  readonly limit?: number;
  /** How much work (`PathSearch.work`) the search may do before it gives up. */
  readonly budget?: number;
  /** A colouring (a solution's grid): each path keeps to the cells of its own label. */
  readonly within?: readonly (readonly string[])[];
}

class PathSearcher {
  private readonly width: number;
  private readonly labels: string[];
  /** The four neighbours of each cell (N, E, S, W), -1 off the grid. */
  private readonly around: Int32Array;
  /** The pair whose path holds a cell (endpoints from the start), or FREE. */
  private readonly owner: Int32Array;
  private readonly target: Int32Array;
  private readonly head: Int32Array;
  private readonly done: Uint8Array;
  private readonly paths: number[][];
  private readonly fill: boolean;
  private readonly noTouch: boolean;
  private readonly byColouring: boolean;
  /** The pair a cell is kept for (`within`), or FREE: any. */
  private readonly keptFor: Int32Array;
  /** What the feasibility cut reads, with its scratch; `pass` numbers its calls. */
  private readonly drawing: PartialDrawing;
  private pass = 0;
  private readonly found: NumberlinkSolution[] = [];
  private readonly colourings = new Set<string>();
  private nodes = 0;
  private depth = 0;
  private work = 0;
  private gaveUp = false;
  /** Whether the last pair chosen had one next cell only. */
  private forced = false;

  constructor(
    puzzle: NumberlinkPuzzle,
    private readonly limit: number,
    private readonly budget: number,
    within?: readonly (readonly string[])[],
  ) {
    const cells = cellsOf(puzzle);
    const height = cells.length;
    this.width = cells[0]!.length;
    const n = height * this.width;
    this.around = new Int32Array(4 * n).fill(-1);
    for (let r = 0; r < height; r++) {
      for (let c = 0; c < this.width; c++) {
        const i = r * this.width + c;
        if (r > 0) this.around[4 * i] = i - this.width;
        if (c + 1 < this.width) this.around[4 * i + 1] = i + 1;
        if (r + 1 < height) this.around[4 * i + 2] = i + this.width;
        if (c > 0) this.around[4 * i + 3] = i - 1;
      }
    }
    const pairs = [...endpointsOf(cells)];
    this.labels = pairs.map(([label]) => label);
    this.owner = new Int32Array(n).fill(FREE);
    this.target = new Int32Array(pairs.length);
    this.head = new Int32Array(pairs.length);
    this.done = new Uint8Array(pairs.length);
    this.paths = pairs.map(([, ends], k) => {
      const [source, target] = ends.map(([r, c]) => r * this.width + c) as [number, number];
      this.owner[source] = k;
      this.owner[target] = k;
      this.head[k] = source;
      this.target[k] = target;
      return [source];
    });
    this.fill = fillsAll(puzzle);
    this.noTouch = puzzle.forbidSelfTouch ?? false;
    this.byColouring = comparesColourings(puzzle);
    this.keptFor = new Int32Array(n).fill(FREE);
    if (within) within.forEach((row, r) => row.forEach((label, c) => (this.keptFor[r * this.width + c] = this.labels.indexOf(label))));
    this.drawing = { around: this.around, owner: this.owner, head: this.head, target: this.target, done: this.done, fill: this.fill, ...drawingScratch(n) };
  }

  run(): PathSearch {
    this.visit();
    const complete = !this.gaveUp && this.found.length < this.limit;
    return { solutions: this.found, complete, gaveUp: this.gaveUp, nodes: this.nodes, work: this.work };
  }

  /** Whether the search should stop: the limit reached, or the budget spent. */
  private stopped(): boolean {
    return this.gaveUp || this.found.length >= this.limit;
  }

  private visit(): void {
    this.nodes++;
    if (++this.work > this.budget || this.depth > MAX_DEPTH) {
      this.gaveUp = true;
      return;
    }
    const k = this.mostConstrained();
    if (k === -1) return this.record();
    // A forced step is taken at once; the cuts wait for the next choice
    if (k === -2 || (!this.forced && !this.feasible())) return;
    const h = this.head[k]!;
    const { around } = this;
    for (let d = 0; d < 4 && !this.stopped(); d++) {
      const next = around[4 * h + d]!;
      if (!this.canStep(k, h, next)) continue;
      this.step(k, next);
      this.depth++;
      this.visit();
      this.depth--;
      this.unstep(k, h, next);
    }
  }

  /** The unfinished pair with the fewest next cells; -1 when every path is done, -2 when one is stuck. */
  private mostConstrained(): number {
    this.forced = false;
    // The fields as locals, here and in the other methods the search runs at every node: a
    // short command runs them as baseline code, where each read of a field is a call (a cold
    // 7x7 check: 6 M instructions of field reads)
    const { head, done, around } = this;
    let best = -1;
    let fewest = 5;
    for (let k = 0; k < head.length; k++) {
      if (done[k]) continue;
      let moves = 0;
      const h = head[k]!;
      for (let d = 0; d < 4; d++) if (this.canStep(k, h, around[4 * h + d]!)) moves++;
      if (moves === 0) return -2;
      if (moves === 1) {
        this.forced = true;
        return k;
      }
      if (moves < fewest) {
        best = k;
        fewest = moves;
      }
    }
    return best;
  }

  private canStep(k: number, h: number, next: number): boolean {
    if (next < 0) return false;
    const { owner, keptFor, around } = this;
    const target = this.target[k]!;
    if (next === target) return true;
    if (owner[next] !== FREE) return false;
    const kept = keptFor[next]!;
    if (kept !== FREE && kept !== k) return false;
    if (!this.noTouch) return true;
    // No path alongside itself: a head beside its endpoint must end there, a new cell may touch no earlier cell of its path
    for (let d = 4 * h; d < 4 * h + 4; d++) if (around[d] === target) return false;
    for (let d = 4 * next; d < 4 * next + 4; d++) {
      const m = around[d]!;
      if (m >= 0 && m !== h && m !== target && owner[m] === k) return false;
    }
    return true;
  }

  private step(k: number, next: number): void {
    this.paths[k]!.push(next);
    if (next === this.target[k]) {
      this.done[k] = 1;
    } else {
      this.owner[next] = k;
      this.head[k] = next;
    }
  }

  private unstep(k: number, h: number, next: number): void {
    this.paths[k]!.pop();
    if (next === this.target[k]) {
      this.done[k] = 0;
    } else {
      this.owner[next] = FREE;
      this.head[k] = h;
    }
  }

  /**
   * Sound cuts on the free cells' regions: each unfinished path's head and endpoint touch a
   * common region (or each other); under `fillAll` every region is touched at both ends by
   * some unfinished path, and every free cell has two neighbours its path can come from or go to.
   * Marks are stamped with the call's number, so no array is cleared between calls.
   */
  /** The feasibility cut (path-feasibility.ts), counted as a look at every cell. */
  private feasible(): boolean {
    this.work += this.owner.length;
    return completable(this.drawing, ++this.pass);
  }

  private record(): void {
    if (this.fill && this.owner.includes(FREE)) return;
    if (this.byColouring) {
      const colouring = this.owner.join(',');
      if (this.colourings.has(colouring)) return;
      this.colourings.add(colouring);
    }
    const at = (i: number): [number, number] => [Math.floor(i / this.width), i % this.width];
    const grid = Array.from({ length: this.owner.length / this.width }, (_, r) =>
      Array.from({ length: this.width }, (_, c) => {
        const k = this.owner[r * this.width + c]!;
        return k === FREE ? '' : this.labels[k]!;
      }),
    );
    this.found.push({ grid, paths: this.paths.map((cells, k) => ({ label: this.labels[k]!, cells: cells.map(at) })) });
  }
}
