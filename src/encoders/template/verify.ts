import { cellName, issue, pointer, type Issue } from '../issues.js';
import { isFree, type TemplatePuzzle, type TemplateSolution } from './model.js';

/** Every code `verifyTemplate` reports. */
export const TEMPLATE_VERIFIER_CODES = ['rook.count', 'rook.blocked', 'rook.attack', 'rook.given'] as const;

/** The rules checked on the rooks themselves, not through the encoding. */
export function verifyTemplate(puzzle: TemplatePuzzle, solution: TemplateSolution): Issue[] {
  const issues: Issue[] = [];
  const n = puzzle.board.length;
  if (solution.rooks.length !== n) issues.push(issue('rook.count', pointer('rooks'), `${solution.rooks.length} rooks on a ${n}x${n} board; it needs ${n}`));
  const rows = new Set<number>();
  const cols = new Set<number>();
  solution.rooks.forEach(([r, c], i) => {
    if (!isFree(puzzle.board[r]?.[c])) issues.push(issue('rook.blocked', pointer('rooks', i), `rook ${cellName(r, c)} is not on a free cell`));
    if (rows.has(r) || cols.has(c)) issues.push(issue('rook.attack', pointer('rooks', i), `rook ${cellName(r, c)} shares a row or column with another`));
    rows.add(r);
    cols.add(c);
  });
  puzzle.board.forEach((row, r) =>
    [...row].forEach((ch, c) => {
      if (ch === 'R' && !solution.rooks.some(([rr, cc]) => rr === r && cc === c)) issues.push(issue('rook.given', pointer('rooks'), `the given rook ${cellName(r, c)} is missing`));
    }),
  );
  return issues;
}
