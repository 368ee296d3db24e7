import { cellKey, cellKeyOf } from '../lib/grid.js';
import type { Random } from '../lib/random.js';
import type { SchoenbrunnPuzzle, Tile } from './model.js';

export interface Planted {
  /** The board: the path's tiles hold their jumps, every other tile 0 (a dead end). */
  readonly grid: number[][];
  readonly start: Tile;
  /** The path's tiles and the goal, as `cellKey`s. */
  readonly planted: Set<string>;
}

/**
 * A path of `length` jumps whose values sum to 0, planted backwards from the goal on a board
 * of dead ends, that is the only shortest walk from its start to the goal.
 *
 * Each step picks an unused tile in the row or column of the tile planted last and makes it
 * jump there; a tile is only picked when none of its other three jumps lands on a planted
 * tile. Those are all later on the path, so no jump skips ahead along it: a walk over the
 * path's tiles advances one place per path jump and goes back on any other, so it needs
 * every path jump and is longest unless it is the path itself. The off-path tiles are dead
 * ends. The signs then split the jumps into two halves of equal sum (a subset sum, so the
 * path sums to 0). Undefined when the walk gets stuck or the jumps cannot be split.
 */
export function plantPath(puzzle: SchoenbrunnPuzzle, length: number, random: Random): Planted | undefined {
  const height = puzzle.grid.length;
  const width = puzzle.grid[0]!.length;
  const goal = puzzle.goal!;
  const used = new Set([cellKeyOf(goal)]);
  const inside = (r: number, c: number) => r >= 0 && r < height && c >= 0 && c < width;
  // The tile's other jumps (all but the one to `to`) land off the planted tiles.
  const skipsNothing = ([r, c]: Tile, to: Tile, jump: number) =>
    ([[r - jump, c], [r + jump, c], [r, c - jump], [r, c + jump]] as const).every(
      ([tr, tc]) => (tr === to[0] && tc === to[1]) || !inside(tr, tc) || !used.has(cellKey(tr, tc)),
    );
  const steps: { tile: Tile; jump: number }[] = [];
  let at = goal;
  for (let i = 0; i < length; i++) {
    const options: Tile[] = [];
    for (let r = 0; r < height; r++) if (r !== at[0]) options.push([r, at[1]]);
    for (let c = 0; c < width; c++) if (c !== at[1]) options.push([at[0], c]);
    const jumpTo = (t: Tile) => Math.abs(t[0] - at[0]) + Math.abs(t[1] - at[1]);
    const free = options.filter((t) => !used.has(cellKeyOf(t)) && skipsNothing(t, at, jumpTo(t)));
    if (free.length === 0) return undefined;
    const next = random.pick(free);
    steps.push({ tile: next, jump: jumpTo(next) });
    used.add(cellKeyOf(next));
    at = next;
  }
  const positive = halfOfSum(steps.map((s) => s.jump), random);
  if (!positive) return undefined;
  const grid = puzzle.grid.map((row) => row.map(() => 0));
  steps.forEach(({ tile, jump }, i) => (grid[tile[0]]![tile[1]] = positive.has(i) ? jump : -jump));
  return { grid, start: at, planted: used };
}

/** Indices of values that sum to half the total (the others make the other half), or undefined when none do. */
function halfOfSum(values: readonly number[], random: Random): Set<number> | undefined {
  const total = values.reduce((a, b) => a + b, 0);
  if (total % 2 !== 0) return undefined;
  const half = total / 2;
  const order = random.shuffle(values.map((_, i) => i));
  // via[s]: the position in `order` of the value that first made sum s reachable (-1: not yet; the empty sum 0 needs none).
  const via = new Int32Array(half + 1).fill(-1);
  via[0] = order.length;
  order.forEach((index, position) => {
    const v = values[index]!;
    for (let s = half; s >= v; s--) if (via[s] === -1 && via[s - v] !== -1 && via[s - v] !== position) via[s] = position;
  });
  if (via[half] === -1) return undefined;
  const chosen = new Set<number>();
  for (let s = half; s > 0; s -= values[order[via[s]!]!]!) chosen.add(order[via[s]!]!);
  return chosen;
}
