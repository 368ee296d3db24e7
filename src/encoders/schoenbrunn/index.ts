import { solve, type EngineOptions } from '../../solvers/index.js';
import type { Family, Remark } from '../family.js';
import { bestPaths } from './best.js';
import { countSchoenbrunn } from './counting.js';
import { schoenbrunnGenerator } from './generate.js';
import { encodeSchoenbrunn } from './encode.js';
import { schoenbrunnFormats } from './formats.js';
import { modeOf, revisitOf, targetOf, type SchoenbrunnPuzzle, type SchoenbrunnSolution } from './model.js';
import { jumpDifferences } from './parts.js';
import { nearestSum } from './nearest.js';
import { renderSchoenbrunnSvg, renderSchoenbrunnText } from './render.js';
import { schoenbrunnUniqueness } from './uniqueness.js';
import { validateSchoenbrunn } from './validate.js';
import { SCHOENBRUNN_VERIFIER_CODES, verifySchoenbrunn } from './verify.js';

function rule(puzzle: SchoenbrunnPuzzle): string {
  if (revisitOf(puzzle)) return 'Rook Jumping Maze: tiles may be revisited; the answers are the shortest walks';
  return modeOf(puzzle) === 'expert'
    ? `Schönbrunn expert: each tile at most once, the visited tiles sum to ${targetOf(puzzle)}`
    : 'Schönbrunn normal: each tile at most once, signs ignored';
}

/**
 * Why there is no solution: the cheap sum argument, else whether normal mode has a path; in
 * expert mode, with paths to the goal, the nearest sum they reach (nearest.ts).
 */
async function explainNone(puzzle: SchoenbrunnPuzzle, engine: EngineOptions): Promise<Remark[]> {
  const remarks: Remark[] = [];
  const { impossible } = encodeSchoenbrunn(puzzle);
  if (impossible) remarks.push({ key: 'reason', text: `No solution: ${impossible}.`, data: { reason: impossible } });
  if (modeOf(puzzle) !== 'expert') return remarks;
  const outcome = await solve(encodeSchoenbrunn({ ...puzzle, mode: 'normal' }), engine);
  if (outcome.status === 'unknown') return remarks;
  if (!impossible || outcome.status === 'unsat') {
    const text = outcome.status === 'sat' ? `Paths reach the goal in normal mode, but none sums to ${targetOf(puzzle)}.` : 'No path reaches the goal, even in normal mode.';
    remarks.push({ key: 'otherMode', text, data: { normalSolvable: outcome.status === 'sat' } });
  }
  if (outcome.status === 'sat') {
    const nearest = await nearestSum(puzzle, engine);
    if (nearest) remarks.push(nearest);
  }
  return remarks;
}

export const schoenbrunn: Family<SchoenbrunnPuzzle, SchoenbrunnSolution> = {
  type: 'schoenbrunn',
  title: 'Schönbrunn jump maze',
  validate: validateSchoenbrunn,
  rule,
  encode: encodeSchoenbrunn,
  uniqueness: (puzzle, engine) => schoenbrunnUniqueness(puzzle, engine),
  verify: verifySchoenbrunn,
  verifierCodes: SCHOENBRUNN_VERIFIER_CODES,
  differences: jumpDifferences,
  best: { name: 'jumps', direction: 'min', measure: (_puzzle, solution) => solution.path.length - 1 },
  optimum: bestPaths,
  count: countSchoenbrunn,
  renderText: renderSchoenbrunnText,
  renderSvg: renderSchoenbrunnSvg,
  formats: schoenbrunnFormats,
  explainNone,
  generator: schoenbrunnGenerator,
};
