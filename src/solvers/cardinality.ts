import type { Lit } from './types.js';
import type { Model } from './model.js';

/** A counter cell: a literal, or a value every solution gives it. */
type Cell = Lit | boolean;

/**
 * At least `least` and at most `most` of lits (`most` >= lits.length: no upper bound), with
 * one unary counter (Sinz 2005, both directions): after each input, cell j says "at least
 * j+1 so far", defined as `now <-> before | (x & one fewer before)` with one variable and up to
 * four clauses. Its cells are only those a solution can leave open: after i of n inputs, at
 * least `least - (n - i)` hold (true below that, given rather than left to the search), and
 * the step that would pass `most` is forbidden. Cells are functionally determined by the
 * inputs, so model counts over the inputs are preserved.
 *
 * Against a counter of every cell (and, for exactly k, one counter per bound): a third to a
 * half of the clauses (Tracks' clues and Schoenbrunn's shortest-walk bound are most of their
 * models); at most one is Sinz's sequential encoding.
 */
export function encodeCount(model: Model, lits: readonly Lit[], least: number, most: number): void {
  const n = lits.length;
  const limited = most < n;
  // The columns counted: up to the forbidden one, or up to the lower bound
  const columns = limited ? most : least;
  let prev: Cell[] = [];
  lits.forEach((x, i) => {
    const next: Cell[] = [];
    for (let j = 0; j <= Math.min(i, limited ? columns : columns - 1); j++) {
      const keep = prev[j] ?? false;
      const below = j === 0 ? true : (prev[j - 1] ?? false);
      // Inputs 0..i are i+1 of n: at least `least - (n - i - 1)` of them hold in every solution
      const now: Cell = j === columns ? false : j + 1 <= least - (n - i - 1) ? true : keep === false && below === true ? x : model.newVar();
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
