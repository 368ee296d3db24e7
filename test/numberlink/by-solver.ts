import type { Family } from '../../src/encoders/family.js';
import { numberlink } from '../../src/encoders/numberlink/index.js';
import type { NumberlinkPuzzle, NumberlinkSolution } from '../../src/encoders/numberlink/model.js';
import { solverUniqueness } from '../../src/encoders/numberlink/uniqueness.js';
import { otherWinding } from '../../src/encoders/numberlink/windings.js';

/**
 * Numberlink with uniqueness and the winding remark asked of the solver, the path search
 * skipped (it answers tiny puzzles first): the reference the path search is tested against,
 * kept tested itself.
 */
export const numberlinkBySolver: Family<NumberlinkPuzzle, NumberlinkSolution> = {
  ...numberlink,
  uniqueness: (puzzle, engine, known) => solverUniqueness(puzzle, engine, known),
  explainUnique: (puzzle, solution, engine) => otherWinding(puzzle, solution, engine, false),
};
