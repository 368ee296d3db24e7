import { verdictOf, type AnyFamily, type Remark, type UniquenessRun, type Verdict } from '../encoders/family.js';
import { deadlineOf, enumerate, withBuildDeadline, type EngineOptions, type RunStats } from '../solvers/index.js';
import { noRemarks, stoppedRun } from './stopped.js';
import { cutShortNote, remarkBudget, skippedNote } from './remark-budget.js';

export type { Verdict };

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
  /** Cells [row, col] where the first two solutions differ. */
  differences?: [number, number][];
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
  /** Time the remarks may take (default: remark-budget.ts); never past `engine.deadline`. */
  remarkMs?: number;
}

/**
 * Solves a validated puzzle, looking for up to `limit` solutions. Every solution has
 * passed the family's independent verifier.
 *
 * @example
 * const answer = await answerPuzzle(numberlink, { type: 'numberlink', grid: ['1.1'] }, { limit: 2, engine: {} });
 * answer.verdict; // 'unique'
 */
export async function answerPuzzle<P, S>(
  family: AnyFamily,
  puzzle: P,
  options: AnswerOptions,
): Promise<Answer<S>> {
  const startedAt = performance.now();
  const run = await withBuildDeadline(
    deadlineOf(options.engine),
    async () => (options.limit <= 2 ? await family.uniqueness?.(puzzle, options.engine) : undefined) ?? (await enumerateDecoded(family, puzzle, options)),
  ).catch((error: unknown) => stoppedRun(error, options.engine, startedAt));
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
  if (!complete) answer.stopped = run.timedOut ? 'time' : 'limit';
  if (options.remarks) {
    const budget = remarkBudget(options.engine, run.stats.ms, options.remarkMs);
    const verdict = answer.verdict;
    const found = budget.ms > 0 ? await withBuildDeadline(budget.until, () => remarksFor(family, puzzle, answer, budget.engine)).catch(noRemarks) : [];
    answer.notes = adoptSolutions(family, puzzle, answer, found);
    const cut = cutShortNote(family, verdict, budget, answer.notes);
    if (cut) answer.notes.push(cut);
    const skipped = family.grade && answer.verdict === 'unique' ? skippedNote('grade', options.engine) : undefined;
    if (skipped) answer.notes.push(skipped);
    else if (family.grade && answer.verdict === 'unique') answer.notes.push({ key: 'grade', ...family.grade(puzzle) });
  }
  if (answer.solutions.length >= 2) {
    const [a, b] = answer.solutions;
    answer.differences = [...family.differences(a, b)].map((k) => k.split(',').map(Number) as [number, number]);
  }
  return answer;
}

async function enumerateDecoded(family: AnyFamily, puzzle: unknown, options: AnswerOptions): Promise<UniquenessRun<unknown>> {
  const encoding = family.encode(puzzle);
  const run = await enumerate(encoding, options.limit, options.engine);
  return { ...run, solutions: run.solutions.map((assignment) => encoding.decode(assignment)) };
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
      const known = answer.solutions.some((s) => family.differences(s, solution).size === 0);
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
      return [];
  }
}
