import { describe, expect, it, vi } from 'vitest';
import { BackendCapacityError, Model, checkUnique, count, enumerate, enumerateOptimal, iterate, optimise, solve, type Backend, type Problem } from '../../src/solvers/index.js';
import { createBackend } from '../../src/solvers/backend.js';
import { backends } from '../helpers/backends.js';

/** x1..x4 with exactly two true; an auxiliary copy of x1 must not double-count answers. */
function twoOfFour(): Problem & { xs: number[] } {
  const model = new Model();
  const xs = model.newVars(4);
  model.exactly(xs, 2);
  const aux = model.newVar();
  model.addClause([aux, -xs[0]!]); // aux is free when x1 is false
  return { model, answerKeys: xs, xs };
}

describe.each(backends)('engine questions on %s', (backend) => {
  it('enumeration blocks answer keys only and reports completeness', async () => {
    const all = await enumerate(twoOfFour(), 100, { backend });
    expect(all.solutions).toHaveLength(6);
    expect(all.complete).toBe(true);
    const some = await enumerate(twoOfFour(), 4, { backend });
    expect(some.solutions).toHaveLength(4);
    expect(some.complete).toBe(false);
    const exact = await enumerate(twoOfFour(), 6, { backend });
    expect(exact.complete).toBe(true);
  });

  it('a solve limit starts once the backend is ready; a time limit counts its start-up', async () => {
    // The backend's start-up takes an hour by the clocks (whatever the machine's speed): a limit of a minute has passed if it counted the start-up
    const realDate = Date.now.bind(Date);
    const realPerf = performance.now.bind(performance);
    let offset = 0;
    const date = vi.spyOn(Date, 'now').mockImplementation(() => realDate() + offset);
    const perf = vi.spyOn(performance, 'now').mockImplementation(() => realPerf() + offset);
    const hourLongStart = async (): Promise<Backend> => {
      const ready = await createBackend(backend, true);
      offset += 3_600_000;
      return ready;
    };
    try {
      expect((await solve(twoOfFour(), { backendFactory: hourLongStart, solveLimitMs: 60_000 })).status).toBe('sat');
      expect((await solve(twoOfFour(), { backendFactory: hourLongStart, timeLimitMs: 60_000 })).status).toBe('unknown');
    } finally {
      date.mockRestore();
      perf.mockRestore();
    }
  });

  it('uniqueness verdicts: unique, multiple with two distinct answers, none', async () => {
    const p = twoOfFour();
    p.model.addClause([p.xs[0]!]);
    p.model.addClause([p.xs[1]!]);
    expect((await checkUnique(p, { backend })).verdict).toBe('unique');
    const q = twoOfFour();
    const many = await checkUnique(q, { backend });
    expect(many.verdict).toBe('multiple');
    if (many.verdict === 'multiple') expect(many.solutions[0]).not.toEqual(many.solutions[1]);
    const r = twoOfFour();
    r.model.atMost(r.xs, 1);
    expect((await checkUnique(r, { backend })).verdict).toBe('none');
    expect((await solve(r, { backend })).status).toBe('unsat');
  });

  it('lazy cuts: every answer returned has passed the hook', async () => {
    const p = twoOfFour();
    const [a, b] = p.xs as [number, number];
    let calls = 0;
    const cuts = (m: Uint8Array) => {
      calls++;
      return m[a] === 1 && m[b] === 1 ? [[-a, -b]] : [];
    };
    // A second check of another kind, which never objects
    const result = await enumerate({ ...p, lazy: [{ kind: 'pair cut', cuts }, { kind: 'idle cut', cuts: () => [] }] }, 100, { backend });
    expect(result.solutions).toHaveLength(5);
    for (const s of result.solutions) expect(s[a] === 1 && s[b] === 1).toBe(false);
    expect(calls).toBeGreaterThanOrEqual(5);
    // Cuts are counted by the kind their check names
    expect(result.stats.cuts).toBeGreaterThan(0);
    expect(result.stats.cutsByKind).toEqual({ 'pair cut': result.stats.cuts });
  });

  it('optimise finds the minimum and the maximum of a weighted sum', async () => {
    const weights = [5, 3, 4, 7];
    const terms = (xs: number[]) => xs.map((x, i) => ({ lit: x, weight: weights[i]! }));
    const p = twoOfFour();
    const min = await optimise(p, terms(p.xs), 'min', { backend });
    expect(min.status === 'optimal' && min.value).toBe(7);
    const q = twoOfFour();
    const max = await optimise(q, terms(q.xs), 'max', { backend });
    expect(max.status === 'optimal' && max.value).toBe(12);
  });

  it('enumerateOptimal keeps the answer that proved the optimum when the clock stops the enumeration after it', async () => {
    const weights = [5, 3, 4, 7];
    const p = twoOfFour();
    // The first unsat answer proves the optimum; every question after it finds the clock run out.
    const stopsAfterProof = async (): Promise<Backend> => {
      const inner = await createBackend(backend, true);
      let proved = false;
      return {
        name: inner.name,
        ...(inner.manyAssumptions !== undefined ? { manyAssumptions: inner.manyAssumptions } : {}),
        addClauses: (clauses, numVars, deadline) => inner.addClauses(clauses, numVars, deadline),
        solve: async (assumptions, deadline) => {
          if (proved) return 'unknown';
          const status = await inner.solve(assumptions, deadline);
          proved = status === 'unsat';
          return status;
        },
        model: () => inner.model(),
        dispose: () => inner.dispose(),
      };
    };
    const run = await enumerateOptimal(p, p.xs.map((x, i) => ({ lit: x, weight: weights[i]! })), 'min', 10, { backendFactory: stopsAfterProof });
    expect(run).toMatchObject({ value: 7, optimal: true, timedOut: true, complete: false });
    expect(run.solutions).toHaveLength(1);
    expect(p.xs.map((x) => run.solutions[0]![x])).toEqual([0, 1, 1, 0]);
  });

  it('a session is reusable after enumeration: no blocking clause is left behind', async () => {
    const p = twoOfFour();
    await enumerate(p, 3, { backend });
    const again = await enumerate(p, 100, { backend });
    expect(again.solutions).toHaveLength(6);
  });
});

