import type { Lit, NearbyPlan } from '../../solvers/index.js';
import type { GridEdges } from '../lib/grid.js';
import type { NumberlinkModel } from './encode.js';
import type { NumberlinkSolution } from './model.js';

/** Squares asked after the pairs of paths: side and step, in cells. */
const SQUARES: readonly { side: number; step: number }[] = [
  { side: 4, step: 2 },
  { side: 8, step: 4 },
];

/**
 * Where a second solution is likely to differ from the first, cheapest first (measured in
 * bench/numberlink-cooks.ts): two paths side by side, however long — a cook that only
 * trades cells between them, the commonest in generated puzzles, which a global search can
 * miss for minutes — with the longest shared borders first; then squares of 4x4 and 8x8
 * cells, for a cook among several paths in one place. Regions are cell indices.
 */
export function cookRegions(solution: NumberlinkSolution): number[][] {
  const height = solution.grid.length;
  const width = solution.grid[0]?.length ?? 0;
  return [...pathPairs(solution, width), ...SQUARES.flatMap(({ side, step }) => squares(height, width, side, step))];
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

/** Squares of `side` cells every `step` cells, the last ones flush with the far edges. */
function squares(height: number, width: number, side: number, step: number): number[][] {
  const starts = (length: number) => {
    if (length <= side) return [0];
    const list: number[] = [];
    for (let at = 0; at + side < length; at += step) list.push(at);
    list.push(length - side);
    return list;
  };
  const out: number[][] = [];
  for (const r0 of starts(height)) {
    for (const c0 of starts(width)) {
      const cells: number[] = [];
      for (let r = r0; r < Math.min(height, r0 + side); r++) for (let c = c0; c < Math.min(width, c0 + side); c++) cells.push(r * width + c);
      out.push(cells);
    }
  }
  return out;
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

/**
 * Near the first solution, region by region (nearby.ts), from `start` when given (a
 * solution already known: the generator's intended one).
 */
export function numberlinkNearby(built: NumberlinkModel, start?: NumberlinkSolution): NearbyPlan {
  const { encoding, grid, cellKeys } = built;
  const keysOf = (region: readonly number[]) => [...new Set(region.flatMap((cell) => cellKeys[cell]!))];
  return {
    ...(start ? { start: drawingLits(grid, start) } : {}),
    neighbourhoods: (first) => cookRegions(encoding.decode(first)).map(keysOf),
  };
}
