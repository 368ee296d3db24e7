import { Session, type Problem, type SessionStats } from './session.js';
import type { Backend } from './backend.js';
import type { Assignment, BackendName, Lit } from './types.js';
import { DEFAULT_BACKEND } from './types.js';

export interface EngineOptions {
  backend?: BackendName;
  /** Supplies the backend instead of `backend` (tests: a backend that always fails). */
  backendFactory?: () => Promise<Backend>;
  /** Wall-clock limit for the whole question; past it the verdict is `unknown`. */
  timeLimitMs?: number;
  /**
   * An absolute `Date.now()` time no question may run past, whatever its own limit: the
   * caller's promise about a whole command. Each question stops at the earlier of the two.
   */
  deadline?: number;
  /**
   * Time the question may take once its backend is ready: a first try whose budget the
   * backend's one-time start-up (Z3's WebAssembly, slow under load) must not eat. The other
   * limits still hold.
   */
  solveLimitMs?: number;
  /** Called with the number of answers found so far. */
  onProgress?: (found: number) => void;
  /**
   * A person's stop (the web page's Stop button): the question ends as at its deadline,
   * with the answers found before it; the answer says it was stopped (`stopped: 'request'`).
   */
  signal?: AbortSignal;
}

export interface RunStats extends SessionStats {
  ms: number;
}

/** Two runs' figures as one: the work adds up (solves, cuts, time, nearby questions), the model is the first one's. */
export function combinedStats(a: RunStats, b: RunStats | undefined): RunStats {
  if (!b) return a;
  const nearby = a.nearby && b.nearby ? { asked: a.nearby.asked + b.nearby.asked, found: a.nearby.found || b.nearby.found } : (a.nearby ?? b.nearby);
  const cutsByKind = addCounts(a.cutsByKind, b.cutsByKind);
  return { ...a, solves: a.solves + b.solves, cuts: a.cuts + b.cuts, ms: a.ms + b.ms, ...(nearby ? { nearby } : {}), ...(cutsByKind ? { cutsByKind } : {}) };
}

function addCounts(a: Record<string, number> | undefined, b: Record<string, number> | undefined): Record<string, number> | undefined {
  if (!a || !b) return a ?? b;
  const sum = { ...a };
  for (const [kind, n] of Object.entries(b)) sum[kind] = (sum[kind] ?? 0) + n;
  return sum;
}

export type SolveOutcome =
  | { status: 'sat'; assignment: Assignment; stats: RunStats }
  | { status: 'unsat'; stats: RunStats }
  | { status: 'unknown'; stats: RunStats };

export interface Enumeration {
  solutions: Assignment[];
  /** True when every answer was found (the search ended, not the limit or the clock). */
  complete: boolean;
  /** True when the clock stopped the search. */
  timedOut: boolean;
  stats: RunStats;
}

export type UniqueOutcome =
  | { verdict: 'unique'; solution: Assignment; stats: RunStats }
  | { verdict: 'multiple'; solutions: [Assignment, Assignment]; stats: RunStats }
  | { verdict: 'none'; stats: RunStats }
  | { verdict: 'unknown'; solutions: Assignment[]; stats: RunStats };

/** When a question asked now must stop: the earlier of its own limit and the caller's deadline. */
export function deadlineOf(options: EngineOptions): number | undefined {
  // A question asked after a person's stop has no time at all
  if (options.signal?.aborted) return Date.now();
  const own = options.timeLimitMs === undefined ? undefined : Date.now() + options.timeLimitMs;
  if (options.deadline === undefined) return own;
  return own === undefined ? options.deadline : Math.min(own, options.deadline);
}

/** Milliseconds left before `deadlineOf(options)`, or undefined without a limit. */
export function timeLeft(options: EngineOptions): number | undefined {
  const deadline = deadlineOf(options);
  return deadline === undefined ? undefined : Math.max(0, deadline - Date.now());
}

/** Runs `run` on a session opened for `problem` under the engine's options, and closes it. */
export async function withSession<T>(
  problem: Problem,
  options: EngineOptions,
  run: (session: Session, finish: () => RunStats) => Promise<T>,
): Promise<T> {
  const start = performance.now();
  const { session, close } = await openSession(problem, options);
  const finish = (): RunStats => ({ ...session.stats, ms: Math.round(performance.now() - start) });
  try {
    return await run(session, finish);
  } finally {
    await close();
  }
}

/** A session under the options' limits: its deadline, the time it may take once ready, a person's stop. */
async function openSession(problem: Problem, options: EngineOptions): Promise<{ session: Session; close(): Promise<void> }> {
  const deadline = deadlineOf(options);
  const stoppable = deadline !== undefined || options.solveLimitMs !== undefined;
  const session = await Session.open(problem, options.backend ?? DEFAULT_BACKEND, deadline, options.backendFactory, stoppable);
  if (options.solveLimitMs !== undefined) session.stopBy(Date.now() + options.solveLimitMs);
  const unlisten = options.signal ? session.stopOn(options.signal) : undefined;
  return {
    session,
    close: async () => {
      unlisten?.();
      await session.close();
    },
  };
}

