import type { Clause, Lit, Term } from './types.js';
import { encodeCount } from './cardinality.js';
import { encodePbAtMost } from './pseudo-boolean.js';
import { BuildStopped, currentBuildDeadline } from './build-deadline.js';

/**
 * A propositional model built from integer literals. Every helper adds clauses
 * (and auxiliary variables) to this model; backends receive plain CNF.
 *
 * @example
 * const m = new Model();
 * const [a, b, c] = m.newVars(3);
 * m.exactlyOne([a, b, c]);
 */
export class Model {
  private varCount = 0;
  readonly clauses: Lit[][] = [];
  /** Literal that is always true (created on first use). */
  private trueLit = 0;
  /** While the model is being built: when to stop (build-deadline.ts). */
  private buildDeadline = currentBuildDeadline();

  /** Where each named rule's clauses begin; a rule's clauses run to the next mark. */
  private readonly ruleMarks: { readonly name: string | undefined; readonly from: number }[] = [];

  /** Building is over (a session took the model): clauses added from now on never stop, and belong to no rule. */
  seal(): void {
    this.buildDeadline = undefined;
    this.closeRule();
  }

  /**
   * The rule the clauses added from here on encode (up to the next `rule` call): the one-line
   * rule comment, said to the model, so that a test can leave the rule out (`without`).
   *
   * @example
   * model.rule('One rook in every row');
   * for (const row of rows) model.exactlyOne(row);
   */
  rule(name: string): void {
    this.ruleMarks.push({ name, from: this.clauses.length });
  }

  /** Clauses added from here on belong to no rule (definitions after the last one). */
  closeRule(): void {
    if (this.ruleMarks.at(-1)?.name !== undefined) this.ruleMarks.push({ name: undefined, from: this.clauses.length });
  }

  /** The rules named so far, each once, in the order first named. */
  get rules(): string[] {
    return [...new Set(this.ruleMarks.flatMap((m) => (m.name === undefined ? [] : [m.name])))];
  }

  /**
   * A copy of this model without the clauses of the rules named in `left` (every variable
   * kept, so answer keys and decoding still apply): the problem with those rules left out.
   */
  without(left: Iterable<string>): Model {
    const leave = new Set(left);
    const copy = new Model();
    copy.varCount = this.varCount;
    copy.trueLit = this.trueLit;
    // The constant stays true whichever rule first asked for it
    if (this.trueLit !== 0) copy.clauses.push([this.trueLit]);
    let mark = -1;
    this.clauses.forEach((clause, i) => {
      while (mark + 1 < this.ruleMarks.length && this.ruleMarks[mark + 1]!.from <= i) mark++;
      const name = mark < 0 ? undefined : this.ruleMarks[mark]!.name;
      if (name === undefined || !leave.has(name)) copy.clauses.push([...clause]);
    });
    return copy;
  }

  get numVars(): number {
    return this.varCount;
  }

  newVar(): Lit {
    this.varCount += 1;
    return this.varCount;
  }

  newVars(n: number): Lit[] {
    const vars: Lit[] = [];
    for (let i = 0; i < n; i++) vars.push(this.newVar());
    return vars;
  }

  /** A literal fixed to true, for constant positions in formulas. */
  constTrue(): Lit {
    if (this.trueLit === 0) {
      this.trueLit = this.newVar();
      this.addClause([this.trueLit]);
    }
    return this.trueLit;
  }

  addClause(clause: Clause): void {
    // Every 16384 clauses (about 50 ms of building), the deadline
    if (this.buildDeadline !== undefined && (this.clauses.length & 0x3fff) === 0 && Date.now() >= this.buildDeadline) throw new BuildStopped();
    for (const lit of clause) {
      if (!Number.isInteger(lit) || lit === 0 || Math.abs(lit) > this.varCount) {
        throw new RangeError(`literal ${lit} is not a variable of this model`);
      }
    }
    this.clauses.push([...clause]);
  }

  /** a -> b */
  implies(a: Lit, b: Lit): void {
    this.addClause([-a, b]);
  }

  /** (all of `conditions`) -> clause */
  impliesClause(conditions: readonly Lit[], clause: Clause): void {
    this.addClause([...conditions.map((c) => -c), ...clause]);
  }

  equal(a: Lit, b: Lit): void {
    this.addClause([-a, b]);
    this.addClause([a, -b]);
  }

  /** A fresh literal equivalent to the conjunction of `lits`. */
  and(lits: readonly Lit[]): Lit {
    if (lits.length === 1) return lits[0]!;
    const out = this.newVar();
    for (const l of lits) this.addClause([-out, l]);
    this.addClause([out, ...lits.map((l) => -l)]);
    return out;
  }

  /** A fresh literal equivalent to the disjunction of `lits`. */
  or(lits: readonly Lit[]): Lit {
    if (lits.length === 1) return lits[0]!;
    if (lits.length === 0) return -this.constTrue();
    const out = this.newVar();
    for (const l of lits) this.addClause([out, -l]);
    this.addClause([-out, ...lits]);
    return out;
  }

  atLeastOne(lits: readonly Lit[]): void {
    this.addClause(lits);
  }

