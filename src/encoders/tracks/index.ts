import { DEFAULT_BACKEND, solve, type EngineOptions } from '../../solvers/index.js';
import type { Family, Remark, UniquenessRun } from '../family.js';
import { solveLikePerson } from './solver-person.js';
import { encodeTracks } from './encode.js';
import { tracksFormats } from './formats.js';
import { tracksGenerator } from './generate.js';
import { tracksGrade } from './grade.js';
import type { TracksPuzzle, TracksSolution } from './model.js';
import { renderTracksSvg, renderTracksText } from './render.js';
import { repairTracks } from './repair.js';
import { differingCells } from '../lib/grid.js';
import { validateTracks } from './validate.js';
import { TRACKS_VERIFIER_CODES, verifyTracks } from './verify.js';

function rule(puzzle: TracksPuzzle): string {
  return puzzle.forbidSelfTouch ? 'Train Tracks (the track never runs alongside itself)' : 'Train Tracks (track may run alongside itself)';
}

/** No solution while the track may not run alongside itself: is there one when it may? */
async function explainNone(puzzle: TracksPuzzle, engine: EngineOptions): Promise<Remark[]> {
  if (!puzzle.forbidSelfTouch) return [];
  const other: TracksPuzzle = { ...puzzle, forbidSelfTouch: false };
  const outcome = await solve(encodeTracks(other), engine);
  if (outcome.status === 'unknown') return [];
  const solvable = outcome.status === 'sat';
  const text = solvable
    ? 'No solution while the track may not run alongside itself, but there is one when it may (forbidSelfTouch false, as in Tatham).'
    : 'No solution when the track may run alongside itself either.';
  return [{ key: 'otherRule', text, data: { rule: rule(other), solvable } }];
}

/**
 * Every person-style step is a sound deduction (test/tracks/person-sound.test.ts), so a
 * puzzle they solve to the end has that one solution: no solver is needed. Where they
 * stall, the encoding answers.
 */
async function uniqueness(puzzle: TracksPuzzle, engine: EngineOptions): Promise<UniquenessRun<TracksSolution> | undefined> {
  const start = performance.now();
  const person = solveLikePerson(puzzle, { guess: false });
  if (person.status !== 'solved' || !person.solution) return undefined;
  const stats = { backend: engine.backend ?? DEFAULT_BACKEND, method: 'person-style steps', solves: 0, cuts: 0, vars: 0, clauses: 0 } as const;
  return { solutions: [person.solution], complete: true, timedOut: false, stats: { ...stats, ms: Math.round(performance.now() - start) } };
}

export const tracks: Family<TracksPuzzle, TracksSolution> = {
  type: 'tracks',
  title: 'Train Tracks',
  validate: validateTracks,
  rule,
  encode: (puzzle) => encodeTracks(puzzle),
  uniqueness,
  verify: verifyTracks,
  verifierCodes: TRACKS_VERIFIER_CODES,
  differences: (a, b) => differingCells(a.cells.length, a.cells[0]?.length ?? 0, (r, c) => a.cells[r]![c] !== b.cells[r]?.[c]),
  renderText: renderTracksText,
  renderSvg: renderTracksSvg,
  formats: tracksFormats,
  explainNone,
  explainMultiple: repairTracks,
  generator: tracksGenerator,
  assessments: [tracksGrade],
};
