import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { AnyFamily } from '../src/encoders/family.js';
import { answerPuzzle } from '../src/api/index.js';
import { createBackend, type Backend } from '../src/solvers/backend.js';
import type { Clause, Lit } from '../src/solvers/types.js';

/**
 * The questions a `check` asks its SAT solver, each as a DIMACS file a solver binary can be
 * given: the clauses added before that solve, the assumptions as unit clauses. Running a
 * reference solver on each in turn answers the same questions one process each.
 */
export async function recordQuestions(family: AnyFamily, puzzle: unknown, dir: string, name: string): Promise<string[]> {
  const clauses: Clause[] = [];
  const files: string[] = [];
  let vars = 0;
  const recording = async (): Promise<Backend> => {
    const inner = await createBackend('minisat', false);
    return {
      name: inner.name,
      manyAssumptions: true,
      addClauses: async (added: readonly Clause[], numVars: number) => {
        clauses.push(...added);
        vars = Math.max(vars, numVars);
        await inner.addClauses(added, numVars);
      },
      solve: async (assumptions: readonly Lit[], deadline: number | undefined) => {
        const file = join(dir, `${name}-${files.length}.cnf`);
        const units = assumptions.map((lit) => [lit]);
        const body = [...clauses, ...units].map((c) => `${c.join(' ')} 0`).join('\n');
        writeFileSync(file, `p cnf ${vars} ${clauses.length + units.length}\n${body}\n`);
        files.push(file);
        return inner.solve(assumptions, deadline);
      },
      model: () => inner.model(),
      dispose: () => inner.dispose(),
    };
  };
  await answerPuzzle(family, puzzle, { limit: 2, engine: { backendFactory: recording }, remarks: false });
  return files;
}
