import type { Assignment, BackendName, Clause, Lit, SolveStatus } from './types.js';

/**
 * An incremental SAT backend. Clauses only ever grow; `solve` takes temporary
 * assumptions. `deadline` is an absolute `Date.now()` time after which the answer is
 * `unknown`.
 */
export interface Backend {
  readonly name: BackendName;
  addClauses(clauses: readonly Clause[], numVars: number): Promise<void>;
  solve(assumptions: readonly Lit[], deadline: number | undefined): Promise<SolveStatus>;
  /** The model of the last `sat` answer. */
  model(): Assignment;
  dispose(): Promise<void>;
}

/** The MiniSat heap ran out; the engine answers with another backend. */
export class BackendCapacityError extends Error {
  constructor(
    readonly backend: BackendName,
    message: string,
  ) {
    super(message);
    this.name = 'BackendCapacityError';
  }
}

/** `sizeHint`: clauses about to be loaded (lets MiniSat choose how to compile itself). */
export async function createBackend(name: BackendName, hasDeadline: boolean, sizeHint = 0): Promise<Backend> {
  switch (name) {
    case 'minisat': {
      const { createMinisatBackend } = await import('./minisat.js');
      return createMinisatBackend(hasDeadline, sizeHint);
    }
    case 'z3': {
      const { createZ3Backend } = await import('./z3.js');
      return createZ3Backend();
    }
  }
}
