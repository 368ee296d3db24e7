import { match } from 'ts-pattern';
import { verdictOf, type AnyFamily, type OptimalRun, type Part, type Remark, type UniquenessRun, type Verdict } from '../encoders/family.js';
import { deadlineOf, enumerateOptimal, prepareBackend, withBuildDeadline, type EngineOptions, type RunStats } from '../solvers/index.js';
import { cutShortNote, remarkBudget, skippedNote } from './remark-budget.js';
import { noRemarks, stoppedRun } from './stopped.js';
import { checkedBefore, enumerateChecked } from './verified-run.js';

export type { Verdict };

/** The best solution's value, as the family measures it. */
export interface BestValue {
  /** What is counted (`jumps`, `moves`). */
  name: string;
  value: number;
  /** Proved optimal; false when the time limit stopped the search first. */
  optimal: boolean;
}

/** What `solve`, `check` and `count` answer; `--json` prints it (schemas/result.schema.json). */
export interface Answer<S = unknown> {
  type: string;
  rule: string;
  verdict: Verdict;
  count: number;
  complete: boolean;
  /** Why an incomplete search stopped: the solution limit, the time limit, or a person's stop (`engine.signal`). */
  stopped?: 'limit' | 'time' | 'request';
  solutions: S[];
  /** Where the first two solutions differ, as the family names its parts. */
  differences?: Part[];
  /** With `best`: the optimum the solutions reach. */
  best?: BestValue;
  /** When a remark speaks to it: whether the puzzle read from the input is settled (a traced picture may not be). */
  confidence?: 'sure' | 'unsure';
  notes: Remark[];
  stats: RunStats;
}

/** A solution the family's own verifier rejected: a bug, never an answer. */
export class InternalError extends Error {
  override name = 'InternalError';
}

export interface AnswerOptions {
  /** How many solutions to look for (2 is enough for a uniqueness verdict). */
  limit: number;
  engine: EngineOptions;
  /** Add the family's remarks (grade, repair, the other rule). */
  remarks?: boolean;
  /** Look only at the best solutions (the family's `best` measure), proving the optimum. */
  best?: boolean;
  /** Time the remarks may take (default: remark-budget.ts); never past `engine.deadline`. */
  remarkMs?: number;
  /**
   * A solution given with the puzzle (a constructor's intended one, `generate --json`'s):
   * where the family can, the uniqueness question starts from it and looks for a cook near
   * it. One the verifier rejects is not used, and a note says why.
   */
  known?: unknown;
}

/**
 * Solves a validated puzzle, looking for up to `limit` solutions (with `best`, up to
 * `limit` optimal ones). Every solution has passed the family's independent verifier, and
 * every optimum its own measure.
 *
 * @example
 * const answer = await answerPuzzle(numberlink, { type: 'numberlink', grid: ['1.1'] }, { limit: 2, engine: {} });
 * answer.verdict; // 'unique'
 */
