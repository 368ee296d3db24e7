import { checkUnique, checkUniqueNearby, combinedStats, deadlineOf, prepareBackend, type EngineOptions } from '../../solvers/index.js';
import { uniquenessRunOf, type UniquenessRun } from '../family.js';
import { cookRegions, numberlinkNearby } from './cook-search.js';
import { differences } from './differences.js';
import { touchesItself } from './cover.js';
import { buildNumberlink } from './encode.js';
import { inverseMove } from './inverse-moves.js';
import { cellsOf, comparesColourings, endpointsOf, fillsAll, type NumberlinkPuzzle, type NumberlinkSolution } from './model.js';
import { encodeNormalForm, usesNormalForm } from './normal-form.js';
import { quickUniqueness } from './quick.js';
import { verifyNumberlink } from './verify.js';

/**
 * How long the plain search may try a stricter rule before the classic rule is asked (once
 * the backend is ready: Z3's start-up under load took most of it, and the try failed). With
 * every cell covered: 2 s, plus 2 ms a cell so that dense large puzzles (a 40x40 needs about
 * 2.5 s) finish first. Classic puzzles with no path alongside itself are sparse, where the
 * plain search wanders and the classic question is the quick one: no first try; so are
 * sparse puzzles with every cell covered where paths may run alongside themselves
 * (`SPARSE_CELLS_PER_PAIR`).
 */
export function fillFirstTryMs(puzzle: NumberlinkPuzzle): number {
  if (!fillsAll(puzzle)) return 0;
  const cells = cellsOf(puzzle);
  const area = cells.length * cells[0]!.length;
  if (!puzzle.forbidSelfTouch && area >= SPARSE_CELLS_PER_PAIR * endpointsOf(cells).size) return 0;
  return 2000 + 2 * area;
}

/**
 * From this many cells a pair up, a puzzle whose every cell is covered asks the classic rule
 * first. Measured: generated covering puzzles of 10x10 to 40x40 have 2-11 cells a pair, and
 * the plain search settles them first; the published sparse puzzles asked with every cell
 * covered have 17 to 24, where the classic question settled them in 26-530 ms and the plain
 * search took 69 ms, 1.4 s and over 6 s. Between them, the 20x20 cook puzzles of bench/ with
 * 15-16 cells a pair: a hidden cook found 1.7-6.7 times sooner (the classic solutions are
 * repaired into a first one at once), a unique one proved 1.2-2 times later. With no path
 * alongside itself the plain search is the quick one even on sparse puzzles (30-100 ms against 300-480).
 */
const SPARSE_CELLS_PER_PAIR = 14;
/** The classic rule's share of an unlimited fillAll search, when the first try fails. */
const CLASSIC_UNLIMITED_MS = 30_000;

/**
 * Numberlink's uniqueness question. Small puzzles are settled by a bounded path search,
 * without loading a solver (quick.ts); when it gives up, the solver is asked. A `known`
 * solution is shown first either way.
 */
export async function numberlinkUniqueness(
  puzzle: NumberlinkPuzzle,
  engine: EngineOptions,
  known?: NumberlinkSolution,
): Promise<UniquenessRun<NumberlinkSolution> | undefined> {
  const searched = quickUniqueness(puzzle, engine);
  return (searched && knownFirst(puzzle, searched, known)) ?? solverUniqueness(puzzle, engine, known);
}

/**
 * The known solution first, then the first one found that differs from it as the puzzle
 * tells solutions apart; undefined if a search that saw every solution missed it (the solver
 * then answers).
 */
function knownFirst(puzzle: NumberlinkPuzzle, run: UniquenessRun<NumberlinkSolution>, known?: NumberlinkSolution): UniquenessRun<NumberlinkSolution> | undefined {
  if (!known) return run;
  const same = (s: NumberlinkSolution) => (comparesColourings(puzzle) ? JSON.stringify(s.grid) === JSON.stringify(known.grid) : differences(s, known).length === 0);
  const others = run.solutions.filter((s) => !same(s));
  if (run.complete && others.length === run.solutions.length) return undefined;
  return { ...run, solutions: [known, ...others].slice(0, 2) };
}

/**
 * Numberlink's uniqueness question asked of the solver. The classic rule goes through its normal form. A
 * stricter rule (every cell covered, no path alongside itself, or both) is tried with the
 * plain encoding first; when that takes long, the classic rule is asked through its normal
 * form, since every solution under a stricter rule is a classic solution: if the classic
 * rule settles its own solutions, the ones the stricter rule keeps (its verifier says
 * which) are the answer — unless a solution in hand runs alongside itself: its shortcut is a
 * second classic solution, so the classic rule cannot settle. Otherwise the plain search goes
 * on with the time left, from the first solution the first try found. A `known` solution
 * (verified) is where the plain search starts: a cook near it is found without searching
 * for a first solution.
 */
