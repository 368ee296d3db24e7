import { describe, expect, it } from 'vitest';
import { Model, enumerate, type BackendName, type Lit, type Problem } from '../../src/solvers/index.js';
import { backends } from '../helpers/backends.js';
import { DEEP } from '../helpers/depth.js';

function binomial(n: number, k: number): number {
  let r = 1;
  for (let i = 0; i < k; i++) r = (r * (n - i)) / (i + 1);
  return r;
}

/** Number of assignments of `n` inputs satisfying `accept`, by brute force. */
function bruteCount(n: number, accept: (bits: boolean[]) => boolean): number {
  let count = 0;
  for (let mask = 0; mask < 1 << n; mask++) {
    const bits = Array.from({ length: n }, (_, i) => ((mask >> i) & 1) === 1);
    if (accept(bits)) count++;
  }
  return count;
}

async function countModels(n: number, build: (m: Model, xs: Lit[]) => void, backend: BackendName) {
  const model = new Model();
  const xs = model.newVars(n);
  build(model, xs);
  const problem: Problem = { model, answerKeys: xs };
  const result = await enumerate(problem, 1 << n, { backend });
  expect(result.complete).toBe(true);
  return result.solutions.length;
}

describe.each(backends)('cardinality helpers on %s', (backend) => {
  // Z3 answers each step of an enumeration through a worker thread (about 5 ms): its cases stop at 6 inputs, at 4 unless deep.
  for (const n of backend === 'z3' ? (DEEP ? [1, 4, 6] : [1, 4]) : [1, 3, 4, 6, 8]) {
    for (let k = 0; k <= n; k++) {
      it(`n=${n} k=${k}: atMost, atLeast, exactly count like binomials`, async () => {
        const atMost = Array.from({ length: k + 1 }, (_, j) => binomial(n, j)).reduce((a, b) => a + b, 0);
        expect(await countModels(n, (m, xs) => m.atMost(xs, k), backend)).toBe(atMost);
        expect(await countModels(n, (m, xs) => m.atLeast(xs, k), backend)).toBe((1 << n) - atMost + binomial(n, k));
        expect(await countModels(n, (m, xs) => m.exactly(xs, k), backend)).toBe(binomial(n, k));
      });
    }
  }

  it('exactly k of literals, some negated, matches brute force', async () => {
    const signs = [1, -1, 1, -1, -1, 1, 1];
    const lits = (xs: Lit[]) => xs.map((x, i) => signs[i]! * x);
    for (let k = 0; k <= signs.length; k++) {
      const on = (bits: boolean[]) => bits.filter((b, i) => b === signs[i]! > 0).length;
      expect(await countModels(signs.length, (m, xs) => m.exactly(lits(xs), k), backend)).toBe(bruteCount(signs.length, (b) => on(b) === k));
    }
  });

  it('exactlyOne counts n, pairwise and (beyond 16 literals) with a counter', async () => {
    for (const n of [2, 7, 16, 17, 19]) {
      expect(await countModels(n, (m, xs) => m.exactlyOne(xs), backend)).toBe(n);
    }
  });

  it('pseudo-boolean sums with negative weights and negated literals match brute force', async () => {
    const weights = [3, -2, 5, 1, -4, 2];
    const signs = [1, -1, 1, 1, 1, -1];
    for (const bound of [-5, -1, 0, 2, 4, 7]) {
      const value = (bits: boolean[]) =>
        weights.reduce((s, w, i) => s + ((signs[i]! > 0 ? bits[i] : !bits[i]) ? w : 0), 0);
      const terms = (xs: Lit[]) => xs.map((x, i) => ({ lit: signs[i]! * x, weight: weights[i]! }));
      expect(await countModels(6, (m, xs) => m.pbAtMost(terms(xs), bound), backend)).toBe(
        bruteCount(6, (b) => value(b) <= bound),
      );
      expect(await countModels(6, (m, xs) => m.pbEqual(terms(xs), bound), backend)).toBe(
        bruteCount(6, (b) => value(b) === bound),
      );
    }
  });

  it('parity holds for exactly the assignments with an odd (even) number true, negated literals too', async () => {
    for (const n of [0, 1, 2, 5]) {
      for (const odd of [true, false]) {
        const half = n === 0 ? (odd ? 0 : 1) : 2 ** (n - 1);
        expect(await countModels(n, (m, xs) => m.parity(xs, odd), backend)).toBe(half);
      }
    }
    const mixed = (b: boolean[]) => [b[0], !b[1], b[2], !b[3]].filter(Boolean).length % 2 === 1;
    expect(await countModels(4, (m, xs) => m.parity([xs[0]!, -xs[1]!, xs[2]!, -xs[3]!], true), backend)).toBe(bruteCount(4, mixed));
  });

  it('a counter is defined by its inputs: counted over every variable, each input assignment once', async () => {
    for (const n of backend === 'z3' ? [5] : [5, 6]) {
      for (const [name, build] of [
        ['atMost', (m: Model, xs: Lit[], k: number) => m.atMost(xs, k)],
        ['atLeast', (m: Model, xs: Lit[], k: number) => m.atLeast(xs, k)],
        ['exactly', (m: Model, xs: Lit[], k: number) => m.exactly(xs, k)],
      ] as const) {
        for (let k = 2; k <= n - 2; k++) {
          const model = new Model();
          const xs = model.newVars(n);
          build(model, xs, k);
          const every = Array.from({ length: model.numVars }, (_, i) => i + 1);
          const overInputs = await enumerate({ model, answerKeys: xs }, (1 << n) + 1, { backend });
          const overAll = await enumerate({ model, answerKeys: every }, (1 << n) + 1, { backend });
          expect(overAll.solutions.length, `${name} ${k} of ${n}`).toBe(overInputs.solutions.length);
        }
      }
    }
  });

  it('and / or definitions are exact', async () => {
    expect(await countModels(3, (m, xs) => m.addClause([m.and(xs)]), backend)).toBe(1);
    expect(await countModels(3, (m, xs) => m.addClause([-m.or(xs)]), backend)).toBe(1);
  });
});

