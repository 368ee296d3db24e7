import { cellName, issue, pointer, type Issue } from '../issues.js';
import { counted } from '../lib/text.js';
import { cellsOf, endpointsOf, type NumberlinkPuzzle } from './model.js';

export const MAX_SIDE = 200;

/** Rules JSON Schema cannot say: rectangular grid, each label exactly twice. */
export function validateNumberlink(puzzle: NumberlinkPuzzle): Issue[] {
  const issues: Issue[] = [];
  const cells = cellsOf(puzzle);
  const width = cells[0]?.length ?? 0;
  if (width === 0) issues.push(issue('grid.empty', pointer('grid', 0), 'the first row has no cells'));
  cells.forEach((row, r) => {
    if (row.length !== width) {
      issues.push(
        issue('grid.ragged', pointer('grid', r), `row ${r} has ${counted(row.length, 'cell')}, row 0 has ${width}: the grid must be rectangular`),
      );
    }
  });
  if (cells.length > MAX_SIDE || width > MAX_SIDE) {
    issues.push(issue('grid.size', pointer('grid'), `the grid is ${cells.length}x${width}; at most ${MAX_SIDE}x${MAX_SIDE} is supported`));
  }
  if (cells.length * width === 1) issues.push(issue('grid.size', pointer('grid'), 'a 1x1 grid cannot hold a pair'));
  if (issues.length > 0) return issues;
  const ends = endpointsOf(cells);
  if (ends.size === 0) issues.push(issue('label.none', pointer('grid'), 'the grid has no labels: nothing to connect'));
  for (const [label, where] of ends) {
    if (where.length === 2) continue;
    const [r, c] = where[where.length === 1 ? 0 : 2]!;
    const at = where.map(([row, col]) => cellName(row, col)).join(' ');
    issues.push(
      issue(
        'label.count',
        pointer('grid', r, ...(typeof puzzle.grid[r] === 'string' ? [] : [c])),
        `label ${label} appears ${counted(where.length, 'time')}: ${at}; each label must appear exactly twice`,
      ),
    );
  }
  return issues;
}
