import type { Session, Problem } from './session.js';
import { enumerateOn, withSession, type EngineOptions, type Enumeration, type RunStats } from './questions.js';
import type { Assignment, Term } from './types.js';

export type OptimiseOutcome =
  | { status: 'optimal'; value: number; assignment: Assignment; stats: RunStats }
  | { status: 'unsat'; stats: RunStats }
  | { status: 'unknown'; best?: { value: number; assignment: Assignment }; stats: RunStats };

/** Σ weight over the terms whose literal holds. */
function termValue(terms: readonly Term[], a: Assignment): number {
  return terms.reduce((sum, t) => sum + (a[Math.abs(t.lit)] === (t.lit > 0 ? 1 : 0) ? t.weight : 0), 0);
}

/**
 * Tightens the bound until no better answer exists; the bounds live under a scope literal
 * that is retired afterwards, so the session can be used again.
 */
async function tighten(
  session: Session,
  objective: readonly Term[],
  direction: 'min' | 'max',
): Promise<{ status: 'optimal' | 'unsat' | 'unknown'; best?: { value: number; assignment: Assignment } }> {
  const sign = direction === 'min' ? 1 : -1;
  const cost = objective.map((t) => ({ lit: t.lit, weight: sign * t.weight }));
  const scope = session.model.newVar();
  let best: { value: number; assignment: Assignment } | undefined;
  try {
    for (;;) {
      const status = await session.solve([scope]);
      if (status === 'unknown') return best ? { status, best } : { status };
      if (status === 'unsat') return best ? { status: 'optimal', best } : { status };
      const assignment = session.assignment().slice();
      best = { value: termValue(objective, assignment), assignment };
      session.model.pbAtMost(cost, sign * best.value - 1, scope);
    }
  } finally {
    session.model.addClause([-scope]);
  }
}

/** Minimises (or maximises) sum(weight * lit) by solving with ever tighter bounds. */
export function optimise(
  problem: Problem,
  objective: readonly Term[],
  direction: 'min' | 'max',
  options: EngineOptions = {},
): Promise<OptimiseOutcome> {
  return withSession(problem, options, async (session, finish) => {
    const { status, best } = await tighten(session, objective, direction);
    if (status === 'optimal') return { status, ...best!, stats: finish() };
    if (status === 'unsat') return { status, stats: finish() };
    return best ? { status, best, stats: finish() } : { status, stats: finish() };
  });
}

export interface OptimalEnumeration extends Enumeration {
  /** The optimal value of Σ weight·lit, or the best found when the clock stopped the search. */
  value?: number;
  /** Whether `value` is proved optimal. */
  optimal: boolean;
}

/**
 * The best value of the objective, proved, then up to `limit` answers that reach it (two
 * tell whether the optimum is unique). When the clock stops the tightening, the best
 * answer so far is returned, not proved optimal.
 */
export function enumerateOptimal(
  problem: Problem,
  objective: readonly Term[],
  direction: 'min' | 'max',
  limit: number,
  options: EngineOptions = {},
): Promise<OptimalEnumeration> {
  return withSession(problem, options, async (session, finish) => {
    const { status, best } = await tighten(session, objective, direction);
    if (status === 'unsat') return { solutions: [], complete: true, timedOut: false, optimal: false, stats: finish() };
    if (status === 'unknown') {
      const solutions = best ? [best.assignment] : [];
      return { solutions, complete: false, timedOut: true, optimal: false, ...(best ? { value: best.value } : {}), stats: finish() };
    }
    const value = best!.value;
    // Only answers that reach the optimum
    const scope = session.model.newVar();
    session.model.pbAtMost(objective, value, scope);
    session.model.pbAtLeast(objective, value, scope);
    const solutions: Assignment[] = [];
    const iterator = enumerateOn(session, limit, [scope]);
    try {
      for (;;) {
        const next = await iterator.next();
        // The clock can stop the enumeration before it finds again the answer that proved the optimum
        if (next.done) return { solutions: solutions.length > 0 ? solutions : [best!.assignment], ...next.value, value, optimal: true, stats: finish() };
        solutions.push(next.value);
        options.onProgress?.(solutions.length);
      }
    } finally {
      session.model.addClause([-scope]);
    }
  });
}
