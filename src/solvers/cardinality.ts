import type { Lit } from './types.js';
import type { Model } from './model.js';

/**
 * Unary counter (sequential counter with both directions, Sinz 2005): returns `c` with
 * `c[j] <-> at least j+1 of lits are true`, for j < cap. Auxiliary variables are
 * functionally determined, so model counts over the inputs are preserved.
 */
export function unaryCount(model: Model, lits: readonly Lit[], cap: number): Lit[] {
  let prev: Lit[] = [];
  for (const x of lits) {
    const width = Math.min(prev.length + 1, cap);
    const next: Lit[] = [];
    for (let j = 0; j < width; j++) {
      const keep = prev[j]; // already j+1 before x
      const step = j === 0 ? x : model.and([x, prev[j - 1]!]);
      next.push(keep === undefined ? step : model.or([keep, step]));
    }
    prev = next;
  }
  return prev;
}

/** At most k of lits are true (k >= 1). */
export function encodeAtMost(model: Model, lits: readonly Lit[], k: number): void {
  if (k >= lits.length) return;
  const count = unaryCount(model, lits, k + 1);
  model.addClause([-count[k]!]);
}
