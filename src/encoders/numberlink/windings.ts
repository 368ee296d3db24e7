import { askOtherThan, type EngineOptions, type Lit } from '../../solvers/index.js';
import type { Remark } from '../family.js';
import { cellName } from '../issues.js';
import { drawingLits } from './cook-search.js';
import { buildNumberlink } from './encode.js';
import { comparesColourings, type NumberlinkPuzzle, type NumberlinkSolution } from './model.js';
import { lineDifferences } from './differences.js';
import { searchPaths } from './path-search.js';

/**
 * When solutions are told apart by colouring, a path may still wind another way through
 * its own cells: the same solution to a Flow Free player, worth a remark, never a cook.
 * Another drawing with the same colouring uses no edge between two cells of different
 * colours (every cell covered keeps every cell on its colour's path), and differs in
 * some edge. Small puzzles are answered by the path search (`search`), others by the solver.
 */
export async function otherWinding(puzzle: NumberlinkPuzzle, solution: NumberlinkSolution, engine: EngineOptions, search = true): Promise<Remark[]> {
  if (!comparesColourings(puzzle)) return [];
  const quick = search ? windingBySearch(puzzle, solution) : 'gave up';
  const other = quick === 'gave up' ? await windingBySolver(puzzle, solution, engine) : quick;
  if (!other) return [];
  const cells = lineDifferences(solution, other);
  const labels = [...new Set(cells.map(([r, c]) => solution.grid[r]![c]!))];
  const where = cells.slice(0, 8).map((p) => cellName(...p)).join(' ') + (cells.length > 8 ? ` and ${cells.length - 8} more` : '');
  const text =
    `Path${labels.length === 1 ? '' : 's'} ${labels.join(', ')} can also wind another way through ${labels.length === 1 ? 'its' : 'their'} own cells ` +
    `(${where}): the same colouring, so the same solution (--set compare=lines counts line drawings).`;
  return [{ key: 'winding', text, data: { labels, cells, drawing: other } }];
}

/**
 * Another drawing of the same colouring by the bounded path search, each path kept to its own
 * colour's cells (small puzzles; no solver): undefined when there is none, 'gave up' when the
 * search could not say.
 */
export function windingBySearch(puzzle: NumberlinkPuzzle, solution: NumberlinkSolution): NumberlinkSolution | undefined | 'gave up' {
  const search = searchPaths({ ...puzzle, compare: 'lines' }, { within: solution.grid });
  if (search.gaveUp) return 'gave up';
  return search.solutions.find((s) => lineDifferences(solution, s).length > 0);
}

/** Another drawing of the same colouring, asked of the solver: no line between two cells of different colours. */
export async function windingBySolver(puzzle: NumberlinkPuzzle, solution: NumberlinkSolution, engine: EngineOptions): Promise<NumberlinkSolution | undefined> {
  const { encoding, grid } = buildNumberlink({ ...puzzle, compare: 'lines' });
  const colour = solution.grid.flat();
  const same: Lit[] = drawingLits(grid, solution);
  const crossColour = grid.edges.filter((e) => colour[e.a] !== colour[e.b]).map((e) => -e.lit);
  return askOtherThan(encoding, same, engine, async (ask, session) => ((await ask(crossColour)) === 'sat' ? encoding.decode(session.assignment()) : undefined));
}
