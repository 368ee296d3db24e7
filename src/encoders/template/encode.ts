import { Model, type Lit } from '../../solvers/index.js';
import type { Encoding } from '../family.js';
import { connectedCuts } from '../lib/connected.js';
import { isFree, worth, type TemplatePuzzle, type TemplateSolution } from './model.js';

/**
 * One boolean per free cell: "a rook stands here". Each group of clauses is named by its
 * rule (`model.rule`), so that a test can leave it out. Rows and columns are counted
 * eagerly; that the empty cells hang together is checked on each model the solver finds
 * and cut lazily (lib/connected.ts), as most families keep their paths or regions in one piece.
 */
export function encodeTemplate(puzzle: TemplatePuzzle): Encoding<TemplateSolution> {
  const model = new Model();
  const n = puzzle.board.length;
  const rook: (Lit | undefined)[][] = puzzle.board.map((row) => [...row].map((ch) => (isFree(ch) ? model.newVar() : undefined)));
  const present = (lits: (Lit | undefined)[]) => lits.filter((l): l is Lit => l !== undefined);
  const cells = puzzle.board.flatMap((row, r) => [...row].flatMap((ch, c) => (isFree(ch) ? [{ r, c, lit: rook[r]![c]!, ch }] : [])));

  model.rule('One rook in every row');
  for (let r = 0; r < n; r++) model.exactlyOne(present(rook[r]!));
  model.rule('One rook in every column');
  for (let c = 0; c < n; c++) model.exactlyOne(present(rook.map((row) => row[c])));
  model.rule('Given rooks stay');
  for (const { lit, ch } of cells) if (ch === 'R') model.addClause([lit]);
  model.closeRule();

  // The free cells without a rook are connected: two side by side, both empty, are joined
  const index = new Map(cells.map(({ r, c }, i) => [`${r},${c}`, i]));
  const links = cells.flatMap(({ r, c }, a) => [index.get(`${r},${c + 1}`), index.get(`${r + 1},${c}`)].flatMap((b) => (b === undefined ? [] : [{ a, b }])));
  const emptyConnected = connectedCuts({ rule: 'The free cells without a rook are connected', nodeCount: cells.length, links, used: (i) => -cells[i]!.lit });

  return {
    model,
    answerKeys: cells.map((x) => x.lit),
    lazy: [emptyConnected],
    objective: { terms: cells.filter((x) => worth(x.ch) > 0).map((x) => ({ lit: x.lit, weight: worth(x.ch) })) },
    decode: (assignment) => ({ rooks: cells.filter((x) => assignment[x.lit] === 1).map((x) => [x.r, x.c] as const) }),
  };
}
