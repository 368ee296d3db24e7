import { askOtherThan, type EngineOptions, type Lit } from '../../solvers/index.js';
import type { Remark } from '../family.js';
import { cellName } from '../issues.js';
import { drawingLits } from './cook-search.js';
import { buildNumberlink } from './encode.js';
import { comparesColourings, type NumberlinkPuzzle, type NumberlinkSolution } from './model.js';
import { lineDifferences } from './differences.js';

/**
 * When solutions are told apart by colouring, a path may still wind another way through
 * its own cells: the same solution to a Flow Free player, worth a remark, never a cook.
 * Another drawing with the same colouring uses no edge between two cells of different
 * colours (every cell covered keeps every cell on its colour's path), and differs in
 * some edge.
 */
export async function otherWinding(puzzle: NumberlinkPuzzle, solution: NumberlinkSolution, engine: EngineOptions): Promise<Remark[]> {
  if (!comparesColourings(puzzle)) return [];
  const { encoding, grid } = buildNumberlink({ ...puzzle, compare: 'lines' });
  const colour = solution.grid.flat();
  const same: Lit[] = drawingLits(grid, solution);
  const crossColour = grid.edges.filter((e) => colour[e.a] !== colour[e.b]).map((e) => -e.lit);
  const other = await askOtherThan(encoding, same, engine, async (ask, session) =>
    (await ask(crossColour)) === 'sat' ? encoding.decode(session.assignment()) : undefined,
  );
  if (!other) return [];
  const cells = lineDifferences(solution, other);
  const labels = [...new Set(cells.map((p) => colour[grid.index(...p)]!))];
  const where = cells.slice(0, 8).map((p) => cellName(...p)).join(' ') + (cells.length > 8 ? ` and ${cells.length - 8} more` : '');
  const text =
    `Path${labels.length === 1 ? '' : 's'} ${labels.join(', ')} can also wind another way through ${labels.length === 1 ? 'its' : 'their'} own cells ` +
    `(${where}): the same colouring, so the same solution (--set compare=lines counts line drawings).`;
  return [{ key: 'winding', text, data: { labels, cells, drawing: other } }];
}
