import type * as Node from '../../solvers/z3.js';
import { BackendCapacityError } from '../../solvers/backend.js';

/** The page's stand-in for src/solvers/z3.ts: Z3 (npm z3-solver, 30 MB of WebAssembly and threads) stays with the command line. */
const MESSAGE = 'Z3 is not part of the page: use the command line (--backend z3); the page solves with MiniSat and CaDiCaL';

export const prepareZ3: typeof Node.prepareZ3 = () => undefined;
export const shutdownZ3: typeof Node.shutdownZ3 = async () => undefined;
export const createZ3Backend: typeof Node.createZ3Backend = async () => {
  throw new BackendCapacityError('z3', MESSAGE);
};
