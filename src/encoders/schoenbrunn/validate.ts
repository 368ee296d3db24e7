import { issue, pointer, type Issue } from '../issues.js';
import { modeOf, revisitOf, sameTile, tileName, widthOf, zeroTiles, type SchoenbrunnPuzzle, type Tile } from './model.js';
import { counted } from '../lib/text.js';

/**
 * Rules JSON Schema cannot say: the grid is rectangular, start and goal lie on it and
 * differ, a goal is declared or the grid holds exactly one 0 tile, and revisiting applies to
 * normal mode only (the Rook Jumping Maze convention asks for the fewest jumps, not a sum).
 */
export function validateSchoenbrunn(puzzle: SchoenbrunnPuzzle): Issue[] {
  const issues: Issue[] = [];
  const { grid } = puzzle;
  const width = widthOf(puzzle);
  grid.forEach((row, r) => {
    if (row.length !== width) {
      issues.push(issue('grid.ragged', pointer('grid', r), `row ${r} has ${counted(row.length, 'tile')}; row 0 has ${width}`));
    }
  });
  if (issues.length > 0) return issues;

  const outside = (name: 'start' | 'goal', [r, c]: Tile) =>
    r >= grid.length || c >= width
      ? [issue(`${name}.outside`, pointer(name), `the ${name} ${tileName([r, c])} lies outside the ${grid.length}x${width} board (rows x columns)`)]
      : [];
  issues.push(...outside('start', puzzle.start));
  if (puzzle.goal) issues.push(...outside('goal', puzzle.goal));
  else {
    const zeros = zeroTiles(grid);
    if (zeros.length === 0) issues.push(issue('goal.missing', pointer('goal'), 'no goal is given and the board has no 0 tile to serve as one'));
    if (zeros.length > 1) {
      issues.push(issue('goal.ambiguous', pointer('goal'), `no goal is given and the board has ${zeros.length} tiles showing 0 (${zeros.map(tileName).join(' ')}); name one as "goal"`));
    }
  }
  if (puzzle.goal && sameTile(puzzle.start, puzzle.goal)) {
    issues.push(issue('goal.start', pointer('goal'), `the goal ${tileName(puzzle.goal)} is the start`));
  }
  if (revisitOf(puzzle) && modeOf(puzzle) === 'expert') {
    issues.push(issue('revisit.expert', pointer('revisit'), 'revisiting tiles (the Rook Jumping Maze convention) applies to normal mode; expert mode visits each tile once'));
  }
  return issues;
}
