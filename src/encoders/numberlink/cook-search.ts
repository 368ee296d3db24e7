import type { Lit, NearbyPlan } from '../../solvers/index.js';
import type { GridEdges } from '../lib/grid.js';
import type { NumberlinkModel } from './encode.js';
import type { NumberlinkSolution } from './model.js';

/** Pairs of paths asked at most: the hidden cooks of bench/data/numberlink/cooks lie among the first 23. */
const MAX_PAIRS = 64;

/**
 * Where a second solution is likely to differ from the first, as regions of cell indices:
 * two paths side by side, however long — a cook that only trades cells between them, the
 * commonest in generated puzzles, which the global question can miss for minutes — longest
 * shared border first. (Squares of 4x4 to 10x10 cells found no cook there that a pair did
 * not find first, for many more questions: bench/numberlink-cooks.ts.)
 */
export function cookRegions(solution: NumberlinkSolution): number[][] {
  const width = solution.grid[0]?.length ?? 0;
  return pathPairs(solution, width).slice(0, MAX_PAIRS);
}

/** The cells of two paths that touch, for every such pair, longest shared border first. */
function pathPairs(solution: NumberlinkSolution, width: number): number[][] {
  const cellsOf = new Map(solution.paths.map((p) => [p.label, p.cells.map(([r, c]) => r * width + c)]));
  const border = new Map<string, { a: string; b: string; length: number }>();
  const touch = (a: string, b: string) => {
    if (a === b || a === '' || b === '') return;
    const key = a < b ? `${a}\n${b}` : `${b}\n${a}`;
    const entry = border.get(key) ?? { a, b, length: 0 };
    entry.length += 1;
    border.set(key, entry);
  };
  solution.grid.forEach((row, r) =>
    row.forEach((label, c) => {
      if (c + 1 < width) touch(label, row[c + 1]!);
      if (r + 1 < solution.grid.length) touch(label, solution.grid[r + 1]![c]!);
    }),
  );
  return [...border.values()].sort((x, y) => y.length - x.length).map(({ a, b }) => [...cellsOf.get(a)!, ...cellsOf.get(b)!]);
}

/** The edges a solution's paths run along, as literals: set where it draws a line, unset elsewhere. */
export function drawingLits(grid: GridEdges, solution: NumberlinkSolution): Lit[] {
  const used = new Set<number>();
  for (const { cells } of solution.paths) {
    for (let i = 1; i < cells.length; i++) {
      const edge = grid.between(grid.index(...cells[i - 1]!), grid.index(...cells[i]!));
      if (edge) used.add(edge.lit);
    }
  }
  return grid.edges.map((e) => (used.has(e.lit) ? e.lit : -e.lit));
}

/** Rounds of repair around a near-solution's flaws before the first solution is searched for anywhere. */
const REPAIR_ROUNDS = 3;

/**
 * Regions to free when repairing a near-solution (a classic one with a few empty cells, where
 * every cell must be covered), as cell indices, smallest first: the empty cells with the paths
 * that touch them, then with the paths that touch those, and so on, while some cell stays held.
 */
export function repairRegions(near: NumberlinkSolution): number[][] {
  const width = near.grid[0]?.length ?? 0;
  const labels = near.grid.flat();
  const cellsOf = new Map<string, number[]>();
  labels.forEach((label, cell) => cellsOf.set(label, [...(cellsOf.get(label) ?? []), cell]));
  const neighbours = (cell: number) =>
    [cell - width, cell + width, ...(cell % width > 0 ? [cell - 1] : []), ...(cell % width < width - 1 ? [cell + 1] : [])].filter((n) => n >= 0 && n < labels.length);
  let free = new Set(cellsOf.get('') ?? []);
  const regions: number[][] = [];
  for (let round = 0; round < REPAIR_ROUNDS && free.size > 0; round++) {
    const touched = new Set([...free].flatMap(neighbours).map((n) => labels[n]!));
    free = new Set([...free, ...[...touched].flatMap((label) => cellsOf.get(label)!)]);
    if (free.size >= labels.length) break;
    regions.push([...free]);
  }
  return regions;
}

/** A near-solution held outside `free`: the edges between two held cells as it draws them. */
function heldOutside(grid: GridEdges, near: NumberlinkSolution, free: readonly number[]): Lit[] {
  const isFree = new Set(free);
  const drawn = new Set(drawingLits(grid, near).filter((lit) => lit > 0));
  return grid.edges.filter((e) => !isFree.has(e.a) && !isFree.has(e.b)).map((e) => (drawn.has(e.lit) ? e.lit : -e.lit));
}

/**
 * Near the first solution, pair of paths by pair of paths (nearby.ts). The first solution is
 * `start` when given (a solution already known: the generator's intended one), else a repair
 * of a near-solution (`near`: classic solutions that leave cells empty) where one is found,
 * else the solver's own.
 */
export function numberlinkNearby(built: NumberlinkModel, start?: NumberlinkSolution, near: readonly NumberlinkSolution[] = []): NearbyPlan {
  const { encoding, grid, cellKeys } = built;
  const repairs = near.flatMap((n) => repairRegions(n).map((free) => heldOutside(grid, n, free)));
  return {
    starts: [...(start ? [drawingLits(grid, start)] : []), ...repairs],
    groups: cellKeys,
    neighbourhoods: (first) => cookRegions(encoding.decode(first)),
  };
}