describe.each(backends)('iteration and counting on %s', (backend) => {
  it('iterate yields each answer once and can be stopped early', async () => {
    const seen = new Set<string>();
    for await (const a of iterate(twoOfFour(), 100, { backend })) seen.add(Array.from(a.slice(1, 5)).join(''));
    expect(seen.size).toBe(6);
    let taken = 0;
    for await (const _ of iterate(twoOfFour(), 100, { backend })) if (++taken === 2) break;
    expect(taken).toBe(2);
  });

  it('count says whether the count is exact', async () => {
    expect(await count(twoOfFour(), 10, { backend })).toMatchObject({ count: 6, complete: true, timedOut: false });
    expect(await count(twoOfFour(), 3, { backend })).toMatchObject({ count: 3, complete: false, timedOut: false });
  });
});

describe('backend capacity', () => {
  it('a backend out of memory ends the question with its message: no other backend answers in its place', async () => {
    const full = async (): Promise<Backend> => ({
      name: 'minisat',
      addClauses: async () => {},
      solve: async () => {
        throw new BackendCapacityError('minisat', 'MiniSat ran out of memory at its cap of 4 GiB');
      },
      model: () => new Uint8Array(1),
      dispose: async () => {},
    });
    await expect(enumerate(twoOfFour(), 100, { backendFactory: full })).rejects.toThrow(/ran out of memory at its cap/);
  });

  it('the logic-solver driver reports a heap that is too small instead of aborting', async () => {
    const { createRequire } = await import('node:module');
    const require = createRequire(import.meta.url);
    const { createMinisatDriver } = await import('../../src/solvers/logic-solver-driver.js');
    const driver = createMinisatDriver(require, require.resolve('logic-solver/minisat_wrapper.js'), 16 * 1024 * 1024);
    const clauses: number[] = [];
    for (let v = 1; v < 400_000; v++) clauses.push(v, -(v + 1), v + 2, 0);
    expect(driver.add(new Int32Array(clauses), 400_002)).toBe('heap');
  });
});
