import { enumerate, prepareBackend, type EngineOptions } from '../../solvers/index.js';
import type { CountRun } from '../family.js';
import { encodeNumberlink } from './encode.js';
import type { NumberlinkPuzzle } from './model.js';
import { searchPaths } from './path-search.js';
import { pathSearchStats } from './quick.js';

/**
 * Solutions counted up to `limit`, told apart as the puzzle tells them apart (drawings under
 * the classic rule): small puzzles by the path search, without a solver; where it gives up,
 * by enumerating the encoding, as for any family.
 */
export async function countNumberlink(puzzle: NumberlinkPuzzle, limit: number, engine: EngineOptions): Promise<CountRun> {
  const started = performance.now();
  const search = searchPaths(puzzle, { limit });
  if (!search.gaveUp) return { count: search.solutions.length, complete: search.complete, timedOut: false, stats: pathSearchStats(engine, started) };
  prepareBackend(engine.backend);
  const run = await enumerate(encodeNumberlink(puzzle), limit, engine);
  return { count: run.solutions.length, complete: run.complete, timedOut: run.timedOut, stats: run.stats };
}
