import { describe, expect, it } from 'vitest';
import { Model, solve } from '../../src/solvers/index.js';
import { setZ3AbandonGrace, z3Busy } from '../../src/solvers/z3.js';

/** n+1 pigeons in n holes: unsatisfiable, and slow to refute for a CDCL solver from about n = 9. */
function pigeons(n: number): Model {
  const model = new Model();
  const sits = Array.from({ length: n + 1 }, () => model.newVars(n));
  for (const holes of sits) model.addClause(holes);
  for (let h = 0; h < n; h++) for (let a = 0; a <= n; a++) for (let b = a + 1; b <= n; b++) model.addClause([-sits[a]![h]!, -sits[b]![h]!]);
  return model;
}

describe('a Z3 check that outlives its deadline', () => {
  it('leaves Z3 to the questions after it: they wait for it, then answer', async () => {
    const grace = setZ3AbandonGrace(0);
    try {
      // With no grace a refutation far from done at its deadline is left running: it holds Z3. Z3
      // sometimes stops in time after all (its own timeout): then a larger one is tried.
      for (let n = 11; n <= 13 && !z3Busy(); n++) {
        const hard = await solve({ model: pigeons(n), answerKeys: [] }, { backend: 'z3', solveLimitMs: 100 });
        expect(hard.status).toBe('unknown');
      }
      expect(z3Busy()).toBe(true);
      const easy = new Model();
      const [x] = easy.newVars(1);
      easy.addClause([x!]);
      // A question with no deadline of its own waits for it, then gets its answer.
      const answer = await solve({ model: easy, answerKeys: [x!] }, { backend: 'z3' });
      expect(answer.status).toBe('sat');
      expect(z3Busy()).toBe(false);
    } finally {
      setZ3AbandonGrace(grace);
    }
  });
});
