import { combinedStats, deadlineOf, DEFAULT_BACKEND, type EngineOptions, type RunStats } from '../../solvers/index.js';
import type { UniquenessRun } from '../family.js';
import { bestPaths } from './best.js';
import { countSchoenbrunn } from './counting.js';
import { enumeratePaths } from './dfs.js';
import { jumpGraph, tileOf } from './graph.js';
import { revisitOf, solutionOf, type SchoenbrunnPuzzle, type SchoenbrunnSolution } from './model.js';
import { verifySchoenbrunn } from './verify.js';

/** How long a plain search for two paths, then the census, may run before the solver is asked instead. */
const TWO_PATHS_MS = 100;
const CENSUS_MS = 2_000;

/**
 * Uniqueness by searching and counting, before the solver: a plain depth-first search meets
 * two paths at once on boards that have many; on the others the census of simple paths
 * (counting.ts) says how many there are far sooner than the solver finds the first one (a
 * 14x14 expert board: 0.2 s against 18 s). No path: none. One: it is the best path, which the
 * guided search gives (best.ts). Several (two counted are enough): the two best, where both
 * are optimal. Anything else — a count cut short before two, a best search that disagrees —
 * is left to enumeration.
 */
export async function schoenbrunnUniqueness(puzzle: SchoenbrunnPuzzle, engine: EngineOptions): Promise<UniquenessRun<SchoenbrunnSolution> | undefined> {
  if (revisitOf(puzzle)) return undefined;
  const started = performance.now();
  const deadline = deadlineOf(engine) ?? Infinity;
  const two = firstTwo(puzzle, Math.min(deadline, Date.now() + TWO_PATHS_MS));
  const searched: RunStats = { backend: engine.backend ?? DEFAULT_BACKEND, solves: 0, cuts: 0, vars: 0, clauses: 0, ms: Math.round(performance.now() - started) };
  if (two) return { solutions: two, complete: false, timedOut: false, stats: searched };
  const census = await countSchoenbrunn(puzzle, 2, { ...engine, deadline: Math.min(deadline, Date.now() + CENSUS_MS) });
  // Two paths counted are several, whether or not the count went on to the end.
  if (!census.complete && census.count < 2) return undefined;
  if (census.count === 0) return { solutions: [], complete: true, timedOut: false, stats: combinedStats(census.stats, searched) };
  const best = await bestPaths(puzzle, 2, engine);
  if (best === undefined || best.timedOut) return undefined;
  const stats = combinedStats(best.stats, combinedStats(census.stats, searched));
  if (census.count === 1 && best.solutions.length === 1) return { solutions: best.solutions, complete: true, timedOut: false, stats };
  if (census.count >= 2 && best.solutions.length === 2) return { solutions: best.solutions, complete: false, timedOut: false, stats };
  return undefined;
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
