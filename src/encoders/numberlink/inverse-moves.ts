import { DELTA, DIRS } from '../lib/grid.js';
import { cellKeyOf } from '../lib/grid.js';
import type { NumberlinkSolution } from './model.js';

type Cell = [number, number];

/**
 * Another classic solution one inverse move away from `solution`, if there is one: a
 * detour (a step of a path replaced by a route through empty cells) or an upward flip (a
 * corner └ or ┘ moved one cell diagonally up into an empty cell). normal-form.ts explains
 * why these two settle uniqueness.
 */
export function inverseMove(solution: NumberlinkSolution): NumberlinkSolution | undefined {
  return detour(solution) ?? upwardFlip(solution);
}

function withPath(solution: NumberlinkSolution, index: number, cells: Cell[]): NumberlinkSolution {
  const paths = solution.paths.map((p, i) => (i === index ? { label: p.label, cells } : p));
  const grid = solution.grid.map((row) => row.map(() => ''));
  for (const p of paths) for (const [r, c] of p.cells) grid[r]![c] = p.label;
  return { grid, paths };
}

function isEmpty(solution: NumberlinkSolution, [r, c]: Cell): boolean {
  return solution.grid[r]?.[c] === '';
}

function emptyNeighbours(solution: NumberlinkSolution, [r, c]: Cell): Cell[] {
  return DIRS.map((d): Cell => [r + DELTA[d][0], c + DELTA[d][1]]).filter((n) => isEmpty(solution, n));
}

/** A route through empty cells from a neighbour of `a` to a neighbour of `b` (breadth first). */
function emptyRoute(solution: NumberlinkSolution, a: Cell, b: Cell): Cell[] | undefined {
  const key = cellKeyOf;
  const targets = new Set(emptyNeighbours(solution, b).map(key));
  if (targets.size === 0) return undefined;
  const previous = new Map<string, Cell | null>();
  const queue: Cell[] = [];
  for (const start of emptyNeighbours(solution, a)) {
    previous.set(key(start), null);
    queue.push(start);
  }
  for (let head = 0; head < queue.length; head++) {
    const cell = queue[head]!;
    if (targets.has(key(cell))) {
      const route: Cell[] = [];
      for (let at: Cell | null = cell; at; at = previous.get(key(at)) ?? null) route.unshift(at);
      return route;
    }
    for (const next of emptyNeighbours(solution, cell)) {
      if (previous.has(key(next))) continue;
      previous.set(key(next), cell);
      queue.push(next);
    }
  }
  return undefined;
}

function detour(solution: NumberlinkSolution): NumberlinkSolution | undefined {
  for (const [index, { cells }] of solution.paths.entries()) {
    for (let i = 0; i + 1 < cells.length; i++) {
      const route = emptyRoute(solution, cells[i]!, cells[i + 1]!);
      if (route) return withPath(solution, index, [...cells.slice(0, i + 1), ...route, ...cells.slice(i + 1)]);
    }
  }
  return undefined;
}

function upwardFlip(solution: NumberlinkSolution): NumberlinkSolution | undefined {
  for (const [index, { cells }] of solution.paths.entries()) {
    for (let i = 1; i + 1 < cells.length; i++) {
      const [r, c] = cells[i]!;
      const around = [cells[i - 1]!, cells[i + 1]!];
      const has = (dr: number, dc: number) => around.some(([nr, nc]) => nr === r + dr && nc === c + dc);
      if (!has(-1, 0)) continue;
      // └ becomes ┐ one cell up and right; ┘ becomes ┌ one cell up and left
      for (const dc of [1, -1]) {
        const target: Cell = [r - 1, c + dc];
        if (has(0, dc) && isEmpty(solution, target)) {
          return withPath(solution, index, cells.map((cell, j) => (j === i ? target : cell)));
        }
      }
    }
  }
  return undefined;
}
