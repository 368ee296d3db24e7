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

/** A counter cell: a literal, or a value every solution gives it. */
type Cell = Lit | boolean;

/**
 * Exactly k of lits (0 < k < lits.length) with one unary counter for both bounds. Its cells
 * are only those a solution can leave open: after i of n inputs the count lies between
 * k - (n - i) and k, so "at least j+1 so far" is true below that window (given, not left to
 * the search to find) and "more than k" false above it (the step that would reach it is
 * forbidden). Two counters (atMost and atLeast) take two to three times the clauses.
 */
export function encodeExactly(model: Model, lits: readonly Lit[], k: number): void {
  const n = lits.length;
  let prev: Cell[] = [];
  lits.forEach((x, i) => {
    const next: Cell[] = [];
    for (let j = 0; j <= Math.min(i, k); j++) {
      const keep = prev[j] ?? false;
      const below = j === 0 ? true : (prev[j - 1] ?? false);
      // Inputs 0..i are i+1 of n: at least k - (n - i - 1) of them hold in every solution
      const now: Cell = j === k ? false : j + 1 <= k - (n - i - 1) ? true : keep === false && below === true ? x : model.newVar();
      if (now !== x) defineStep(model, now, x, keep, below);
      next.push(now);
    }
    prev = next;
  });
}

/** `now <-> keep | (x & below)`, its clauses without the cells whose value is given. */
function defineStep(model: Model, now: Cell, x: Lit, keep: Cell, below: Cell): void {
  clauseOf(model, [negate(keep), now]);
  clauseOf(model, [-x, negate(below), now]);
  clauseOf(model, [negate(now), keep, x]);
  clauseOf(model, [negate(now), keep, below]);
}

const negate = (cell: Cell): Cell => (typeof cell === 'boolean' ? !cell : -cell);

/** A clause of cells: one that is true satisfies it (nothing to add), false ones drop out. */
function clauseOf(model: Model, cells: readonly Cell[]): void {
  if (cells.includes(true)) return;
  model.addClause(cells.filter((cell): cell is Lit => cell !== false));
}
