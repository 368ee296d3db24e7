import type * as Node from '../../solvers/logic-solver.js';
import { BackendCapacityError } from '../../solvers/backend.js';

/** The page's stand-in for src/solvers/logic-solver.ts, a witness for the tests that runs on Node's threads. */
export const createLogicSolverBackend: typeof Node.createLogicSolverBackend = () => {
  throw new BackendCapacityError('logic-solver', 'logic-solver is not part of the page: use the command line (--backend logic-solver)');
};
