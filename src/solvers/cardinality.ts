import type { Lit } from './types.js';
import type { Model } from './model.js';

/**
 * Unary counter (sequential counter with both directions, Sinz 2005): returns `c` with
 * `c[j] <-> at least j+1 of lits are true`, for j < cap. Auxiliary variables are
 * functionally determined, so model counts over the inputs are preserved.
 *
 * Each step defines `now[j] <-> before[j] | (x & before[j-1])` with one variable and up to
 * four clauses, not through separate and/or gates (two variables, six clauses): the same
 * propagation, a third fewer clauses (Tracks' row and column clues are most of its model).
 */
export function unaryCount(model: Model, lits: readonly Lit[], cap: number): Lit[] {
  let prev: Lit[] = [];
  for (const x of lits) {
    const width = Math.min(prev.length + 1, cap);
    const next: Lit[] = [];
    for (let j = 0; j < width; j++) next.push(countStep(model, x, prev[j], j === 0 ? undefined : prev[j - 1]!));
    prev = next;
  }
  return prev;
}

/**
 * The literal for "at least j+1 so far" after `x`: `keep` said so before `x` (undefined: too
 * few literals yet), `below` said "at least j" before it (undefined: j = 0, always so).
 */
function countStep(model: Model, x: Lit, keep: Lit | undefined, below: Lit | undefined): Lit {
  if (keep === undefined && below === undefined) return x;
  const now = model.newVar();
  // It was so already, or x makes it so
  if (keep !== undefined) model.addClause([-keep, now]);
  model.addClause(below === undefined ? [-x, now] : [-x, -below, now]);
  // Only so if it was so already, or x is true and one fewer was so before
  model.addClause(keep === undefined ? [-now, x] : [-now, keep, x]);
  if (below !== undefined) model.addClause(keep === undefined ? [-now, below] : [-now, keep, below]);
  return now;
}

/** At most k of lits are true (k >= 1). */
export function encodeAtMost(model: Model, lits: readonly Lit[], k: number): void {
  if (k >= lits.length) return;
  const count = unaryCount(model, lits, k + 1);
  model.addClause([-count[k]!]);
}
