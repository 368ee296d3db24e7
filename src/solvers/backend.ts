import { beforeTime } from './timer.js';
import type { Assignment, BackendName, Clause, Lit, SolveStatus, SolverName } from './types.js';

/**
 * An incremental SAT backend. Clauses only ever grow; `solve` takes temporary
 * assumptions. `deadline` is an absolute `Date.now()` time after which the answer is
 * `unknown`.
 */
export interface Backend {
  readonly name: BackendName;
  /** The solver that gave the last answer, where the backend runs more than one. */
  readonly answeredBy?: SolverName;
  /** Takes any number of assumption literals in one `solve` (else at most one, positive). */
  readonly manyAssumptions?: boolean;
  /** Loading may stop at `deadline` (then the next `solve` answers `unknown`). */
  addClauses(clauses: readonly Clause[], numVars: number, deadline?: number): Promise<void>;
  solve(assumptions: readonly Lit[], deadline: number | undefined): Promise<SolveStatus>;
  /** Ends a running search at its next turn (a person's stop): it and every later `solve` answer `unknown`. */
  interrupt?(): void;
  /** The model of the last `sat` answer. */
  model(): Assignment;
  dispose(): Promise<void>;
}

/** A backend ran out of the memory it may use: the question cannot be answered on it. */
export class BackendCapacityError extends Error {
  constructor(
    readonly backend: BackendName,
    message: string,
  ) {
    super(message);
    this.name = 'BackendCapacityError';
  }
}

/** A backend whose start-up outlasted the deadline: it answers `unknown`. */
class StoppedBackend implements Backend {
  constructor(readonly name: BackendName) {}
  async addClauses(): Promise<void> {}
  async solve(): Promise<SolveStatus> {
    return 'unknown';
  }
  model(): Assignment {
    return new Uint8Array(1);
  }
  async dispose(): Promise<void> {}
}

/**
 * The backend once it has started, or a stopped one if the deadline comes first (Z3's
 * WebAssembly start-up takes up to two seconds on a busy machine); a backend that starts
 * late is disposed of.
 */
export async function beforeDeadline(made: Promise<Backend>, name: BackendName, deadline: number | undefined): Promise<Backend> {
  if (deadline === undefined) return made;
  const first = await beforeTime(made, deadline);
  if (first !== 'late') return first;
  void made.then((backend) => backend.dispose(), () => undefined);
  return new StoppedBackend(name);
}

/** Starts a backend's one-time initialisation early (Z3's WebAssembly), so it overlaps other work. */
export function prepareBackend(name: BackendName | undefined): void {
  if (name === 'z3') void import('./z3.js').then((z3) => z3.prepareZ3());
}

/** `sizeHint`: clauses about to be loaded (lets logic-solver choose how to compile itself). */
export async function createBackend(name: BackendName, hasDeadline: boolean, sizeHint = 0): Promise<Backend> {
  switch (name) {
    case 'auto': {
      const { createAutoBackend } = await import('./wasm/portfolio.js');
      return createAutoBackend();
    }
    case 'minisat':
    case 'cadical': {
      const { createWasmBackend } = await import('./wasm/backend.js');
      return createWasmBackend(name);
    }
    case 'z3': {
      const { createZ3Backend } = await import('./z3.js');
      return createZ3Backend();
    }
    case 'logic-solver': {
      const { createLogicSolverBackend } = await import('./logic-solver.js');
      return createLogicSolverBackend(hasDeadline, sizeHint);
    }
  }
}