export async function answerPuzzle<P, S>(family: AnyFamily, puzzle: P, options: AnswerOptions): Promise<Answer<S>> {
  // Models still being built at the deadline stop, and the search ends unknown (build-deadline.ts).
  const startedAt = performance.now();
  const given = options.known === undefined ? undefined : givenSolution(family, puzzle, options.known);
  const known = given?.ok ? options.known : undefined;
  const { run, best }: { run: Run; best?: BestValue | undefined } = await withBuildDeadline(deadlineOf(options.engine), async () =>
    options.best ? await optimalRun(family, puzzle, options) : { run: await plainRun(family, puzzle, options, known), best: undefined },
  ).catch((error: unknown) => ({ run: stoppedRun(error, options.engine, startedAt), best: undefined }));
  // Solutions the search did not check as it went are checked now, while the time lasts.
  const found = run.solutions.slice(0, options.limit) as S[];
  const { checked: solutions, all } = run.checked ? { checked: found, all: true } : checkedBefore(found, deadlineOf(options.engine), (s) => mustVerify(family, puzzle, s, 'encoding produced'));
  const complete = run.complete && solutions.length === run.solutions.length;
  const answer: Answer<S> = {
    type: family.type,
    rule: family.rule(puzzle),
    verdict: verdictOf(solutions.length, complete),
    count: solutions.length,
    complete,
    solutions,
    notes: [],
    stats: run.stats,
  };
  if (best) answer.best = best;
  if (given && !given.ok) answer.notes.push(given.note);
  if (!complete) answer.stopped = run.timedOut || !all ? clockOrPerson(options.engine) : 'limit';
  // After a person's stop, nothing more is asked
  if (options.remarks && !options.engine.signal?.aborted) {
    // Remarks get a bounded share of time and say when it ran out (remark-budget.ts).
    const budget = remarkBudget(options.engine, run.stats.ms, options.remarkMs);
    const verdict = answer.verdict;
    const found = budget.ms > 0 ? await withBuildDeadline(budget.until, () => remarksFor(family, puzzle, answer, budget.engine)).catch(noRemarks) : [];
    answer.notes = [...answer.notes, ...adoptSolutions(family, puzzle, answer, found)];
    const cut = cutShortNote(family, verdict, budget, answer.notes);
    if (cut) answer.notes.push(cut);
    if (answer.verdict === 'unique') answer.notes.push(...(await assessmentRemarks(family, puzzle, options.engine)));
    const said = answer.notes.filter((n) => n.confidence !== undefined);
    if (said.length > 0) answer.confidence = said.some((n) => n.confidence === 'unsure') ? 'unsure' : 'sure';
  }
  if (answer.solutions.length >= 2) answer.differences = family.differences(answer.solutions[0], answer.solutions[1]);
  return answer;
}

/**
 * How many solutions (up to `limit`): by the family's own counter where it has one (it
 * scales where one solver call per solution does not), else by enumeration.
 */
export async function countPuzzle<P>(family: AnyFamily, puzzle: P, options: { limit: number; engine: EngineOptions }): Promise<Answer<never>> {
  if (!family.count) {
    const { solutions: _shown, ...answer } = await answerPuzzle<P, never>(family, puzzle, options);
    return { ...answer, solutions: [] };
  }
  const run = await family.count(puzzle, options.limit, options.engine);
  const answer: Answer<never> = {
    type: family.type,
    rule: family.rule(puzzle),
    verdict: verdictOf(run.count, run.complete),
    count: run.count,
    complete: run.complete,
    solutions: [],
    notes: run.details ? [{ key: 'breakdown', ...run.details }] : [],
    stats: run.stats,
  };
  if (!run.complete) answer.stopped = run.timedOut ? clockOrPerson(options.engine) : 'limit';
  return answer;
}

/** What stopped a search before its end: a person (the engine's signal), else the clock. */
const clockOrPerson = (engine: EngineOptions): 'time' | 'request' => (engine.signal?.aborted ? 'request' : 'time');

/** Whether a solution given with the puzzle is one: the verifier decides (a malformed one is none). */
function givenSolution(family: AnyFamily, puzzle: unknown, solution: unknown): { ok: true } | { ok: false; note: Remark } {
  let problems: string[];
  try {
    problems = family.verify(puzzle, solution).map((i) => i.message);
  } catch {
    problems = ['it does not have the shape of a solution'];
  }
  if (problems.length === 0) return { ok: true };
  const text = `The solution given with the puzzle is not a solution (${problems.slice(0, 3).join('; ')}), so the search did not start from it.`;
  return { ok: false, note: { key: 'givenSolution', text, data: { problems } } };
}

/** A run whose solutions the verifier already passed (`checked`) as they were found. */
type Run = UniquenessRun<unknown> & { readonly checked?: boolean };

async function plainRun(family: AnyFamily, puzzle: unknown, options: AnswerOptions, known: unknown): Promise<Run> {
  const shortcut = options.limit <= 2 ? await family.uniqueness?.(puzzle, options.engine, known) : await family.solutions?.(puzzle, options.limit, options.engine);
  if (shortcut) return shortcut;
  // The solver will be asked: its start-up (Z3's WebAssembly) overlaps the encoding
  prepareBackend(options.engine.backend);
  const encoding = family.encode(puzzle);
  const run = await enumerateChecked(encoding, options.limit, options.engine, (solution) => mustVerify(family, puzzle, solution, 'encoding produced'));
  return { ...run, checked: true };
}

