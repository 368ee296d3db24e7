import type { Problem, Session } from './session.js';
import { blockingClause, withSession, type EngineOptions, type UniqueOutcome } from './questions.js';
import type { Assignment, Lit, SolveStatus } from './types.js';

/*
 * Cooks near a known answer. "Is there an answer other than this one?" asked of the whole
 * problem can wander for minutes when every other answer lies far from the first in the
 * solver's search, although it differs from it in a few keys: two paths of a Numberlink that
 * swap a stretch. Asked of a neighbourhood instead — the answer keys there free to change,
 * every other key held at the first answer's value, some free key changed — the same
 * question is small and settles in milliseconds. The family says which neighbourhoods are
 * likely; finding no answer in any of them proves nothing, and the global question still
 * settles uniqueness on the same session (which keeps what the small ones taught it).
 */

/** How to look near the first answer: its neighbourhoods as sets of answer keys free to change. */
export interface NearbyPlan {
  /**
   * Literals that pick a known answer (the constructor's intended solution): the first
   * answer is found under them, at once. When they admit none, the first answer is searched for.
   */
  readonly start?: readonly Lit[];
  neighbourhoods(first: Assignment): Iterable<readonly Lit[]>;
}

export type NearbyOutcome = { status: 'sat'; assignment: Assignment; asked: number } | { status: 'none' | 'unknown'; asked: number };

/** The first neighbourhood holding another answer: each is asked with the rest of the answer keys held. */
export async function otherNearby(session: Session, first: Assignment, neighbourhoods: Iterable<readonly Lit[]>): Promise<NearbyOutcome> {
  const keys = session.problem.answerKeys;
  const valueIn = (lit: Lit) => (first[lit] === 1 ? lit : -lit);
  let asked = 0;
  for (const free of neighbourhoods) {
    const isFree = new Set(free);
    if (isFree.size === 0) continue;
    const hold = keys.filter((k) => !isFree.has(k)).map(valueIn);
    const scope = session.model.newVar();
    // Some free key takes the other value
    session.model.addClause([-scope, ...[...isFree].map((k) => -valueIn(k))]);
    let status: SolveStatus;
    try {
      status = await session.solve([scope, ...hold]);
    } finally {
      session.model.addClause([-scope]);
    }
    asked += 1;
    if (status === 'sat') return { status, assignment: session.assignment().slice(), asked };
    if (status === 'unknown') return { status, asked };
  }
  return { status: 'none', asked };
}

/**
 * Unique, several, none or unknown, as `checkUnique` answers, but a second answer is first
 * looked for near the first one (`plan`), then anywhere. A `unique` verdict comes only from
 * the global question, so it is a proof.
 */
export function checkUniqueNearby(problem: Problem, plan: NearbyPlan, options: EngineOptions = {}): Promise<UniqueOutcome> {
  return withSession(problem, options, async (session, finish) => {
    const started = plan.start === undefined ? 'unsat' : await session.solve(plan.start);
    const status = started === 'unsat' ? await session.solve() : started;
    if (status === 'unsat') return { verdict: 'none', stats: finish() };
    if (status === 'unknown') return { verdict: 'unknown', solutions: [], stats: finish() };
    const first = session.assignment().slice();
    const near = await otherNearby(session, first, plan.neighbourhoods(first));
    session.stats.nearby = (session.stats.nearby ?? 0) + near.asked;
    if (near.status === 'sat') return { verdict: 'multiple', solutions: [first, near.assignment], stats: finish() };
    if (near.status === 'unknown') return { verdict: 'unknown', solutions: [first], stats: finish() };
    const scope = session.model.newVar();
    session.model.addClause([-scope, ...blockingClause(problem, first)]);
    const other = await session.solve([scope]);
    if (other === 'sat') return { verdict: 'multiple', solutions: [first, session.assignment().slice()], stats: finish() };
    if (other === 'unknown') return { verdict: 'unknown', solutions: [first], stats: finish() };
    return { verdict: 'unique', solution: first, stats: finish() };
  });
}
