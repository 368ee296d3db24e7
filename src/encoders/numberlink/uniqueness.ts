import { checkUnique, deadlineOf, type Assignment, type EngineOptions, type RunStats, type UniqueOutcome } from '../../solvers/index.js';
import type { UniquenessRun } from '../family.js';
import { encodeNumberlink } from './encode.js';
import { inverseMove } from './inverse-moves.js';
import { cellsOf, fillsAll, type NumberlinkPuzzle, type NumberlinkSolution } from './model.js';
import { encodeNormalForm, usesNormalForm } from './normal-form.js';

/**
 * How long the plain search may try a fillAll puzzle before the classic rule is asked: 2 s,
 * plus 2 ms a cell so that dense large puzzles (a 40x40 needs about 2.5 s) finish first.
 */
export function fillFirstTryMs(puzzle: NumberlinkPuzzle): number {
  const cells = cellsOf(puzzle);
  return 2000 + 2 * cells.length * cells[0]!.length;
}
/** The classic rule's share of an unlimited fillAll search, when the first try fails. */
const CLASSIC_UNLIMITED_MS = 30_000;

/**
 * Numberlink's uniqueness question. The classic rule goes through its normal form. A
 * fillAll puzzle (paths free to touch themselves) is tried with the plain encoding first;
 * when that takes long, the classic rule is asked through its normal form, since every
 * solution covering all cells is a classic solution: if the classic rule settles its own
 * solutions, the covering ones among them are the answer. Otherwise the plain search
 * goes on with the time left.
 */
export async function numberlinkUniqueness(
  puzzle: NumberlinkPuzzle,
  engine: EngineOptions,
  firstTryMs = fillFirstTryMs(puzzle),
): Promise<UniquenessRun<NumberlinkSolution> | undefined> {
  if (usesNormalForm(puzzle)) return classicUniqueness(puzzle, engine);
  if (!fillsAll(puzzle) || puzzle.forbidSelfTouch) return undefined;
  const deadline = deadlineOf(engine);
  const left = () => (deadline === undefined ? undefined : Math.max(0, deadline - Date.now()));
  const within = (ms: number | undefined): EngineOptions => (ms === undefined ? { ...engine } : { ...engine, timeLimitMs: ms });

  const quick = await plainUniqueness(puzzle, within(Math.min(firstTryMs, left() ?? Infinity)));
  if (!quick.timedOut) return quick;

  const classicBudget = left() === undefined ? CLASSIC_UNLIMITED_MS : left()! / 2;
  const classic = await classicUniqueness({ ...puzzle, fillAll: false }, within(classicBudget));
  const covering = classic?.solutions.filter((s) => s.grid.every((row) => row.every((label) => label !== ''))) ?? [];
  if (classic && (classic.complete || covering.length >= 2)) {
    return { solutions: covering, complete: classic.complete, timedOut: false, stats: merged(quick.stats, classic.stats) };
  }
  const rest = await plainUniqueness(puzzle, within(left()));
  return { ...rest, stats: merged(merged(quick.stats, classic?.stats), rest.stats) };
}

/** The engine's uniqueness outcome as a run of decoded solutions. */
function runOf(outcome: UniqueOutcome, decode: (a: Assignment) => NumberlinkSolution): UniquenessRun<NumberlinkSolution> {
  const { stats } = outcome;
  switch (outcome.verdict) {
    case 'unique':
      return { solutions: [decode(outcome.solution)], complete: true, timedOut: false, stats };
    case 'multiple':
      return { solutions: outcome.solutions.map(decode), complete: false, timedOut: false, stats };
    case 'none':
      return { solutions: [], complete: true, timedOut: false, stats };
    case 'unknown':
      return { solutions: outcome.solutions.map(decode), complete: false, timedOut: true, stats };
  }
}

/** Uniqueness by enumerating the plain encoding. */
export async function plainUniqueness(puzzle: NumberlinkPuzzle, engine: EngineOptions): Promise<UniquenessRun<NumberlinkSolution>> {
  const encoding = encodeNumberlink(puzzle);
  return runOf(await checkUnique(encoding, engine), (a) => encoding.decode(a));
}

/** Uniqueness under the classic rule: normal solutions, then the inverse moves of the one found. */
export async function classicUniqueness(
  puzzle: NumberlinkPuzzle,
  engine: EngineOptions,
): Promise<UniquenessRun<NumberlinkSolution> | undefined> {
  if (!usesNormalForm(puzzle)) return undefined;
  const encoding = encodeNormalForm(puzzle);
  const run = runOf(await checkUnique(encoding, engine), (a) => encoding.decode(a));
  const [only, ...others] = run.solutions;
  const other = only && others.length === 0 ? inverseMove(only) : undefined;
  return other ? { ...run, solutions: [only!, other], complete: false, timedOut: false } : run;
}

/** Two runs' figures as one: the work adds up, the model is the later one's. */
function merged(a: RunStats, b: RunStats | undefined): RunStats {
  if (!b) return a;
  return { ...b, solves: a.solves + b.solves, cuts: a.cuts + b.cuts, ms: a.ms + b.ms };
}