/** Counter cells a count toward k of n can leave open: after i+1 inputs, from k - (n - i - 1) up to k - 1. */
const openCells = (n: number, k: number) => Array.from({ length: n }, (_, i) => Math.max(0, Math.min(i, k - 1) - Math.max(0, k - n + i + 1) + 1)).reduce((a, b) => a + b, 0);

describe('counter sizes', () => {
  it('at most k of n: a variable a cell, k columns (the step past k is forbidden, not counted)', () => {
    const model = new Model();
    const xs = model.newVars(15);
    model.atMost(xs, 7);
    // After the i-th input, min(i + 1, 7) cells; the first is the input itself
    const cells = xs.reduce((sum, _, i) => sum + Math.min(i + 1, 7), 0) - 1;
    expect(model.numVars - xs.length).toBe(cells);
    expect(model.clauses.length).toBeLessThanOrEqual(4 * cells + 15);
  });

  it.each([
    { what: 'at least k of n counts the true ones, its cells only where the count can still reach k', k: 5, constrain: (m: Model, xs: number[]) => m.atLeast(xs, 5) },
    // k itself ends the count: the cells run up to k - 1, as for at least k
    { what: 'exactly k of n takes one counter, its cells only where a count can still end at k', k: 7, constrain: (m: Model, xs: number[]) => m.exactly(xs, 7) },
  ])('$what', ({ k, constrain }) => {
    const model = new Model();
    const xs = model.newVars(15);
    constrain(model, xs);
    const window = openCells(15, k);
    expect(model.numVars - xs.length).toBeLessThanOrEqual(window);
    expect(model.clauses.length).toBeLessThanOrEqual(4 * window + 15);
  });

  it('at most all but one is one clause, no counter', () => {
    const model = new Model();
    const xs = model.newVars(15);
    model.atMost(xs, 14);
    expect(model.numVars).toBe(15);
    expect(model.clauses).toEqual([xs.map((x) => -x)]);
  });
});
