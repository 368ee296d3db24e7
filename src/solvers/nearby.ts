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

/** How to look near the first answer. */
export interface NearbyPlan {
  /**
   * Where the first answer is looked for before anywhere, in turn: literals that pick a known
   * answer (the constructor's intended solution: found at once), or that hold most of a
   * near-answer while a region around its flaws is free (a repair). The first set that admits
   * an answer gives it; when none does, the first answer is searched for everywhere.
   */
  readonly starts?: readonly (readonly Lit[])[];
  /** The answer keys in groups (a cell's, say); a key in no group is always held. */
  readonly groups: readonly (readonly Lit[])[];
  /** Neighbourhoods, each as the groups free to change, likeliest first. */
  neighbourhoods(first: Assignment): Iterable<readonly number[]>;
}

export type NearbyOutcome = { status: 'sat'; assignment: Assignment; asked: number } | { status: 'none' | 'unknown'; asked: number };

/**
 * The first neighbourhood holding another answer. A group is held by one literal that
 * implies its keys' values in `first`, so a question assumes one literal per held group.
 */
export async function otherNearby(session: Session, first: Assignment, plan: NearbyPlan): Promise<NearbyOutcome> {
  const valueIn = (lit: Lit) => (first[lit] === 1 ? lit : -lit);
  const { model } = session;
  const grouped = new Set(plan.groups.flat());
  const alwaysHeld = session.problem.answerKeys.filter((k) => !grouped.has(k)).map(valueIn);
  const sameAs: Lit[] = [];
  const same = (group: number): Lit => {
    if (sameAs[group] === undefined) {
      const lit = (sameAs[group] = model.newVar());
      // The group keeps the first answer's values
      for (const key of plan.groups[group]!) model.addClause([-lit, valueIn(key)]);
    }
    return sameAs[group]!;
  };
  let asked = 0;
  for (const free of plan.neighbourhoods(first)) {
    const isFree = new Set(free);
    const changeable = free.flatMap((g) => plan.groups[g]!);
    if (changeable.length === 0) continue;
    const hold = plan.groups.flatMap((keys, g) => (isFree.has(g) || keys.length === 0 ? [] : [same(g)]));
    const scope = model.newVar();
    // Some free key takes the other value
    model.addClause([-scope, ...new Set(changeable.map((k) => -valueIn(k)))]);
    let status: SolveStatus;
    try {
      status = await session.solve([scope, ...hold, ...alwaysHeld]);
    } finally {
      model.addClause([-scope]);
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
    const status = await firstAnswer(session, plan.starts ?? []);
    if (status === 'unsat') return { verdict: 'none', stats: finish() };
    if (status === 'unknown') return { verdict: 'unknown', solutions: [], stats: finish() };
    const first = session.assignment().slice();
    const near = await otherNearby(session, first, plan);
    session.stats.nearby = { asked: (session.stats.nearby?.asked ?? 0) + near.asked, found: near.status === 'sat' };
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

/** The first answer under the first of `starts` that admits one, else anywhere. */
async function firstAnswer(session: Session, starts: readonly (readonly Lit[])[]): Promise<SolveStatus> {
  for (const start of starts) {
    const status = await session.solve(start);
    if (status !== 'unsat') return status;
  }
  return session.solve();
}
