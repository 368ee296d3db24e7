import { describe, expect, it } from 'vitest';
import { Model, solve } from '../../src/solvers/index.js';
import { Z3_PART_CHARS } from '../../src/solvers/z3.js';
import '../helpers/backends.js';

/** x1, and each variable implies the next: only the all-true assignment. Its SMT-LIB text runs past one part. */
function chain(length: number) {
  const model = new Model();
  const vars = model.newVars(length);
  model.addClause([vars[0]!]);
  for (let i = 0; i + 1 < length; i++) model.addClause([-vars[i]!, vars[i + 1]!]);
  return { model, answerKeys: vars };
}

describe('Z3 takes large problems in parts', () => {
  it('a problem whose text is several parts long is loaded whole: the answer is the only model', async () => {
    const length = 45_000;
    // "(assert (or (not bN) bM))" is about 25 characters a clause
    expect(length * 25).toBeGreaterThan(2 * Z3_PART_CHARS);
    const outcome = await solve(chain(length), { backend: 'z3' });
    expect(outcome.status).toBe('sat');
    if (outcome.status === 'sat') expect(outcome.assignment.slice(1).every((v) => v === 1)).toBe(true);
  });

  it('a deadline that passes while the parts load answers unknown', async () => {
    const outcome = await solve(chain(45_000), { backend: 'z3', deadline: Date.now() + 1 });
    expect(outcome.status).toBe('unknown');
  });
});