export async function solverUniqueness(
  puzzle: NumberlinkPuzzle,
  engine: EngineOptions,
  known?: NumberlinkSolution,
  firstTryMs = fillFirstTryMs(puzzle),
): Promise<UniquenessRun<NumberlinkSolution> | undefined> {
  // The solver will be asked: its start-up overlaps the encoding
  prepareBackend(engine.backend);
  if (usesNormalForm(puzzle)) return classicUniqueness(puzzle, engine);
  const deadline = deadlineOf(engine);
  const left = () => (deadline === undefined ? undefined : Math.max(0, deadline - Date.now()));
  const within = (ms: number | undefined): EngineOptions => (ms === undefined ? { ...engine } : { ...engine, timeLimitMs: ms });

  // A solution with a path alongside itself has a shortcut, a second classic solution: the classic rule cannot settle
  if (known && runsAlongsideItself(known)) return plainUniqueness(puzzle, engine, known);
  // The first try's clock starts once the backend is ready: its start-up is no part of the try
  const quick = firstTryMs > 0 ? await plainUniqueness(puzzle, { ...within(left()), solveLimitMs: firstTryMs }, known) : undefined;
  if (quick && !quick.timedOut) return quick;

  const first = quick?.solutions[0] ?? known;
  const classicBudget = left() === undefined ? CLASSIC_UNLIMITED_MS : left()! / 2;
  const classic = first && runsAlongsideItself(first) ? undefined : await classicUniqueness({ ...puzzle, fillAll: false, forbidSelfTouch: false }, within(classicBudget));
  const kept = distinct(puzzle, classic?.solutions.filter((s) => verifyNumberlink(puzzle, s).length === 0) ?? []);
  if (classic && (classic.complete || kept.length >= 2)) {
    return { solutions: kept, complete: classic.complete, timedOut: false, stats: combinedStats(classic.stats, quick?.stats) };
  }
  // The first try may have asked every nearby question already
  const nearbyDone = first !== undefined && (quick?.stats.nearby?.asked ?? 0) >= cookRegions(first).length;
  // Without a first solution, the classic ones (a few cells empty) are repaired into one
  const near = first ? [] : [...(classic?.solutions ?? [])].sort((a, b) => emptyCells(a) - emptyCells(b));
  const rest = await plainUniqueness(puzzle, within(left()), first ?? kept[0], { near, nearby: !nearbyDone });
  return { ...rest, stats: combinedStats(combinedStats(rest.stats, quick?.stats), classic?.stats) };
}

/** Solutions told apart as the puzzle tells them (by colouring, where it says so). */
function distinct(puzzle: NumberlinkPuzzle, solutions: NumberlinkSolution[]): NumberlinkSolution[] {
  if (!comparesColourings(puzzle)) return solutions;
  const seen = new Set<string>();
  return solutions.filter((s) => {
    const colouring = JSON.stringify(s.grid);
    return !seen.has(colouring) && seen.add(colouring) !== undefined;
  });
}

/** How the plain search begins: near-solutions to repair into a first one, whether to look for a cook near it. */
export interface PlainStart {
  /** Solutions of a looser rule (classic ones that leave cells empty), fewest flaws first. */
  readonly near?: readonly NumberlinkSolution[];
  /** Whether a second solution is looked for near the first (false: the nearby questions were asked). */
  readonly nearby?: boolean;
}

/**
 * Uniqueness by the plain encoding: a first solution (`start` when given, a solution
 * already known; else a repair of a near-solution: cook-search.ts), a second one looked for
 * near it (two paths side by side), then anywhere.
 */
export async function plainUniqueness(
  puzzle: NumberlinkPuzzle,
  engine: EngineOptions,
  start?: NumberlinkSolution,
  { near = [], nearby = true }: PlainStart = {},
): Promise<UniquenessRun<NumberlinkSolution>> {
  const built = buildNumberlink(puzzle);
  const { encoding } = built;
  const plan = numberlinkNearby(built, start, near);
  return uniquenessRunOf(await checkUniqueNearby(encoding, nearby ? plan : { ...plan, neighbourhoods: () => [] }, engine), (a) => encoding.decode(a));
}

const emptyCells = (solution: NumberlinkSolution) => solution.grid.flat().filter((label) => label === '').length;

const runsAlongsideItself = (solution: NumberlinkSolution) => solution.paths.some((p) => touchesItself(p.cells));

/** Uniqueness under the classic rule: normal solutions, then the inverse moves of the one found. */
export async function classicUniqueness(
  puzzle: NumberlinkPuzzle,
  engine: EngineOptions,
): Promise<UniquenessRun<NumberlinkSolution> | undefined> {
  if (!usesNormalForm(puzzle)) return undefined;
  const encoding = encodeNormalForm(puzzle);
  const run = uniquenessRunOf(await checkUnique(encoding, engine), (a) => encoding.decode(a));
  const [only, ...others] = run.solutions;
  const other = only && others.length === 0 ? inverseMove(only) : undefined;
  return other ? { ...run, solutions: [only!, other], complete: false, timedOut: false } : run;
}
