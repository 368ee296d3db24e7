import { describe, expect, it } from 'vitest';
import { Model, enumerate, type Backend, type Problem } from '../../src/solvers/index.js';
import { createWasmBackend } from '../../src/solvers/wasm/backend.js';
import { createAutoBackend } from '../../src/solvers/wasm/portfolio.js';
import { Random } from '../../src/encoders/lib/random.js';
import { deadlineNeverReached, deadlineTheJumpPasses, jumpingClock } from '../helpers/jumping-clock.js';
import { pigeonhole } from '../helpers/pigeonhole.js';

const auto = (joinAfterSlices: number) => createAutoBackend(joinAfterSlices);

describe('the auto backend', () => {
  it('answers short questions on MiniSat alone', async () => {
    const backend = await auto(5);
    await backend.addClauses([[1, 2], [-1, 2], [-2, 3]], 3);
    expect(await backend.solve([], undefined)).toBe('sat');
    expect(backend.answeredBy).toBe('minisat');
    expect(backend.solvers).toEqual(['minisat']);
    expect(backend.model()[3]).toBe(1);
  });

  it('lets CaDiCaL join a long search, which then gets every later clause and question', async () => {
    const backend = await auto(0);
    await backend.addClauses(pigeonhole(7), 56);
    expect(await backend.solve([], deadlineNeverReached())).toBe('unsat');
    expect(backend.solvers).toEqual(['minisat', 'cadical']);
    // A fresh problem on the same variables, through both solvers: the race must agree with brute force.
    const fresh = await auto(0);
    const random = new Random(5);
    const clauses = Array.from({ length: 40 }, () => Array.from({ length: 3 }, () => (1 + random.int(10)) * (random.next() < 0.5 ? -1 : 1)));
    await fresh.addClauses(pigeonhole(6), 42);
    expect(await fresh.solve([-1], deadlineNeverReached())).toBe('unsat');
    await fresh.addClauses(clauses, 60);
    // Satisfiable or not, a model returned satisfies every clause given to either solver.
    if ((await fresh.solve([43], deadlineNeverReached())) === 'sat') {
      const model = fresh.model();
      expect(clauses.every((c) => c.some((lit) => (model[Math.abs(lit)] === 1) === lit > 0))).toBe(true);
    }
  });

  it('stops at the deadline once both solvers search', async () => {
    const backend = await auto(1);
    await backend.addClauses(pigeonhole(11), 132);
    // The deadline passes (the clock jumps an hour) as soon as CaDiCaL has joined
    const restore = jumpingClock(() => backend.solvers.includes('cadical'));
    try {
      expect(await backend.solve([], deadlineTheJumpPasses())).toBe('unknown');
    } finally {
      restore();
    }
    expect(backend.solvers).toEqual(['minisat', 'cadical']);
  });

  it('counts as every other backend does', async () => {
    const model = new Model();
    const xs = Array.from({ length: 5 }, () => model.newVar());
    model.addClause(xs);
    const problem: Problem = { model, answerKeys: xs };
    const result = await enumerate(problem, 100, { backendFactory: () => auto(0) });
    expect(result.solutions).toHaveLength(31);
    expect(result.complete).toBe(true);
  });
});

describe('stats of a backend that runs more than one solver', () => {
  it('name the solver that answered, and how many questions each answered', async () => {
    const model = new Model();
    const xs = Array.from({ length: 3 }, () => model.newVar());
    let answers = 0;
    const inner = await createWasmBackend('minisat');
    const alternating: Backend = {
      name: 'auto',
      manyAssumptions: true,
      get answeredBy() {
        return answers % 2 === 1 ? 'minisat' : 'cadical';
      },
      addClauses: (clauses, vars) => inner.addClauses(clauses, vars),
      solve: async (assumptions, deadline) => {
        answers++;
        return inner.solve(assumptions, deadline);
      },
      model: () => inner.model(),
      dispose: () => inner.dispose(),
    };
    const result = await enumerate({ model, answerKeys: xs }, 100, { backendFactory: async () => alternating });
    expect(result.solutions).toHaveLength(8);
    expect(result.stats.solvedBy).toEqual({ minisat: 5, cadical: 4 });
    expect(result.stats.backend).toBe('minisat');
  });
});
