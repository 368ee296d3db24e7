import { describe, expect, it, vi } from 'vitest';
import { createZ3Backend, Z3_PART_CHARS } from '../../src/solvers/z3.js';

describe('Z3 takes clauses in parts, the deadline looked at between them', () => {
  it('past the deadline no more parts are parsed, declarations included, and every answer is unknown', async () => {
    const backend = await createZ3Backend();
    const parse = vi.spyOn(backend as unknown as { parse(text: string): void }, 'parse');
    // Enough variables for many parts of declarations alone
    const vars = Math.ceil((20 * Z3_PART_CHARS) / '(declare-const x123456 Bool)'.length);
    await backend.addClauses([[1, 2], [-1], [-2]], vars, Date.now() - 1);
    expect(parse.mock.calls.length).toBeLessThanOrEqual(1);
    // Unsatisfiable as given, but Z3 does not hold the whole problem: no answer is trusted
    expect(await backend.solve([], undefined)).toBe('unknown');
    await backend.dispose();
  });
});
