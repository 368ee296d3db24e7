import { DEFAULT_BACKEND, timeLeft, type EngineOptions, type RunStats } from '../../solvers/index.js';
import type { UniquenessRun } from '../family.js';
import { type Cell, neighboursIn } from './cover.js';
import { fillsAll, type NumberlinkPuzzle, type NumberlinkSolution } from './model.js';
import { searchPaths, type PathSearchOptions } from './path-search.js';

/** How the statistics name an answer that asked no solver. */
export const PATH_SEARCH_METHOD = 'path search';

/** Statistics of an answer the path search gave: no solver asked. */
export function pathSearchStats(engine: EngineOptions, started: number): RunStats {
  return { backend: engine.backend ?? DEFAULT_BACKEND, method: PATH_SEARCH_METHOD, solves: 0, cuts: 0, vars: 0, clauses: 0, ms: Math.round(performance.now() - started) };
}

/**
 * Uniqueness by the bounded path search (path-search.ts), without loading a solver; undefined
 * when the search gives up, and the solver answers as before. Under the classic rule (paths may
 * wander, and run alongside themselves) only drawings without a path alongside itself are
 * searched: a drawing with one has a shortcut, and shortcuts taken until none is left end in
 * one without. So there is no solution when none is found; two found are two; and when one is
 * found it is the only one unless some other drawing shortcuts to it: a line of it that could
 * detour through empty cells (`detourOf`).
 */
export function quickUniqueness(puzzle: NumberlinkPuzzle, engine: EngineOptions, options: PathSearchOptions = {}): UniquenessRun<NumberlinkSolution> | undefined {
  const started = performance.now();
  // A time limit already passed stops the search before it starts, as it stops the solver
  if (timeLeft(engine) === 0) return undefined;
  const classic = !fillsAll(puzzle) && !puzzle.forbidSelfTouch;
  const search = searchPaths(classic ? { ...puzzle, forbidSelfTouch: true } : puzzle, options);
  if (search.gaveUp) return undefined;
  const [only, ...others] = search.solutions;
  const detour = classic && only && others.length === 0 ? detourOf(only) : undefined;
  const solutions = detour ? [only!, detour] : search.solutions;
  return { solutions, complete: search.complete && !detour, timedOut: false, stats: pathSearchStats(engine, started) };
}

/**
 * Up to `limit` solutions by the bounded path search, told apart as the puzzle tells them
 * apart (drawings under the classic rule), without loading a solver; undefined when the
 * search gives up, and the solver enumerates as before.
 */
export async function quickSolutions(puzzle: NumberlinkPuzzle, limit: number, engine: EngineOptions): Promise<UniquenessRun<NumberlinkSolution> | undefined> {
  const started = performance.now();
  if (timeLeft(engine) === 0) return undefined;
  const search = searchPaths(puzzle, { limit });
  if (search.gaveUp) return undefined;
  return { solutions: search.solutions, complete: search.complete, timedOut: false, stats: pathSearchStats(engine, started) };
}

/**
 * Another drawing whose shortcut is `solution`: a line between two neighbouring cells of a
 * path replaced by a detour through empty cells (one region of them, touching both); or
 * undefined when no line can detour.
 */
export function detourOf(solution: NumberlinkSolution): NumberlinkSolution | undefined {
  const { grid } = solution;
  const height = grid.length;
  const width = grid[0]!.length;
  const emptyAround = (cell: Cell): Cell[] => neighboursIn(height, width, cell).filter(([r, c]) => grid[r]![c] === '');
  for (const [p, path] of solution.paths.entries()) {
    for (let i = 0; i + 1 < path.cells.length; i++) {
      const from = path.cells[i]!;
      const to = path.cells[i + 1]!;
      for (const start of emptyAround(from)) {
        const way = emptyWay(grid, start, new Set(emptyAround(to).map(([r, c]) => r * width + c)));
        if (!way) continue;
        const cells = [...path.cells.slice(0, i + 1), ...way, ...path.cells.slice(i + 1)];
        const detoured = grid.map((row) => [...row]);
        for (const [r, c] of way) detoured[r]![c] = path.label;
        return { grid: detoured, paths: solution.paths.map((q, k) => (k === p ? { label: q.label, cells } : q)) };
      }
    }
  }
  return undefined;
}

/** A shortest way through empty cells from `start` to one of `goals` (cell indices), start and goal included. */
function emptyWay(grid: readonly (readonly string[])[], start: Cell, goals: ReadonlySet<number>): Cell[] | undefined {
  const height = grid.length;
  const width = grid[0]!.length;
  const cameFrom = new Map<number, number>([[start[0] * width + start[1], -1]]);
  const queue = [start[0] * width + start[1]];
  for (let at = 0; at < queue.length; at++) {
    const cell = queue[at]!;
    if (goals.has(cell)) {
      const way: Cell[] = [];
      for (let c = cell; c !== -1; c = cameFrom.get(c)!) way.unshift([Math.floor(c / width), c % width]);
      return way;
    }
    for (const [nr, nc] of neighboursIn(height, width, [Math.floor(cell / width), cell % width])) {
      const next = nr * width + nc;
      if (grid[nr]![nc] !== '' || cameFrom.has(next)) continue;
      cameFrom.set(next, cell);
      queue.push(next);
    }
  }
  return undefined;
}
