import { cellName, issue, pointer, type Issue } from '../issues.js';
import type { TemplatePuzzle } from './model.js';

/** Rules JSON Schema cannot say: a square board, given rooks not sharing a row or column. */
export function validateTemplate(puzzle: TemplatePuzzle): Issue[] {
  const issues: Issue[] = [];
  const n = puzzle.board.length;
  puzzle.board.forEach((row, r) => {
    if (row.length !== n) issues.push(issue('board.square', pointer('board', r), `row ${r} has ${row.length} cells; a ${n}-row board needs ${n}`));
  });
  const givenInColumn = new Map<number, number>();
  puzzle.board.forEach((row, r) => {
    const cols = [...row].flatMap((ch, c) => (ch === 'R' ? [c] : []));
    if (cols.length > 1) issues.push(issue('rook.row', pointer('board', r), `row ${r} has ${cols.length} given rooks; at most one fits`));
    for (const c of cols) {
      const other = givenInColumn.get(c);
      if (other !== undefined) issues.push(issue('rook.column', pointer('board', r), `given rooks ${cellName(other, c)} and ${cellName(r, c)} share column ${c}`));
      givenInColumn.set(c, r);
    }
  });
  return issues;
}
