import type { TemplatePuzzle, TemplateSolution } from '../../src/encoders/template/model.js';
import { verifyTemplate } from '../../src/encoders/template/verify.js';

/** Every placement of one rook per row on distinct columns (no SAT), each judged by the independent verifier. */
export function bruteForceTemplate(puzzle: TemplatePuzzle): TemplateSolution[] {
  const n = puzzle.board.length;
  const out: TemplateSolution[] = [];
  const place = (row: number, rooks: [number, number][], columns: Set<number>) => {
    if (row === n) {
      const solution = { rooks: [...rooks] };
      if (verifyTemplate(puzzle, solution).length === 0) out.push(solution);
      return;
    }
    for (let col = 0; col < n; col++) {
      if (columns.has(col)) continue;
      place(row + 1, [...rooks, [row, col]], new Set([...columns, col]));
    }
  };
  place(0, [], new Set());
  return out;
}
