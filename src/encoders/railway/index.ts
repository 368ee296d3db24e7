import type { Family } from '../family.js';
import { railwayOptimum } from './best.js';
import { encodeRailway } from './encode.js';
import { explainCooks, explainNoRoute } from './explain.js';
import { polylineLength, polylineOf } from './graph.js';
import type { RailwayPuzzle, RailwaySolution } from './model.js';
import { routeDifferences } from './parts.js';
import { pictureRecordOf, railwayPicture } from './picture.js';
import { renderRailwaySvg, renderRailwayText } from './render.js';
import { stabilityRemarks } from './stability-remark.js';
import { validateRailway } from './validate.js';
import { wholePixels } from './objective.js';
import { railwayUniqueness } from './uniqueness.js';
import { RAILWAY_VERIFIER_CODES, verifyRailway } from './verify.js';

function rule(puzzle: RailwayPuzzle): string {
  const junctions = puzzle.transitions ? 'turns as listed' : 'in on one side of a junction, out on the other';
  return `railway: no reversing, ${junctions}; each segment at most once each way; routes over the same track count once`;
}

/** Route length as `best` counts it: each step's segment, its pixel length rounded to the pixel. */
function measureLength(puzzle: RailwayPuzzle, solution: RailwaySolution): number {
  const byId = new Map(puzzle.segments.map((s) => [s.id, s]));
  return solution.segments.reduce((sum, step) => sum + wholePixels(polylineLength(polylineOf(puzzle, byId.get(step.segment)!))), 0);
}

export const railway: Family<RailwayPuzzle, RailwaySolution> = {
  type: 'railway',
  title: 'Railway maze',
  validate: validateRailway,
  rule,
  encode: encodeRailway,
  uniqueness: railwayUniqueness,
  verify: verifyRailway,
  verifierCodes: RAILWAY_VERIFIER_CODES,
  differences: routeDifferences,
  best: { name: 'pixels', direction: 'min', measure: measureLength },
  optimum: railwayOptimum,
  renderText: renderRailwayText,
  renderSvg: (puzzle, solution, cooks) => {
    const doubt = pictureRecordOf(puzzle)?.doubt;
    const drawn = cooks?.length ? { cooks: cooks.map((c) => c.solution), marks: cooks[0]!.differences } : {};
    return renderRailwaySvg(puzzle, solution, { ...drawn, ...(doubt ? { doubt } : {}) });
  },
  formats: [],
  pictureFormats: [railwayPicture],
  explainUnique: async (puzzle) => stabilityRemarks(puzzle),
  explainNone: async (puzzle) => [...explainNoRoute(puzzle), ...stabilityRemarks(puzzle)],
  explainMultiple: async (puzzle) => [...explainCooks(puzzle), ...stabilityRemarks(puzzle)],
  explainUnknown: async (puzzle) => stabilityRemarks(puzzle),
  remarkNames: {
    none: 'the remark on how far the train gets',
    multiple: "the remark on the seed's cook check",
    unknown: 'the remark on how sure the traced route is',
  },
};
