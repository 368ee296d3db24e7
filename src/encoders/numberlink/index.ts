import { solve, type EngineOptions } from '../../solvers/index.js';
import { verdictOf, type Family, type Remark } from '../family.js';
import { differences } from './differences.js';
import { otherWinding } from './windings.js';
import { encodeNumberlink } from './encode.js';
import { numberlinkFormats } from './formats.js';
import { numberlinkGenerator } from './generate.js';
import { comparesColourings, fillsAll, type NumberlinkPuzzle, type NumberlinkSolution } from './model.js';
import { encodeNormalForm, usesNormalForm } from './normal-form.js';
import { quickSolutions, quickUniqueness } from './quick.js';
import { numberlinkUniqueness, plainUniqueness } from './uniqueness.js';
import { countNumberlink } from './count.js';
import { renderNumberlinkSvg, renderNumberlinkText } from './render.js';
import { validateNumberlink } from './validate.js';
import { NUMBERLINK_VERIFIER_CODES, verifyNumberlink } from './verify.js';

function rule(puzzle: NumberlinkPuzzle): string {
  const base = fillsAll(puzzle) ? 'every cell covered (fillAll)' : 'classic: cells may stay empty';
  const touch = puzzle.forbidSelfTouch ? '; no path runs alongside itself' : '';
  const notion = fillsAll(puzzle) ? (comparesColourings(puzzle) ? '; solutions told apart by colouring' : '; solutions told apart by line drawing') : '';
  return base + touch + notion;
}

/** Under one rule there is no solution: does the other rule have one? */
async function explainNone(puzzle: NumberlinkPuzzle, engine: EngineOptions): Promise<Remark[]> {
  const other: NumberlinkPuzzle = { ...puzzle, fillAll: !fillsAll(puzzle) };
  // Small puzzles are settled by the path search, without a solver
  const quick = quickUniqueness(other, engine, { limit: 1 });
  const status = quick ? (quick.solutions.length > 0 ? 'sat' : 'unsat') : (await solve(usesNormalForm(other) ? encodeNormalForm(other) : encodeNumberlink(other), engine)).status;
  const solvable = status === 'sat';
  if (status === 'unknown') return [];
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

export const numberlink: Family<NumberlinkPuzzle, NumberlinkSolution> = {
  type: 'numberlink',
  title: 'Numberlink',
  validate: validateNumberlink,
  rule,
  encode: encodeNumberlink,
  uniqueness: numberlinkUniqueness,
  solutions: quickSolutions,
  count: countNumberlink,
  verify: verifyNumberlink,
  verifierCodes: NUMBERLINK_VERIFIER_CODES,
  differences,
  renderText: renderNumberlinkText,
  renderSvg: renderNumberlinkSvg,
  formats: numberlinkFormats,
  explainUnique: otherWinding,
  explainNone,
  explainUnknown,
  generator: numberlinkGenerator,
};
