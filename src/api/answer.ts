import { verdictOf, type AnyFamily, type Part, type Remark, type UniquenessRun, type Verdict } from '../encoders/family.js';
import { enumerate, enumerateOptimal, type EngineOptions, type RunStats } from '../solvers/index.js';

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
  /** Why an incomplete search stopped: the solution limit or the time limit. */
  stopped?: 'limit' | 'time';
  solutions: S[];
  /** Where the first two solutions differ, as the family names its parts. */
  differences?: Part[];
  /** With `best`: the optimum the solutions reach. */
  best?: BestValue;
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
  const { run, best } = options.best ? await optimalRun(family, puzzle, options) : { run: await plainRun(family, puzzle, options), best: undefined };
  const solutions = run.solutions.slice(0, options.limit) as S[];
  const complete = run.complete && solutions.length === run.solutions.length;
  for (const solution of solutions) mustVerify(family, puzzle, solution, 'encoding produced');
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
  if (!complete) answer.stopped = run.timedOut ? 'time' : 'limit';
  if (options.remarks) {
    answer.notes = adoptSolutions(family, puzzle, answer, await remarksFor(family, puzzle, answer, options.engine));
    if (answer.verdict === 'unique') answer.notes.push(...(await assessmentRemarks(family, puzzle, options.engine)));
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
  if (!run.complete) answer.stopped = run.timedOut ? 'time' : 'limit';
  return answer;
}

async function plainRun(family: AnyFamily, puzzle: unknown, options: AnswerOptions): Promise<UniquenessRun<unknown>> {
  const shortcut = options.limit <= 2 ? await family.uniqueness?.(puzzle, options.engine) : undefined;
  if (shortcut) return shortcut;
  const encoding = family.encode(puzzle);
  const run = await enumerate(encoding, options.limit, options.engine);
  return { ...run, solutions: run.solutions.map((assignment) => encoding.decode(assignment)) };
}

/** The optimum, proved by the solver, then checked solution by solution against the family's own measure. */
async function optimalRun(family: AnyFamily, puzzle: unknown, options: AnswerOptions): Promise<{ run: UniquenessRun<unknown>; best?: BestValue }> {
  const encoding = family.encode(puzzle);
  if (!family.best || !encoding.objective) throw new TypeError(`${family.type} has no best solution to look for`);
  const { terms, offset = 0 } = encoding.objective;
  const run = await enumerateOptimal(encoding, terms, family.best.direction, options.limit, options.engine);
  const solutions = run.solutions.map((assignment) => encoding.decode(assignment));
  if (run.value === undefined) return { run: { ...run, solutions } };
  const value = offset + run.value;
  for (const solution of solutions) {
    const measured = family.best.measure(puzzle, solution);
    if (measured !== value) {
      throw new InternalError(`the ${family.type} solver reports ${family.best.name} ${value}, but its solution measures ${measured}`);
    }
  }
  return { run: { ...run, solutions }, best: { name: family.best.name, value, optimal: run.optimal } };
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
  switch (answer.verdict) {
    case 'none':
      return family.explainNone ? family.explainNone(puzzle, engine) : [];
    case 'multiple':
      return family.explainMultiple ? family.explainMultiple(puzzle, answer.solutions, engine) : [];
    case 'unknown':
      return family.explainUnknown ? family.explainUnknown(puzzle, engine) : [];
    case 'unique':
      return family.explainUnique ? family.explainUnique(puzzle, answer.solutions[0], engine) : [];
  }
}

/** The assessments a family adds to a unique answer (a grade). */
async function assessmentRemarks(family: AnyFamily, puzzle: unknown, engine: EngineOptions): Promise<Remark[]> {
  const remarks: Remark[] = [];
  for (const assessment of family.assessments ?? []) {
    if (assessment.remarkOnUnique) remarks.push({ key: assessment.command, ...(await assessment.assess(puzzle, { options: {}, engine })) });
  }
  return remarks;
}
