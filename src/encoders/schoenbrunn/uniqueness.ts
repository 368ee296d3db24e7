import { deadlineOf, type EngineOptions, type RunStats } from '../../solvers/index.js';
import type { UniquenessRun } from '../family.js';
import { bestPaths } from './best.js';
import { countSchoenbrunn } from './counting.js';
import { enumeratePaths } from './dfs.js';
import { jumpGraph, tileOf } from './graph.js';
import { revisitOf, solutionOf, type SchoenbrunnPuzzle, type SchoenbrunnSolution } from './model.js';
import { verifySchoenbrunn } from './verify.js';

/** How long the census, and then a plain search for two paths, may run before the solver is asked instead. */
const CENSUS_MS = 2_000;
const TWO_PATHS_MS = 500;

/**
 * Uniqueness by counting: the census of simple paths (counting.ts) says how many there are
 * far sooner than the solver finds the first one on large boards (a 14x14 expert board:
 * 0.2 s against 18 s). No path: none. One: it is the best path, which the guided search
 * gives (best.ts). Several: the two best where both are optimal, else the first two a plain
 * depth-first search meets. Anything else — a census or a search cut short, a best search
 * that disagrees — is left to enumeration.
 */
export async function schoenbrunnUniqueness(puzzle: SchoenbrunnPuzzle, engine: EngineOptions): Promise<UniquenessRun<SchoenbrunnSolution> | undefined> {
  if (revisitOf(puzzle)) return undefined;
  const deadline = deadlineOf(engine) ?? Infinity;
  const census = await countSchoenbrunn(puzzle, 2, { ...engine, deadline: Math.min(deadline, Date.now() + CENSUS_MS) });
  if (!census.complete) return undefined;
  if (census.count === 0) return { solutions: [], complete: true, timedOut: false, stats: census.stats };
  const best = await bestPaths(puzzle, 2, engine);
  if (best === undefined || best.timedOut) return undefined;
  const stats = added(census.stats, best.stats);
  if (census.count === 1) return best.solutions.length === 1 ? { solutions: best.solutions, complete: true, timedOut: false, stats } : undefined;
  const two = best.solutions.length === 2 ? best.solutions : firstTwo(puzzle, Math.min(deadline, Date.now() + TWO_PATHS_MS));
  return two && { solutions: two, complete: false, timedOut: false, stats };
}

/** The first two solutions a plain depth-first search meets, if it meets them before `deadline`. */
function firstTwo(puzzle: SchoenbrunnPuzzle, deadline: number): SchoenbrunnSolution[] | undefined {
  const graph = jumpGraph(puzzle);
  const found: SchoenbrunnSolution[] = [];
  enumeratePaths(
    graph,
    (path) => {
      const solution = solutionOf(puzzle, path.map((v) => tileOf(graph, v)));
      if (verifySchoenbrunn(puzzle, solution).length === 0) found.push(solution);
      return found.length === 2;
    },
    deadline,
  );
  return found.length === 2 ? found : undefined;
}

function added(a: RunStats, b: RunStats): RunStats {
  return { ...b, solves: a.solves + b.solves, cuts: a.cuts + b.cuts, ms: a.ms + b.ms };
}