/** The optimum, proved by the solver, then checked solution by solution against the family's own measure. */
async function optimalRun(family: AnyFamily, puzzle: unknown, options: AnswerOptions): Promise<{ run: UniquenessRun<unknown>; best?: BestValue }> {
  prepareBackend(options.engine.backend);
  const { run, solutions, value } = (await family.optimum?.(puzzle, options.limit, options.engine).then(ownOptimum)) ?? (await encodedOptimum(family, puzzle, options));
  if (value === undefined) return { run: { ...run, solutions } };
  if (!family.best) throw new TypeError(`${family.type} has no best solution to look for`);
  for (const solution of solutions) {
    const measured = family.best.measure(puzzle, solution);
    if (measured !== value) {
      throw new InternalError(`the ${family.type} solver reports ${family.best.name} ${value}, but its solution measures ${measured}`);
    }
  }
  return { run: { ...run, solutions }, best: { name: family.best.name, value, optimal: run.optimal } };
}

type OptimumFound = { run: Omit<UniquenessRun<unknown>, 'solutions'> & { optimal: boolean }; solutions: unknown[]; value: number | undefined };

function ownOptimum(run: OptimalRun<unknown> | undefined): OptimumFound | undefined {
  return run && { run, solutions: run.solutions, value: run.value };
}

async function encodedOptimum(family: AnyFamily, puzzle: unknown, options: AnswerOptions): Promise<OptimumFound> {
  const encoding = family.encode(puzzle);
  if (!family.best || !encoding.objective) throw new TypeError(`${family.type} has no best solution to look for`);
  const { terms, offset = 0 } = encoding.objective;
  const run = await enumerateOptimal(encoding, terms, family.best.direction, options.limit, options.engine);
  const solutions = run.solutions.map((assignment) => encoding.decode(assignment));
  return { run, solutions, value: run.value === undefined ? undefined : offset + run.value };
}

/** A solution the family's own verifier rejects is a bug, never an answer. */
function mustVerify(family: AnyFamily, puzzle: unknown, solution: unknown, source: 'encoding produced' | 'remark offered'): void {
  const problems = family.verify(puzzle, solution);
  if (problems.length > 0) {
    throw new InternalError(`the ${family.type} ${source} a solution its verifier rejects: ${problems.map((p) => p.message).join('; ')}`);
  }
}

/**
 * Solutions a remark found (under a stricter rule, say) join the answer, up to two, verified
 * like the others; the verdict follows the new count.
 */
function adoptSolutions<P, S>(family: AnyFamily, puzzle: P, answer: Answer<S>, notes: Remark[]): Remark[] {
  return notes.map(({ solutions = [], ...note }) => {
    for (const solution of solutions) {
      mustVerify(family, puzzle, solution, 'remark offered');
      const known = answer.solutions.some((s) => family.differences(s, solution).length === 0);
      if (!known && answer.solutions.length < 2) answer.solutions.push(solution as S);
    }
    answer.count = answer.solutions.length;
    answer.verdict = verdictOf(answer.count, answer.complete);
    return note;
  });
}

async function remarksFor<P, S>(family: AnyFamily, puzzle: P, answer: Answer<S>, engine: EngineOptions): Promise<Remark[]> {
  const none: Promise<Remark[]> = Promise.resolve([]);
  return match(answer.verdict)
    .with('none', () => family.explainNone?.(puzzle, engine) ?? none)
    .with('multiple', () => family.explainMultiple?.(puzzle, answer.solutions, engine) ?? none)
    .with('unknown', () => family.explainUnknown?.(puzzle, engine) ?? none)
    .with('unique', () => family.explainUnique?.(puzzle, answer.solutions[0], engine) ?? none)
    .exhaustive();
}

/** The assessments a family adds to a unique answer (a grade). */
async function assessmentRemarks(family: AnyFamily, puzzle: unknown, engine: EngineOptions): Promise<Remark[]> {
  const remarks: Remark[] = [];
  for (const assessment of family.assessments ?? []) {
    const skipped = assessment.remarkOnUnique ? skippedNote(assessment.command, engine) : undefined;
    if (skipped) remarks.push(skipped);
    else if (assessment.remarkOnUnique) remarks.push({ key: assessment.command, ...(await assessment.assess(puzzle, { options: {}, engine })) });
  }
  return remarks;
}