/** One answer, or proof that none exists. */
export function solve(problem: Problem, options: EngineOptions = {}): Promise<SolveOutcome> {
  return withSession(problem, options, async (session, finish) => {
    const status = await session.solve();
    if (status === 'sat') return { status, assignment: session.assignment().slice(), stats: finish() };
    return { status, stats: finish() };
  });
}

/** The clause that excludes this answer: some answer key takes the other value. */
export function blockingClause(problem: Problem, assignment: Assignment): Lit[] {
  return problem.answerKeys.map((v) => (assignment[v] === 1 ? -v : v));
}

/**
 * Answers in turn, each differing from all earlier ones on the answer keys. Blocking
 * clauses are guarded by a scope literal that is retired afterwards, so the session can
 * be used again.
 */
export async function* enumerateOn(
  session: Session,
  limit: number,
  assumptions: readonly Lit[] = [],
): AsyncGenerator<Assignment, { complete: boolean; timedOut: boolean }> {
  const scope = session.model.newVar();
  try {
    for (let found = 0; found < limit; found++) {
      const status = await session.solve([scope, ...assumptions]);
      if (status === 'unsat') return { complete: true, timedOut: false };
      if (status === 'unknown') return { complete: false, timedOut: true };
      const assignment = session.assignment().slice();
      session.model.addClause([-scope, ...blockingClause(session.problem, assignment)]);
      yield assignment;
    }
    // The limit was reached: one more answer may or may not exist.
    const status = await session.solve([scope, ...assumptions]);
    return { complete: status === 'unsat', timedOut: status === 'unknown' };
  } finally {
    session.model.addClause([-scope]);
  }
}

/** Up to `limit` answers, and whether that is all of them. */
export function enumerate(problem: Problem, limit: number, options: EngineOptions = {}): Promise<Enumeration> {
  return withSession(problem, options, async (session, finish) => {
    const solutions: Assignment[] = [];
    const iterator = enumerateOn(session, limit);
    for (;;) {
      const next = await iterator.next();
      if (next.done) return { solutions, ...next.value, stats: finish() };
      solutions.push(next.value);
      options.onProgress?.(solutions.length);
    }
  });
}

/**
 * Answers one at a time, as an async iterator; the session closes when the loop ends.
 *
 * @example
 * for await (const assignment of iterate(problem, 100)) console.log(assignment[1]);
 */
export async function* iterate(problem: Problem, limit: number, options: EngineOptions = {}): AsyncGenerator<Assignment, void> {
  const { session, close } = await openSession(problem, options);
  try {
    yield* enumerateOn(session, limit);
  } finally {
    await close();
  }
}

/** How many answers (up to `limit`), and whether that count is exact. */
export async function count(
  problem: Problem,
  limit: number,
  options: EngineOptions = {},
): Promise<{ count: number; complete: boolean; timedOut: boolean; stats: RunStats }> {
  const { solutions, complete, timedOut, stats } = await enumerate(problem, limit, options);
  return { count: solutions.length, complete, timedOut, stats };
}

/** Unique, several (with two of them), none, or unknown when the clock ran out. */
export async function checkUnique(problem: Problem, options: EngineOptions = {}): Promise<UniqueOutcome> {
  const { solutions, timedOut, stats } = await enumerate(problem, 2, options);
  const [first, second] = solutions;
  if (first && second) return { verdict: 'multiple', solutions: [first, second], stats };
  if (timedOut) return { verdict: 'unknown', solutions, stats };
  if (first) return { verdict: 'unique', solution: first, stats };
  return { verdict: 'none', stats };
}

/**
 * Asks, as often as needed and under changing assumptions, "is there an answer other than
 * the one whose literals are `same`?" on one incremental session that honours the engine's
 * backend and deadline. The question is scoped: the session forgets it afterwards.
 */
export function askOtherThan<T>(
  problem: Problem,
  same: readonly Lit[],
  options: EngineOptions,
  run: (other: (assumptions: readonly Lit[]) => Promise<'sat' | 'unsat' | 'unknown'>, session: Session) => Promise<T>,
): Promise<T> {
  return withSession(problem, options, async (session) => {
    const scope = session.model.newVar();
    // Some literal of the given answer is false
    session.model.addClause([-scope, ...new Set(same.map((l) => -l))]);
    try {
      return await run((assumptions) => session.solve([scope, ...assumptions]), session);
    } finally {
      session.model.addClause([-scope]);
    }
  });
}
