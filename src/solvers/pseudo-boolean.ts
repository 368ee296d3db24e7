import type { Lit, Term } from './types.js';
import type { Model } from './model.js';

type Node = Lit | boolean;

/**
 * sum(weight * lit) <= bound for positive weights, as a reduced ordered BDD whose nodes
 * are defined by equivalences (Eén & Sörensson 2006), so auxiliaries are functional.
 */
export function encodePbAtMost(model: Model, terms: readonly Term[], bound: number, condition?: Lit): void {
  const sorted = [...terms].sort((a, b) => b.weight - a.weight);
  const suffix: number[] = new Array(sorted.length + 1).fill(0);
  for (let i = sorted.length - 1; i >= 0; i--) suffix[i] = suffix[i + 1]! + sorted[i]!.weight;
  const memo = new Map<string, Node>();

  const build = (i: number, k: number): Node => {
    if (k < 0) return false;
    if (suffix[i]! <= k) return true;
    const key = `${i}:${k}`;
    const cached = memo.get(key);
    if (cached !== undefined) return cached;
    const { lit, weight } = sorted[i]!;
    const hi = build(i + 1, k - weight);
    const lo = build(i + 1, k);
    const node = ite(model, lit, hi, lo);
    memo.set(key, node);
    return node;
  };

  const root = build(0, bound);
  const premise = condition === undefined ? [] : [-condition];
  if (root === false) model.addClause(premise);
  else if (root !== true) model.addClause([...premise, root]);
}

/** A node equivalent to (c ? hi : lo). */
function ite(model: Model, c: Lit, hi: Node, lo: Node): Node {
  if (hi === lo) return hi;
  if (hi === true && lo === false) return c;
  if (hi === false && lo === true) return -c;
  const asLit = (n: Node): Lit => (n === true ? model.constTrue() : n === false ? -model.constTrue() : n);
  const d = model.newVar();
  const h = asLit(hi);
  const l = asLit(lo);
  model.addClause([-d, -c, h]);
  model.addClause([-d, c, l]);
  model.addClause([d, -c, -h]);
  model.addClause([d, c, -l]);
  return d;
}
