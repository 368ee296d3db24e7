import { Model, type Lit } from '../../solvers/index.js';
import type { Encoding } from '../family.js';
import { isFree, worth, type TemplatePuzzle, type TemplateSolution } from './model.js';

/** One boolean per free cell: "a rook stands here". */
export function encodeTemplate(puzzle: TemplatePuzzle): Encoding<TemplateSolution> {
  const model = new Model();
  const n = puzzle.board.length;
  const rook: (Lit | undefined)[][] = puzzle.board.map((row) => [...row].map((ch) => (isFree(ch) ? model.newVar() : undefined)));
  const present = (lits: (Lit | undefined)[]) => lits.filter((l): l is Lit => l !== undefined);
  // One rook in every row
  for (let r = 0; r < n; r++) model.exactlyOne(present(rook[r]!));
  // One rook in every column
  for (let c = 0; c < n; c++) model.exactlyOne(present(rook.map((row) => row[c])));
  // Given rooks stay
  puzzle.board.forEach((row, r) => [...row].forEach((ch, c) => ch === 'R' && model.addClause([rook[r]![c]!])));
  const cells = puzzle.board.flatMap((row, r) => [...row].flatMap((ch, c) => (isFree(ch) ? [{ r, c, lit: rook[r]![c]!, ch }] : [])));
  return {
    model,
    answerKeys: cells.map((x) => x.lit),
    objective: { terms: cells.filter((x) => worth(x.ch) > 0).map((x) => ({ lit: x.lit, weight: worth(x.ch) })) },
    decode: (assignment) => ({
      rooks: cells.filter((x) => assignment[x.lit] === 1).map((x) => [x.r, x.c] as const).sort((a, b) => a[0] - b[0]),
    }),
  };
}
