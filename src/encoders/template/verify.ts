import { cellName, issue, pointer, type Issue } from '../issues.js';
import { isFree, type TemplatePuzzle, type TemplateSolution } from './model.js';

/** Every code `verifyTemplate` reports. */
export const TEMPLATE_VERIFIER_CODES = ['rook.count', 'rook.blocked', 'rook.attack', 'rook.given', 'empty.split'] as const;

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
  const parts = emptyParts(puzzle, solution);
  if (parts.length > 1) {
    const names = parts.map((part) => cellName(...part[0]!)).join(', ');
    issues.push(issue('empty.split', pointer('rooks'), `the rooks split the empty cells into ${parts.length} parts, at ${names}`));
  }
  return issues;
}

/** The free cells without a rook, in parts of cells side by side (a flood fill). */
function emptyParts(puzzle: TemplatePuzzle, solution: TemplateSolution): [number, number][][] {
  const rooks = new Set(solution.rooks.map(([r, c]) => `${r},${c}`));
  const empty = (r: number, c: number) => isFree(puzzle.board[r]?.[c]) && !rooks.has(`${r},${c}`);
  const seen = new Set<string>();
  const parts: [number, number][][] = [];
  puzzle.board.forEach((row, r) =>
    [...row].forEach((_, c) => {
      if (!empty(r, c) || seen.has(`${r},${c}`)) return;
      const part: [number, number][] = [];
      const stack: [number, number][] = [[r, c]];
      seen.add(`${r},${c}`);
      while (stack.length > 0) {
        const [y, x] = stack.pop()!;
        part.push([y, x]);
        for (const [ny, nx] of [[y - 1, x], [y + 1, x], [y, x - 1], [y, x + 1]] as const) {
          if (empty(ny, nx) && !seen.has(`${ny},${nx}`)) seen.add(`${ny},${nx}`), stack.push([ny, nx]);
        }
      }
      parts.push(part);
    }),
  );
  return parts;
}
