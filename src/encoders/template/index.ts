import type { Family } from '../family.js';
import { cellKeyOf, cellPart } from '../lib/grid.js';
import { encodeTemplate } from './encode.js';
import { worth, type TemplatePuzzle, type TemplateSolution } from './model.js';
import { renderTemplateSvg, renderTemplateText } from './render.js';
import { validateTemplate } from './validate.js';
import { TEMPLATE_VERIFIER_CODES, verifyTemplate } from './verify.js';

/** Rooks on cells where only one of the two solutions has one. */
function differences(a: TemplateSolution, b: TemplateSolution) {
  const key = cellKeyOf;
  const inA = new Set(a.rooks.map(key));
  const inB = new Set(b.rooks.map(key));
  return [...a.rooks.filter((x) => !inB.has(key(x))), ...b.rooks.filter((x) => !inA.has(key(x)))]
    .sort((x, y) => x[0] - y[0] || x[1] - y[1])
    .map(([r, c]) => cellPart(r, c));
}

/** Copy this folder to start a family; see README "Adding a family". */
export const template: Family<TemplatePuzzle, TemplateSolution> = {
  type: 'template',
  title: 'Rooks (template family)',
  validate: validateTemplate,
  rule: () => 'one rook in every row and column, on free cells; the empty cells connected',
  encode: encodeTemplate,
  verify: verifyTemplate,
  verifierCodes: TEMPLATE_VERIFIER_CODES,
  differences,
  best: {
    name: 'points',
    direction: 'max',
    measure: (puzzle, solution) => solution.rooks.reduce((sum, [r, c]) => sum + worth(puzzle.board[r]?.[c]), 0),
  },
  renderText: renderTemplateText,
  renderSvg: renderTemplateSvg,
  formats: [],
};
