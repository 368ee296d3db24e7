import { solve, type EngineOptions } from '../../solvers/index.js';
import { verdictOf, type Family, type Part, type Remark } from '../family.js';
import { cellKey, differingCells } from '../lib/grid.js';
import { loadSchema } from '../../schemas.js';
import { encodeNumberlink } from './encode.js';
import { numberlinkFormats } from './formats.js';
import { numberlinkGenerator } from './generate.js';
import { fillsAll, type NumberlinkPuzzle, type NumberlinkSolution } from './model.js';
import { encodeNormalForm, usesNormalForm } from './normal-form.js';
import { numberlinkUniqueness, plainUniqueness } from './uniqueness.js';
import { renderNumberlinkSvg, renderNumberlinkText } from './render.js';
import { validateNumberlink } from './validate.js';
import { NUMBERLINK_VERIFIER_CODES, verifyNumberlink } from './verify.js';

function rule(puzzle: NumberlinkPuzzle): string {
  const base = fillsAll(puzzle) ? 'every cell covered (fillAll)' : 'classic: cells may stay empty';
  return puzzle.forbidSelfTouch ? `${base}; no path runs alongside itself` : base;
}

/** Under one rule there is no solution: does the other rule have one? */
async function explainNone(puzzle: NumberlinkPuzzle, engine: EngineOptions): Promise<Remark[]> {
  const other: NumberlinkPuzzle = { ...puzzle, fillAll: !fillsAll(puzzle) };
  const outcome = await solve(usesNormalForm(other) ? encodeNormalForm(other) : encodeNumberlink(other), engine);
  const solvable = outcome.status === 'sat';
  if (outcome.status === 'unknown') return [];
  const text = fillsAll(puzzle)
    ? solvable
      ? 'No solution covers every cell, but one exists when cells may stay empty (classic rule: fillAll false).'
      : 'No solution under the classic rule either (cells may stay empty).'
    : solvable
      ? 'No solution when cells may stay empty — which also rules out one covering every cell.'
      : 'No solution under either rule.';
  return [{ key: 'otherRule', text, data: { rule: rule(other), solvable } }];
}

/**
 * Sparse puzzles can take long to prove unique under their own rule; under the stricter
 * convention (every cell covered, no path alongside itself) they often settle in a second,
 * and a solution there is a solution here too (checked by the verifier).
 */
async function explainUnknown(puzzle: NumberlinkPuzzle, engine: EngineOptions): Promise<Remark[]> {
  if (fillsAll(puzzle) && puzzle.forbidSelfTouch) return [];
  const strict: NumberlinkPuzzle = { ...puzzle, fillAll: true, forbidSelfTouch: true };
  const { solutions, complete } = await plainUniqueness(strict, engine);
  const verdict = verdictOf(solutions.length, complete);
  if (verdict !== 'unique' && verdict !== 'multiple') return [];
  if (solutions.some((s) => verifyNumberlink(puzzle, s).length > 0)) return [];
  const text =
    verdict === 'unique'
      ? 'Under the stricter convention (every cell covered, no path alongside itself) the puzzle has exactly one solution, ' +
        'shown here: it is a solution under the puzzle\'s own rule too, but whether it is the only one there was not ' +
        'settled in the time limit. Under that convention: --set fillAll=true --set forbidSelfTouch=true.'
      : 'Under the stricter convention (every cell covered, no path alongside itself) the puzzle already has several ' +
        'solutions, shown here: they are solutions under its own rule too.';
  return [{ key: 'stricterRule', text, data: { rule: rule(strict), verdict }, solutions }];
}

/** A cell's label and which neighbours its path joins. */
function cellSignatures(s: NumberlinkSolution): Map<string, string> {
  const sig = new Map<string, string>();
  s.grid.forEach((row, r) => row.forEach((label, c) => sig.set(cellKey(r, c), label)));
  for (const { cells } of s.paths) {
    cells.forEach(([r, c], i) => {
      const near = [cells[i - 1], cells[i + 1]].filter((x) => x !== undefined).map((x) => x.join(':')).sort();
      sig.set(cellKey(r, c), `${sig.get(cellKey(r, c))}|${near.join('|')}`);
    });
  }
  return sig;
}

/** Cells whose label or line differs. */
function differences(a: NumberlinkSolution, b: NumberlinkSolution): Part[] {
  const sa = cellSignatures(a);
  const sb = cellSignatures(b);
  return differingCells(a.grid.length, a.grid[0]?.length ?? 0, (r, c) => sa.get(cellKey(r, c)) !== sb.get(cellKey(r, c)));
}

export const numberlink: Family<NumberlinkPuzzle, NumberlinkSolution> = {
  type: 'numberlink',
  title: 'Numberlink',
  schema: loadSchema('numberlink.schema.json'),
  validate: validateNumberlink,
  rule,
  encode: encodeNumberlink,
  uniqueness: numberlinkUniqueness,
  verify: verifyNumberlink,
  verifierCodes: NUMBERLINK_VERIFIER_CODES,
  differences,
  renderText: renderNumberlinkText,
  renderSvg: renderNumberlinkSvg,
  formats: numberlinkFormats,
  explainNone,
  explainUnknown,
  generator: numberlinkGenerator,
};