  /** Pairwise (binary clauses, the strongest and cheapest for MiniSat) up to 16 literals, a counter beyond. */
  atMostOne(lits: readonly Lit[]): void {
    if (lits.length <= 16) {
      for (let i = 0; i < lits.length; i++) {
        for (let j = i + 1; j < lits.length; j++) this.addClause([-lits[i]!, -lits[j]!]);
      }
      return;
    }
    encodeCount(this, lits, 0, 1);
  }

  exactlyOne(lits: readonly Lit[]): void {
    this.atLeastOne(lits);
    this.atMostOne(lits);
  }

  atMost(lits: readonly Lit[], k: number): void {
    if (k < 0) {
      this.addClause([]);
      return;
    }
    if (k >= lits.length) return;
    // All but one: not all of them
    if (k === lits.length - 1) {
      this.addClause(lits.map((l) => -l));
      return;
    }
    if (k === 0) {
      for (const l of lits) this.addClause([-l]);
      return;
    }
    if (k === 1) {
      this.atMostOne(lits);
      return;
    }
    // Up to four literals, a clause per k + 1 of them ("not all of these") beats a counter's
    // extra variables (Numberlink's cells: 4 clauses instead of about 10 variables and 20 clauses)
    if (lits.length <= 4) {
      for (const left of combinations(lits.length, lits.length - k - 1)) notAllBut(this, lits, left);
      return;
    }
    encodeCount(this, lits, 0, k);
  }

  atLeast(lits: readonly Lit[], k: number): void {
    if (k <= 0) return;
    if (k === 1) {
      this.addClause(lits);
      return;
    }
    // Beyond four literals and two from the top, the true ones counted, their cells only where the count can still reach k
    if (lits.length > 4 && k <= lits.length - 2) {
      encodeCount(this, lits, k, lits.length);
      return;
    }
    // at least k true == at most n-k false
    this.atMost(
      lits.map((l) => -l),
      lits.length - k,
    );
  }

  exactly(lits: readonly Lit[], k: number): void {
    // Beyond four literals and one from either end, one counter serves both bounds
    if (lits.length > 4 && k >= 2 && k <= lits.length - 2) return encodeCount(this, lits, k, k);
    this.atMost(lits, k);
    this.atLeast(lits, k);
  }

  /** sum(weight_i * lit_i) <= bound; weights may be negative. With `condition`, only when it holds. */
  pbAtMost(terms: readonly Term[], bound: number, condition?: Lit): void {
    const { positive, offset } = normalise(terms);
    encodePbAtMost(this, positive, bound - offset, condition);
  }

  pbAtLeast(terms: readonly Term[], bound: number, condition?: Lit): void {
    this.pbAtMost(
      terms.map((t) => ({ lit: t.lit, weight: -t.weight })),
      -bound,
      condition,
    );
  }

  pbEqual(terms: readonly Term[], value: number): void {
    this.pbAtMost(terms, value);
    this.pbAtLeast(terms, value);
  }

  /** An odd (or even) number of `lits` hold: a chain of two-input XORs. */
  parity(lits: readonly Lit[], odd: boolean): void {
    if (lits.length === 0) {
      if (odd) this.addClause([]);
      return;
    }
    let acc = lits[0]!;
    for (const lit of lits.slice(1)) {
      const x = this.newVar();
      // x = acc XOR lit
      this.addClause([-x, acc, lit]);
      this.addClause([-x, -acc, -lit]);
      this.addClause([x, -acc, lit]);
      this.addClause([x, acc, -lit]);
      acc = x;
    }
    this.addClause([odd ? acc : -acc]);
  }
}

/**
 * Merges repeated variables and rewrites `w*l` with `w < 0` as `-w*(-l) + w`, so every
 * weight is positive: sum(terms) == offset + sum(positive).
 */
function normalise(terms: readonly Term[]): { positive: Term[]; offset: number } {
  const byVar = new Map<number, number>();
  let offset = 0;
  for (const { lit, weight } of terms) {
    if (!Number.isSafeInteger(weight)) throw new RangeError(`weight ${weight} is not an integer`);
    const v = Math.abs(lit);
    // w * (not v) == w - w * v
    if (lit < 0) offset += weight;
    byVar.set(v, (byVar.get(v) ?? 0) + (lit > 0 ? weight : -weight));
  }
  const positive: Term[] = [];
  for (const [v, w] of byVar) {
    if (w > 0) positive.push({ lit: v, weight: w });
    else if (w < 0) {
      offset += w;
      positive.push({ lit: -v, weight: -w });
    }
  }
  return { positive, offset };
}

/** The ways to choose `size` of `n` indexes, in lexicographic order. */
function combinations(n: number, size: number): number[][] {
  if (size === 0) return [[]];
  const out: number[][] = [];
  for (let first = 0; first <= n - size; first++) for (const rest of combinations(n - first - 1, size - 1)) out.push([first, ...rest.map((i) => i + first + 1)]);
  return out;
}

/** "Not all of these": a clause of the negations of every literal but those at `left`. */
function notAllBut(model: Model, lits: readonly Lit[], left: readonly number[]): void {
  model.addClause(lits.filter((_, i) => !left.includes(i)).map((l) => -l));
}
